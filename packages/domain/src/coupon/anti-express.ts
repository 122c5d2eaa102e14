/**
 * Decision 014 anti-express (S0 §3.8 antiExpressCoef): the bet that at least one leg of an express
 * loses. Its probability is the complement of the express's, 1 − Π 1/p, so its coefficient is
 * K / (K − 1) with K = Π p, the express's exact product: the two form a two-way market with no
 * margin of its own, the legs' margin carried over (the book's published rule). An operator may add
 * a margin, taken off the coefficient. Rounded half up to 3 decimals, in thousandths; null when there
 * are fewer than two legs or the result would not be above 1.000.
 */
export function antiExpressCoef(prices: readonly number[], opts: { marginBasisPoints?: number } = {}): number | null {
  const margin = opts.marginBasisPoints ?? 0;
  if (prices.length < 2 || !Number.isInteger(margin) || margin < 0 || margin >= 10_000) return null;
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
