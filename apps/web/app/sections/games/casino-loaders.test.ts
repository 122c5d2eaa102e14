import { describe, expect, it } from 'vitest';
import type { CasinoGameDetail, CasinoPromotion, CasinoRenderFace, ServerLoadContext } from '@wager/contract';
import { GUEST_VIEWER } from '@wager/contract';
import { loader as categoryLoader } from './category-page.tsx';
import { loader as gameLoader } from './game-page.tsx';
import { loader as lobbyLoader } from './lobby-page.tsx';
import { loader as gameRouteLoader } from './games-route-page.tsx';
import { loader as landingLoader } from './games-landing-page.tsx';
import { loader as lottoLoader } from './lotto-page.tsx';
import { loader as promotionLoader } from './promotion-page.tsx';
import { loader as tournamentLoader } from './tournament-page.tsx';

/**
 * The casino pages' loaders (decision 010): with the catalogue's render face they prefetch what the
 * page shows, so the server render has the games; without it they still answer (the browser loads);
 * an unknown game or a bad category slug is a 404 (S0 §5).
 */

const GAME: CasinoGameDetail = {
  id: 7, slug: 'dice-duel', name: 'Dice Duel', provider: { slug: 'wager-studio', name: 'Wager Studio' }, categories: ['crash-games'], tags: [], filter: 'dice',
  artUrl: '/a.svg', rtpBp: 9900, volatility: 'low', demo: true, route: '/crash-games/game/7/dice-duel', description: '', minBetMinor: null, maxBetMinor: null,
  currencies: null, engine: 'dice', launchable: true,
};
const KENO: CasinoGameDetail = { ...GAME, id: 13, slug: 'keno-classic', name: 'Keno Classic', filter: 'lotteries', engine: 'keno' };
const PROMOTION: CasinoPromotion = {
  id: 'weekly-reload', kind: 'promotion', title: 'Weekly reload', summary: 's', body: ['b'], terms: ['t'], badge: 'Fridays', art: { from: '#000', to: '#111' }, ctaRoute: '/office/recharge', startsAt: '2026-11-01T00:00:00.000Z', endsAt: null,
};
const calls: string[] = [];
const face: CasinoRenderFace = {
  getCasinoLobby: async ({ lang, country }) => (calls.push(`lobby ${lang} ${country}`), { rows: [{ category: { slug: 'crash-games', name: 'Crash games', gameCount: 1, route: '/crash-games' }, games: [GAME] }], providers: [] }),
  getCasinoGames: async ({ country: _country, ...query }) => (calls.push(`games ${JSON.stringify(query)}`), { games: [GAME], total: 1, nextOffset: null }),
  getCasinoCategories: async () => [],
  getCasinoProviders: async () => [],
  getCasinoGame: async (id) => [GAME, KENO].find((game) => game.id === id) ?? null,
  getCasinoGameBySlug: async (slug) => [GAME, KENO].find((game) => game.slug === slug) ?? null,
  searchCasino: async () => ({ games: [], providers: [] }),
  getCasinoPromotions: async () => ({ promotions: [PROMOTION] }),
  getCasinoPromotion: async (id) => (id === PROMOTION.id ? PROMOTION : null),
  getCasinoTournaments: async () => ({ now: '2026-11-24T12:00:00.000Z', tournaments: [] }),
  getCasinoTournament: async (id, query) => (calls.push(`tournament ${id} ${query.userId}`), null),
};

function context(withFace: boolean, country: string | null = null): ServerLoadContext {
  return { lng: 'en', viewer: GUEST_VIEWER, services: withFace ? face : {}, cspNonce: '', site: {}, country } as unknown as ServerLoadContext;
}
const args = (url: string, params: Record<string, string>, withFace = true, country: string | null = null) =>
  ({ request: new Request(url), params, context: context(withFace, country) }) as never;
const status = (error: unknown) => (error as { init?: { status?: number } }).init?.status;

describe('casino loaders (decision 010; S0 §2.2, §3.7, §5)', () => {
  it('S0 §2.2: a category page prefetches its first page with the URL\'s filter and sort', async () => {
    calls.length = 0;
    const answer = await categoryLoader(args('http://x/en/crash-games?filter=dice&sort=rtp', { lng: 'en' }));
    expect(answer.scope).toEqual({ category: 'crash-games' });
    expect(calls).toContain(`games ${JSON.stringify({ category: 'crash-games', filter: 'dice', sort: 'rtp', limit: 48, lang: 'en', offset: 0 })}`);
    expect(JSON.stringify(answer.dehydratedState)).toContain('Dice Duel');
  });

  it('S0 §5: a bad category slug and an unknown game answer 404', async () => {
    await expect(categoryLoader(args('http://x/en/casino/Bad_Slug', { lng: 'en', subcategory: 'Bad_Slug' }))).rejects.toSatisfy((error) => status(error) === 404);
    await expect(gameLoader(args('http://x/en/slots/game/99/x', { lng: 'en', gameId: '99', gameName: 'x' }))).rejects.toSatisfy((error) => status(error) === 404);
    await expect(gameLoader(args('http://x/en/slots/game/abc/x', { lng: 'en', gameId: 'abc', gameName: 'x' }))).rejects.toSatisfy((error) => status(error) === 404);
  });

  it('S0 §3.7: a game page prefetches the game and its similar games', async () => {
    const answer = await gameLoader(args('http://x/en/crash-games/game/7/dice-duel', { lng: 'en', gameId: '7', gameName: 'dice-duel' }));
    expect(answer.id).toBe(7);
    expect(JSON.stringify(answer.dehydratedState)).toContain('"engine":"dice"');
  });

  it('decision 018: the server render leaves out what the visitor\'s country may not see (the request context\'s country)', async () => {
    calls.length = 0;
    await lobbyLoader(args('http://x/en/casino', { lng: 'en' }, true, 'GB'));
    expect(calls).toContain('lobby en GB');
  });

  it('decision 010: without the catalogue face the pages still render (the browser loads the data)', async () => {
    expect((await lobbyLoader(args('http://x/en/casino', { lng: 'en' }, false))).dehydratedState).toBeUndefined();
    expect((await gameLoader(args('http://x/en/slots/game/99/x', { lng: 'en', gameId: '99', gameName: 'x' }, false))).id).toBe(99);
  });

  it('S0 §2.2: games/{gameRoute} renders the game of that slug; a missing game route falls back to the games index', async () => {
    const answer = await gameRouteLoader(args('http://x/en/games/dice-duel', { lng: 'en', gameRoute: 'dice-duel' }));
    expect(answer.id).toBe(7);
    expect(JSON.stringify(answer.dehydratedState)).toContain('Dice Duel');
    for (const gameRoute of ['no-such-game', 'Bad_Route']) {
      const redirect = await gameRouteLoader(args(`http://x/en/games/${gameRoute}`, { lng: 'en', gameRoute })).catch((error: unknown) => error);
      expect(redirect).toBeInstanceOf(Response);
      expect((redirect as Response).headers.get('Location')).toBe('/en/games');
    }
  });

  it('S0 §2.2: games-landing/{landingRoute} prefetches the category\'s grid; an unknown landing is a 404', async () => {
    calls.length = 0;
    const answer = await landingLoader(args('http://x/en/games-landing/crash-games', { lng: 'en', landingRoute: 'crash-games' }));
    expect(answer.slug).toBe('crash-games');
    expect(calls.some((call) => call.includes('"category":"crash-games"'))).toBe(true);
    await expect(landingLoader(args('http://x/en/games-landing/nope', { lng: 'en', landingRoute: 'nope' }))).rejects.toSatisfy((error) => status(error) === 404);
  });

  it('S0 §2.2 lotto/view/{lottoId}: a lottery game by id or slug renders its game page; a game that is not a lottery is a 404', async () => {
    expect((await lottoLoader(args('http://x/en/lotto/view/13', { lng: 'en', sectionName: 'view', lottoId: '13' }))).gameId).toBe(13);
    expect((await lottoLoader(args('http://x/en/lotto/view/keno-classic', { lng: 'en', sectionName: 'view', lottoId: 'keno-classic' }))).gameId).toBe(13);
    await expect(lottoLoader(args('http://x/en/lotto/view/dice-duel', { lng: 'en', sectionName: 'view', lottoId: 'dice-duel' }))).rejects.toSatisfy((error) => status(error) === 404);
    expect((await lottoLoader(args('http://x/en/lotto', { lng: 'en' }))).view).toBe('index');
    expect((await lottoLoader(args('http://x/en/lotto/results', { lng: 'en', sectionName: 'results' }))).view).toBe('results');
  });

  it('S0 §2.2 bonus/casino/promotions/{id}: a known promotion is prefetched, an unknown one is a 404', async () => {
    expect(JSON.stringify((await promotionLoader(args('http://x/en/bonus/casino/promotions/weekly-reload', { lng: 'en', id: 'weekly-reload' }))).dehydratedState)).toContain('Weekly reload');
    await expect(promotionLoader(args('http://x/en/bonus/casino/landing-nope', { lng: 'en', id: 'landing-nope' }))).rejects.toSatisfy((error) => status(error) === 404);
  });

  it('S0 §2.2 bonus/casino/tournaments/{id}: the loader asks with the viewer; an unknown tournament is a 404', async () => {
    calls.length = 0;
    await expect(tournamentLoader(args('http://x/en/bonus/casino/tournaments/nope', { lng: 'en', id: 'nope' }))).rejects.toSatisfy((error) => status(error) === 404);
    expect(calls).toContain('tournament nope null');
  });
});
