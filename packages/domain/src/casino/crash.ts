// Crash (decision 017): the crash point from one draw with a house edge; the player's auto cash-out target wins
// when the point reaches it.
import { fairStream, type RandomStream, type Seeds } from './fair.ts';
import { ratio, rtpOf, type PayoutLine, type Rational } from './rational.ts';

export interface CrashParams {
  /** The auto cash-out in hundredths: 1.01× (101) to 10,000× (1,000,000). */
  readonly cashOutAt: number;
  /** House edge in basis points; 100 (1 %) by default. */
  readonly edgeBp?: number;
}

export interface CrashResult {
  /** The crash point in hundredths, at least 100 (1.00×: an instant bust). */
  readonly crashPoint: bigint;
  readonly won: boolean;
  readonly multiplierBp: bigint;
}

export const CRASH_EDGE_BP = 100;
const TWO32 = 2n ** 32n;

function check(params: CrashParams): { t: bigint; edge: bigint } {
  const edge = params.edgeBp ?? CRASH_EDGE_BP;
  if (!Number.isInteger(params.cashOutAt) || params.cashOutAt < 101 || params.cashOutAt > 1_000_000) throw new RangeError('BAD_CASH_OUT');
  if (!Number.isInteger(edge) || edge < 0 || edge >= 10_000) throw new RangeError('BAD_EDGE');
  return { t: BigInt(params.cashOutAt), edge: BigInt(edge) };
}

/** The published formula: point = max(1.00, floor(2³² × (1 − edge) × 100 / (u + 1)) / 100), u the 32-bit draw. */
export function crashPointOf(u: number, edgeBp: number = CRASH_EDGE_BP): bigint {
  const p = (TWO32 * (10_000n - BigInt(edgeBp))) / ((BigInt(u) + 1n) * 100n);
  return p < 100n ? 100n : p;
}

export function play(stream: RandomStream, params: CrashParams): CrashResult {
  const { t, edge } = check(params);
  const crashPoint = crashPointOf(stream.nextUint32(), Number(edge));
  const won = crashPoint >= t;
  return { crashPoint, won, multiplierBp: won ? t * 100n : 0n };
}

export const outcome = (seeds: Seeds, params: CrashParams): CrashResult => play(fairStream(seeds), params);

/** Draws whose point reaches t hundredths: u + 1 ≤ 2³² × (10000 − edge) / (100 t). */
const drawsReaching = (t: bigint, edge: bigint): bigint => {
  const n = (TWO32 * (10_000n - edge)) / (100n * t);
  return n > TWO32 ? TWO32 : n;
};

/** The share of rounds that bust at 1.00× (before any cash-out can win): 1 − (1 − edge) / 1.01, about 1.98 %. */
export function instantBustShare(edgeBp: number = CRASH_EDGE_BP): Rational {
  return ratio(TWO32 - drawsReaching(101n, BigInt(edgeBp)), TWO32);
}

/** Exact over the 2³² equally likely draws. */
export function distribution(params: CrashParams): PayoutLine[] {
  const { t, edge } = check(params);
  const wins = drawsReaching(t, edge);
  return [
    { multiplierBp: t * 100n, probability: ratio(wins, TWO32) },
    { multiplierBp: 0n, probability: ratio(TWO32 - wins, TWO32) },
  ];
}

export const exactRtp = (params: CrashParams): Rational => rtpOf(distribution(params));
