import { describe, expect, it } from 'vitest';
import type { CasinoLobby } from '@wager/contract';
import { idParam, landingOf, slugParam } from './casino-landings.ts';

const LOBBY: CasinoLobby = {
  rows: [{ category: { slug: 'crash-games', name: 'Crash games', gameCount: 14, route: '/crash-games' }, games: [] }],
  providers: [{ slug: 'wager-studio', name: 'Wager Studio', gameCount: 7, artUrl: '/p.svg' }],
};

describe('games routes (S0 §2.2 games/{gameRoute}, games-landing/{landingRoute})', () => {
  it.each([
    ['gates-of-fortune', 'gates-of-fortune'],
    ['keno-7', 'keno-7'],
    ['Gates', null],
    ['a--b', null],
    ['a_b', null],
    [undefined, null],
  ])('S0 §5: %s as a slug param is %s', (value, expected) => {
    expect(slugParam(value)).toBe(expected);
  });

  it.each([
    ['17', 17],
    ['0', null],
    ['x1', null],
    ['1234567890', null],
  ])('a numeric game id %s is %s', (value, expected) => {
    expect(idParam(value)).toBe(expected);
  });

  it('S0 §2.2: a landing is a category first, then a provider; anything else none (404)', () => {
    expect(landingOf('crash-games', LOBBY)).toEqual({ scope: { category: 'crash-games' }, kind: 'category', title: 'Crash games', gameCount: 14 });
    expect(landingOf('wager-studio', LOBBY)).toEqual({ scope: { provider: 'wager-studio' }, kind: 'provider', title: 'Wager Studio', gameCount: 7 });
    expect(landingOf('nothing-here', LOBBY)).toBeNull();
    expect(landingOf(null, LOBBY)).toBeNull();
  });
});
