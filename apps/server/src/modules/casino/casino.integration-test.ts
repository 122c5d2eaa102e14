import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CasinoCategoriesAnswer,
  CasinoFavouriteAnswer,
  CasinoGameDetail,
  CasinoGamesPage,
  CasinoLobby,
  CasinoProvidersAnswer,
  CasinoSearchAnswer,
  GamesPreviewLiteAnswer,
  HomeShowcase,
  MyCasinoGames,
  STUDIO_ENGINES,
  ThirdPartyPartitionsAnswer,
} from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { REGISTRATION_BASE, createBrowser, uniqueEmail } from '../identity/identity.test-support.ts';
import { generateCatalogue } from './internal/seed/catalogue.ts';
import { casinoFixtures } from './testing/fixtures.repository.ts';

// The casino catalogue on the real server, PGlite or PostgreSQL (docs/decisions/018-casino-catalogue.md;
// S0 §2.2 casino routes, §3.7 game preview, §7 games preview lite; S1 §3 game filters).

type Method = 'GET' | 'PUT' | 'DELETE';
const SEED = generateCatalogue();
const blockedInGb = SEED.games.find((g) => g.blockedCountries.includes('GB'))!;

describe('casino catalogue (decision 018)', () => {
  let t: TestApp;
  beforeAll(async () => {
    vi.stubEnv('GEO_COUNTRY_HEADER', 'cf-ipcountry');
    t = await createTestApp();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t?.close();
  });

  const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  async function json<T>(url: string, schema: { parse(v: unknown): T }, headers: Record<string, string> = {}): Promise<T> {
    const response = await get(url, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return schema.parse(response.json());
  }

  async function signedInPlayer() {
    const browser = createBrowser(t.app, { lng: 'en' });
    const registered = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'full_reg', email: uniqueEmail(), password: 'casino password 1' });
    expect(registered.statusCode, registered.body).toBe(201);
    const userId = (registered.json() as { userId?: number }).userId ?? Number((await browser.get('/web-api/session')).json().userId);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const call = (method: Method, url: string, options: { csrf?: boolean; headers?: Record<string, string> } = {}) =>
      t.app.inject({ method, url, remoteAddress: browser.ip, headers: { cookie, ...(options.csrf === false ? {} : { 'x-requested-with': 'XMLHttpRequest' }), ...options.headers } });
    return { call, userId };
  }

  it('decision 018: the seed is ~400 games over 12 providers; Wager Studio has the 7 in-house engines; every non-live game has an engine', () => {
    expect(SEED.games.length).toBeGreaterThanOrEqual(380);
    expect(SEED.providers).toHaveLength(12);
    const studio = SEED.games.filter((g) => g.providerSlug === 'wager-studio');
    expect(studio.map((g) => g.engine).sort()).toEqual([...STUDIO_ENGINES].sort());
    for (const g of SEED.games) {
      if (g.tags.includes('live')) expect(g.engine, g.name).toBeNull();
      else expect(STUDIO_ENGINES, g.name).toContain(g.engine);
    }
    // The same catalogue on every call (ids, names, art).
    expect(generateCatalogue()).toEqual(SEED);
  });

  it('S0 §2.2: the categories cover every casino route', async () => {
    const { categories } = await json('/bff-api/casino/categories?lang=en', CasinoCategoriesAnswer);
    const slugs = categories.map((c) => c.slug);
    for (const route of ['slots', 'live-casino', 'bingo', 'fishinghunting', 'poker', 'tvgames', 'scratchcards', 'keno', 'virtualsports', 'fast-games', 'fast-bet', 'asian-games', 'card-games', 'crash-games', 'skill-games', 'othergames', 'jackpots', 'new', 'popular']) {
      expect(slugs).toContain(route);
    }
    expect(categories.every((c) => c.gameCount > 0)).toBe(true);
    expect(categories.find((c) => c.slug === 'slots')).toMatchObject({ name: 'Slots', route: '/slots' });
    const ru = await json('/bff-api/casino/categories?lang=ru', CasinoCategoriesAnswer);
    expect(ru.categories.find((c) => c.slug === 'slots')!.name).toBe('Слоты');
  });

  it('decision 018: the lobby is a row per category (at most perRow games) and the providers, gzipped once', async () => {
    const lobby = await json('/bff-api/casino/lobby?lang=en&perRow=6', CasinoLobby);
    expect(lobby.rows.length).toBeGreaterThanOrEqual(19);
    expect(lobby.rows.every((r) => r.games.length > 0 && r.games.length <= 6)).toBe(true);
    expect(lobby.rows[0]!.category.slug).toBe('slots');
    expect(lobby.providers).toHaveLength(12);
    const zipped = await get('/bff-api/casino/lobby?lang=en&perRow=6', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=60');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(lobby);
    expect((await get('/bff-api/casino/lobby?perRow=99')).statusCode).toBe(400);
  });

  it('S1 §3: games by category, provider, tag and filter, each sort, and paging', async () => {
    const slots = await json('/bff-api/casino/games?category=slots&limit=10', CasinoGamesPage);
    expect(slots.games).toHaveLength(10);
    expect(slots.total).toBeGreaterThan(150);
    expect(slots.nextOffset).toBe(10);
    expect(slots.games.every((g) => g.categories.includes('slots'))).toBe(true);
    const last = await json(`/bff-api/casino/games?category=slots&limit=10&offset=${slots.total - 3}`, CasinoGamesPage);
    expect(last.games).toHaveLength(3);
    expect(last.nextOffset).toBeNull();

    const studio = await json('/bff-api/casino/games?provider=wager-studio&sort=az', CasinoGamesPage);
    expect(studio.total).toBe(7);
    const names = studio.games.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const live = await json('/bff-api/casino/games?tag=live&limit=96', CasinoGamesPage);
    expect(live.games.every((g) => g.tags.includes('live'))).toBe(true);
    const lotteries = await json('/bff-api/casino/games?filter=lotteries&limit=96', CasinoGamesPage);
    expect(lotteries.total).toBeGreaterThan(0);
    expect(lotteries.games.every((g) => g.filter === 'lotteries')).toBe(true);

    const popular = await json('/bff-api/casino/games?limit=20', CasinoGamesPage);
    expect(popular.games[0]!.name).toBe('Gates of Fortune');
    const rtp = (await json('/bff-api/casino/games?sort=rtp&limit=50', CasinoGamesPage)).games.map((g) => g.rtpBp ?? -1);
    expect(rtp).toEqual([...rtp].sort((a, b) => b - a));
    const newest = await json('/bff-api/casino/games?sort=new&limit=5', CasinoGamesPage);
    expect(newest.games[0]!.tags).toContain('new');

    expect((await get('/bff-api/casino/games?category=no-such')).json().error.code).toBe('NOT_FOUND');
    expect((await get('/bff-api/casino/games?provider=no-such')).statusCode).toBe(404);
    expect((await get('/bff-api/casino/games?sort=random')).statusCode).toBe(400);
    expect((await get('/bff-api/casino/games?limit=500')).statusCode).toBe(400);
  });

  it('S0 §3.7: a game page has its details; live tables have no engine and cannot be launched; unknown ids are 404', async () => {
    const gates = await json('/bff-api/casino/games/1?lang=en', CasinoGameDetail);
    expect(gates).toMatchObject({ id: 1, name: 'Gates of Fortune', engine: 'slots', launchable: true, demo: true, route: '/slots/game/1/gates-of-fortune' });
    expect(gates.provider).toEqual({ slug: 'wager-studio', name: 'Wager Studio' });
    expect(gates.artUrl).toMatch(/^\/bff-api\/casino\/art\/1\.svg/);
    expect((await json('/bff-api/casino/games/1?lang=ru', CasinoGameDetail)).name).toBe('Врата удачи');
    const roulette = await json('/bff-api/casino/games/3', CasinoGameDetail);
    expect(roulette).toMatchObject({ engine: null, launchable: false, demo: false, route: '/casino/game/3/lightning-roulette' });
    expect((await get('/bff-api/casino/games/99999')).json().error.code).toBe('NOT_FOUND');
    expect((await get('/bff-api/casino/games/abc')).statusCode).toBe(400);
  });

  it('decision 018: search is instant and typo tolerant, English and Russian', async () => {
    const typo = await json(`/bff-api/casino/search?q=${encodeURIComponent('gats of fortun')}`, CasinoSearchAnswer);
    expect(typo.games[0]!.name).toBe('Gates of Fortune');
    const typing = await json('/bff-api/casino/search?q=crash%20ro', CasinoSearchAnswer);
    expect(typing.games[0]!.name).toBe('Crash Rocket');
    const ru = await json(`/bff-api/casino/search?q=${encodeURIComponent('врата')}&lang=ru`, CasinoSearchAnswer);
    expect(ru.games[0]!.name).toBe('Врата удачи');
    const provider = await json('/bff-api/casino/search?q=velvet', CasinoSearchAnswer);
    expect(provider.providers[0]!.slug).toBe('velvet-table');
    const limited = await json('/bff-api/casino/search?q=golden&limit=3', CasinoSearchAnswer);
    expect(limited.games.length).toBeLessThanOrEqual(3);
    expect((await get('/bff-api/casino/search?q=')).statusCode).toBe(400);
  });

  it('S0 §7: games preview lite groups every game by S1 §3 type with the S0 §3.7 fields; a bearer header changes nothing', async () => {
    const answer = await json('/bff-api/casino/games-preview-lite?lng=en&includeCategories=true', GamesPreviewLiteAnswer, { authorization: 'Bearer whatever' });
    expect(answer.Success).toBe(true);
    expect(answer.Value.map((v) => v.gameType).sort()).toEqual(['cards', 'climb', 'dice', 'lotteries', 'other', 'slots']);
    expect(answer.Value.reduce((n, v) => n + v.games.length, 0)).toBe(SEED.games.length);
    const gates = answer.Value.find((v) => v.gameType === 'slots')!.games.find((g) => g.GT === 1)!;
    expect(gates).toMatchObject({ GN: 'Gates of Fortune', R: '/slots/game/1/gates-of-fortune', OR: null });
    expect(gates.CRID[0]).toBe(answer.Categories!.find((c) => c.TR === 'Slots')!.RI);
    expect(gates.GF).toContain('jackpot');
    const plain = await json('/bff-api/casino/games-preview-lite', GamesPreviewLiteAnswer);
    expect(plain.Categories).toBeUndefined();
  });

  it('S1 §7: list-available-partitions answers success and the third-party sections that have games, each with its route', async () => {
    const answer = await json('/third-party/api/list-available-partitions?lang=en', ThirdPartyPartitionsAnswer);
    expect(answer.success).toBe(true);
    const categories = (await json('/bff-api/casino/categories?lang=en', CasinoCategoriesAnswer)).categories;
    expect(answer.listAvailablePartitions).toEqual(categories.filter((c) => c.gameCount > 0));
    expect(answer.listAvailablePartitions.map((p) => p.route)).toContain('/slots');
    expect((await get('/third-party/api/list-available-partitions?lang=english')).statusCode).toBe(400);
  });

  it('decision 018: generated cover art is an immutable SVG with the title, for games and providers', async () => {
    const art = await get('/bff-api/casino/art/3.svg');
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(art.body).toContain('Lightning Roulette');
    expect(art.body).not.toMatch(/<image|href=|url\(http|@import/);
    expect((await get('/bff-api/casino/art/3.svg')).body).toBe(art.body);
    const apostrophe = SEED.games.find((g) => g.name.includes("'"))!;
    expect((await get(`/bff-api/casino/art/${apostrophe.id}.svg`)).body).toContain('&#39;');
    const provider = await get('/bff-api/casino/art/provider/wager-studio.svg');
    expect(provider.statusCode).toBe(200);
    expect(provider.body).toContain('Wager Studio');
    expect((await get('/bff-api/casino/art/99999.svg')).statusCode).toBe(404);
    expect((await get('/bff-api/casino/art/provider/nobody.svg')).statusCode).toBe(404);
    expect((await get('/bff-api/casino/art/..%2Fx.svg')).statusCode).toBe(400);
  });

  it('decision 018: a game blocked for the visitor\'s country is left out everywhere and its page is 404', async () => {
    const gb = { 'cf-ipcountry': 'GB' };
    expect((await get(`/bff-api/casino/games/${blockedInGb.id}`, gb)).statusCode).toBe(404);
    expect((await get(`/bff-api/casino/games/${blockedInGb.id}`, { 'cf-ipcountry': 'DE' })).statusCode).toBe(200);
    const all = await json('/bff-api/casino/games?limit=96', CasinoGamesPage);
    const inGb = await json('/bff-api/casino/games?limit=96', CasinoGamesPage, gb);
    expect(inGb.total).toBe(all.total - SEED.games.filter((g) => g.blockedCountries.includes('GB')).length);
    const preview = await json('/bff-api/casino/games-preview-lite', GamesPreviewLiteAnswer, gb);
    expect(preview.Value.flatMap((v) => v.games).some((g) => g.GT === blockedInGb.id)).toBe(false);
    const search = await json(`/bff-api/casino/search?q=${encodeURIComponent(blockedInGb.name)}`, CasinoSearchAnswer, gb);
    expect(search.games.some((g) => g.id === blockedInGb.id)).toBe(false);
    const lobby = await json('/bff-api/casino/lobby?perRow=48', CasinoLobby, gb);
    expect(lobby.rows.flatMap((r) => r.games).some((g) => g.id === blockedInGb.id)).toBe(false);
    // The launch module's view (decision 018): null where the game is not offered.
    expect(await t.app.casino.directory.launchInfo(blockedInGb.id, 'GB')).toBeNull();
    // And the launch itself (decision 019) reads the same header: a GB visitor cannot start it.
    const playable = SEED.games.find((g) => g.blockedCountries.includes('GB') && g.demo && g.engine !== null)!;
    const launch = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/web-api/casino/launch', headers, payload: { gameId: playable.id, mode: 'demo' } });
    expect((await launch(gb)).statusCode).toBe(404);
    expect((await launch({ 'cf-ipcountry': 'DE' })).statusCode).toBe(200);
    expect(await t.app.casino.directory.launchInfo(blockedInGb.id, 'gb')).toBeNull();
    expect(await t.app.casino.directory.launchInfo(blockedInGb.id, null)).not.toBeNull();
  });

  it('decision 018: launchInfo tells the launch module the engine, demo, currencies and route', async () => {
    expect(await t.app.casino.directory.launchInfo(2, null)).toEqual({
      gameId: 2,
      slug: 'crash-rocket',
      name: 'Crash Rocket',
      providerSlug: 'wager-studio',
      aggregator: 'studio',
      engine: 'crash',
      demo: true,
      currencies: null,
      route: '/casino/game/2/crash-rocket',
    });
    expect(await t.app.casino.directory.launchInfo(3, 'DE')).toMatchObject({ engine: null, demo: false });
    expect(await t.app.casino.directory.launchInfo(99999, null)).toBeNull();
  });

  it('S0 §2.2 my-casino: a guest has no server favourites or recent games: 401 UNAUTHORIZED', async () => {
    for (const [method, url] of [
      ['GET', '/web-api/casino/favourites'],
      ['PUT', '/web-api/casino/favourites/1'],
      ['DELETE', '/web-api/casino/favourites/1'],
      ['GET', '/web-api/casino/recent'],
    ] as [Method, string][]) {
      const response = await t.app.inject({ method, url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('S0 §2.2 my-casino/favorites: star and unstar are idempotent, newest first, CSRF-guarded, 404 for an unknown game', async () => {
    const player = await signedInPlayer();
    const put = async (id: number) => CasinoFavouriteAnswer.parse((await player.call('PUT', `/web-api/casino/favourites/${id}`)).json());
    expect(await put(5)).toEqual({ gameId: 5, favourite: true, changed: true });
    expect(await put(5)).toEqual({ gameId: 5, favourite: true, changed: false });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put(1);
    const list = await player.call('GET', '/web-api/casino/favourites?lang=ru');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(MyCasinoGames.parse(list.json()).games.map((g) => [g.id, g.name])).toEqual([
      [1, 'Врата удачи'],
      [5, 'Конфетная бонанза'],
    ]);
    const csrf = await player.call('PUT', '/web-api/casino/favourites/7', { csrf: false });
    expect(csrf.statusCode).toBe(403);
    expect((await player.call('PUT', '/web-api/casino/favourites/99999')).json().error.code).toBe('NOT_FOUND');
    const removed = await player.call('DELETE', '/web-api/casino/favourites/5');
    expect(CasinoFavouriteAnswer.parse(removed.json())).toEqual({ gameId: 5, favourite: false, changed: true });
    expect((await player.call('DELETE', '/web-api/casino/favourites/5')).json()).toEqual({ gameId: 5, favourite: false, changed: false });
    expect(MyCasinoGames.parse((await player.call('GET', '/web-api/casino/favourites')).json()).games.map((g) => g.id)).toEqual([1]);
  });

  it('decision 018: at most 200 favourite games; the 201st is 409 FAVOURITES_LIMIT and writes nothing', async () => {
    const player = await signedInPlayer();
    const ids = SEED.games.filter((g) => g.blockedCountries.length === 0).map((g) => g.id);
    // 199 rows straight into the module's own table, then the API takes the last place and refuses the next.
    await casinoFixtures(t.data).addFavourites(player.userId, ids.slice(0, 199));
    expect((await player.call('PUT', `/web-api/casino/favourites/${ids[199]}`)).statusCode).toBe(200);
    const refused = await player.call('PUT', `/web-api/casino/favourites/${ids[200]}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('FAVOURITES_LIMIT');
    // A repeat of one already starred is still fine at the limit.
    expect((await player.call('PUT', `/web-api/casino/favourites/${ids[0]}`)).json()).toMatchObject({ favourite: true, changed: false });
    expect(MyCasinoGames.parse((await player.call('GET', '/web-api/casino/favourites')).json()).games).toHaveLength(200);
  });

  it('decision 018: recently played keeps the last 50, newest first, a repeat moving to the top', async () => {
    const player = await signedInPlayer();
    const ids = SEED.games.filter((g) => g.blockedCountries.length === 0).map((g) => g.id).slice(0, 55);
    let now = Date.UTC(2026, 10, 1);
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      for (const id of ids) await t.app.casino.directory.recordPlayed(player.userId, id);
      await t.app.casino.directory.recordPlayed(player.userId, ids[10]!);
      await t.app.casino.directory.recordPlayed(player.userId, 99999);
    } finally {
      vi.restoreAllMocks();
    }
    const recent = MyCasinoGames.parse((await player.call('GET', '/web-api/casino/recent')).json()).games.map((g) => g.id);
    expect(recent).toHaveLength(50);
    expect(recent[0]).toBe(ids[10]);
    expect(recent[1]).toBe(ids[54]);
    expect(recent).not.toContain(ids[0]);
  });

  it('decision 018: the seed inserts only what is missing: an operator edit survives a restart', async () => {
    const fixtures = casinoFixtures(t.data);
    await fixtures.renameGame(1, 'Gates of Fortune Deluxe');
    await fixtures.unlinkCategory(6, 'vulkan');
    await t.app.casino.service.seedDemo();
    const gates = await json('/bff-api/casino/games/1', CasinoGameDetail);
    expect(gates.name).toBe('Gates of Fortune Deluxe');
    expect((await json('/bff-api/casino/games/6', CasinoGameDetail)).categories).not.toContain('vulkan');
    // An operator's change is seen once announced (every process reloads from the tables).
    await fixtures.renameGame(1, 'Gates of Fortune');
    expect((await json('/bff-api/casino/games/1', CasinoGameDetail)).name).toBe('Gates of Fortune Deluxe');
    await t.app.casino.service.catalogueChanged();
    expect((await json('/bff-api/casino/games/1', CasinoGameDetail)).name).toBe('Gates of Fortune');
  });

  it('decision 018: the render face answers the page loaders in process, as the routes do', async () => {
    const render = t.app.casino.render;
    const page = await render.getCasinoGames({ lang: 'en', category: 'crash-games', limit: 5 });
    expect(page).toEqual(await json('/bff-api/casino/games?category=crash-games&limit=5&lang=en', CasinoGamesPage));
    expect(await render.getCasinoGames({ lang: 'en', provider: 'nobody' })).toBeNull();
    expect((await render.getCasinoGame(1, 'ru'))!.name).toBe('Врата удачи');
    expect(await render.getCasinoGame(blockedInGb.id, 'en', 'GB')).toBeNull();
    expect(await render.getCasinoGame(99999, 'en')).toBeNull();
    // S0 §2.2 games/{gameRoute}: a game by its slug, with the same country rule.
    expect((await render.getCasinoGameBySlug('gates-of-fortune', 'en'))!.id).toBe(1);
    expect(await render.getCasinoGameBySlug(blockedInGb.slug, 'en', 'GB')).toBeNull();
    expect(await render.getCasinoGameBySlug('no-such-game', 'en')).toBeNull();
    expect((await render.getCasinoLobby({ lang: 'en' })).rows[0]!.games).toHaveLength(12);
    expect((await render.getCasinoCategories('en')).length).toBe(20);
    expect((await render.getCasinoProviders()).length).toBe(12);
    expect((await render.searchCasino({ q: 'gats of fortun', lang: 'en' })).games[0]!.id).toBe(1);
  });

  it('S0 §2.2: the home showcase still shows the 12 featured games, now with their cover and page', async () => {
    const home = HomeShowcase.parse((await get('/bff-api/home/showcase?lang=en')).json());
    expect(home.games).toHaveLength(12);
    expect(home.games[0]).toMatchObject({ id: 1, name: 'Gates of Fortune', isLive: false, route: '/slots/game/1/gates-of-fortune' });
    expect(home.games.find((g) => g.name === 'Lightning Roulette')).toMatchObject({ isLive: true });
    expect(home.games.every((g) => g.artUrl?.startsWith('/bff-api/casino/art/'))).toBe(true);
  });
});
