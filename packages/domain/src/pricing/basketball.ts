import { discreteNormal, mean, probabilityAt, shifted, sum, type Distribution } from './distribution.ts';
import { NIL_NIL, checkScore, defaultTotalLines, handicaps, threeWay, totals, type Score } from './goals.ts';
import { marketKey, toQuarters, twoWay, type FairMarket } from './market.ts';

/**
 * Basketball by a normal approximation: the points still to come have a margin (home - away) and a
 * total, each normal with mean and variance in proportion to the time left, taken as independent
 * (they are when both sides' points have equal variance), and rounded to whole points with a
 * continuity correction. A tie after regulation goes to 5-minute overtimes, repeated while tied:
 * `ft` markets (winner, spreads, totals) include overtime as books settle them; for the total one
 * overtime's points are added (a second overtime is rare enough to leave out). Live within overtime is
 * not modelled. Defaults are NBA-like (48 minutes; margin sd 12, total sd 18); FIBA games pass 2400 s.
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
  /** Points within the quarter being played, to price its winner while it is on. */
  readonly quarterScore?: Score;
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
  const overtimeTotal = total(overtime);
  const added: Distribution = { pmf: overtimeTotal.pmf.map((p) => p * tie), offset: overtimeTotal.offset };
  const withNone = Math.min(0, added.offset);
  const extra: Distribution = { pmf: new Float64Array(Math.max(added.offset + added.pmf.length, 1) - withNone), offset: withNone };
  extra.pmf.set(added.pmf, added.offset - withNone);
  extra.pmf[-withNone]! += 1 - tie;
  const finalTotal = sum(regulationTotal, extra);

  let homeWins = 0;
  for (let i = 0; i < finalMargin.pmf.length; i++) if (finalMargin.offset + i > 0) homeWins += finalMargin.pmf[i]!;
  const spreadCentre = 4 * -Math.round(mean(finalMargin)) - 2;
  const markets: FairMarket[] = [
    twoWay(marketKey('ft', 'winner'), 'main', homeWins),
    ...handicaps('ft', 'ah', 'handicaps', finalMargin, options.spreadLines?.map(toQuarters) ?? [-16, -8, 0, 8, 16].map((offset) => spreadCentre + offset)),
    ...totals('ft', 'total', 'totals', finalTotal, options.totalLines?.map(toQuarters) ?? defaultTotalLines(finalTotal, state.score.home + state.score.away, [-40, -20, 0, 20, 40])),
  ];

  // Quarter winners (three-way: a quarter can be drawn): those to come, and the current one given its score.
  const quarter = regulation / 4;
  for (let n = 1; n <= 4; n++) {
    const start = (n - 1) * quarter;
    const end = n * quarter;
    if (state.elapsedSeconds >= end) continue;
    if (state.elapsedSeconds <= start) markets.push(threeWay(marketKey(`q${n}`, '1x2'), 'periods', margin(0.25)));
    else if (state.quarterScore) {
      checkScore(state.quarterScore);
      const rest = margin((end - state.elapsedSeconds) / regulation);
      markets.push(threeWay(marketKey(`q${n}`, '1x2'), 'periods', shifted(rest, state.quarterScore.home - state.quarterScore.away)));
    }
  }
  return markets;
}
