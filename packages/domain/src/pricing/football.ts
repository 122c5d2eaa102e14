import { mean, pointMass, poisson, probabilityAt, probabilityBelow, probabilityFrom, shifted, type Distribution } from './distribution.ts';
import {
  GoalGrid,
  NIL_NIL,
  bothTeamsToScore,
  checkScore,
  correctScore,
  defaultHandicapLines,
  defaultTotalLines,
  doubleChance,
  drawNoBet,
  exactTotal,
  handicaps,
  oddEven,
  resultAnd,
  teamTotalLines,
  threeWay,
  totals,
  yesNo,
  type Score,
} from './goals.ts';
import { marketKey, toQuarters, type FairMarket } from './market.ts';

/**
 * Football by independent Poisson goals (no draw inflation: a Dixon-Coles correction would go here).
 * Pre-match expected goals are for 90 minutes; in play, what remains scales with the goal intensity
 * left: 45% of goals fall in the first half (about what the big leagues show), uniformly within each
 * half. Stoppage time is not modelled: from minute 90 (45 for the first half) nothing more is
 * expected, so prices must be suspended there until the result is in.
 * A red card multiplies the remaining intensity of the side that had it by 2/3 and of the other side
 * by 5/4 (each card again): the size of effect published studies report, a parameter, not a law.
 * The two halves' goals are independent Poisson too, so the final grid is the first half's grid
 * convolved with the second half's: half-time/full-time, the halves' markets and the highest scoring
 * half come from those two grids and agree with the final one.
 */
export const FOOTBALL = Object.freeze({
  minutes: 90,
  firstHalfGoalShare: 0.45,
  redCardOwnFactor: 2 / 3,
  redCardOpponentFactor: 5 / 4,
  correctScoreMax: 5,
});

export interface FootballModel {
  /** Expected goals over 90 minutes, pre-match. */
  readonly homeExpectedGoals: number;
  readonly awayExpectedGoals: number;
}

export interface FootballState {
  /** Minutes played, 0 to 90 (fractions allowed); 90 or more once full time is reached. */
  readonly minute: number;
  readonly score: Score;
  readonly homeReds?: number;
  readonly awayReds?: number;
  /**
   * The first half's score (the `h1` period: during the first half the score so far). Needed once the
   * second half is on (minute 45 and later) to price its markets from the goals it has seen; without
   * it they are not offered then.
   */
  readonly halfTimeScore?: Score;
}

export interface FootballOptions {
  /** Lines in goals (2.25); default around the expected final total. */
  readonly totalLines?: readonly number[];
  /** Home-side lines in goals (-0.75); default around the expected final difference. */
  readonly handicapLines?: readonly number[];
  readonly firstHalfTotalLines?: readonly number[];
  readonly secondHalfTotalLines?: readonly number[];
}

export const FOOTBALL_PRE_MATCH: FootballState = Object.freeze({ minute: 0, score: NIL_NIL });

/** Share of the 90 minutes' goal intensity still to come at `minute`, up to the end of the half or of the match. */
function remainingShare(minute: number, untilHalfTime: boolean): number {
  const first = FOOTBALL.firstHalfGoalShare;
  if (minute < 45) return first * ((45 - minute) / 45) + (untilHalfTime ? 0 : 1 - first);
  return untilHalfTime ? 0 : secondHalfShare(minute);
}

/** Share of the goal intensity still to come in the second half at `minute`. */
function secondHalfShare(minute: number): number {
  const second = 1 - FOOTBALL.firstHalfGoalShare;
  return minute < 45 ? second : second * Math.max(0, (90 - minute) / 45);
}

/** Half-time/full-time: `home.home`, `home.draw` … `away.away` (half-time result first), from the two halves' differences. */
function halfTimeFullTime(firstHalf: Distribution, secondHalf: Distribution): FairMarket {
  const p = new Float64Array(9);
  for (let i = 0; i < firstHalf.pmf.length; i++) {
    const d = firstHalf.offset + i;
    const q = firstHalf.pmf[i]!;
    if (q === 0) continue;
    const ht = d > 0 ? 0 : d === 0 ? 1 : 2;
    // The final difference d + D2: home when D2 ≥ 1 - d, away when D2 < -d.
    const away = probabilityBelow(secondHalf, -d);
    const home = probabilityFrom(secondHalf, 1 - d);
    p[ht * 3]! += q * home;
    p[ht * 3 + 1]! += q * Math.max(0, 1 - home - away);
    p[ht * 3 + 2]! += q * away;
  }
  const results = ['home', 'draw', 'away'] as const;
  const outcomes = [];
  for (let i = 0; i < 9; i++) outcomes.push({ key: `${results[Math.floor(i / 3)]}.${results[i % 3]}`, probability: p[i]! });
  return { key: marketKey('ft', 'htft'), group: 'props', outcomes };
}

/** Highest scoring half: `first`, `second` or `equal`, from the two halves' totals. */
function highestScoringHalf(firstHalf: Distribution, secondHalf: Distribution): FairMarket {
  let first = 0;
  let equal = 0;
  for (let i = 0; i < firstHalf.pmf.length; i++) {
    const t = firstHalf.offset + i;
    const q = firstHalf.pmf[i]!;
    if (q === 0) continue;
    first += q * probabilityBelow(secondHalf, t);
    equal += q * (secondHalf.pmf[t - secondHalf.offset] ?? 0);
  }
  return { key: marketKey('ft', 'highest_half'), group: 'props', outcomes: [{ key: 'first', probability: first }, { key: 'second', probability: Math.max(0, 1 - first - equal) }, { key: 'equal', probability: equal }] };
}

/**
 * Fair football markets, all from one grid of final scores (and the two halves' grids it is made of),
 * so they agree: 1X2, double chance, draw no bet, totals, Asian handicaps (whole, half and quarter
 * lines, on the final score), both teams to score, correct score, team totals, odd/even, exact goals,
 * win to nil, result and both to score, result and total; while the first half is on, its 1X2, double
 * chance, totals, both to score and correct score and half-time/full-time; while the second half is to
 * come or on, its 1X2, double chance, totals and both to score, and the highest scoring half.
 */
export function footballMarkets(model: FootballModel, state: FootballState = FOOTBALL_PRE_MATCH, options: FootballOptions = {}): FairMarket[] {
  const { homeExpectedGoals: home, awayExpectedGoals: away } = model;
  if (!(home >= 0 && away >= 0 && home <= 20 && away <= 20)) throw new RangeError('expected goals must lie within 0 to 20');
  if (!(state.minute >= 0)) throw new RangeError(`${state.minute} is not a minute`);
  checkScore(state.score);
  const homeReds = state.homeReds ?? 0;
  const awayReds = state.awayReds ?? 0;
  for (const reds of [homeReds, awayReds]) if (!Number.isSafeInteger(reds) || reds < 0 || reds > 5) throw new RangeError(`${reds} is not a number of red cards`);
  const homeFactor = FOOTBALL.redCardOwnFactor ** homeReds * FOOTBALL.redCardOpponentFactor ** awayReds;
  const awayFactor = FOOTBALL.redCardOwnFactor ** awayReds * FOOTBALL.redCardOpponentFactor ** homeReds;
  const firstHalfOn = state.minute < 45;
  // The second half's goals so far: none before it starts; after, the score less the half-time score.
  let secondHalfSoFar: Score | undefined = NIL_NIL;
  if (!firstHalfOn) {
    const ht = state.halfTimeScore;
    if (ht) checkScore(ht);
    secondHalfSoFar = ht && ht.home <= state.score.home && ht.away <= state.score.away ? { home: state.score.home - ht.home, away: state.score.away - ht.away } : undefined;
  }

  const gridUntil = (untilHalfTime: boolean): GoalGrid => {
    const share = remainingShare(state.minute, untilHalfTime);
    return new GoalGrid(shifted(poisson(home * homeFactor * share), state.score.home), shifted(poisson(away * awayFactor * share), state.score.away));
  };

  const grid = gridUntil(false);
  const scored = state.score.home + state.score.away;
  const result = threeWay(marketKey('ft', '1x2'), 'main', grid.difference);
  const markets: FairMarket[] = [result, doubleChance('ft', result)];
  const dnb = drawNoBet('ft', result);
  if (dnb) markets.push(dnb);
  const totalLines = options.totalLines?.map(toQuarters) ?? defaultTotalLines(grid.total, scored);
  markets.push(
    ...totals('ft', 'total', 'totals', grid.total, totalLines),
    ...handicaps('ft', 'ah', 'handicaps', grid.difference, options.handicapLines?.map(toQuarters) ?? defaultHandicapLines(grid.difference)),
    ...totals('ft', 'home_total', 'totals', grid.home, teamTotalLines(grid.home, state.score.home)),
    ...totals('ft', 'away_total', 'totals', grid.away, teamTotalLines(grid.away, state.score.away)),
    bothTeamsToScore('ft', grid),
    correctScore('ft', grid, FOOTBALL.correctScoreMax),
    oddEven('ft', grid.total),
    exactTotal('ft', 'exact_goals', grid.total, 6),
  );
  // Win to nil: a win with the other side's goals at 0, offered while they have none (then it is decided: no).
  if (state.score.away === 0) markets.push(yesNo(marketKey('ft', 'home_win_to_nil'), 'props', probabilityAt(grid.away, 0) * probabilityFrom(grid.home, 1)));
  if (state.score.home === 0) markets.push(yesNo(marketKey('ft', 'away_win_to_nil'), 'props', probabilityAt(grid.home, 0) * probabilityFrom(grid.away, 1)));
  markets.push(resultAnd(marketKey('ft', 'result_btts'), 'props', grid, ['yes', 'no'], (h, a) => h > 0 && a > 0));
  // Result and total on the half line nearest the expected total (the centre of the default lines).
  const comboLine = 4 * Math.floor(mean(grid.total)) + 2;
  markets.push({ ...resultAnd(marketKey('ft', 'result_total', comboLine), 'props', grid, ['over', 'under'], (h, a) => 4 * (h + a) > comboLine), lineQuarters: comboLine });

  // The halves: the first half's final score (fixed once it is over) and the second half's goals.
  const firstHalf = firstHalfOn ? gridUntil(true) : state.halfTimeScore ? new GoalGrid(pointMass(state.halfTimeScore.home), pointMass(state.halfTimeScore.away)) : undefined;
  if (firstHalfOn && firstHalf) {
    const half = threeWay(marketKey('1h', '1x2'), 'halves', firstHalf.difference);
    markets.push(
      half,
      doubleChance('1h', half, 'halves'),
      ...totals('1h', 'total', 'halves', firstHalf.total, options.firstHalfTotalLines?.map(toQuarters) ?? defaultTotalLines(firstHalf.total, scored, [-4, 0, 4])),
      bothTeamsToScore('1h', firstHalf, 'halves'),
      correctScore('1h', firstHalf, 2),
    );
  }
  const secondShare = secondHalfShare(state.minute);
  if (secondHalfSoFar && state.minute < 90) {
    const second = new GoalGrid(
      shifted(poisson(home * homeFactor * secondShare), secondHalfSoFar.home),
      shifted(poisson(away * awayFactor * secondShare), secondHalfSoFar.away),
    );
    const half = threeWay(marketKey('2h', '1x2'), 'halves', second.difference);
    const secondScored = secondHalfSoFar.home + secondHalfSoFar.away;
    markets.push(
      half,
      doubleChance('2h', half, 'halves'),
      ...totals('2h', 'total', 'halves', second.total, options.secondHalfTotalLines?.map(toQuarters) ?? defaultTotalLines(second.total, secondScored, [-4, 0, 4])),
      bothTeamsToScore('2h', second, 'halves'),
    );
    if (firstHalf) {
      if (firstHalfOn) markets.push(halfTimeFullTime(firstHalf.difference, second.difference));
      markets.push(highestScoringHalf(firstHalf.total, second.total));
    }
  }
  return markets;
}
