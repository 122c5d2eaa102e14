import { describe, expect, it } from 'vitest';
import { formatRtp, gameHref, gridParamsOf, gridQuery, gridScopeOf } from './casino-routes.ts';

describe('casino routes → what the page lists (S0 §2.2 casino routes)', () => {
  it.each([
    ['/slots', { category: 'slots' }],
    ['/slots/megaways', { category: 'megaways' }],
    ['/slots/vulkan', { category: 'slots-vulkan' }],
    ['/casino/jackpots', { category: 'jackpots' }],
    ['/live-casino', { category: 'live-casino' }],
    ['/bingo', { category: 'bingo' }],
    ['/fishinghunting', { category: 'fishinghunting' }],
    ['/poker', { category: 'poker' }],
    ['/poker/holdem', { category: 'poker' }],
    ['/tvgames', { category: 'tvgames' }],
    ['/scratchcards', { category: 'scratchcards' }],
    ['/keno', { category: 'keno' }],
    ['/virtualsports', { category: 'virtualsports' }],
    ['/fast-games', { category: 'fast-games' }],
    ['/fast-bet', { category: 'fast-bet' }],
    ['/asian-games', { category: 'asian-games' }],
    ['/card-games', { category: 'card-games' }],
    ['/crash-games', { category: 'crash-games' }],
    ['/skill-games', { category: 'skill-games' }],
    ['/othergames', { category: 'othergames' }],
    ['/games', {}],
    ['/providers/wager-studio', { provider: 'wager-studio' }],
  ])('S0 §2.2: %s lists %j', (path, scope) => {
    expect(gridScopeOf(path)).toEqual(scope);
  });

  it.each(['/casino', '/casino-lobby', '/providers', '/casino-search', '/my-casino', '/slots/game/12/gates', '/casino/jackpots/game/1/x', '/casino/Bad_Slug', '/'])(
    'S0 §2.2: %s is not a grid page',
    (path) => {
      expect(gridScopeOf(path)).toBeNull();
    },
  );

  it('S1 §3: filter and sort come from the URL; unknown values fall back to all games, popular first', () => {
    expect(gridParamsOf(new URLSearchParams('filter=dice&sort=rtp'))).toEqual({ filter: 'dice', sort: 'rtp' });
    expect(gridParamsOf(new URLSearchParams('filter=roulette&sort=random'))).toEqual({ filter: undefined, sort: 'popular' });
    expect(gridQuery({ category: 'slots' }, { filter: 'slots', sort: 'new' }, 'ru')).toEqual({ category: 'slots', filter: 'slots', sort: 'new', limit: 48, lang: 'ru' });
    expect(gridQuery({}, { sort: 'az' }, 'en')).toEqual({ sort: 'az', limit: 48, lang: 'en' });
  });

  it('S0 §3.7: a game route gets the language prefix; RTP reads as a percentage in the language', () => {
    expect(gameHref('en', '/slots/game/12/gates-of-fortune')).toBe('/en/slots/game/12/gates-of-fortune');
    expect(formatRtp(9650, 'en')).toBe('96.5%');
    expect(formatRtp(9712, 'ru').replace(/\s/g, ' ')).toBe('97,12 %');
  });
});
