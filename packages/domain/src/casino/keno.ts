// Keno (decision 017): 10 numbers drawn from 1–40; the player picks 1–10 and is paid by the hits.
import { fairStream, nextIndex, type RandomStream, type Seeds } from './fair.ts';
import { choose, ratio, rtpOf, type PayoutLine, type Rational } from './rational.ts';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;

export interface KenoParams {
  /** 1–10 distinct numbers from 1–40. */
  readonly picks: readonly number[];
}

export interface KenoResult {
  /** The 10 numbers in the order drawn. */
  readonly drawn: readonly number[];
  readonly hits: number;
  readonly multiplierBp: bigint;
}

/** KENO_PAYTABLE_BP[picks][hits]; designed once (hits from a threshold pay a × 3.2^(hits − threshold), rounded) and pinned. */
export const KENO_PAYTABLE_BP: readonly (readonly number[])[] = [
  [],
  [0, 38800],
  [0, 17000, 54600],
  [0, 0, 55200, 177000],
  [0, 0, 26600, 85300, 273000],
  [0, 0, 15100, 48300, 155000, 495000],
  [0, 0, 0, 43000, 138000, 441000, 1410000],
  [0, 0, 0, 24600, 78600, 251000, 805000, 2580000],
  [0, 0, 0, 15100, 48300, 155000, 495000, 1580000, 5070000],
  [0, 0, 0, 0, 42300, 135000, 434000, 1390000, 4440000, 14210000],
  [0, 0, 0, 0, 25900, 83000, 266000, 850000, 2720000, 8710000, 27860000],
];

function check(params: KenoParams): void {
  const { picks } = params;
  if (picks.length < 1 || picks.length > 10) throw new RangeError('BAD_PICKS');
  if (new Set(picks).size !== picks.length || picks.some((p) => !Number.isInteger(p) || p < 1 || p > KENO_NUMBERS)) throw new RangeError('BAD_PICKS');
}

/** Draw i takes index floor(float × (40 − i)) of the numbers not yet drawn, in ascending order. */
export function drawNumbers(stream: RandomStream): number[] {
  const remaining = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i++) out.push(remaining.splice(nextIndex(stream, KENO_NUMBERS - i), 1)[0]!);
  return out;
}

export function play(stream: RandomStream, params: KenoParams): KenoResult {
  check(params);
  const drawn = drawNumbers(stream);
  const set = new Set(drawn);
  const hits = params.picks.filter((p) => set.has(p)).length;
  return { drawn, hits, multiplierBp: BigInt(KENO_PAYTABLE_BP[params.picks.length]![hits]!) };
}

export const outcome = (seeds: Seeds, params: KenoParams): KenoResult => play(fairStream(seeds), params);

/** Hypergeometric: P(h hits) = C(10, h) × C(30, picks − h) / C(40, picks). */
export function distribution(params: KenoParams): PayoutLine[] {
  check(params);
  const p = params.picks.length;
  return KENO_PAYTABLE_BP[p]!.map((m, h) => ({
    multiplierBp: BigInt(m),
    probability: ratio(choose(KENO_DRAWN, h) * choose(KENO_NUMBERS - KENO_DRAWN, p - h), choose(KENO_NUMBERS, p)),
  }));
}

export const exactRtp = (params: KenoParams): Rational => rtpOf(distribution(params));
