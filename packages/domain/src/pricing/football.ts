import { poisson, shifted } from './distribution.ts';
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
  handicaps,
  threeWay,
  totals,
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
}

export interface FootballOptions {
  /** Lines in goals (2.25); default around the expected final total. */
  readonly totalLines?: readonly number[];
  /** Home-side lines in goals (-0.75); default around the expected final difference. */
  readonly handicapLines?: readonly number[];
  readonly firstHalfTotalLines?: readonly number[];
}

export const FOOTBALL_PRE_MATCH: FootballState = Object.freeze({ minute: 0, score: NIL_NIL });

/** Share of the 90 minutes' goal intensity still to come at `minute`, up to the end of the half or of the match. */
function remainingShare(minute: number, untilHalfTime: boolean): number {
  const first = FOOTBALL.firstHalfGoalShare;
  if (minute < 45) return first * ((45 - minute) / 45) + (untilHalfTime ? 0 : 1 - first);
  return untilHalfTime ? 0 : (1 - first) * Math.max(0, (90 - minute) / 45);
}

/**
 * Fair football markets: 1X2, double chance, draw no bet, totals, Asian handicaps (whole, half and
 * quarter lines, on the final score), both teams to score, correct score, and while the first half
 * is on, its 1X2 and totals. All come from one grid of final scores, so they agree.
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
  markets.push(
    ...totals('ft', 'total', 'totals', grid.total, options.totalLines?.map(toQuarters) ?? defaultTotalLines(grid.total, scored)),
    ...handicaps('ft', 'ah', 'handicaps', grid.difference, options.handicapLines?.map(toQuarters) ?? defaultHandicapLines(grid.difference)),
    bothTeamsToScore('ft', grid),
    correctScore('ft', grid, FOOTBALL.correctScoreMax),
  );

  if (state.minute < 45) {
    const half = gridUntil(true);
    markets.push(
      threeWay(marketKey('1h', '1x2'), 'halves', half.difference),
      ...totals('1h', 'total', 'halves', half.total, options.firstHalfTotalLines?.map(toQuarters) ?? defaultTotalLines(half.total, scored, [-4, 0, 4])),
    );
  }
  return markets;
}
