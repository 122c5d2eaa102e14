import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACTIVITY_EVENTS,
  ACTIVITY_THROTTLE_MS,
  AUTH_REFRESH_INTERVAL_MS,
  SESSION_CHECK_RETRY,
  TERMS_CHECK_INTERVAL_MS,
  TOKEN_REQUEST_CACHE_MS,
  autoLogoffTimeoutMs,
  decideOnReturn,
  isAutoLogoffActive,
  isIdleExpired,
  isTokenRequestFresh,
  isTokenValid,
  msUntilIdle,
  parseLastActive,
  sessionCheckDelayMs,
  shouldRecordActivity,
  shouldRefreshAuth,
} from './auto-logoff.ts';

const MINUTE = 60_000;

describe('constants (S0 §9, S1 §9)', () => {
  it('S0 §9: auth refresh 60000 ms, activity throttle 100 ms, token cache 60 s, session retry 2 at 1500 ms', () => {
    expect(AUTH_REFRESH_INTERVAL_MS).toBe(60_000);
    expect(ACTIVITY_THROTTLE_MS).toBe(100);
    expect(TOKEN_REQUEST_CACHE_MS).toBe(60_000);
    expect(SESSION_CHECK_RETRY).toEqual({ retries: 2, delayMs: 1500 });
  });
  it('S1 §9: the terms check runs every 60 s', () => {
    expect(TERMS_CHECK_INTERVAL_MS).toBe(60_000);
  });
  it('S0 §4.4: mouse, keyboard, touch, wheel and resize are activity', () => {
    expect(ACTIVITY_EVENTS).toEqual(expect.arrayContaining(['mousemove', 'keydown', 'touchstart', 'wheel', 'resize']));
  });
});

describe('autoLogoffTimeoutMs (S0 §4.4, §9: config minutes × 60000 ms)', () => {
  it.each<[string, boolean, number, number | null]>([
    ['enabled, 15 minutes', true, 15, 15 * MINUTE],
    ['enabled, 1 minute', true, 1, MINUTE],
    ['enabled, 0.5 minute', true, 0.5, 30_000],
    ['disabled', false, 15, null],
    ['enabled, 0 minutes (misconfigured)', true, 0, null],
    ['enabled, negative', true, -5, null],
    ['enabled, NaN', true, Number.NaN, null],
  ])('S0 §4.4: %s → %s', (_name, enabled, minutes, expected) => {
    expect(autoLogoffTimeoutMs({ enabled, minutes })).toBe(expected);
  });

  it.each<[boolean, boolean, boolean]>([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('S0 §4.4, §6: enabled=%s signed-in=%s → active %s', (enabled, signedIn, expected) => {
    expect(isAutoLogoffActive({ enabled, minutes: 10 }, signedIn)).toBe(expected);
  });
});

describe('parseLastActive (S0 §4.4: last-active time is stored)', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1700000000000', 1_700_000_000_000],
    ['1700000000000.7', 1_700_000_000_000],
    [null, null],
    [undefined, null],
    ['', null],
    ['  ', null],
    ['abc', null],
    ['-1', null],
    ['0', null],
    ['Infinity', null],
  ])('S0 §4.4: %j → %s', (stored, expected) => {
    expect(parseLastActive(stored)).toBe(expected);
  });
});

describe('shouldRecordActivity (S0 §9: throttle 100 ms)', () => {
  it.each<[string, number | null, number, boolean]>([
    ['first event', null, 1000, true],
    ['50 ms later', 1000, 1050, false],
    ['99 ms later', 1000, 1099, false],
    ['exactly 100 ms later', 1000, 1100, true],
    ['1 s later', 1000, 2000, true],
    ['clock went backwards', 5000, 1000, true],
  ])('S0 §9: %s → %s', (_name, last, now, expected) => {
    expect(shouldRecordActivity(last, now)).toBe(expected);
  });
});

describe('isIdleExpired and decideOnReturn (S0 §4.4)', () => {
  const timeoutMs = 10 * MINUTE;
  it.each<[string, number | null, number, boolean, boolean]>([
    ['active just now', 1_000_000, 1_000_000, false, false],
    ['one ms before the timeout', 1_000_000, 1_000_000 + timeoutMs - 1, false, false],
    ['exactly at the timeout', 1_000_000, 1_000_000 + timeoutMs, false, true],
    ['long after the timeout', 1_000_000, 1_000_000 + 3 * timeoutMs, false, true],
    ['after the timeout but media is playing', 1_000_000, 1_000_000 + 3 * timeoutMs, true, false],
    ['never recorded', null, 1_000_000, false, false],
  ])('S0 §4.4: %s → idle %s', (_name, lastActiveAt, now, mediaPlaying, expected) => {
    expect(isIdleExpired({ lastActiveAt, now, timeoutMs, mediaPlaying })).toBe(expected);
    expect(decideOnReturn({ lastActiveAt, now, timeoutMs, mediaPlaying })).toBe(expected ? 'logoff' : 'continue');
  });

  it.each<[number | null, number, number]>([
    [1000, 1000, timeoutMs],
    [1000, 1000 + MINUTE, timeoutMs - MINUTE],
    [1000, 1000 + timeoutMs + 5, 0],
    [null, 5000, timeoutMs],
  ])('S0 §4.4: last active %s, now %i → logoff timer waits %i ms', (lastActiveAt, now, expected) => {
    expect(msUntilIdle({ lastActiveAt, now, timeoutMs })).toBe(expected);
  });

  it('S0 §4.4: the timer fires exactly when the player becomes idle (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e8 }), (last, elapsed, timeout) => {
        const now = last + elapsed;
        const wait = msUntilIdle({ lastActiveAt: last, now, timeoutMs: timeout });
        expect(isIdleExpired({ lastActiveAt: last, now: now + wait, timeoutMs: timeout })).toBe(true);
        if (wait > 0) expect(isIdleExpired({ lastActiveAt: last, now: now + wait - 1, timeoutMs: timeout })).toBe(false);
      }),
    );
  });
});

describe('shouldRefreshAuth (S0 §4.4, §9: every 60 s, only while visible)', () => {
  it.each<[string, boolean, number | null, number, boolean]>([
    ['visible, never refreshed', true, null, 0, true],
    ['visible, 59 s since the last', true, 0, 59_999, false],
    ['visible, 60 s since the last', true, 0, 60_000, true],
    ['hidden, 5 minutes since the last', false, 0, 300_000, false],
    ['hidden, never refreshed', false, null, 0, false],
  ])('S0 §4.4: %s → %s', (_name, visible, lastRefreshAt, now, expected) => {
    expect(shouldRefreshAuth({ visible, lastRefreshAt, now })).toBe(expected);
  });
});

describe('sessionCheckDelayMs (S0 §4.4, §9: 2 retries at 1500 ms)', () => {
  it.each<[number, number | null]>([
    [0, 0],
    [1, 1500],
    [2, 1500],
    [3, null],
    [-1, null],
    [1.5, null],
  ])('S0 §9: try %i waits %s', (attempt, expected) => {
    expect(sessionCheckDelayMs(attempt)).toBe(expected);
  });
});

describe('tokens (S0 §4.4, §7, §9)', () => {
  it.each<[number, number, boolean]>([
    [1000, 1000, true],
    [1000, 60_999, true],
    [1000, 61_000, false],
    [1000, 999, false],
  ])('S0 §9: a token request started at %i is shared at %i: %s', (startedAt, now, expected) => {
    expect(isTokenRequestFresh(startedAt, now)).toBe(expected);
  });

  it.each<[string, string | null, number | null, boolean]>([
    ['present, expires later', 'abc', 2000, true],
    ['present, expires now', 'abc', 1000, false],
    ['present, expired', 'abc', 500, false],
    ['absent', null, 2000, false],
    ['empty', '', 2000, false],
    ['no expiry', 'abc', null, false],
  ])('S0 §4.4: token %s → valid %s', (_name, value, expiresAt, expected) => {
    expect(isTokenValid({ value, expiresAt }, 1000)).toBe(expected);
  });
});
