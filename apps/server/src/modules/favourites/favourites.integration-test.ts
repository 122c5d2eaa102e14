import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavouritesMergeResponse, FavouritesResponse, PutFavouriteResponse } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { REGISTRATION_BASE, createBrowser, uniqueEmail } from '../identity/identity.test-support.ts';

// Sportsbook favourites (S0 §2.2 sport screens; S1 §9 favourites polling; docs/decisions/013-sport-screens.md):
// a signed-in player's starred games and championships on the real server, PGlite or PostgreSQL.

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

const game = (id: number, label = `Home ${id} — Away ${id}`) => ({
  label,
  sportSlug: 'football',
  path: `/line/sports/football/12-premier-league/${id}-home-away`,
});
const champ = (id: number, label = `Championship ${id}`) => ({ label, sportSlug: 'ice-hockey', path: `/live/sports/ice-hockey/${id}-khl` });
const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

describe('favourites (S0 §2.2 sport screens)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A signed-in player: his session cookie on every call, the site's X-Requested-With unless `csrf: false`. */
  async function signedInPlayer() {
    const browser = createBrowser(t.app, { lng: 'en' });
    const registered = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'full_reg', email: uniqueEmail(), password: 'favourite password' });
    expect(registered.statusCode, registered.body).toBe(201);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const call = (method: Method, url: string, body?: unknown, options: { csrf?: boolean } = {}) =>
      t.app.inject({
        method,
        url,
        remoteAddress: browser.ip,
        headers: { cookie, ...(options.csrf === false ? {} : { 'x-requested-with': 'XMLHttpRequest' }) },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    return {
      call,
      list: async () => {
        const response = await call('GET', '/web-api/favourites');
        expect(response.statusCode, response.body).toBe(200);
        return FavouritesResponse.parse(response.json()).items;
      },
    };
  }

  it('S0 §2.2: a guest has no server favourites: every route answers 401 UNAUTHORIZED', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', '/web-api/favourites'],
      ['PUT', '/web-api/favourites/game/1', game(1)],
      ['DELETE', '/web-api/favourites/game/1'],
      ['POST', '/web-api/favourites/merge', { items: [] }],
    ];
    for (const [method, url, body] of calls) {
      const response = await t.app.inject({ method, url, headers: { 'x-requested-with': 'XMLHttpRequest' }, ...(body ? { payload: body as object } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('S0 §2.2: a player stars a game and a championship; the list is newest first and never cached', async () => {
    const player = await signedInPlayer();
    expect(await player.list()).toEqual([]);

    const first = await player.call('PUT', '/web-api/favourites/game/345', game(345, 'Arsenal — Chelsea'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const added = PutFavouriteResponse.parse(first.json());
    expect(added).toMatchObject({ created: true, item: { kind: 'game', id: 345, label: 'Arsenal — Chelsea', sportSlug: 'football' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await player.call('PUT', '/web-api/favourites/champ/12', champ(12, 'Premier League'))).statusCode).toBe(200);

    const list = await player.call('GET', '/web-api/favourites');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().items).toEqual([
      { kind: 'champ', id: 12, ...champ(12, 'Premier League'), addedAt: expect.any(String) },
      { kind: 'game', id: 345, ...game(345, 'Arsenal — Chelsea'), addedAt: added.item.addedAt },
    ]);
  });

  it('S0 §2.2: starring again is idempotent: the favourite keeps its place and time and takes the new label', async () => {
    const player = await signedInPlayer();
    const first = PutFavouriteResponse.parse((await player.call('PUT', '/web-api/favourites/game/7', game(7, '  Old name  '))).json());
    expect(first.item.label).toBe('Old name');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await player.call('PUT', '/web-api/favourites/game/8', game(8));
    const again = await player.call('PUT', '/web-api/favourites/game/7', game(7, 'New name'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: false, item: { kind: 'game', id: 7, ...game(7, 'New name'), addedAt: first.item.addedAt } });
    expect((await player.list()).map((it) => [it.id, it.label])).toEqual([
      [8, 'Home 8 — Away 8'],
      [7, 'New name'],
    ]);
  });

  it('S0 §2.2: unstarring is idempotent and touches only that kind and id', async () => {
    const player = await signedInPlayer();
    await player.call('PUT', '/web-api/favourites/game/5', game(5));
    await player.call('PUT', '/web-api/favourites/champ/5', champ(5));
    const removed = await player.call('DELETE', '/web-api/favourites/game/5');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    expect((await player.call('DELETE', '/web-api/favourites/game/5')).json()).toEqual({ removed: false });
    expect((await player.list()).map((it) => `${it.kind}:${it.id}`)).toEqual(['champ:5']);
  });

  it("a player sees only his own favourites", async () => {
    const one = await signedInPlayer();
    const other = await signedInPlayer();
    await one.call('PUT', '/web-api/favourites/game/1', game(1));
    expect(await other.list()).toEqual([]);
    expect((await other.call('DELETE', '/web-api/favourites/game/1')).json()).toEqual({ removed: false });
    expect(await one.list()).toHaveLength(1);
  });

  it.each<[string, Method, string, unknown, string]>([
    ['an unknown kind', 'PUT', '/web-api/favourites/team/1', game(1), 'params.kind'],
    ['an id that is not a positive integer', 'PUT', '/web-api/favourites/game/0', game(1), 'params.id'],
    ['an id that is not a number', 'DELETE', '/web-api/favourites/game/abc', undefined, 'params.id'],
    ['an id beyond the feed ids', 'PUT', '/web-api/favourites/game/2147483648', game(1), 'params.id'],
    ['an empty label', 'PUT', '/web-api/favourites/game/1', { ...game(1), label: '   ' }, 'body.label'],
    ['a label over 200 characters', 'PUT', '/web-api/favourites/game/1', { ...game(1), label: 'x'.repeat(201) }, 'body.label'],
    ['a sport slug that is not a slug', 'PUT', '/web-api/favourites/game/1', { ...game(1), sportSlug: 'Foot Ball' }, 'body.sportSlug'],
    ['a sport slug over 40 characters', 'PUT', '/web-api/favourites/game/1', { ...game(1), sportSlug: 'a'.repeat(41) }, 'body.sportSlug'],
    ['a path on another host', 'PUT', '/web-api/favourites/game/1', { ...game(1), path: '//evil.example/x' }, 'body.path'],
    ['a path that is a URL', 'PUT', '/web-api/favourites/game/1', { ...game(1), path: 'https://evil.example/' }, 'body.path'],
    ['a path over 300 characters', 'PUT', '/web-api/favourites/game/1', { ...game(1), path: `/${'a'.repeat(300)}` }, 'body.path'],
    ['a missing path', 'PUT', '/web-api/favourites/game/1', { label: 'A — B', sportSlug: 'football' }, 'body.path'],
    ['a merge of more than 200 items', 'POST', '/web-api/favourites/merge', { items: Array.from({ length: 201 }, (_, i) => ({ kind: 'game', id: i + 1, ...game(i + 1) })) }, 'body.items'],
    ['a merge item with a bad time', 'POST', '/web-api/favourites/merge', { items: [{ kind: 'game', id: 1, ...game(1), addedAt: 'yesterday' }] }, 'body.items.0.addedAt'],
  ])('bad input (%s) is a 400 VALIDATION_FAILED naming the field', async (_name, method, url, body, path) => {
    const player = await signedInPlayer();
    const response = await player.call(method, url, body);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await player.list()).toEqual([]);
  });

  it('a cookie-authenticated write without X-Requested-With is refused (403 CSRF_REJECTED)', async () => {
    const player = await signedInPlayer();
    for (const [method, url, body] of [
      ['PUT', '/web-api/favourites/game/1', game(1)],
      ['DELETE', '/web-api/favourites/game/1', undefined],
      ['POST', '/web-api/favourites/merge', { items: [{ kind: 'game', id: 1, ...game(1) }] }],
    ] as const) {
      const response = await player.call(method, url, body, { csrf: false });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
    }
    expect(await player.list()).toEqual([]);
  });

  it('at most 100 favourites of each kind: the 101st is a 409 FAVOURITES_LIMIT; a repeat and the other kind still go', async () => {
    const player = await signedInPlayer();
    const hundred = Array.from({ length: 100 }, (_, i) => ({ kind: 'game', id: i + 1, ...game(i + 1) }));
    const merged = await player.call('POST', '/web-api/favourites/merge', { items: hundred });
    expect(merged.json()).toMatchObject({ added: 100, duplicates: 0, overLimit: 0 });

    const refused = await player.call('PUT', '/web-api/favourites/game/101', game(101));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'FAVOURITES_LIMIT', message: expect.stringContaining('100') });
    expect((await player.call('PUT', '/web-api/favourites/game/50', game(50, 'Renamed'))).statusCode).toBe(200);
    expect((await player.call('PUT', '/web-api/favourites/champ/1', champ(1))).statusCode).toBe(200);
    // Room again after removing one.
    await player.call('DELETE', '/web-api/favourites/game/1');
    expect((await player.call('PUT', '/web-api/favourites/game/101', game(101))).statusCode).toBe(200);
    const list = await player.list();
    expect(list.filter((it) => it.kind === 'game')).toHaveLength(100);
    expect(list.filter((it) => it.kind === 'champ')).toHaveLength(1);
  });

  it('requests at once never take the list past the limit', async () => {
    const player = await signedInPlayer();
    await player.call('POST', '/web-api/favourites/merge', { items: Array.from({ length: 98 }, (_, i) => ({ kind: 'champ', id: i + 1, ...champ(i + 1) })) });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => player.call('PUT', `/web-api/favourites/champ/${1000 + i}`, champ(1000 + i))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await player.list()).toHaveLength(100);
  });

  it("S0 §2.2: at sign-in the guest's favourites are merged: duplicates ignored, the account keeps its own, the newest fill the room", async () => {
    const player = await signedInPlayer();
    await player.call('POST', '/web-api/favourites/merge', {
      items: [
        ...Array.from({ length: 97 }, (_, i) => ({ kind: 'game', id: i + 1, ...game(i + 1), addedAt: at(0) })),
        { kind: 'game', id: 500, ...game(500, 'Account copy'), addedAt: at(1) },
      ],
    });
    const response = await player.call('POST', '/web-api/favourites/merge', {
      items: [
        { kind: 'game', id: 500, ...game(500, 'Guest copy'), addedAt: at(50) },
        { kind: 'game', id: 600, ...game(600), addedAt: at(10) },
        { kind: 'game', id: 601, ...game(601), addedAt: at(30) },
        { kind: 'game', id: 602, ...game(602), addedAt: at(20) },
        { kind: 'game', id: 601, ...game(601), addedAt: at(31) },
        { kind: 'champ', id: 9, ...champ(9), addedAt: at(40) },
        // Without a time, or with one ahead of the server's clock: starred now.
        { kind: 'champ', id: 10, ...champ(10) },
        { kind: 'champ', id: 11, ...champ(11), addedAt: '2999-01-01T00:00:00.000Z' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const merged = FavouritesMergeResponse.parse(response.json());
    // 98 games: room for 2 more; 601 (newest) and 602 fit, 600 does not; 500 and the repeat of 601 are duplicates.
    expect(merged).toMatchObject({ added: 5, duplicates: 2, overLimit: 1 });
    const list = await player.list();
    expect(merged.items).toEqual(list);
    const ids = (kind: string) => list.filter((it) => it.kind === kind).map((it) => it.id);
    expect(ids('game')).toHaveLength(100);
    expect(ids('game').slice(0, 3)).toEqual([601, 602, 500]);
    expect(ids('game')).not.toContain(600);
    expect(list.find((it) => it.kind === 'game' && it.id === 500)?.label).toBe('Account copy');
    expect(ids('champ').sort((a, b) => a - b)).toEqual([9, 10, 11]);
    expect(Date.parse(list.find((it) => it.kind === 'champ' && it.id === 11)!.addedAt)).toBeLessThanOrEqual(Date.now());
    // Newest first across kinds.
    const times = list.map((it) => Date.parse(it.addedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The same merge again adds nothing.
    const again = FavouritesMergeResponse.parse((await player.call('POST', '/web-api/favourites/merge', { items: [{ kind: 'champ', id: 9, ...champ(9) }] })).json());
    expect(again).toMatchObject({ added: 0, duplicates: 1, overLimit: 0 });
  });

  it('the routes are in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ url: '/docs/openapi.json' })).json();
    expect(Object.keys(paths['/web-api/favourites'])).toContain('get');
    expect(Object.keys(paths['/web-api/favourites/{kind}/{id}']).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(paths['/web-api/favourites/merge'])).toContain('post');
  });
});
