import type { DecimalOdds } from '../units/units.ts';
import type { FairMarket, PricedMarket, PricedOutcome } from './market.ts';

/**
 * From fair probabilities to bookmaker prices by the power method: each implied probability is
 * p^k, with the one k < 1 that makes the book sum to (1 + margin) × Σp (Σp is 1, or 2 for double
 * chance, whose outcomes each cover two results). Longshots carry relatively more of the margin than
 * favourites (the favourite-longshot bias books price in), an implied probability never falls below
 * the fair one (so combining markets priced from one model offers no arbitrage), and it never
 * exceeds 1, which the proportional method (p × (1 + margin)) does for heavy favourites.
 *
 * Prices are integer thousandths (S0 §9 rounds odds to 3 decimals), rounded down so the book's margin
 * is never below the one asked, and clamped to [MIN_PRICE, MAX_PRICE]. An outcome is `open` only if
 * it can win and its price needed no raising to the minimum: a price raised above the model's would
 * give the player the edge. Lowering a longshot to MAX_PRICE only favours the book, so it stays open.
 */
export const MIN_PRICE = 1010 as DecimalOdds;
/** 1000/1, the longest price shown. */
export const MAX_PRICE = 1_001_000 as DecimalOdds;
/** Margins are whole basis points from 0 to 100% (10 000). */
export const MAX_MARGIN_BASIS_POINTS = 10_000;

// Scratch space for the solver: markets are priced one at a time, every second, for many matches.
let logs = new Float64Array(64);

/** Prices for `probabilities` with `marginBasisPoints` of margin (500 = 5%): see the module comment. */
export function applyMargin(probabilities: readonly number[], marginBasisPoints: number): DecimalOdds[] {
  const prices: DecimalOdds[] = [];
  marginPrices(probabilities, marginBasisPoints, (price) => prices.push(price));
  return prices;
}

export function priceMarket(market: FairMarket, marginBasisPoints: number): PricedMarket {
  const outcomes: PricedOutcome[] = [];
  const probabilities = market.outcomes.map((outcome) => outcome.probability);
  marginPrices(probabilities, marginBasisPoints, (price, open, i) => {
    const outcome = market.outcomes[i]!;
    outcomes.push({ key: outcome.key, probability: outcome.probability, price, open });
  });
  return { ...market, outcomes };
}

/** Prices every market, each with its margin (one for all, or by market, e.g. more on correct score). */
export function priceMarkets(markets: readonly FairMarket[], margin: number | ((market: FairMarket) => number)): PricedMarket[] {
  return markets.map((market) => priceMarket(market, typeof margin === 'number' ? margin : margin(market)));
}

function marginPrices(
  probabilities: readonly number[],
  marginBasisPoints: number,
  emit: (price: DecimalOdds, open: boolean, index: number) => void,
): void {
  if (!Number.isSafeInteger(marginBasisPoints) || marginBasisPoints < 0 || marginBasisPoints > MAX_MARGIN_BASIS_POINTS) {
    throw new RangeError(`${marginBasisPoints} is not a margin in basis points`);
  }
  const n = probabilities.length;
  if (logs.length < n) logs = new Float64Array(n * 2);
  let sum = 0;
  let positive = 0;
  for (let i = 0; i < n; i++) {
    const p = probabilities[i]!;
    if (!(p >= 0 && p <= 1 + 1e-9)) throw new RangeError(`${p} is not a probability`);
    sum += p;
    logs[i] = p > 0 ? Math.log(Math.min(p, 1)) : Number.NEGATIVE_INFINITY;
    if (p > 0) positive++;
  }
  const target = sum * (1 + marginBasisPoints / 10_000);
  // Σ p^k falls from `positive` (k = 0) to Σp (k = 1): a root exists unless the market is decided.
  const k = positive > target ? powerExponent(n, target) : 0;
  for (let i = 0; i < n; i++) {
    const log = logs[i]!;
    if (log === Number.NEGATIVE_INFINITY || k === 0) {
      emit(log === Number.NEGATIVE_INFINITY ? MAX_PRICE : MIN_PRICE, false, i);
      continue;
    }
    // Rounded down; the 1e-9 keeps an exact price (2.5 computed as 2.4999999…) from losing a thousandth.
    const thousandths = Math.floor(1000 / Math.exp(k * log) + 1e-9);
    const price = (thousandths < MIN_PRICE ? MIN_PRICE : thousandths > MAX_PRICE ? MAX_PRICE : thousandths) as DecimalOdds;
    emit(price, thousandths >= MIN_PRICE, i);
  }
}

/** The k in (0, 1] with Σ exp(k·log p) = target: safeguarded Newton (the sum is convex and falling in k). */
function powerExponent(n: number, target: number): number {
  let low = 0;
  let high = 1;
  let k = 1;
  for (let iteration = 0; iteration < 100; iteration++) {
    let value = -target;
    let slope = 0;
    for (let i = 0; i < n; i++) {
      const log = logs[i]!;
      if (log === Number.NEGATIVE_INFINITY) continue;
      const term = Math.exp(k * log);
      value += term;
      slope += term * log;
    }
    if (Math.abs(value) < 1e-14 * target) return k;
    if (value > 0) low = k;
    else high = k;
    const next = slope < 0 ? k - value / slope : Number.NaN;
    k = next > low && next < high ? next : (low + high) / 2;
    if (high - low < 1e-15) return k;
  }
  return k;
}
