/**
 * Discrete distributions of whole numbers (goals, points, games): `pmf[i]` is P(X = offset + i).
 * Each is truncated where its tail is negligible (far below 1e-15) and renormalised, so markets built
 * from it sum to 1 to float precision.
 */
export interface Distribution {
  readonly pmf: Float64Array;
  readonly offset: number;
}

export const POINT_MASS_AT_ZERO: Distribution = Object.freeze({ pmf: Float64Array.of(1), offset: 0 });

export function pointMass(value: number): Distribution {
  return { pmf: Float64Array.of(1), offset: value };
}

/** Poisson(mean) on 0, 1, 2, …; mean 0 is the point mass at 0. */
export function poisson(mean: number): Distribution {
  if (!(mean >= 0 && mean <= 200)) throw new RangeError(`${mean} is not an expected count`);
  if (mean === 0) return POINT_MASS_AT_ZERO;
  // Mean + 12 sd + 12 leaves a tail below 1e-20.
  const size = Math.ceil(mean + 12 * Math.sqrt(mean) + 12);
  const pmf = new Float64Array(size);
  let term = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < size; k++) {
    pmf[k] = term;
    sum += term;
    term = (term * mean) / (k + 1);
  }
  return normalised(pmf, 0, sum);
}

/** A normal(mean, sd) on the whole numbers: P(X = k) = P(k - ½ < N < k + ½) (continuity correction). */
export function discreteNormal(mean: number, sd: number): Distribution {
  if (!Number.isFinite(mean) || !(sd >= 0)) throw new RangeError(`normal(${mean}, ${sd}) is not a distribution`);
  if (sd < 1e-9) return pointMass(Math.round(mean));
  const low = Math.floor(mean - 9 * sd) - 1;
  const high = Math.ceil(mean + 9 * sd) + 1;
  const pmf = new Float64Array(high - low + 1);
  let sum = 0;
  for (let k = low; k <= high; k++) {
    const mass = normalBetween((k - 0.5 - mean) / sd, (k + 0.5 - mean) / sd);
    pmf[k - low] = mass;
    sum += mass;
  }
  return normalised(pmf, low, sum);
}

/** The distribution of X + Y for independent X and Y. */
export function sum(a: Distribution, b: Distribution): Distribution {
  const pmf = new Float64Array(a.pmf.length + b.pmf.length - 1);
  for (let i = 0; i < a.pmf.length; i++) {
    const pa = a.pmf[i]!;
    if (pa === 0) continue;
    for (let j = 0; j < b.pmf.length; j++) pmf[i + j]! += pa * b.pmf[j]!;
  }
  return { pmf, offset: a.offset + b.offset };
}

/** The distribution of -X. */
export function negated(a: Distribution): Distribution {
  return { pmf: a.pmf.slice().reverse(), offset: -(a.offset + a.pmf.length - 1) };
}

export function shifted(a: Distribution, by: number): Distribution {
  return { pmf: a.pmf, offset: a.offset + by };
}

export function probabilityAt(a: Distribution, value: number): number {
  return a.pmf[value - a.offset] ?? 0;
}

/** P(X ≥ value). */
export function probabilityFrom(a: Distribution, value: number): number {
  let total = 0;
  for (let i = Math.max(0, value - a.offset); i < a.pmf.length; i++) total += a.pmf[i]!;
  return total;
}

/** P(X < value). */
export function probabilityBelow(a: Distribution, value: number): number {
  let total = 0;
  for (let i = 0, end = Math.min(a.pmf.length, value - a.offset); i < end; i++) total += a.pmf[i]!;
  return total;
}

export function mean(a: Distribution): number {
  let total = 0;
  for (let i = 0; i < a.pmf.length; i++) total += a.pmf[i]! * (a.offset + i);
  return total;
}

export function standardDeviation(a: Distribution): number {
  const m = mean(a);
  let total = 0;
  for (let i = 0; i < a.pmf.length; i++) total += a.pmf[i]! * (a.offset + i - m) ** 2;
  return Math.sqrt(total);
}

/**
 * Fair break-even probabilities [over, under] of `X` against a line in quarters. A whole line refunds
 * the stake on X = line; a quarter line (2.25) is a stake split over the two lines beside it (2 and
 * 2.5). The fair price o of "over" returns the stake on average: E[win share]·o + E[refund share] = 1,
 * so its break-even probability is E[win] / (E[win] + E[lose]), and over and under sum to 1.
 * Undefined when the stake is certain to come back (nothing to bet on).
 */
export function lineOutcomes(a: Distribution, lineQuarters: number): [number, number] | undefined {
  let win = 0;
  let lose = 0;
  const legs = lineQuarters % 2 === 0 ? 1 : 2;
  for (let leg = 0; leg < legs; leg++) {
    const quarters = legs === 1 ? lineQuarters : lineQuarters - 1 + 2 * leg;
    // X > quarters / 4 ⇔ X ≥ ⌊quarters / 4⌋ + 1, X < quarters / 4 ⇔ X < ⌈quarters / 4⌉; what lies
    // between is a refund (whole lines only). Both summed, never 1 - the rest: tiny ones keep their digits.
    win += probabilityFrom(a, Math.floor(quarters / 4) + 1);
    lose += probabilityBelow(a, Math.ceil(quarters / 4));
  }
  if (win + lose < 1e-12 * legs) return undefined;
  return [win / (win + lose), lose / (win + lose)];
}

function normalised(pmf: Float64Array, offset: number, total: number): Distribution {
  for (let i = 0; i < pmf.length; i++) pmf[i]! /= total;
  return { pmf, offset };
}

/** P(a < Z < b) for a standard normal Z, taken from the nearer tail to keep its digits. */
export function normalBetween(a: number, b: number): number {
  return a >= 0 ? normalCdf(-a) - normalCdf(-b) : normalCdf(b) - normalCdf(a);
}

/**
 * The standard normal distribution function to about 1e-15 (Hart's algorithm 5666 as given by
 * G. West, "Better approximations to cumulative normal functions", 2005).
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x);
  let tail = 0;
  if (z <= 37) {
    const e = Math.exp((-z * z) / 2);
    if (z < 7.07106781186547) {
      let n = 3.52624965998911e-2 * z + 0.700383064443688;
      n = n * z + 6.37396220353165;
      n = n * z + 33.912866078383;
      n = n * z + 112.079291497871;
      n = n * z + 221.213596169931;
      n = n * z + 220.206867912376;
      let d = 8.83883476483184e-2 * z + 1.75566716318264;
      d = d * z + 16.064177579207;
      d = d * z + 86.7807322029461;
      d = d * z + 296.564248779674;
      d = d * z + 637.333633378831;
      d = d * z + 793.826512519948;
      d = d * z + 440.413735824752;
      tail = (e * n) / d;
    } else {
      let d = z + 0.65;
      d = z + 4 / d;
      d = z + 3 / d;
      d = z + 2 / d;
      d = z + 1 / d;
      tail = e / d / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}
