import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashOutValue, couponCode, legResultOf, priceChangeRefused, refusalStatus, systemOptions } from './rules.ts';

describe('coupon rules of the bets server (decision 015)', () => {
  it.each([
    // policy, picked, now, refused
    [0, 2000, 2000, false],
    [0, 2000, 2100, true],
    [0, 2000, 1900, true],
    [1, 2000, 2100, false],
    [1, 2000, 1900, false],
    [2, 2000, 2100, false],
    [2, 2000, 1900, true],
  ] as const)('S1 §3 odds change: policy %i, picked %i, now %i → refused %s', (policy, picked, now, refused) => {
    expect(priceChangeRefused(policy, picked, now)).toBe(refused);
  });

  it('decision 015: the feed results map to leg results; a market without a result is void', () => {
    expect([legResultOf('won'), legResultOf('lost'), legResultOf('void'), legResultOf('half_won'), legResultOf('half_lost'), legResultOf(undefined)]).toEqual(['win', 'lose', 'void', 'half_win', 'half_lose', 'void']);
  });

  it('decision 015: refusals are 422 for amount and shape rules, 403 for the player-protection hook, 409 otherwise', () => {
    expect([refusalStatus('BELOW_MIN'), refusalStatus('DEPENDENT_SELECTIONS'), refusalStatus('SELF_EXCLUDED'), refusalStatus('PRICE_CHANGED'), refusalStatus('INSUFFICIENT_FUNDS'), refusalStatus('LIABILITY_EXCEEDED')]).toEqual([422, 422, 403, 409, 409, 409]);
  });

  it('S0 §3.8 system options: sizes 2 … free − 1 with C(free, k) combinations and minimum stake per combination', () => {
    expect(systemOptions(4, 1, 10n)).toEqual([
      { value: 2, offset: 1, minBetAmount: '60', combo: 6, presetName: null },
      { value: 3, offset: 1, minBetAmount: '40', combo: 4, presetName: null },
    ]);
  });

  it('decision 015: cash-out value = stake × Π accepted/current × 95 %, a won leg counts its price, rounded down', () => {
    expect(cashOutValue(1000n, [{ accepted: 2000, current: 1600, result: 'open' }])).toBe(1187n);
    expect(cashOutValue(1000n, [{ accepted: 2000, current: 2000, result: 'open' }])).toBe(950n);
    expect(cashOutValue(1000n, [{ accepted: 2000, current: null, result: 'win' }, { accepted: 3000, current: 1500, result: 'open' }])).toBe(3800n);
    expect(cashOutValue(1000n, [{ accepted: 2000, current: null, result: 'lose' }, { accepted: 3000, current: 1500, result: 'open' }])).toBe(0n);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 1001, max: 100_000 }), (stake, price) => {
        // Unchanged prices: never more than the stake, and exactly the margin off it (rounded down).
        const value = cashOutValue(stake, [{ accepted: price, current: price, result: 'open' }]);
        return value === (stake * 95n) / 100n && value <= stake;
      }),
    );
  });

  it('S0 §3.8 saved coupon: codes are 8 characters without 0, O, 1, I, L', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => /^[A-HJKMNP-Z2-9]{8}$/.test(couponCode(bytes))));
  });
});
