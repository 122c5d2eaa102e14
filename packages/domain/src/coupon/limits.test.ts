import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDefaults } from '../currency/index.ts';
import { blockMaxAmounts, checkCouponAmount, COUPON_TYPE, couponAmountLimits, isOneClickActive, isVipBetAvailable, quickAmounts, type CouponAmountLimitsInput } from './index.ts';

const base: CouponAmountLimitsInput = {
  typeId: COUPON_TYPE.express,
  accountType: 'main',
  couponTypesWithMinAmount: [0, 1, 2],
  couponTypesWithMaxAmount: [0, 1],
  minBetAmountMinor: 50n,
  maxBetAmountMinor: 100_000n,
};

describe('coupon amount rules (S0 §5)', () => {
  it.each<[string, Partial<CouponAmountLimitsInput>, bigint | null, bigint | null]>([
    ['S0 §5: both rules for a type listed in both', {}, 50n, 100_000n],
    ['S0 §5: the maximum does not apply to a bonus account', { accountType: 'bonus' }, 50n, null],
    ['S0 §5: only the minimum for a type listed for the minimum only', { typeId: COUPON_TYPE.system }, 50n, null],
    ['S0 §5: no rule for a type listed in neither', { typeId: COUPON_TYPE.severalSingles }, null, null],
    ['S0 §3.8: maxBetAmount unlimited by default', { maxBetAmountMinor: null }, 50n, null],
  ])('%s', (_name, patch, min, max) => {
    expect(couponAmountLimits({ ...base, ...patch })).toEqual({ min, max });
  });

  it('S0 §5: a stake below the minimum or above the maximum is refused with its code', () => {
    expect(checkCouponAmount({ ...base, amountMinor: 49n })).toBe('BELOW_MIN');
    expect(checkCouponAmount({ ...base, amountMinor: 50n })).toBeNull();
    expect(checkCouponAmount({ ...base, amountMinor: 100_000n })).toBeNull();
    expect(checkCouponAmount({ ...base, amountMinor: 100_001n })).toBe('ABOVE_MAX');
    expect(checkCouponAmount({ ...base, accountType: 'bonus', amountMinor: 10_000_000n })).toBeNull();
    expect(checkCouponAmount({ ...base, typeId: COUPON_TYPE.severalSingles, amountMinor: 1n })).toBeNull();
  });

  it('S0 §5: a stake within the limits is never refused, one outside always is', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 1000n }), fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 0n, max: 3000n }), (min, span, amount) => {
        const input = { ...base, minBetAmountMinor: min, maxBetAmountMinor: min + span, amountMinor: amount };
        const problem = checkCouponAmount(input);
        expect(problem === null).toBe(amount >= min && amount <= min + span);
      }),
    );
  });

  it('S0 §5: the first block takes the coupon maximum, later ones the previous coef × amount rounded to 2 decimals', () => {
    expect(
      blockMaxAmounts(
        [
          { coef: 1850, amountMinor: 1000n },
          { coef: 2333, amountMinor: 1850n },
          { coef: 1500, amountMinor: 333n },
          { coef: 1500, amountMinor: 1n },
        ],
        50_000n,
      ),
    ).toEqual([50_000n, 1850n, 4316n /* 43.1605 → 43.16 */, 500n /* 4.995 → 5.00, half up */]);
    expect(blockMaxAmounts([{ coef: 2000, amountMinor: 100n }, { coef: 2000, amountMinor: 100n }], null)).toEqual([null, 200n]);
    expect(blockMaxAmounts([], 1n)).toEqual([]);
  });

  it.each<[string, Parameters<typeof isVipBetAvailable>[0], boolean]>([
    ['S0 §5: VIP bet with the flag, a finite maximum and line bets', { configFlag: true, maxAmount: 1000n, legs: [{ isLive: false }], typeId: 1 }, true],
    ['S0 §5: no VIP bet without the config flag', { configFlag: false, maxAmount: 1000n, legs: [{ isLive: false }], typeId: 1 }, false],
    ['S0 §5: no VIP bet without a finite maximum', { configFlag: true, maxAmount: null, legs: [{ isLive: false }], typeId: 1 }, false],
    ['S0 §5: no VIP bet with a live bet', { configFlag: true, maxAmount: 1000n, legs: [{ isLive: false }, { isLive: true }], typeId: 2 }, false],
    ['S0 §5: no VIP bet on an empty coupon', { configFlag: true, maxAmount: 1000n, legs: [], typeId: 0 }, false],
    ['S0 §5: no VIP bet on several singles', { configFlag: true, maxAmount: 1000n, legs: [{ isLive: false }], typeId: 9 }, false],
  ])('%s', (_name, input, expected) => {
    expect(isVipBetAvailable(input)).toBe(expected);
  });

  it('S0 §5: one-click is active only if the config allows it and the player switched it on', () => {
    expect(isOneClickActive({ configAllows: true, userEnabled: true })).toBe(true);
    expect(isOneClickActive({ configAllows: true, userEnabled: false })).toBe(false);
    expect(isOneClickActive({ configAllows: false, userEnabled: true })).toBe(false);
  });

  it('S0 §9 / decision 014: quick amounts from the currency table (USD 2.50/5, the ruble 100/150)', () => {
    const usd = amountDefaults('USD');
    expect(quickAmounts(usd.amountStepMinor, usd.initialAmountMinor)).toEqual([500n, 1000n, 2500n, 5000n]);
    const rub = amountDefaults('RUB');
    expect(quickAmounts(rub.amountStepMinor, rub.initialAmountMinor)).toEqual([15_000n, 30_000n, 80_000n, 150_000n]);
    expect(quickAmounts(0n, 100n)).toEqual([]);
  });

  it('decision 014: quick amounts rise, start at the initial stake, and the rest are whole steps', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 100_000n }), fc.bigInt({ min: 1n, max: 1_000_000n }), (step, initial) => {
        const amounts = quickAmounts(step, initial);
        expect(amounts[0]).toBe(initial);
        for (let i = 1; i < amounts.length; i++) {
          expect((amounts[i] as bigint) > (amounts[i - 1] as bigint)).toBe(true);
          expect((amounts[i] as bigint) % step).toBe(0n);
        }
      }),
    );
  });
});
