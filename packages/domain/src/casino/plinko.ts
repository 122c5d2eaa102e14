// Plinko (decision 017): a ball falls through 8–16 rows of pegs; one draw per row sends it left or right.
import { fairStream, type RandomStream, type Seeds } from './fair.ts';
import { choose, ratio, rtpOf, type PayoutLine, type Rational } from './rational.ts';

export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];
export const PLINKO_ROWS_MIN = 8;
export const PLINKO_ROWS_MAX = 16;

export interface PlinkoParams {
  readonly rows: number;
  readonly risk: PlinkoRisk;
}

export interface PlinkoResult {
  /** 0 = left, 1 = right, one per row. */
  readonly path: readonly (0 | 1)[];
  /** The bucket, 0 (far left) to rows: the number of rights. */
  readonly bucket: number;
  readonly multiplierBp: bigint;
}

// Generated once by a design script (bucket k pays base × b^|k − rows/2|, rounded), then pinned: decision 017.
export const PLINKO_TABLES_BP = {
  8: {
    low: [29900, 20000, 13300, 8900, 5900, 8900, 13300, 20000, 29900],
    medium: [66800, 31800, 15100, 7200, 3400, 7200, 15100, 31800, 66800],
    high: [128000, 44200, 15200, 5300, 1800, 5300, 15200, 44200, 128000],
  },
  9: {
    low: [34800, 23200, 15400, 10300, 6900, 6900, 10300, 15400, 23200, 34800],
    medium: [87500, 41700, 19800, 9400, 4500, 4500, 9400, 19800, 41700, 87500],
    high: [187000, 64300, 22200, 7600, 2600, 2600, 7600, 22200, 64300, 187000],
  },
  10: {
    low: [41800, 27800, 18600, 12400, 8200, 5500, 8200, 12400, 18600, 27800, 41800],
    medium: [118000, 56200, 26800, 12800, 6100, 2900, 6100, 12800, 26800, 56200, 118000],
    high: [277000, 95500, 32900, 11400, 3900, 1300, 3900, 11400, 32900, 95500, 277000],
  },
  11: {
    low: [48900, 32600, 21700, 14500, 9600, 6400, 6400, 9600, 14500, 21700, 32600, 48900],
    medium: [157000, 74600, 35500, 16900, 8000, 3800, 3800, 8000, 16900, 35500, 74600, 157000],
    high: [405000, 140000, 48100, 16600, 5700, 2000, 2000, 5700, 16600, 48100, 140000, 405000],
  },
  12: {
    low: [58700, 39100, 26100, 17400, 11600, 7700, 5100, 7700, 11600, 17400, 26100, 39100, 58700],
    medium: [211000, 101000, 47900, 22800, 10900, 5200, 2500, 5200, 10900, 22800, 47900, 101000, 211000],
    high: [605000, 208000, 71900, 24800, 8500, 2900, 1000, 2900, 8500, 24800, 71900, 208000, 605000],
  },
  13: {
    low: [68700, 45800, 30500, 20400, 13600, 9000, 6000, 6000, 9000, 13600, 20400, 30500, 45800, 68700],
    medium: [281000, 134000, 63700, 30300, 14400, 6900, 3300, 3300, 6900, 14400, 30300, 63700, 134000, 281000],
    high: [887000, 306000, 105000, 36400, 12500, 4300, 1500, 1500, 4300, 12500, 36400, 105000, 306000, 887000],
  },
  14: {
    low: [82500, 55000, 36700, 24400, 16300, 10900, 7200, 4800, 7200, 10900, 16300, 24400, 36700, 55000, 82500],
    medium: [382000, 182000, 86500, 41200, 19600, 9300, 4400, 2100, 4400, 9300, 19600, 41200, 86500, 182000, 382000],
    high: [1310000, 452000, 156000, 53800, 18500, 6400, 2200, 1000, 2200, 6400, 18500, 53800, 156000, 452000, 1310000],
  },
  15: {
    low: [96800, 64500, 43000, 28700, 19100, 12700, 8500, 5700, 5700, 8500, 12700, 19100, 28700, 43000, 64500, 96800],
    medium: [509000, 243000, 115000, 55000, 26200, 12500, 5900, 2800, 2800, 5900, 12500, 26200, 55000, 115000, 243000, 509000],
    high: [1950000, 671000, 231000, 79700, 27500, 9500, 3300, 1100, 1100, 3300, 9500, 27500, 79700, 231000, 671000, 1950000],
  },
  16: {
    low: [117000, 77700, 51800, 34500, 23000, 15300, 10200, 6800, 4500, 6800, 10200, 15300, 23000, 34500, 51800, 77700, 117000],
    medium: [690000, 329000, 157000, 74600, 35500, 16900, 8000, 3800, 1800, 3800, 8000, 16900, 35500, 74600, 157000, 329000, 690000],
    high: [2870000, 988000, 341000, 117000, 40500, 14000, 4800, 1700, 1000, 1700, 4800, 14000, 40500, 117000, 341000, 988000, 2870000],
  },
} as const;

function table(params: PlinkoParams): readonly number[] {
  const { rows, risk } = params;
  if (!Number.isInteger(rows) || rows < PLINKO_ROWS_MIN || rows > PLINKO_ROWS_MAX) throw new RangeError('BAD_ROWS');
  if (!PLINKO_RISKS.includes(risk)) throw new RangeError('BAD_RISK');
  return PLINKO_TABLES_BP[rows as keyof typeof PLINKO_TABLES_BP][risk];
}

/** Each row: right when the draw's float is at least 0.5 (its top bit is set). */
export function play(stream: RandomStream, params: PlinkoParams): PlinkoResult {
  const pays = table(params);
  const path: (0 | 1)[] = [];
  for (let r = 0; r < params.rows; r++) path.push(stream.nextUint32() >= 2 ** 31 ? 1 : 0);
  const bucket = path.reduce<number>((s, b) => s + b, 0);
  return { path, bucket, multiplierBp: BigInt(pays[bucket]!) };
}

export const outcome = (seeds: Seeds, params: PlinkoParams): PlinkoResult => play(fairStream(seeds), params);

/** Bucket k has probability C(rows, k) / 2^rows. */
export function distribution(params: PlinkoParams): PayoutLine[] {
  const pays = table(params);
  return pays.map((m, k) => ({ multiplierBp: BigInt(m), probability: ratio(choose(params.rows, k), 2n ** BigInt(params.rows)) }));
}

export const exactRtp = (params: PlinkoParams): Rational => rtpOf(distribution(params));
