import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  REMOTE_VIEW_STATE,
  RETRY_POLICY,
  canTransition,
  nextAfterFailure,
  retryDelayMs,
  type RemoteViewState,
} from './remote-view.ts';

const { notExist, error, loading, ready } = REMOTE_VIEW_STATE;

describe('canTransition', () => {
  it.each<[string, RemoteViewState, RemoteViewState, boolean]>([
    ['not-exist → not-exist', notExist, notExist, false],
    ['not-exist → error', notExist, error, false],
    ['not-exist → loading', notExist, loading, true],
    ['not-exist → ready', notExist, ready, true],
    ['error → not-exist', error, notExist, true],
    ['error → error', error, error, false],
    ['error → loading', error, loading, true],
    ['error → ready', error, ready, false],
    ['loading → not-exist', loading, notExist, true],
    ['loading → error', loading, error, true],
    ['loading → loading', loading, loading, false],
    ['loading → ready', loading, ready, true],
    ['ready → not-exist', ready, notExist, true],
    ['ready → error', ready, error, false],
    ['ready → loading', ready, loading, false],
    ['ready → ready', ready, ready, false],
  ])('S0 §4.2: %s is allowed: %s', (_name, from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it.each<[keyof typeof REMOTE_VIEW_STATE, number]>([
    ['notExist', -2],
    ['error', -1],
    ['loading', 1],
    ['ready', 2],
  ])('S0 §4.2: state %s has code %i', (key, code) => {
    expect(REMOTE_VIEW_STATE[key]).toBe(code);
  });
});

describe('retry policy', () => {
  it.each([
    [0, 1000, 1000],
    [1, 1000, 2000],
    [2, 1000, 4000],
    [3, 500, 4000],
  ])('S0 §9: retry %i with base %i ms waits %i ms (doubling per try)', (attempt, base, expected) => {
    expect(retryDelayMs(attempt, base)).toBe(expected);
  });

  it.each([
    ['wrapper', RETRY_POLICY.wrapper, 0],
    ['remoteView', RETRY_POLICY.remoteView, 3],
    ['header', RETRY_POLICY.header, 5],
  ])('S0 §9: %s retries %i times with a 1000 ms timeout', (_name, policy, retries) => {
    expect(policy).toEqual({ retries, timeoutMs: 1000 });
  });

  it.each([
    [0, { retry: true, delayMs: 1000 }],
    [1, { retry: true, delayMs: 2000 }],
    [2, { retry: true, delayMs: 4000 }],
    [3, { retry: false }],
    [4, { retry: false }],
  ])('S0 §4.2: remote view after %i retries decides %j', (attempt, expected) => {
    expect(nextAfterFailure(attempt, RETRY_POLICY.remoteView)).toEqual(expected);
  });

  it('S0 §9: the wrapper never retries', () => {
    expect(nextAfterFailure(0, RETRY_POLICY.wrapper)).toEqual({ retry: false });
  });

  it('S0 §4.2: a policy retries exactly `retries` times and then stops', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 5000 }), (retries, timeoutMs) => {
        const policy = { retries, timeoutMs };
        let attempt = 0;
        let previous = 0;
        for (let decision = nextAfterFailure(attempt, policy); decision.retry; decision = nextAfterFailure(++attempt, policy)) {
          expect(decision.delayMs).toBe(previous === 0 ? timeoutMs : previous * 2);
          previous = decision.delayMs;
        }
        expect(attempt).toBe(retries);
      }),
    );
  });
});
