import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PRICE, MIN_PRICE, applyMargin, priceMarket, priceMarkets } from './margin.ts';
import { lineText, marketKey, toQuarters, type FairMarket } from './market.ts';

/** Probability vectors of 2 to 40 outcomes, none below 1e-4. */
const book = fc
  .array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 40 })
  .map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / total);
  });
const margin = fc.integer({ min: 0, max: 3000 });

const overround = (prices: readonly number[]): number => prices.reduce((sum, price) => sum + 1000 / price, 0);

describe('margin (power method) and prices in thousandths (S0 §9: odds to 3 decimals)', () => {
  it('S0 §9: a fair coin at 5% reads 1.904 each side (1/1.904 × 2 ≥ 1.05); no margin is fair odds', () => {
    expect(applyMargin([0.5, 0.5], 500)).toEqual([1904, 1904]);
    expect(applyMargin([0.5, 0.5], 0)).toEqual([2000, 2000]);
    expect(applyMargin([0.25, 0.75], 0)).toEqual([4000, 1333]);
  });

  it('S0 §9: the longshot carries relatively more margin than the favourite', () => {
    const [favourite, longshot] = applyMargin([0.8, 0.2], 600);
    expect(1000 / favourite! / 0.8).toBeLessThan(1000 / longshot! / 0.2);
  });

  it('S0 §9: no price below 1.010 nor above 1000/1; a clamped-up or impossible outcome is not offered', () => {
    expect(applyMargin([1, 0], 500)).toEqual([MIN_PRICE, MAX_PRICE]);
    expect(applyMargin([0.998, 0.002], 500)[0]).toBe(MIN_PRICE);
    const priced = priceMarket({ key: 'ft.winner', group: 'main', outcomes: [{ key: 'home', probability: 0.998 }, { key: 'away', probability: 0.002 }] }, 500);
    expect(priced.outcomes.map((o) => o.open)).toEqual([false, true]);
    const decided = priceMarket({ key: 'ft.winner', group: 'main', outcomes: [{ key: 'home', probability: 1 }, { key: 'away', probability: 0 }] }, 500);
    expect(decided.outcomes.map((o) => o.open)).toEqual([false, false]);
    const longshot = priceMarket({ key: 'outright.winner', group: 'outright', outcomes: [{ key: 'a', probability: 1 - 1e-5 - 0.2 }, { key: 'b', probability: 0.2 }, { key: 'c', probability: 1e-5 }] }, 500);
    expect(longshot.outcomes[2]).toMatchObject({ price: MAX_PRICE, open: true });
  });

  it('S0 §9: margins are whole basis points from 0 to 10 000; probabilities lie in [0, 1]', () => {
    for (const bad of [-1, 0.5, 10_001, Number.NaN]) expect(() => applyMargin([0.5, 0.5], bad)).toThrow(RangeError);
    for (const bad of [-0.1, 1.5, Number.NaN]) expect(() => applyMargin([bad, 0.5], 500)).toThrow(RangeError);
  });

  it('property, S0 §9: an unclamped book sums (1/price) to 1 + margin, within the rounding down to thousandths', () => {
    fc.assert(
      fc.property(book, margin, (probabilities, basisPoints) => {
        const prices = applyMargin(probabilities, basisPoints);
        for (const price of prices) expect(Number.isSafeInteger(price) && price >= MIN_PRICE && price <= MAX_PRICE).toBe(true);
        if (prices.some((price) => price === MIN_PRICE || price === MAX_PRICE)) return;
        const target = 1 + basisPoints / 10_000;
        expect(overround(prices)).toBeGreaterThanOrEqual(target - 1e-9);
        expect(overround(prices)).toBeLessThanOrEqual(target * 1.001 + 1e-9);
      }),
    );
  });

  it('property: a price never exceeds the fair price, and a likelier outcome never gets a longer price', () => {
    fc.assert(
      fc.property(book, margin, (probabilities, basisPoints) => {
        const prices = applyMargin(probabilities, basisPoints);
        probabilities.forEach((p, i) => {
          expect(prices[i]!).toBeLessThanOrEqual(Math.max(MIN_PRICE, 1000 / p + 1e-6));
          probabilities.forEach((q, j) => {
            if (p > q) expect(prices[i]!).toBeLessThanOrEqual(prices[j]!);
          });
        });
      }),
    );
  });

  it('property: double chance (outcomes covering two results each) sums to 2 × (1 + margin)', () => {
    fc.assert(
      fc.property(book.filter((b) => b.length === 3 && b.every((p) => p > 0.05)), margin, ([home, draw, away], basisPoints) => {
        const dc: FairMarket = { key: 'ft.dc', group: 'main', outcomes: [{ key: '1x', probability: home! + draw! }, { key: '12', probability: home! + away! }, { key: 'x2', probability: draw! + away! }] };
        const [priced] = priceMarkets([dc], () => basisPoints);
        const prices = priced!.outcomes.map((o) => o.price);
        if (prices.includes(MIN_PRICE)) return;
        expect(overround(prices)).toBeGreaterThanOrEqual(2 * (1 + basisPoints / 10_000) - 1e-9);
        expect(overround(prices)).toBeLessThanOrEqual(2 * (1 + basisPoints / 10_000) * 1.001);
      }),
    );
  });
});

describe('market keys', () => {
  it('lines are written from quarters, never from floats', () => {
    expect([9, 10, 8, -3, 0, -6, 842, -1].map(lineText)).toEqual(['2.25', '2.5', '2', '-0.75', '0', '-1.5', '210.5', '-0.25']);
    expect(toQuarters(2.25)).toBe(9);
    expect(toQuarters(-0.75)).toBe(-3);
    expect(() => toQuarters(2.1)).toThrow(RangeError);
    expect(marketKey('ft', 'total', 9)).toBe('ft.total:2.25');
    expect(marketKey('ft', 'ah', -3)).toBe('ft.ah:-0.75');
    expect(marketKey('set2.game5', 'winner')).toBe('set2.game5.winner');
  });
});
