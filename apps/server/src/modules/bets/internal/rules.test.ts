import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { couponCode, legResultOf, refusalStatus } from './rules.ts';

describe('coupon rules of the bets server (decision 015)', () => {
  it('decision 015: the feed results map to leg results; a market without a result is void', () => {
    expect([legResultOf('won'), legResultOf('lost'), legResultOf('void'), legResultOf('half_won'), legResultOf('half_lost'), legResultOf(undefined)]).toEqual(['win', 'lose', 'void', 'half_win', 'half_lose', 'void']);
  });

  it('decision 015: refusals are 422 for amount and shape rules, 403 for the player-protection hook, 409 otherwise', () => {
    expect([refusalStatus('BELOW_MIN'), refusalStatus('DEPENDENT_SELECTIONS'), refusalStatus('SELF_EXCLUDED'), refusalStatus('PRICE_CHANGED'), refusalStatus('INSUFFICIENT_FUNDS'), refusalStatus('LIABILITY_EXCEEDED')]).toEqual([422, 422, 403, 409, 409, 409]);
  });

  it('S0 §3.8 saved coupon: codes are 8 characters without 0, O, 1, I, L', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => /^[A-HJKMNP-Z2-9]{8}$/.test(couponCode(bytes))));
  });
});
