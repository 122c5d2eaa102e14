import { describe, expect, it } from 'vitest';
import {
  INITIAL_LOGIN,
  INITIAL_REGISTRATION,
  isRegistrationLeave,
  loginClicked,
  loginPopupOpened,
  loginSucceeded,
  registrationCompleted,
  registrationStarted,
} from './auth-analytics.ts';

describe('registration analytics state (S1 §4)', () => {
  it('S1 §4: starting raises the try counter, sets the call time and clears done', () => {
    const done = { tries: 2, lastCallAt: null, done: true };
    expect(registrationStarted(done, 500)).toEqual({ tries: 3, lastCallAt: 500, done: false });
  });
  it('S1 §4: completing resets the call time and marks done', () => {
    expect(registrationCompleted(registrationStarted(INITIAL_REGISTRATION, 500))).toEqual({ tries: 1, lastCallAt: null, done: true });
  });
  it.each<[string, boolean, boolean, boolean]>([
    ['started, not done, logged out', false, false, true],
    ['started and done', true, false, false],
    ['started, not done, signed in', false, true, false],
  ])('S0 §4.3, S1 §4: closing registration %s → leave event %s', (_name, completed, signedIn, expected) => {
    const started = registrationStarted(INITIAL_REGISTRATION, 1);
    const state = completed ? registrationCompleted(started) : started;
    expect(isRegistrationLeave(state, signedIn)).toBe(expected);
  });
  it('S1 §4: never started is no leave', () => {
    expect(isRegistrationLeave(INITIAL_REGISTRATION, false)).toBe(false);
  });
});

describe('login analytics state (S1 §4)', () => {
  it('S1 §4: each sign-in click raises the attempt counter; success resets it', () => {
    const twice = loginClicked(loginClicked(INITIAL_LOGIN));
    expect(twice.attempts).toBe(2);
    expect(loginSucceeded(twice).attempts).toBe(0);
  });
  it('S1 §4: the last login-popup time is kept', () => {
    expect(loginPopupOpened(INITIAL_LOGIN, 1234).lastPopupAt).toBe(1234);
  });
});
