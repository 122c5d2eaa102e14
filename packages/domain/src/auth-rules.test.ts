import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLEARED_LOGIN_FAILURES,
  DEFAULT_LOCKOUT_POLICY,
  DEFAULT_SESSION_POLICY,
  GENERATED_PASSWORD_ALPHABET,
  afterLoginFailure,
  captchaRequired,
  generatePassword,
  isLocked,
  lockRetryAfterSeconds,
  loginKind,
  sessionExpiresAtMs,
  sessionStatus,
  shouldTouchSession,
  termsChanged,
  type LoginFailureState,
} from './auth-rules.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('session lifetime', () => {
  it('decision 007: remember-me lasts 30 days, otherwise 12 hours', () => {
    expect(sessionExpiresAtMs(0, true)).toBe(30 * 24 * HOUR);
    expect(sessionExpiresAtMs(0, false)).toBe(12 * HOUR);
  });

  const base = { expiresAtMs: 12 * HOUR, lastSeenAtMs: 0, remember: false, revoked: false };
  it.each([
    ['a fresh session', base, 0, 'active'],
    ['29 min without requests', base, 29 * MIN, 'active'],
    ['30 min without requests (idle limit)', base, 30 * MIN, 'idle'],
    ['a remember-me session after a day without requests', { ...base, remember: true, expiresAtMs: 720 * HOUR }, 24 * HOUR, 'active'],
    ['at its expiry (S0 §4.4: valid only while the expiry is later than now)', { ...base, lastSeenAtMs: 12 * HOUR - MIN }, 12 * HOUR, 'expired'],
    ['a revoked session', { ...base, revoked: true }, 0, 'revoked'],
  ] as const)('S0 §4.4, decision 007: %s is %s', (_name, session, now, status) => {
    expect(sessionStatus(session, now)).toBe(status);
  });

  it('S0 §4.4: a session is never active at or after its absolute expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), fc.boolean(), (expiresAtMs, now, remember) => {
        const status = sessionStatus({ expiresAtMs, lastSeenAtMs: now, remember, revoked: false }, now);
        expect(status === 'active').toBe(expiresAtMs > now);
      }),
    );
  });

  it('decision 007: activity is written at most once a minute', () => {
    expect(shouldTouchSession(0, MIN - 1)).toBe(false);
    expect(shouldTouchSession(0, MIN)).toBe(true);
    expect(DEFAULT_SESSION_POLICY.touchIntervalMs).toBeLessThan(DEFAULT_SESSION_POLICY.idleMs!);
  });
});

describe('lockout', () => {
  function failTimes(times: number, stepMs: number, start: LoginFailureState = CLEARED_LOGIN_FAILURES) {
    let state = start;
    let lockedNow = false;
    for (let i = 0; i < times; i++) ({ lockedNow, ...state } = afterLoginFailure(state, i * stepMs));
    return { state, lockedNow };
  }

  it.each([
    [4, MIN, false],
    [5, MIN, true],
    // 5 failures spread over more than 30 minutes: the window restarts, no lock.
    [5, 8 * MIN, false],
  ])('decision 007: %i failures %i ms apart lock the account: %s', (times, step, locked) => {
    const { state, lockedNow } = failTimes(times, step);
    expect(lockedNow).toBe(locked);
    expect(isLocked(state, (times - 1) * step)).toBe(locked);
  });

  it('decision 007: the lock lasts 30 minutes and reports the seconds left', () => {
    const { state } = failTimes(5, 0);
    expect(state.lockedUntilMs).toBe(DEFAULT_LOCKOUT_POLICY.lockMs);
    expect(isLocked(state, 30 * MIN - 1)).toBe(true);
    expect(isLocked(state, 30 * MIN)).toBe(false);
    expect(lockRetryAfterSeconds(state.lockedUntilMs!, 0)).toBe(1800);
    expect(lockRetryAfterSeconds(state.lockedUntilMs!, 30 * MIN - 10)).toBe(1);
  });

  it('decision 007: fewer than 5 failures inside any 30 minutes never lock', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * HOUR }), { maxLength: 30 }), (times) => {
        const sorted = [...times].sort((a, b) => a - b);
        let state = CLEARED_LOGIN_FAILURES;
        for (const t of sorted) {
          const next = afterLoginFailure(state, t);
          if (next.lockedNow) {
            // A lock needs 5 failures inside one window.
            const inWindow = sorted.filter((x) => x <= t && x > t - DEFAULT_LOCKOUT_POLICY.windowMs);
            expect(inWindow.length).toBeGreaterThanOrEqual(DEFAULT_LOCKOUT_POLICY.maxFailures);
          }
          state = next;
        }
      }),
    );
  });
});

describe('captcha after failed sign-ins', () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [10, true],
  ])('decision 007: %i failures from one client → captcha %s', (failures, required) => {
    expect(captchaRequired(failures)).toBe(required);
  });
});

describe('generated password', () => {
  it('S1 §3 fast_reg: 10 characters from an unambiguous alphabet', () => {
    expect(GENERATED_PASSWORD_ALPHABET).not.toMatch(/[0O1lIio]/);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 10, maxLength: 10 }), (draws) => {
        let i = 0;
        const password = generatePassword((n) => draws[i++]! % n);
        expect(password).toHaveLength(10);
        for (const char of password) expect(GENERATED_PASSWORD_ALPHABET).toContain(char);
      }),
    );
    expect(() => generatePassword(() => GENERATED_PASSWORD_ALPHABET.length)).toThrow(RangeError);
  });
});

describe('login kind', () => {
  it.each([
    ['100000001', 'id'],
    [' player@example.com ', 'email'],
    ['not a login', 'unknown'],
    ['+79161234567', 'unknown'],
  ] as const)('S0 §3.5: %s is %s', (login, kind) => {
    expect(loginKind(login)).toBe(kind);
  });
});

describe('terms changed', () => {
  it.each([
    [null, 1000, true],
    [999, 1000, true],
    [1000, 1000, false],
    [2000, 1000, false],
  ] as const)('S0 §4.6: accepted at %s, terms of %i → changed %s', (accepted, updated, changed) => {
    expect(termsChanged(accepted, updated)).toBe(changed);
  });
});
