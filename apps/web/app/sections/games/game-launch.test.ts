import { describe, expect, it } from 'vitest';
import { currencyList, launchErrorView } from './game-launch.ts';

describe('S0 §3.7 game page: a refused launch in words', () => {
  it.each([
    ['UNAUTHORIZED', 'casino.launchError.signIn', 'signIn'],
    ['CURRENCY_NOT_OFFERED', 'casino.launchError.currency', 'openAccount'],
    ['GAME_UNAVAILABLE', 'casino.launchError.unavailable', null],
    ['NOT_FOUND', 'casino.launchError.unavailable', null],
    ['FORBIDDEN', 'casino.launchError.forbidden', null],
    ['ACCOUNT_FROZEN', 'casino.launchError.frozen', null],
    ['RATE_LIMITED', 'casino.launchError.busy', 'retry'],
    ['INTERNAL', 'casino.launchError.generic', 'retry'],
    [null, 'casino.launchError.generic', 'retry'],
  ])('%s → %s (%s)', (code, key, action) => {
    expect(launchErrorView(code)).toEqual({ key, action });
  });

  it('names the currencies a game accepts', () => {
    expect(currencyList(['EUR', 'USD'])).toBe('EUR, USD');
    expect(currencyList(null)).toBe('');
  });
});
