import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { antiExpressCoef, settleAntiExpress, settleCoupon, bonusBet, bonusBetDeletionKey, COUPON_TYPE, expressCoefficient, hyperBonus, isBonusBetDeleted, withBonusMultiplier, type BonusBetInput, type HyperBonusInput } from './index.ts';

const legs = (n: number, price = 1500, marketKind = 1) => Array.from({ length: n }, () => ({ price, marketKind }));
const base: BonusBetInput = { siteAllows: true, typeId: COUPON_TYPE.express, legs: legs(3), manuallyDeleted: false };

describe('automatic bonus bet (S0 §4.1, §9)', () => {
  it.each<[string, Partial<BonusBetInput>, number | null]>([
    ['S0 §4.1: 3 legs → 1 + 3 % = 1.030', {}, 1030],
    ['S0 §9: 9 legs → 1.090', { legs: legs(9) }, 1090],
    ['S0 §9: 10 legs or more → 1.1', { legs: legs(10) }, 1100],
    ['S0 §9: 25 legs → 1.1', { legs: legs(25) }, 1100],
    ['S0 §4.1: not when the site does not allow it', { siteAllows: false }, null],
    ['S0 §4.1: express only (not a system)', { typeId: COUPON_TYPE.system }, null],
    ['S0 §4.1: express only (not several singles)', { typeId: COUPON_TYPE.severalSingles }, null],
    ['S0 §9: at least 3 bets', { legs: legs(2) }, null],
    ['S0 §9: each coef at least 1.1 (1.100 counts)', { legs: legs(3, 1100) }, 1030],
    ['S0 §9: each coef at least 1.1 (1.099 does not)', { legs: [...legs(2), { price: 1099, marketKind: 1 }] }, null],
    ['S0 §4.1: no leg of market kind 7', { legs: [...legs(3), { price: 2000, marketKind: 7 }] }, null],
    ['decision 014: a manually deleted bonus bet stays deleted', { manuallyDeleted: true }, null],
  ])('%s', (_name, patch, expected) => {
    expect(bonusBet({ ...base, ...patch })).toBe(expected);
  });

  it('S0 §9: whenever a bonus bet is given, the total coef is at least 1.01 and the multiplier is 1 % a leg up to 9, else 1.1', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ price: fc.integer({ min: 1001, max: 5000 }), marketKind: fc.integer({ min: 0, max: 9 }) }), { maxLength: 14 }), (ls) => {
        const m = bonusBet({ ...base, legs: ls });
        const eligible = ls.length >= 3 && ls.every((l) => l.price >= 1100 && l.marketKind !== 7) && expressCoefficient(ls.map((l) => l.price)) >= 1010;
        expect(m).toBe(eligible ? (ls.length <= 9 ? 1000 + 10 * ls.length : 1100) : null);
      }),
    );
  });

  it('decision 014: the deletion holds for the same bets in any order, and ends when the coupon changes', () => {
    const key = bonusBetDeletionKey(['a', 'b', 'c']);
    expect(isBonusBetDeleted(key, ['c', 'a', 'b'])).toBe(true);
    expect(isBonusBetDeleted(key, ['a', 'b'])).toBe(false);
    expect(isBonusBetDeleted(key, ['a', 'b', 'c', 'd'])).toBe(false);
    expect(isBonusBetDeleted(null, ['a', 'b', 'c'])).toBe(false);
  });

  it('decision 014: the multiplier applies to the possible win, rounded down', () => {
    expect(withBonusMultiplier(10_001n, 1030)).toBe(10_301n); // 10301.03
  });
});

describe('hyper-bonus (decision 014)', () => {
  const h: HyperBonusInput = { percent: 10, minBetLimitMinor: 1000n, maxBonusMinor: 50_000n, stakeMinor: 1000n, possibleWinMinor: 5000n, legCount: 3, typeId: COUPON_TYPE.express };
  it.each<[string, Partial<HyperBonusInput>, bigint]>([
    ['decision 014: 10 % of the winnings (£40 → £4)', {}, 400n],
    ['decision 014: a fractional percent (7.5 % of £40 = £3)', { percent: 7.5 }, 300n],
    ['decision 014: rounded down (10 % of £0.15 winnings)', { possibleWinMinor: 1015n }, 1n],
    ['decision 014: nothing below the stake limit', { stakeMinor: 999n, possibleWinMinor: 4995n }, 0n],
    ['decision 014: capped at the maximum', { maxBonusMinor: 250n }, 250n],
    ['decision 014: no cap when none is set', { maxBonusMinor: null, possibleWinMinor: 1_001_000n }, 100_000n],
    ['decision 014: express only', { typeId: COUPON_TYPE.system }, 0n],
    ['decision 014: an express of at least 2 legs', { legCount: 1 }, 0n],
    ['decision 014: no percent, no bonus', { percent: 0 }, 0n],
  ])('%s', (_name, patch, expected) => {
    expect(hyperBonus({ ...h, ...patch })).toBe(expected);
  });

  it('decision 014: the hyper-bonus is never negative, never above the cap, never above the winnings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.bigInt({ min: 1n, max: 10n ** 8n }), fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.bigInt({ min: 0n, max: 10n ** 6n }), (bp, stake, win, cap) => {
        const b = hyperBonus({ ...h, percent: bp / 100, stakeMinor: stake, possibleWinMinor: win, maxBonusMinor: cap, minBetLimitMinor: 1n });
        expect(b >= 0n && b <= cap).toBe(true);
        expect(b <= (win > stake ? win - stake : 0n)).toBe(true);
      }),
    );
  });
});

describe('anti-express (decision 014)', () => {
  it.each<[string, number[], number | null]>([
    ['decision 014: two evens legs: K = 4, K / (K − 1) = 1.333', [2000, 2000], 1333],
    ['decision 014: 1.5 × 1.5 = 2.25 → 2.25 / 1.25 = 1.800', [1500, 1500], 1800],
    ['decision 014: three 1.9 legs: 6.859 / 5.859 = 1.1707 → 1.171', [1900, 1900, 1900], 1171],
    ['decision 014: short legs make a long anti-express (1.01 × 1.01 → 50.751)', [1010, 1010], 50751],
    ['decision 014: one leg is no express', [2000], null],
    ['decision 014: a huge express leaves nothing above 1.000 (K ≥ 2001)', [1_000_000, 1_000_000], null],
  ])('%s', (_name, prices, expected) => {
    expect(antiExpressCoef(prices)).toBe(expected);
  });

  it('decision 014: an operator margin comes off the coefficient', () => {
    expect(antiExpressCoef([2000, 2000], { marginBasisPoints: 500 })).toBe(1267); // 1.3333 × 0.95 = 1.26667
    expect(antiExpressCoef([2000, 2000], { marginBasisPoints: 10_000 })).toBeNull();
  });

  it('decision 014: express and anti-express implied probabilities sum to 1 (within rounding)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1050, max: 10_000 }), { minLength: 2, maxLength: 6 }), (prices) => {
        const anti = antiExpressCoef(prices);
        if (anti === null) return;
        const k = prices.reduce((p, x) => p * (x / 1000), 1);
        // a property check in floats only: the coefficient itself is exact
        expect(Math.abs(1 / k + 1000 / anti - 1)).toBeLessThan(0.0005 * (1000 / anti) * 2 + 1e-9);
      }),
    );
  });
});

describe('anti-express settlement (decision 014)', () => {
  const legs = (...pairs: [number, 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' | 'open'][]) => pairs.map(([price, result]) => ({ price, result }));
  it.each<[string, ReturnType<typeof legs>, string, bigint]>([
    ['decision 014: one leg lost, the other won: won at K / (K − 1) = 1.333', legs([2000, 'win'], [2000, 'lose']), 'won', 1333n],
    ['decision 014: every leg won: the anti-express lost', legs([2000, 'win'], [2000, 'win']), 'lost', 0n],
    ['decision 014: both lost: won', legs([2000, 'lose'], [2000, 'lose']), 'won', 1333n],
    ['decision 014: a void leg leaves; one leg left at 2.0 gives 2.0 / 1.0 = 2.000', legs([2000, 'void'], [2000, 'lose']), 'won', 2000n],
    ['decision 014: every leg void: the stake back', legs([2000, 'void'], [1500, 'void']), 'void', 1000n],
    ['decision 014: a half-lose splits: half won at 1.333, half (that leg void, the other won) lost', legs([2000, 'half_lose'], [2000, 'win']), 'partial', 666n],
    ['decision 014: a half-win beside a lost leg: half with both (1.333), half with the lost one alone (2.000)', legs([2000, 'half_win'], [2000, 'lose']), 'won', 1666n],
    ['decision 014: open while a leg is open (it could end void and change the coefficient)', legs([2000, 'lose'], [2000, 'open']), 'open', 0n],
  ])('%s', (_name, input, outcome, returnMinor) => {
    expect(settleAntiExpress({ legs: input, stakeMinor: 1000n })).toMatchObject({ outcome, returnMinor });
  });

  it('decision 014: without void or half results exactly one of the express and the anti-express pays, the anti-express at its quoted coefficient', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ price: fc.integer({ min: 1010, max: 20_000 }), win: fc.boolean() }), { minLength: 2, maxLength: 6 }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (picked, stake) => {
        const input = picked.map((l) => ({ price: l.price, result: l.win ? ('win' as const) : ('lose' as const) }));
        const express = settleCoupon({ typeId: 1, legs: input, stakeMinor: stake });
        const anti = settleAntiExpress({ legs: input, stakeMinor: stake });
        const coef = antiExpressCoef(picked.map((l) => l.price));
        if (coef === null) return;
        expect(express.returnMinor > 0n).toBe(anti.returnMinor === 0n);
        if (anti.returnMinor > 0n) expect(anti.returnMinor).toBe((stake * BigInt(coef)) / 1000n);
      }),
    );
  });
});
