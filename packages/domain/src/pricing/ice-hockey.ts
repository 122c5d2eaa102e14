import { poisson, shifted, type Distribution } from './distribution.ts';
import { GoalGrid, NIL_NIL, checkScore, defaultTotalLines, doubleChance, handicaps, oddEven, teamTotalLines, threeWay, totals, type Score } from './goals.ts';
import { marketKey, toQuarters, twoWay, type FairMarket } from './market.ts';

/**
 * Ice hockey: Poisson goals over 60 minutes of regulation (3 × 20), uniform in time. A tie after
 * regulation goes to sudden-death overtime (5 minutes, scoring at 1.8 times the regulation rate: with
 * NHL rates about 6 overtimes in 10 end before the shootout) and then a shootout (even by default).
 * As the NHL scores it, the overtime or shootout winner is credited one goal: `ft` markets (winner,
 * totals, puck line) settle on that final score; `reg.1x2` on regulation alone.
 * Live, only regulation is modelled: at minute 60 with a tie the overtime has not started.
 * Each regulation period's goals are the same Poisson grid over its 20 minutes, so the periods'
 * markets (`p1.1x2`, `p2.total:1.5`) agree with the match's.
 */
export const ICE_HOCKEY = Object.freeze({ minutes: 60, overtimeMinutes: 5, overtimeRateFactor: 1.8, shootoutHomeWin: 0.5 });

export interface IceHockeyModel {
  /** Expected goals in 60 minutes of regulation. */
  readonly homeExpectedGoals: number;
  readonly awayExpectedGoals: number;
}

export interface IceHockeyState {
  /** Minutes of regulation played, 0 to 60. */
  readonly minute: number;
  /** Regulation score. */
  readonly score: Score;
  /** Goals within the regulation period being played, to price its markets while it is on (without it they are not offered then). */
  readonly periodScore?: Score;
}

export interface IceHockeyOptions {
  readonly totalLines?: readonly number[];
  /** Home-side puck lines in goals; ±1.5 and ±2.5 by default. */
  readonly handicapLines?: readonly number[];
  readonly shootoutHomeWin?: number;
}

export const ICE_HOCKEY_PRE_MATCH: IceHockeyState = Object.freeze({ minute: 0, score: NIL_NIL });

/** P(home wins overtime or shootout) once regulation is tied. */
export function overtimeHomeWin(model: IceHockeyModel, shootoutHomeWin: number = ICE_HOCKEY.shootoutHomeWin): number {
  const rate = (ICE_HOCKEY.overtimeMinutes / ICE_HOCKEY.minutes) * ICE_HOCKEY.overtimeRateFactor;
  const home = model.homeExpectedGoals * rate;
  const away = model.awayExpectedGoals * rate;
  const goal = 1 - Math.exp(-(home + away));
  return (home + away > 0 ? (goal * home) / (home + away) : 0) + (1 - goal) * shootoutHomeWin;
}

export function iceHockeyMarkets(model: IceHockeyModel, state: IceHockeyState = ICE_HOCKEY_PRE_MATCH, options: IceHockeyOptions = {}): FairMarket[] {
  const { homeExpectedGoals: home, awayExpectedGoals: away } = model;
  if (!(home >= 0 && away >= 0 && home <= 30 && away <= 30)) throw new RangeError('expected goals must lie within 0 to 30');
  if (!(state.minute >= 0)) throw new RangeError(`${state.minute} is not a minute`);
  checkScore(state.score);
  const shootout = options.shootoutHomeWin ?? ICE_HOCKEY.shootoutHomeWin;
  if (!(shootout >= 0 && shootout <= 1)) throw new RangeError(`${shootout} is not a probability`);
  const share = Math.max(0, ICE_HOCKEY.minutes - state.minute) / ICE_HOCKEY.minutes;
  const grid = new GoalGrid(shifted(poisson(home * share), state.score.home), shifted(poisson(away * share), state.score.away));
  const overtime = overtimeHomeWin(model, shootout);

  // Final score: a regulation tie d-d becomes (d+1)-d or d-(d+1).
  const tie = tiesByTotal(grid);
  const difference = finalDifference(grid.difference, overtime);
  const total = grid.total.pmf.slice();
  for (let i = 0; i < total.length; i++) total[i]! -= tie[i]!;
  const finalTotal: Distribution = { pmf: new Float64Array(total.length + 1), offset: grid.total.offset };
  for (let i = 0; i < total.length; i++) {
    finalTotal.pmf[i]! += total[i]!;
    finalTotal.pmf[i + 1]! += tie[i]!;
  }

  const regulation = threeWay(marketKey('reg', '1x2'), 'main', grid.difference);
  const [regHome, regDraw] = regulation.outcomes.map((outcome) => outcome.probability) as [number, number];
  const scored = state.score.home + state.score.away;
  const [homeFinal, awayFinal] = finalGoals(grid, overtime);
  const markets: FairMarket[] = [
    regulation,
    twoWay(marketKey('ft', 'winner'), 'main', regHome + regDraw * overtime),
    ...totals('ft', 'total', 'totals', finalTotal, options.totalLines?.map(toQuarters) ?? defaultTotalLines(finalTotal, scored, [-4, 0, 4])),
    ...handicaps('ft', 'ah', 'handicaps', difference, options.handicapLines?.map(toQuarters) ?? [-10, -6, 6, 10]),
    doubleChance('reg', regulation),
    ...totals('ft', 'home_total', 'totals', homeFinal, teamTotalLines(homeFinal, state.score.home)),
    ...totals('ft', 'away_total', 'totals', awayFinal, teamTotalLines(awayFinal, state.score.away)),
    oddEven('ft', finalTotal),
  ];

  // The regulation periods not yet over: those to come, and the one being played given its goals.
  const periodMinutes = ICE_HOCKEY.minutes / 3;
  if (state.periodScore) checkScore(state.periodScore);
  for (let n = 1; n <= 3; n++) {
    const start = (n - 1) * periodMinutes;
    const end = n * periodMinutes;
    if (state.minute >= end) continue;
    let so = NIL_NIL;
    if (state.minute > start) {
      if (!state.periodScore) continue;
      so = state.periodScore;
    }
    const left = (end - Math.max(start, state.minute)) / ICE_HOCKEY.minutes;
    const period = new GoalGrid(shifted(poisson(home * left), so.home), shifted(poisson(away * left), so.away));
    markets.push(
      threeWay(marketKey(`p${n}`, '1x2'), 'periods', period.difference),
      ...totals(`p${n}`, 'total', 'periods', period.total, defaultTotalLines(period.total, so.home + so.away, [-4, 0, 4])),
    );
  }
  return markets;
}

/** Each side's final goals: regulation's, plus the one credited to the overtime or shootout winner of a tie. */
function finalGoals(grid: GoalGrid, overtime: number): [Distribution, Distribution] {
  const side = (own: Distribution, other: Distribution, win: number): Distribution => {
    const pmf = new Float64Array(own.pmf.length + 1);
    for (let i = 0; i < own.pmf.length; i++) {
      const p = own.pmf[i]!;
      const tie = p * (other.pmf[own.offset + i - other.offset] ?? 0);
      pmf[i]! += p - tie * win;
      pmf[i + 1]! += tie * win;
    }
    return { pmf, offset: own.offset };
  };
  return [side(grid.home, grid.away, overtime), side(grid.away, grid.home, 1 - overtime)];
}

/** P(regulation ends tied with this total), indexed like the grid's total. */
function tiesByTotal(grid: GoalGrid): Float64Array {
  const tie = new Float64Array(grid.total.pmf.length);
  const { home, away } = grid;
  for (let i = 0; i < home.pmf.length; i++) {
    const j = home.offset + i - away.offset;
    if (j < 0 || j >= away.pmf.length) continue;
    tie[i + j] = home.pmf[i]! * away.pmf[j]!;
  }
  return tie;
}

function finalDifference(regulation: Distribution, overtime: number): Distribution {
  const offset = Math.min(regulation.offset, -1);
  const top = Math.max(regulation.offset + regulation.pmf.length - 1, 1);
  const pmf = new Float64Array(top - offset + 1);
  for (let i = 0; i < regulation.pmf.length; i++) {
    const value = regulation.offset + i;
    const p = regulation.pmf[i]!;
    if (value !== 0) pmf[value - offset]! += p;
    else {
      pmf[1 - offset]! += p * overtime;
      pmf[-1 - offset]! += p * (1 - overtime);
    }
  }
  return { pmf, offset };
}
