import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ONE_TIME_CODE_POLICY, checkOneTimeCode, codeFailureReason, formatOneTimeCode, resendAfterSeconds } from './one-time-code.ts';

const live = (over: Partial<{ expiresAtMs: number; attempts: number; consumed: boolean }> = {}) => ({
  expiresAtMs: 1_000_000,
  attempts: 0,
  consumed: false,
  ...over,
});

describe('codeFailureReason', () => {
  it.each([
    [0, 1000, 'wrong_code'],
    [999, 1000, 'wrong_code'],
    [1000, 1000, 'time_up'],
    [5000, 1000, 'time_up'],
    [5000, null, 'wrong_code'],
  ] as const)('S1 §4: at %i with deadline %s the reason is %s', (now, deadline, reason) => {
    expect(codeFailureReason(now, deadline)).toBe(reason);
  });

  it('S1 §4: wrong_code exactly while the deadline has not passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), (now, deadline) => {
        expect(codeFailureReason(now, deadline)).toBe(now < deadline ? 'wrong_code' : 'time_up');
      }),
    );
  });
});

describe('checkOneTimeCode', () => {
  it.each([
    ['a matching live code', { code: live(), matches: true, nowMs: 0 }, { ok: true }],
    ['a wrong live code', { code: live(), matches: false, nowMs: 0 }, { ok: false, reason: 'wrong_code', countsAttempt: true }],
    ['the fifth wrong try', { code: live({ attempts: 4 }), matches: false, nowMs: 0 }, { ok: false, reason: 'wrong_code', countsAttempt: true }],
    ['a try after five wrong ones, even the right code', { code: live({ attempts: 5 }), matches: true, nowMs: 0 }, { ok: false, reason: 'time_up', countsAttempt: false }],
    ['an expired code, even the right one', { code: live(), matches: true, nowMs: 1_000_000 }, { ok: false, reason: 'time_up', countsAttempt: false }],
    ['an expired wrong code', { code: live(), matches: false, nowMs: 2_000_000 }, { ok: false, reason: 'time_up', countsAttempt: false }],
    ['a code already used', { code: live({ consumed: true }), matches: true, nowMs: 0 }, { ok: false, reason: 'time_up', countsAttempt: false }],
    ['no code was sent', { code: null, matches: false, nowMs: 0 }, { ok: false, reason: 'wrong_code', countsAttempt: false }],
  ] as const)('S1 §4, decision 007: %s', (_name, input, expected) => {
    expect(checkOneTimeCode(input)).toEqual(expected);
  });

  it('decision 007: only a live, unused, unexhausted, matching code is accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10 }),
        fc.boolean(),
        fc.boolean(),
        (now, expiresAtMs, attempts, consumed, matches) => {
          const result = checkOneTimeCode({ nowMs: now, code: { expiresAtMs, attempts, consumed }, matches });
          const acceptable = now < expiresAtMs && attempts < ONE_TIME_CODE_POLICY.maxAttempts && !consumed && matches;
          expect(result.ok).toBe(acceptable);
          if (!result.ok && result.reason === 'wrong_code') expect(now).toBeLessThan(expiresAtMs);
        },
      ),
    );
  });
});

describe('resendAfterSeconds', () => {
  it.each([
    [null, 0, 0],
    [0, 0, 60],
    [0, 59_001, 1],
    [0, 60_000, 0],
    [0, 90_000, 0],
  ] as const)('decision 007: sent at %s, now %i → wait %i s', (sentAt, now, wait) => {
    expect(resendAfterSeconds(now, sentAt)).toBe(wait);
  });
});

describe('formatOneTimeCode', () => {
  it('decision 007: codes are exactly 6 digits, zero-padded', () => {
    expect(formatOneTimeCode(42)).toBe('000042');
    expect(formatOneTimeCode(999_999)).toBe('999999');
    expect(() => formatOneTimeCode(1_000_000)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(formatOneTimeCode(n)).toMatch(/^\d{6}$/);
      }),
    );
  });
});
