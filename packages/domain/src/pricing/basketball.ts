import { discreteNormal, mean, probabilityAt, shifted, standardDeviation, sum, type Distribution } from './distribution.ts';
import { NIL_NIL, checkScore, defaultTotalLines, handicaps, oddEven, threeWay, totals, type Score } from './goals.ts';
import { marketKey, toQuarters, twoWay, type FairMarket } from './market.ts';
import { defaultHalfLines } from './sets.ts';

/**
 * Basketball by a normal approximation: the points still to come have a margin (home - away) and a
 * total, each normal with mean and variance in proportion to the time left, taken as independent
 * (they are when both sides' points have equal variance), and rounded to whole points with a
 * continuity correction. A tie after regulation goes to 5-minute overtimes, repeated while tied:
 * `ft` markets (winner, spreads, totals) include overtime as books settle them; for the total one
 * overtime's points are added (a second overtime is rare enough to leave out). Live within overtime is
 * not modelled. Defaults are NBA-like (48 minutes; margin sd 12, total sd 18); FIBA games pass 2400 s.
 * A side's points are (total ± margin) / 2: normal with variance (sd total² + sd margin²) / 4 in
 * proportion to the time left. Quarters and halves (`q2`, `1h`, `2h`) are regulation's: overtime
 * belongs to no half.
 */
export const BASKETBALL = Object.freeze({ regulationSeconds: 2880, overtimeSeconds: 300, sdMargin: 12, sdTotal: 18 });

export interface BasketballModel {
  /** Expected points in regulation, pre-match. */
  readonly homeExpectedPoints: number;
  readonly awayExpectedPoints: number;
  /** Standard deviation of the regulation total and margin, pre-match. */
  readonly sdTotal?: number;
  readonly sdMargin?: number;
}

export interface BasketballState {
  /** Seconds of regulation played (0 to 2880). */
  readonly elapsedSeconds: number;
  readonly score: Score;
  /** Points within the quarter being played, to price its markets while it is on. */
  readonly quarterScore?: Score;
  /** Points within the half being played (regulation), to price its markets while it is on. */
  readonly halfScore?: Score;
}

export interface BasketballOptions {
  /** Home-side spread lines in points (-5.5); default around the expected final margin. */
  readonly spreadLines?: readonly number[];
  readonly totalLines?: readonly number[];
  readonly regulationSeconds?: number;
}

export const BASKETBALL_PRE_MATCH: BasketballState = Object.freeze({ elapsedSeconds: 0, score: NIL_NIL });

export function basketballMarkets(model: BasketballModel, state: BasketballState = BASKETBALL_PRE_MATCH, options: BasketballOptions = {}): FairMarket[] {
  const regulation = options.regulationSeconds ?? BASKETBALL.regulationSeconds;
  const sdMargin = model.sdMargin ?? BASKETBALL.sdMargin;
  const sdTotal = model.sdTotal ?? BASKETBALL.sdTotal;
  const { homeExpectedPoints: home, awayExpectedPoints: away } = model;
  if (!(home >= 0 && away >= 0 && home <= 500 && away <= 500)) throw new RangeError('expected points must lie within 0 to 500');
  if (!(sdMargin > 0 && sdTotal > 0)) throw new RangeError('standard deviations must be positive');
  if (!(regulation > 0) || !(state.elapsedSeconds >= 0)) throw new RangeError(`${state.elapsedSeconds} s is not a time of the game`);
  checkScore(state.score);

  // Points in `fraction` of regulation: margin and total.
  const margin = (fraction: number): Distribution => discreteNormal((home - away) * fraction, sdMargin * Math.sqrt(fraction));
  const total = (fraction: number): Distribution => discreteNormal((home + away) * fraction, sdTotal * Math.sqrt(fraction));

  const left = Math.max(0, regulation - state.elapsedSeconds) / regulation;
  const overtime = BASKETBALL.overtimeSeconds / regulation;
  const regulationMargin = shifted(margin(left), state.score.home - state.score.away);
  const regulationTotal = shifted(total(left), state.score.home + state.score.away);
  const tie = probabilityAt(regulationMargin, 0);

  // Overtimes repeat while tied: the deciding one's margin is an overtime margin given it is not 0.
  const overtimeMargin = margin(overtime);
  const overtimeTie = probabilityAt(overtimeMargin, 0);
  const offset = Math.min(regulationMargin.offset, overtimeMargin.offset);
  const top = Math.max(regulationMargin.offset + regulationMargin.pmf.length, overtimeMargin.offset + overtimeMargin.pmf.length);
  const finalMargin: Distribution = { pmf: new Float64Array(top - offset), offset };
  for (let i = 0; i < regulationMargin.pmf.length; i++) {
    if (regulationMargin.offset + i !== 0) finalMargin.pmf[regulationMargin.offset + i - offset] = regulationMargin.pmf[i]!;
  }
  for (let i = 0; i < overtimeMargin.pmf.length; i++) {
    if (overtimeMargin.offset + i !== 0) finalMargin.pmf[overtimeMargin.offset + i - offset]! += (tie * overtimeMargin.pmf[i]!) / (1 - overtimeTie);
  }
  const finalTotal = withOvertime(regulationTotal, total(overtime), tie);
  // Each side's points: (total ± margin) / 2, the two taken as independent.
  const sdSide = Math.sqrt((sdTotal * sdTotal + sdMargin * sdMargin) / 4);
  const side = (expected: number, fraction: number): Distribution => discreteNormal(expected * fraction, sdSide * Math.sqrt(fraction));
  const homeFinal = withOvertime(shifted(side(home, left), state.score.home), side(home, overtime), tie);
  const awayFinal = withOvertime(shifted(side(away, left), state.score.away), side(away, overtime), tie);

  let homeWins = 0;
  for (let i = 0; i < finalMargin.pmf.length; i++) if (finalMargin.offset + i > 0) homeWins += finalMargin.pmf[i]!;
  const spreadCentre = 4 * -Math.round(mean(finalMargin)) - 2;
  const markets: FairMarket[] = [
    twoWay(marketKey('ft', 'winner'), 'main', homeWins),
    ...handicaps('ft', 'ah', 'handicaps', finalMargin, options.spreadLines?.map(toQuarters) ?? [-16, -8, 0, 8, 16].map((offset) => spreadCentre + offset)),
    ...totals('ft', 'total', 'totals', finalTotal, options.totalLines?.map(toQuarters) ?? defaultTotalLines(finalTotal, state.score.home + state.score.away, [-40, -20, 0, 20, 40])),
  ];

  // Parts of regulation (quarters, halves): those to come, and the current one given its score.
  const part = (scope: string, n: number, parts: number, score: Score | undefined, group: 'periods' | 'halves'): void => {
    const start = ((n - 1) * regulation) / parts;
    const end = (n * regulation) / parts;
    if (state.elapsedSeconds >= end) return;
    let so: Score = NIL_NIL;
    if (state.elapsedSeconds > start) {
      if (!score) return;
      checkScore(score);
      so = score;
    }
    const fraction = (end - Math.max(start, state.elapsedSeconds)) / regulation;
    const partMargin = shifted(margin(fraction), so.home - so.away);
    const partTotal = shifted(total(fraction), so.home + so.away);
    markets.push(threeWay(marketKey(scope, '1x2'), group, partMargin));
    if (group === 'halves') {
      const centre = 4 * -Math.round(mean(partMargin)) - 2;
      markets.push(...handicaps(scope, 'ah', group, partMargin, [centre - 8, centre, centre + 8]));
    }
    markets.push(...totals(scope, 'total', group, partTotal, defaultHalfLines(mean(partTotal), standardDeviation(partTotal), [-0.5, 0, 0.5], so.home + so.away)));
  };
  for (let n = 1; n <= 4; n++) part(`q${n}`, n, 4, state.quarterScore, 'periods');
  for (let n = 1; n <= 2; n++) part(`${n}h`, n, 2, state.halfScore, 'halves');

  markets.push(
    ...totals('ft', 'home_total', 'totals', homeFinal, defaultHalfLines(mean(homeFinal), standardDeviation(homeFinal), [-0.5, 0, 0.5], state.score.home)),
    ...totals('ft', 'away_total', 'totals', awayFinal, defaultHalfLines(mean(awayFinal), standardDeviation(awayFinal), [-0.5, 0, 0.5], state.score.away)),
    oddEven('ft', finalTotal),
  );
  return markets;
}

/** Regulation's points plus, when it ends tied (probability `tie`), one overtime's (a second is rare enough to leave out). */
function withOvertime(regulation: Distribution, overtime: Distribution, tie: number): Distribution {
  const added: Distribution = { pmf: overtime.pmf.map((p) => p * tie), offset: overtime.offset };
  const withNone = Math.min(0, added.offset);
  const extra: Distribution = { pmf: new Float64Array(Math.max(added.offset + added.pmf.length, 1) - withNone), offset: withNone };
  extra.pmf.set(added.pmf, added.offset - withNone);
  extra.pmf[-withNone]! += 1 - tie;
  return sum(regulation, extra);
}
