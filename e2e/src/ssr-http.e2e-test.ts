import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, readEnv } from '@wager/server';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import type { FastifyInstance } from 'fastify';

const baseUrl = inject('baseUrl');

/** A plain HTTP client's view of the server render: status codes, headers, the first HTML. */
describe('server render over HTTP', () => {
  it('S0 §2.1: <html lang> matches the prefix and the page is Russian for ru, kk, uk and az', async () => {
    for (const lang of ['ru', 'kk', 'uk', 'az']) {
      const html = await (await fetch(`${baseUrl}/${lang}`)).text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('Топ-события');
    }
    const en = await (await fetch(`${baseUrl}/en`)).text();
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('Top events');
  });

  it('S0 §2.1: a path without a prefix redirects server-side, keeping path and query', async () => {
    const response = await fetch(`${baseUrl}/casino?utm=1`, { redirect: 'manual', headers: { 'accept-language': 'ru' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ru/casino?utm=1');
    expect(response.headers.get('set-cookie')).toContain('lng=ru');
  });

  it('S0 §5, §8: an unknown path answers 404 with "This page could not be found"', async () => {
    const response = await fetch(`${baseUrl}/en/definitely/not/here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
  });

  it('S0 §5: the cyber type must be real, virtual or stream', async () => {
    expect((await fetch(`${baseUrl}/en/cyber/real`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/en/cyber/other`)).status).toBe(404);
    const redirect = await fetch(`${baseUrl}/en/cyber`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/en/cyber/real');
  });

  it('S0 §3.3: theme, font size and compact view from cookies are applied by the server render', async () => {
    const html = await (await fetch(`${baseUrl}/en`, { headers: { cookie: 'theme=1; font_size=16; compact_view=1' } })).text();
    expect(html).toMatch(/<html lang="en" data-theme="dark" data-compact="true" style="font-size:16px"/);
  });

  it('S0 §8: the maintenance page reads "Maintenance underway!" in English and in Russian (maintenance on by its cookie, S0 §4.5)', async () => {
    const headers = { cookie: 'maintenance=1' };
    expect(await (await fetch(`${baseUrl}/en/maintenance`, { headers })).text()).toContain('Maintenance underway!');
    expect(await (await fetch(`${baseUrl}/ru/maintenance`, { headers })).text()).toContain('Идут технические работы!');
  });

  it('every inline script carries the nonce of the Content-Security-Policy', async () => {
    const response = await fetch(`${baseUrl}/en`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('serves hashed assets with a year-long immutable cache, compressed', async () => {
    const html = await (await fetch(`${baseUrl}/en`)).text();
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('server render when the shell cannot load its data', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ env: { ...readEnv(), logLevel: 'silent' }, database, ssr: 'production', seed: true });
    await app.ready();
    // Every query fails from now on: the root loader cannot read the site config.
    await database.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('S0 §4.5, S1 §4: the block check fails with the database, so maintenance is set (a cookie) and the visitor goes to the maintenance page', async () => {
    const response = await app.inject({ url: '/en/line' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/maintenance');
    expect(response.cookies.find((c) => c.name === 'maintenance')?.value).toBe('1');
  });

  it('S0 §5, §8: an internal error renders the 500 page with status 500', async () => {
    // The maintenance page itself cannot load the shell's data either.
    const response = await app.inject({ url: '/en/maintenance', headers: { cookie: 'maintenance=1' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Something went wrong on our side');
  });
});

describe("React Router's own endpoints", () => {
  it('S0 §2.1: /__manifest (lazy route discovery) is not language-redirected', async () => {
    const response = await fetch(`${baseUrl}/__manifest?paths=%2Fen%2Fcasino&version=x`, { redirect: 'manual' });
    expect(response.status).not.toBe(302);
  });
});

describe('section pages', () => {
  it('S0 §2.2: line, live and live-casino pages show their own selection', async () => {
    expect(await (await fetch(`${baseUrl}/en/line`)).text()).toContain('Sports betting');
    // The live page renders the games the feed has in play (S0 §2.2; decision 013).
    const inPlay = (await (await fetch(`${baseUrl}/bff-api/live/events?lang=en`)).json()) as { events: { home: { name: string } | null }[] };
    const live = await (await fetch(`${baseUrl}/en/live`)).text();
    expect(live).toContain('Live betting');
    const named = inPlay.events.find((e) => e.home)!;
    expect(live).toContain(named.home!.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    // S0 §2.2 live-casino: the live tables' grid, rendered with its games once the catalogue serves them.
    const liveCasino = await (await fetch(`${baseUrl}/en/live-casino`)).text();
    expect(liveCasino).toContain('<title>Live casino · Wager</title>');
    const catalogue = await fetch(`${baseUrl}/bff-api/casino/games?category=live-casino&lang=en`);
    if (catalogue.ok) {
      const { games } = (await catalogue.json()) as { games: { name: string; categories: string[] }[] };
      const escape = (name: string) => name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(liveCasino).toContain(escape(games[0]!.name));
      // A client navigation asks for the same page's data with a .data suffix.
      expect(await (await fetch(`${baseUrl}/en/live-casino.data`)).text()).toContain(games[0]!.name);
    }
  });
});
