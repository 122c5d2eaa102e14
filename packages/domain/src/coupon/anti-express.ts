import type { CouponOutcome, LegResult, SettlementAnswer } from './settlement.ts';

/**
 * Decision 014 anti-express (S0 §3.8 antiExpressCoef): the bet that at least one leg of an express
 * loses. Its probability is the complement of the express's, 1 − Π 1/p, so its coefficient is
 * K / (K − 1) with K = Π p, the express's exact product: the two form a two-way market with no
 * margin of its own, the legs' margin carried over (the book's published rule). An operator may add
 * a margin, taken off the coefficient. Rounded half up to 3 decimals, in thousandths; null when there
 * are fewer than two legs or the result would not be above 1.000.
 */
export function antiExpressCoef(prices: readonly number[], opts: { marginBasisPoints?: number } = {}): number | null {
  return prices.length < 2 ? null : antiCoefOf(prices, opts.marginBasisPoints ?? 0);
}

/** The K / (K − 1) rule on any number of legs (settlement: the legs a void result leaves may be one). */
function antiCoefOf(prices: readonly number[], margin: number): number | null {
  if (prices.length < 1 || !Number.isInteger(margin) || margin < 0 || margin >= 10_000) return null;
  if (prices.some((p) => !Number.isSafeInteger(p) || p <= 1000)) return null;
  let product = 1n;
  for (const p of prices) product *= BigInt(p);
  const unit = 1000n ** BigInt(prices.length);
  // coef (thousandths) = 1000 · K / (K − 1) · (1 − margin) = 1000 · product · (10000 − bp) / ((product − unit) · 10000)
  const num = 1000n * product * BigInt(10_000 - margin);
  const den = (product - unit) * 10_000n;
  const coef = Number((2n * num + den) / (2n * den));
  return coef > 1000 ? coef : null;
}

export interface AntiExpressLeg {
  /** The accepted price, thousandths. */
  price: number;
  result: LegResult;
}

/**
 * Decision 014 anti-express settlement: the bet wins when at least one leg loses, at K / (K − 1) of
 * the legs that count. A void leg leaves the bet and the coefficient is worked out again on the legs
 * left (none left: the stake back); a half result splits the stake, half as if the leg had won (or
 * lost), half as if it were void, each half settled on its own (2^h parts for h half results). Open
 * until every leg is decided (a leg still open could end void and change the coefficient). The
 * return is exact and rounded down once, like `settleCoupon`.
 */
export function settleAntiExpress(input: { legs: readonly AntiExpressLeg[]; stakeMinor: bigint; marginBasisPoints?: number }): SettlementAnswer {
  const { legs, stakeMinor } = input;
  const margin = input.marginBasisPoints ?? 0;
  if (legs.some((l) => l.result === 'open')) return { outcome: 'open', returnMinor: 0n, stakedMinor: stakeMinor };
  const halves = legs.flatMap((l, i) => (l.result === 'half_win' || l.result === 'half_lose' ? [i] : []));
  const parts = 1n << BigInt(halves.length);
  // Σ over the equal parts of each part's factor in thousandths (void 1000, won the coefficient, lost 0).
  let factors = 0n;
  for (let mask = 0; mask < Number(parts); mask++) {
    const counted: number[] = [];
    let lost = false;
    legs.forEach((leg, i) => {
      const half = halves.indexOf(i);
      // In this part a half result is either its full result (bit set) or void (bit clear).
      const result = half === -1 ? leg.result : (mask >> half) & 1 ? (leg.result === 'half_win' ? 'win' : 'lose') : 'void';
      if (result === 'void') return;
      counted.push(leg.price);
      if (result === 'lose') lost = true;
    });
    const coef = counted.length === 0 ? null : antiCoefOf(counted, margin);
    factors += coef === null ? 1000n : lost ? BigInt(coef) : 0n;
  }
  const returnMinor = (stakeMinor * factors) / (1000n * parts);
  return { outcome: outcomeOf(returnMinor, stakeMinor), returnMinor, stakedMinor: stakeMinor };
}

function outcomeOf(returnMinor: bigint, staked: bigint): CouponOutcome {
  if (returnMinor === 0n) return 'lost';
  if (returnMinor === staked) return 'void';
  return returnMinor < staked ? 'partial' : 'won';
}
