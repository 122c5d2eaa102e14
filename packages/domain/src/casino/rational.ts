// Exact rational arithmetic over bigint for the casino's RTP and payout distributions (decision 017).

/** A non-negative exact fraction num / den, always reduced, den > 0. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

/** One outcome of a round: its payout multiplier in basis points (10,000 = 1×) and its exact probability. */
export interface PayoutLine {
  readonly multiplierBp: bigint;
  readonly probability: Rational;
}

/** Basis points in 1×: every multiplier is an integer count of these. */
export const BP = 10_000n;

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function ratio(num: bigint, den: bigint = 1n): Rational {
  if (den === 0n) throw new RangeError('zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const add = (a: Rational, b: Rational): Rational => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational): Rational => ratio(a.num * b.num, a.den * b.den);

/** A float for display and test tolerances only: never for money. */
export const toNumber = (r: Rational): number => Number((r.num * 10n ** 15n) / r.den) / 1e15;

/** The exact return to player of a distribution: Σ p × multiplier, in units of the stake. */
export function rtpOf(lines: readonly PayoutLine[]): Rational {
  let acc = ratio(0n);
  for (const l of lines) acc = add(acc, mul(l.probability, ratio(l.multiplierBp, BP)));
  return acc;
}

/** The exact variance of the payout (in stakes²) of a distribution: E[m²] − E[m]². */
export function varianceOf(lines: readonly PayoutLine[]): Rational {
  let second = ratio(0n);
  for (const l of lines) second = add(second, mul(l.probability, ratio(l.multiplierBp * l.multiplierBp, BP * BP)));
  const mean = rtpOf(lines);
  const m2 = mul(mean, mean);
  return ratio(second.num * m2.den - m2.num * second.den, second.den * m2.den);
}

/** C(n, k) as a bigint (0 outside 0 ≤ k ≤ n). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** The payout of a stake in minor units at a multiplier in basis points, rounded down to the minor unit. */
export function payoutMinor(stakeMinor: bigint, multiplierBp: bigint): bigint {
  if (stakeMinor < 0n || multiplierBp < 0n) throw new RangeError('negative stake or multiplier');
  return (stakeMinor * multiplierBp) / BP;
}
