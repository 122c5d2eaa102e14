import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, readEnv } from '@wager/server';
import { configEntries, createTestDatabase, users, type DatabaseHandle } from '@wager/db';

const baseUrl = inject('baseUrl');

async function head(path: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', headers });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

const returnTo = (path: string) => `returnUrl=${encodeURIComponent(path)}`;

/** Every fixed redirect of the route table on the server render: status and Location (default site config). */
const REDIRECTS: { spec: string; from: string; to: string; status: 301 | 302 }[] = [
  { spec: 'S0 §2.2 cyber → /real', from: '/en/cyber', to: '/en/cyber/real', status: 302 },
  { spec: 'S0 §2.2 esports → cyber /real', from: '/ru/esports', to: '/ru/cyber/real', status: 302 },
  { spec: 'S0 §2.2 disciplines → all', from: '/en/cyber/virtual/disciplines', to: '/en/cyber/virtual/all', status: 302 },
  { spec: 'S0 §2.2 information/rules → rules/1', from: '/en/information/rules', to: '/en/information/rules/1', status: 302 },
  { spec: 'S0 §2.2 user/forgotpassword → home with showForgotPasswordModal=1', from: '/en/user/forgotpassword', to: '/en?showForgotPasswordModal=1', status: 302 },
  { spec: 'S0 §2.2 user/coupon → the language root', from: '/ru/user/coupon', to: '/ru', status: 302 },
  { spec: 'S0 §2.2 legacy allgamesentrance → current game route (301)', from: '/en/allgamesentrance/dice', to: '/en/games/dice', status: 301 },
  { spec: 'S0 §2.2 legacy allgamesentrance, missing game → games index (301)', from: '/en/allgamesentrance/gone', to: '/en/games', status: 301 },
  { spec: 'S0 §2.2 old landing path → promotions/{name}', from: '/en/landing/spring', to: '/en/promotions/spring', status: 302 },
  { spec: 'S0 §2.2 old promo path → promotions/{name}', from: '/en/promo/spring', to: '/en/promotions/spring', status: 302 },
  { spec: 'S0 §2.3 lpage/{id} → landing-page/{id}', from: '/en/lpage/42', to: '/en/landing-page/42', status: 302 },
  { spec: 'S0 §2.2 office → account (its default)', from: '/en/office', to: '/en/office/account', status: 302 },
  { spec: 'S0 §2.2 promoBonusToOffer off: specialoffer → bonus (replace)', from: '/en/specialoffer/rules', to: '/en/bonus/rules', status: 302 },
  { spec: 'S0 §2.4 platform_type is kept across a redirect', from: '/en/cyber?platform_type=mobile&ref=7', to: '/en/cyber/real?platform_type=mobile&ref=7', status: 302 },
];

/** Pages that answer 200 in their layout. `main` marks the default layout (header and footer around <main>). */
const PAGES: { spec: string; path: string; text: string; layout: 'default' | 'other' }[] = [
  { spec: 'S0 §2.2 information page', path: '/en/information/about', text: 'About us', layout: 'default' },
  { spec: 'S0 §2.2 rules with availableRoutes 47', path: '/en/information/rules/1', text: 'Rules', layout: 'default' },
  { spec: 'S0 §2.2 sport section live|line (S1 §2 MAIN_SECTION)', path: '/en/line/sports/football', text: 'Football · Line', layout: 'default' },
  // The simulator's round-the-clock club friendlies (championship 1008) always have games in the line.
  { spec: 'S0 §2.2 sport championship (S1 §2 MAIN_SECTION_CHAMP)', path: '/en/line/sports/football/1008-club-friendlies', text: 'Club Friendlies', layout: 'default' },
  { spec: 'S0 §2.2 cyber type and all disciplines', path: '/en/cyber/stream/all', text: 'Cyber sports', layout: 'default' },
  { spec: 'S0 §2.2 slots game page', path: '/en/slots/game/7/book', text: 'Casino game', layout: 'default' },
  { spec: 'S0 §2.2 toto sub-path', path: '/en/toto/draws', text: 'Toto', layout: 'default' },
  { spec: 'S0 §2.2 lotto sectionName results', path: '/en/lotto/results', text: 'Lotto', layout: 'default' },
  { spec: 'S0 §2.2 results type zone', path: '/en/results/zone', text: 'Results', layout: 'default' },
  { spec: 'S0 §2.2 user/activate with its type', path: '/en/user/activate/email', text: 'Account activation', layout: 'default' },
  { spec: 'S0 §2.2 bonus rules page', path: '/en/bonus/rules/12', text: 'Bonus', layout: 'default' },
  { spec: 'S0 §2.2 games index', path: '/en/games', text: 'Games', layout: 'default' },
  { spec: 'S0 §2.3 payment result (empty layout)', path: '/en/onpay/withdraw/pending', text: 'Payment result', layout: 'other' },
  { spec: 'S0 §2.3 landing-* slug (headless layout)', path: '/en/landing-summer', text: 'landing-title', layout: 'other' },
  { spec: 'S0 §2.2 Russian section title', path: '/ru/information/contacts', text: 'Контакты', layout: 'default' },
];

/** Constraint violations, unknown user/ children, non-production routes and switched-off routes: the 404 page. */
const NOT_FOUND: { spec: string; path: string }[] = [
  { spec: 'S0 §5 print-coupon id must be numeric', path: '/en/print-coupon/abc' },
  // The route exists (empty layout), but a receipt is only its player's (decision 015): a guest gets the 404 page.
  { spec: 'S0 §2.3 print-coupon with a numeric id, asked by a guest', path: '/en/print-coupon/123' },
  { spec: 'S0 §5 section must be live or line', path: '/en/zone/football/1/2' },
  { spec: 'S1 §2 menuSection is sports (decision 013)', path: '/en/line/football/1/2' },
  { spec: 'S1 §2 an unknown sport', path: '/en/line/sports/curling' },
  { spec: 'S0 §5 cyber type real|virtual|stream', path: '/en/cyber/holo/dota2' },
  { spec: 'S0 §2.2 lotto sectionName results|view', path: '/en/lotto/other' },
  { spec: 'S0 §2.2 results type live|zone', path: '/en/results/archive' },
  { spec: 'S0 §2.2 only four children under user/', path: '/en/user/profile' },
  { spec: 'S0 §2.2 toto sub-paths only', path: '/en/toto/jackpot' },
  { spec: 'S0 §2.2, §6 debugger is non-production only', path: '/en/debugger' },
  { spec: 'S0 §2.2, §6 the cricket section is non-production only', path: '/en/cricket/all-champs' },
  { spec: 'S0 §2.5.6 statistics popup without its flag', path: '/en/statisticpopup' },
  { spec: 'S0 §2.3 a single unknown segment (not a landing-* slug)', path: '/en/summer' },
  { spec: 'S0 §2.3 a deep unknown path', path: '/en/a/b/c/d/e/f' },
];

describe('route table on the server render: fixed redirects (S0 §2.2, §2.3)', () => {
  for (const redirect of REDIRECTS) {
    it(`${redirect.spec}: ${redirect.from} → ${redirect.status} ${redirect.to}`, async () => {
      const answer = await head(redirect.from);
      expect(answer.status).toBe(redirect.status);
      expect(answer.location).toBe(redirect.to);
    });
  }

  it('S0 §2.1, §2.2: a client navigation (.data request) gets the same redirect', async () => {
    const body = await (await fetch(`${baseUrl}/en/cyber.data`)).text();
    expect(body).toContain('SingleFetchRedirect');
    expect(body).toContain('/en/cyber/real');
  });
});

describe('route table on the server render: pages and layouts (S0 §2.2, §2.3, S1 §2)', () => {
  for (const page of PAGES) {
    it(`${page.spec}: ${page.path} answers 200`, async () => {
      const response = await fetch(`${baseUrl}${page.path}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(page.text);
      if (page.layout === 'default') expect(html).toContain('<main id="main"');
      else expect(html).not.toContain('<main id="main"');
    });
  }

  it('S1 §2 MAIN_GAME: a game of the line answers 200 with its sides; the id decides, the slug may be anything', async () => {
    const line = (await (await fetch(`${baseUrl}/bff-api/line/events?sportId=1&lang=en`)).json()) as { events: { id: number; championship: { id: number }; home: { name: string } }[] };
    const game = line.events[0]!;
    const response = await fetch(`${baseUrl}/en/line/sports/football/${game.championship.id}-any/${game.id}-any-slug`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(game.home.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  it('S0 §1: a section filled later renders its own family page: title, what comes there, the way on', async () => {
    const games = await (await fetch(`${baseUrl}/en/toto`)).text();
    expect(games).toContain('<title>Toto · Wager</title>');
    expect(games).toContain('This game section opens with the casino catalogue');
    // The game family's side navigation.
    expect(games).toContain('aria-label="Game sections"');
    for (const href of ['/en/casino', '/en/live-casino', '/en/slots']) expect(games).toContain(`href="${href}"`);

    const sport = await (await fetch(`${baseUrl}/en/betsonyour`)).text();
    expect(sport).toContain('<title>Bets on your terms · Wager</title>');
    expect(sport).toContain('arrive with the sportsbook');
    for (const href of ['/en/line', '/en/live']) expect(sport).toContain(`href="${href}"`);

    const apps = await (await fetch(`${baseUrl}/ru/mobile`)).text();
    expect(apps).toContain('устанавливается как приложение прямо из браузера');
  });

  // S0 §2.3: the notice pages outside the block check say what happened, in the empty layout.
  const NOTICES: { path: string; title: string }[] = [
    { path: '/en/oldbrowser', title: 'Your browser is out of date' },
    { path: '/en/internal-vpn', title: 'Internal network access' },
    { path: '/ru/500', title: 'Что-то пошло не так' },
  ];
  for (const notice of NOTICES) {
    it(`S0 §2.3: ${notice.path} explains itself ("${notice.title}")`, async () => {
      const response = await fetch(`${baseUrl}${notice.path}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(notice.title);
      expect(html).not.toContain('<main id="main"');
    });
  }

  it('S1 §2: route metadata hides layout parts (a casino game page has no footer)', async () => {
    // The footer is its own remote view (S0 §4.2); the server renders it in place below <main>.
    const game = await (await fetch(`${baseUrl}/en/casino/game/1/book`)).text();
    const list = await (await fetch(`${baseUrl}/en/casino-lobby`)).text();
    for (const footer of ['data-remote-view="footer"', '<footer']) {
      expect(list).toContain(footer);
      expect(game).not.toContain(footer);
    }
  });
});

describe('route table on the server render: the 404 page (S0 §2.3, §5, §8)', () => {
  for (const entry of NOT_FOUND) {
    it(`${entry.spec}: ${entry.path} answers 404 "This page could not be found"`, async () => {
      const response = await fetch(`${baseUrl}${entry.path}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('This page could not be found');
    });
  }
});

describe('guards on the server render for a guest (S0 §2.5)', () => {
  it('S0 §2.5.4, §2.5.11: an office page sends a guest to login (availableRoutes 72) with the return URL, keeping the referral query', async () => {
    const answer = await head('/en/office/history?ref=42&other=1');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/en/user/login?ref=42&${returnTo('/en/office/history?ref=42&other=1')}`);
  });

  it('S0 §2.5.11: block-appeal history and the confirm page need a signed-in user', async () => {
    expect((await head('/en/block-appeal-history')).location).toBe(`/en/user/login?${returnTo('/en/block-appeal-history')}`);
    expect((await head('/ru/confirm-terms')).location).toBe(`/ru/user/login?${returnTo('/ru/confirm-terms')}`);
  });

  it('S0 §2.5.11: some casino personal pages need a signed-in user', async () => {
    expect((await head('/en/my-casino/favorites')).location).toBe(`/en/user/login?${returnTo('/en/my-casino/favorites')}`);
  });

  it('S0 §2.5.4: the guard redirect is the same for a client navigation (.data)', async () => {
    const body = await (await fetch(`${baseUrl}/en/office/history.data`)).text();
    expect(body).toContain('SingleFetchRedirect');
    expect(body).toContain(`/en/user/login?${returnTo('/en/office/history')}`);
  });

  it('S0 §2.5.6: a switched-off route answers 404 on a client navigation too', async () => {
    expect((await fetch(`${baseUrl}/en/statisticpopup.data`)).status).toBe(404);
  });
});

/**
 * Site configs and players the shared server does not have: a server of its own on a fresh
 * database, answering through inject (the same production render).
 */
describe('redirects and guards under other site configs and for players (S0 §2.2, §2.5, §4.5, §4.6)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  async function setConfig(key: string, value: unknown, groupName = 'site'): Promise<void> {
    await database.db
      .insert(configEntries)
      .values({ groupName, key, lang: '', value })
      .onConflictDoUpdate({ target: [configEntries.groupName, configEntries.key, configEntries.lang], set: { value } });
  }

  async function get(url: string, cookie?: string) {
    const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, location: response.headers.location as string | undefined, body: response.body };
  }

  /** A new player, signed in by one-click registration: his session cookies. */
  async function newPlayer(): Promise<{ cookie: string; userId: number }> {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': ip, 'content-type': 'application/json' },
      payload: { countryCode: 'RU', currencyCode: 'RUB', bonusChoice: 1, acceptTerms: true, confirmAge: true, type: 'fast_reg' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookies = response.cookies.filter((c) => c.value !== '').map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookies).toContain('user_token=');
    return { cookie: cookies, userId: (response.json() as { userId: number }).userId };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    // Written before the first seed, which never overwrites them.
    await setConfig('promoBonusToOffer', true);
    await setConfig('thirdPartyHasFirstDepositRedirect', true);
    await setConfig('availableRoutes', { '47': false, '72': true });
    app = await buildApp({ env: { ...readEnv(), logLevel: 'silent', guestPageCacheTtlMs: 0 }, database, ssr: 'production', seed: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('S0 §2.2: with promoBonusToOffer the bonus pages move to specialoffer (replace redirect) and specialoffer stays', async () => {
    expect(await get('/en/bonus/rules/5')).toMatchObject({ status: 302, location: '/en/specialoffer/rules/5' });
    expect((await get('/en/specialoffer/rules/5')).status).toBe(200);
  });

  it('S0 §2.2: the bonus id slot_first_deposit gets a 301 to the casino slot-first-deposit page when configured', async () => {
    expect(await get('/en/bonus/rules/slot_first_deposit')).toMatchObject({ status: 301, location: '/en/bonus/casino/slot-first-deposit' });
  });

  it('S0 §2.5.1: registration pages are closed without isRegistrationAllowed', async () => {
    expect((await get('/en/registration/fast_reg')).status).toBe(200);
    await app.operator.config.setValue('site', 'isRegistrationAllowed', false);
    try {
      // The guard answers 404; the registration page's own loader sends the visitor home, and a
      // redirect wins over an error in React Router. Either way the page is not shown.
      const closed = await get('/en/registration/fast_reg');
      expect(closed.status).not.toBe(200);
      expect(closed.body).not.toContain('Register in one click');
    } finally {
      await app.operator.config.setValue('site', 'isRegistrationAllowed', true);
    }
  });

  it('S0 §2.5.6: the rules section is 404 unless availableRoutes 47 is on', async () => {
    expect((await get('/en/information/rules/1')).status).toBe(404);
    expect((await get('/en/information/about')).status).toBe(200);
  });

  it('S0 §2.5.4, §2.5.11: a signed-in player enters the office; login (guest only) sends him home', async () => {
    const { cookie } = await newPlayer();
    expect((await get('/en/office/history', cookie)).status).toBe(200);
    expect(await get('/en/user/login?ref=3', cookie)).toMatchObject({ status: 302, location: '/en?ref=3' });
  });

  it('S0 §4.6, §2.5.8: after the terms change a signed-in player is sent to confirm-terms with the return URL', async () => {
    const { cookie, userId } = await newPlayer();
    expect((await get('/en/casino', cookie)).status).toBe(200);
    // Terms unchanged: the confirm-terms page is left for the root.
    expect(await get('/en/confirm-terms', cookie)).toMatchObject({ status: 302, location: '/en' });
    // The player accepted the terms before their last revision.
    await database.db.update(users).set({ termsAcceptedAt: new Date(0) }).where(eq(users.id, userId));
    expect(await get('/en/casino?ref=1', cookie)).toMatchObject({ status: 302, location: `/en/confirm-terms?ref=1&${returnTo('/en/casino?ref=1')}` });
    expect((await get('/en/confirm-terms', cookie)).status).toBe(200);
  });

  it('S0 §4.5, §9, §2.5.7: a banned player is sent to his appeal history (blocked layout) except on allowed routes; deduce only at level 53 with ban version 1, at 45 otherwise', async () => {
    const { cookie, userId } = await newPlayer();
    await database.db.update(users).set({ banLevel: 53, banVersion: 1 }).where(eq(users.id, userId));
    expect(await get('/en/casino', cookie)).toMatchObject({ status: 302, location: '/en/block-appeal-history' });
    expect((await get('/en/information/about', cookie)).status).toBe(200);
    expect((await get('/en/block-appeal-history', cookie)).status).toBe(200);
    expect((await get('/en/office/deduce', cookie)).status).toBe(200);
    await database.db.update(users).set({ banLevel: 45 }).where(eq(users.id, userId));
    expect(await get('/en/office/deduce', cookie)).toMatchObject({ status: 302, location: '/en/block-appeal-history' });
    await database.db.update(users).set({ banVersion: 2 }).where(eq(users.id, userId));
    expect((await get('/en/office/deduce', cookie)).status).toBe(200);
  });
});
