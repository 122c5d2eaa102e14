// Scratchcard (decision 017): 9 cells, each a weighted symbol from one draw; three or more of a prize symbol pay
// its prize (several such symbols pay the sum).
import { fairStream, nextIndex, type RandomStream, type Seeds } from './fair.ts';
import { ratio, rtpOf, type PayoutLine, type Rational } from './rational.ts';

export const SCRATCH_CELLS = 9;
export const SCRATCH_MATCH = 3;

/** Symbol, weight out of 100, prize in basis points for 3+ on the card. `blank` never pays. */
export const SCRATCH_SYMBOLS = [
  { symbol: 'blank', weight: 60, prizeBp: 0 },
  { symbol: 'coin', weight: 14, prizeBp: 20_000 },
  { symbol: 'bell', weight: 10, prizeBp: 40_000 },
  { symbol: 'clover', weight: 7, prizeBp: 80_000 },
  { symbol: 'star', weight: 5, prizeBp: 160_000 },
  { symbol: 'diamond', weight: 3, prizeBp: 800_000 },
  { symbol: 'crown', weight: 1, prizeBp: 8_000_000 },
] as const;

export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number]['symbol'];
const TOTAL_WEIGHT = SCRATCH_SYMBOLS.reduce((s, x) => s + x.weight, 0);

export interface ScratchResult {
  /** The 9 cells, row by row. */
  readonly cells: readonly ScratchSymbol[];
  /** The prize symbols found 3 or more times. */
  readonly matched: readonly ScratchSymbol[];
  readonly multiplierBp: bigint;
}

const payFor = (counts: readonly number[]): bigint =>
  counts.reduce((s, c, i) => (c >= SCRATCH_MATCH ? s + BigInt(SCRATCH_SYMBOLS[i]!.prizeBp) : s), 0n);

/** Cell i: x = floor(f × 100), the first symbol whose cumulative weight exceeds x. */
export function play(stream: RandomStream): ScratchResult {
  const counts = SCRATCH_SYMBOLS.map(() => 0);
  const cells: ScratchSymbol[] = [];
  for (let c = 0; c < SCRATCH_CELLS; c++) {
    let x = nextIndex(stream, TOTAL_WEIGHT);
    let i = 0;
    while (x >= SCRATCH_SYMBOLS[i]!.weight) x -= SCRATCH_SYMBOLS[i++]!.weight;
    counts[i]! += 1;
    cells.push(SCRATCH_SYMBOLS[i]!.symbol);
  }
  const matched = SCRATCH_SYMBOLS.filter((s, i) => s.prizeBp > 0 && counts[i]! >= SCRATCH_MATCH).map((s) => s.symbol);
  return { cells, matched, multiplierBp: payFor(counts) };
}

export const outcome = (seeds: Seeds): ScratchResult => play(fairStream(seeds));

function* compositions(n: number, parts: number): Generator<number[]> {
  if (parts === 1) {
    yield [n];
    return;
  }
  for (let i = 0; i <= n; i++) for (const rest of compositions(n - i, parts - 1)) yield [i, ...rest];
}

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));

/** Exact: every count vector of the 9 cells, multinomial probability 9! / Π cᵢ! × Π (wᵢ / 100)^cᵢ. */
export function distribution(): PayoutLine[] {
  const byPay = new Map<bigint, bigint>();
  const den = BigInt(TOTAL_WEIGHT) ** BigInt(SCRATCH_CELLS);
  for (const counts of compositions(SCRATCH_CELLS, SCRATCH_SYMBOLS.length)) {
    let num = factorial(SCRATCH_CELLS);
    counts.forEach((c, i) => {
      num = (num / factorial(c)) * BigInt(SCRATCH_SYMBOLS[i]!.weight) ** BigInt(c);
    });
    const pay = payFor(counts);
    byPay.set(pay, (byPay.get(pay) ?? 0n) + num);
  }
  return [...byPay].map(([multiplierBp, num]) => ({ multiplierBp, probability: ratio(num, den) }));
}

export const exactRtp = (): Rational => rtpOf(distribution());
