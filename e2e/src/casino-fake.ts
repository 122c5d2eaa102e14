import type { BrowserContext, Route } from 'playwright-core';
import type { CasinoCategory, CasinoGame, CasinoGameDetail, CasinoProvider, CasinoFilter, CasinoTag } from '@wager/contract';

/**
 * A contract-valid stand-in for the casino catalogue, favourites and launch routes
 * (`packages/contract/src/casino.ts`), served through Playwright's `context.route`: the casino
 * pages' browser tests and screenshots run on it where the server has no casino routes yet
 * (the catalogue and launch are built in parallel; see casino-pages.e2e-test.ts). 60 games.
 */

const CATEGORIES: [string, string, string][] = [
  ['slots', 'Slots', '/slots'],
  ['crash-games', 'Crash games', '/crash-games'],
  ['live-casino', 'Live casino', '/live-casino'],
  ['card-games', 'Card games', '/card-games'],
  ['scratchcards', 'Scratchcards', '/scratchcards'],
  ['keno', 'Keno', '/keno'],
];
const PROVIDERS: [string, string][] = [
  ['wager-studio', 'Wager Studio'],
  ['northern-lights', 'Northern Lights Gaming'],
  ['red-panda', 'Red Panda Play'],
  ['bluewave', 'Bluewave Live'],
];
const NAMES = [
  'Gates of Fortune', 'Dice Duel', 'Rocket Crash', 'Mines Sweeper', 'Plinko Drop', 'Keno Classic', 'Lucky Scratch', 'Golden Pharaoh',
  'Viking Voyage', 'Dragon Pearls', 'Fruit Frenzy', 'Starburst Nova', 'Aztec Gold', 'Wild Safari', 'Neon Nights', 'Ocean Treasure',
  'Blackjack Pro', 'Baccarat Squeeze', 'Roulette Royale', 'Texas Poker', 'Lightning Dice', 'Moon Climb', 'Jackpot Jungle', 'Bonanza Bells',
  'Candy Crashers', 'Mystic Wolf', 'Samurai Spins', 'Pirate Plunder', 'Crystal Caves', 'Solar Sevens', 'Frozen Gems', 'Temple Run Reels',
  'Magic Mirror', 'Cosmic Keno', 'Turbo Mines', 'Desert Dunes', 'Emerald Isle', 'Thunder Hammer', 'Lotus Garden', 'Midnight Casino',
  'Coin Climber', 'Ruby Rush', 'Sunset Slots', 'Tiger Strike', 'Jewel Cascade', 'Wild West Gold', 'Lucky Clover', 'Phoenix Rising',
  'Arctic Fox', 'Bingo Blast', 'Goldfish Hunt', 'Poker Face', 'Sic Bo Deluxe', 'Dream Catcher', 'Tower Climb', 'Fortune Wheel',
  'Lava Lanes', 'Royal Flush', 'Jade Emperor', 'Hot Chilli',
];
const FILTERS: CasinoFilter[] = ['slots', 'dice', 'climb', 'cards', 'lotteries', 'other'];
const COLOURS = ['#ff6b3d', '#3d7bff', '#19b37a', '#b43dff', '#ffb020', '#e0305f', '#1fb5c9'];

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function art(name: string, index: number): string {
  const a = COLOURS[index % COLOURS.length] as string;
  const b = COLOURS[(index * 3 + 2) % COLOURS.length] as string;
  const initials = name.split(' ').filter((word) => /^[A-Z]/.test(word)).map((word) => word[0]).join('').slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="320" height="240" fill="url(#g)"/><circle cx="250" cy="60" r="70" fill="#fff" fill-opacity=".14"/><circle cx="60" cy="200" r="90" fill="#000" fill-opacity=".12"/><text x="160" y="150" font-family="Arial,sans-serif" font-size="84" font-weight="800" fill="#fff" fill-opacity=".92" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface FakeCasino {
  games: CasinoGameDetail[];
  favourites: Set<number>;
  recent: number[];
  launches: { gameId: number; mode: string }[];
}

export function fakeCatalogue(): FakeCasino {
  const games = NAMES.map((name, index): CasinoGameDetail => {
    const [category, , route] = CATEGORIES[index % CATEGORIES.length] as [string, string, string];
    const [providerSlug, providerName] = PROVIDERS[index % PROVIDERS.length] as [string, string];
    const id = 1000 + index;
    const tags: CasinoTag[] = [];
    if (index % 7 === 0) tags.push('new');
    if (index % 5 === 1) tags.push('popular');
    if (category === 'live-casino') tags.push('live');
    if (index % 11 === 3) tags.push('jackpot');
    const live = category === 'live-casino';
    return {
      id,
      slug: slugOf(name),
      name,
      provider: { slug: providerSlug, name: providerName },
      categories: [category],
      tags,
      filter: FILTERS[index % FILTERS.length] as CasinoFilter,
      artUrl: art(name, index),
      rtpBp: live ? null : 9400 + ((index * 37) % 500),
      volatility: live ? null : (['low', 'medium', 'high'] as const)[index % 3] ?? null,
      demo: !live,
      route: `${route}/game/${id}/${slugOf(name)}`,
      description: `${name} by ${providerName}: a demo game of the test catalogue.`,
      minBetMinor: live ? null : '10',
      maxBetMinor: live ? null : '100000',
      currencies: index % 4 === 2 ? ['EUR'] : null,
      engine: providerSlug === 'wager-studio' ? 'dice' : null,
      // One live table without a connected studio (S0 §3.7: the page says why).
      launchable: !(live && index % 2 === 0),
    };
  });
  return { games, favourites: new Set(), recent: [games[3]!.id, games[8]!.id, games[1]!.id], launches: [] };
}

const tile = ({ description: _d, minBetMinor: _min, maxBetMinor: _max, currencies: _c, engine: _e, launchable: _l, ...game }: CasinoGameDetail): CasinoGame => game;

function categoryOf(slug: string, name: string, route: string, fake: FakeCasino): CasinoCategory {
  return { slug, name, route, gameCount: fake.games.filter((game) => game.categories.includes(slug)).length };
}

function providers(fake: FakeCasino): CasinoProvider[] {
  return PROVIDERS.map(([slug, name], index) => ({ slug, name, gameCount: fake.games.filter((game) => game.provider.slug === slug).length, artUrl: art(name, index + 3) }));
}

/** Edit distance ≤ 1 between a query word and a word of the name, or a prefix: the fake's typo tolerance. */
function close(a: string, b: string): boolean {
  if (b.startsWith(a) || a === b) return true;
  if (Math.abs(a.length - b.length) > 1 || a.length < 3) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (a.length < b.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function matches(name: string, q: string): boolean {
  const words = name.toLowerCase().split(/\s+/);
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((part) => words.some((word) => close(part, word)));
}

const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Serves the fake on every page of `context`; a guest's `/web-api/casino/*` answers 401 like the server. */
export async function serveFakeCasino(context: BrowserContext, fake: FakeCasino = fakeCatalogue()): Promise<FakeCasino> {
  await context.route(/\/bff-api\/casino\//, async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/bff-api\/casino/, '');
    const q = url.searchParams;
    if (path === '/lobby') {
      const perRow = Number(q.get('perRow') ?? 12);
      return json(route, {
        rows: CATEGORIES.map(([slug, name, path]) => ({ category: categoryOf(slug, name, path, fake), games: fake.games.filter((game) => game.categories.includes(slug)).slice(0, perRow).map(tile) })),
        providers: providers(fake),
      });
    }
    if (path === '/games') {
      let list = fake.games.filter(
        (game) =>
          (!q.get('category') || game.categories.includes(q.get('category') as string)) &&
          (!q.get('provider') || game.provider.slug === q.get('provider')) &&
          (!q.get('filter') || game.filter === q.get('filter')) &&
          (!q.get('tag') || game.tags.includes(q.get('tag') as CasinoTag)),
      );
      const sort = q.get('sort') ?? 'popular';
      if (sort === 'az') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
      if (sort === 'new') list = [...list].reverse();
      if (sort === 'rtp') list = [...list].sort((a, b) => (b.rtpBp ?? 0) - (a.rtpBp ?? 0));
      const offset = Number(q.get('offset') ?? 0);
      const limit = Number(q.get('limit') ?? 48);
      const page = list.slice(offset, offset + limit);
      return json(route, { games: page.map(tile), total: list.length, nextOffset: offset + limit < list.length ? offset + limit : null });
    }
    const detail = /^\/games\/(\d+)$/.exec(path);
    if (detail) {
      const game = fake.games.find((item) => item.id === Number(detail[1]));
      return game ? json(route, game) : json(route, { error: { code: 'NOT_FOUND', message: 'No such game' } }, 404);
    }
    if (path === '/search') {
      const text = q.get('q') ?? '';
      return json(route, {
        games: fake.games.filter((game) => matches(game.name, text)).slice(0, Number(q.get('limit') ?? 24)).map(tile),
        providers: providers(fake).filter((provider) => matches(provider.name, text)),
      });
    }
    return json(route, { error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  await context.route(/\/web-api\/casino\//, async (route) => {
    const request = route.request();
    const signedIn = (await context.cookies()).some((cookie) => cookie.name === 'user_token' && cookie.value !== '');
    const path = new URL(request.url()).pathname.replace(/^\/web-api\/casino/, '');
    if (path === '/launch') {
      const body = request.postDataJSON() as { gameId: number; mode: 'real' | 'demo' };
      if (body.mode === 'real' && !signedIn) return json(route, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, 401);
      fake.launches.push(body);
      return json(route, { url: `/casino-fake-frame/${body.gameId}?mode=${body.mode}`, mode: body.mode, currency: body.mode === 'real' ? 'EUR' : null, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    }
    if (!signedIn) return json(route, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, 401);
    const byId = (ids: Iterable<number>) => [...ids].map((id) => fake.games.find((game) => game.id === id)).filter((game) => game !== undefined).map(tile);
    if (path === '/favourites') return json(route, { games: byId([...fake.favourites].reverse()) });
    if (path === '/recent') return json(route, { games: byId(fake.recent) });
    const star = /^\/favourites\/(\d+)$/.exec(path);
    if (star) {
      const id = Number(star[1]);
      if (request.method() === 'PUT') fake.favourites.add(id);
      else fake.favourites.delete(id);
      return json(route, { gameId: id, favourite: request.method() === 'PUT' });
    }
    return json(route, { error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  await context.route(/\/casino-fake-frame\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Game</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#0b1630;color:#fff;font:700 28px Arial">Game running</body>',
    }),
  );
  return fake;
}

/** Whether the site serves the casino catalogue itself (`GET /bff-api/casino/lobby`). */
export async function casinoServed(baseUrl: string): Promise<boolean> {
  return (await fetch(`${baseUrl}/bff-api/casino/lobby?lang=en`).catch(() => null))?.ok === true;
}
