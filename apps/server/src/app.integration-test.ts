import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeShowcase } from '@wager/contract';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { createSimulatorSource } from './modules/feed/index.ts';

const NOW = Date.UTC(2026, 10, 24, 12);

describe('server spine', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The home blocks come from the odds feed (S0 §2.2): the seeded simulator at a fixed clock.
    t = await createTestApp({ feed: { source: createSimulatorSource({ seed: 'spine', tickMs: 0, horizonMs: 12 * 3_600_000 }), nowMs: () => NOW, writeIntervalMs: 60_000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers health and readiness with the database and cache it runs on', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(ready.json().cache).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
  });

  it('S0 §2.2: the home showcase is served from the odds feed and the seeded database, localised', async () => {
    const en = await t.app.inject({ url: '/bff-api/home/showcase?lang=en' });
    expect(en.statusCode).toBe(200);
    const home = HomeShowcase.parse(en.json());
    expect(home.topEvents.length).toBeGreaterThan(0);
    expect(home.liveEvents.length).toBeGreaterThan(0);
    expect(home.liveEvents.every((event) => event.status === 'live' || event.status === 'paused')).toBe(true);
    expect(home.topEvents.every((event) => event.status === 'not_started' && event.market !== null)).toBe(true);
    expect(home.games.length).toBeGreaterThan(0);
    expect(home.promotions.length).toBeGreaterThan(0);
    expect(home.sports.find((s) => s.slug === 'football')?.name).toBe('Football');
    const kk = HomeShowcase.parse((await t.app.inject({ url: '/bff-api/home/showcase?lang=kk' })).json());
    // S0 §1: Kazakh reads Russian text.
    expect(kk.sports.find((s) => s.slug === 'football')?.name).toBe('Футбол');
  });

  it('S0 §2.2: top events are upcoming, top games first, each part in kick-off order', async () => {
    const home = HomeShowcase.parse((await t.app.inject({ url: '/bff-api/home/showcase?lang=en' })).json());
    const starts = home.topEvents.map((event) => Date.parse(event.startsAt));
    // Top events (S1 §3 timeFilter 6) lead, then the soonest: each part in kick-off order.
    const breaks = starts.filter((at, i) => i > 0 && at < starts[i - 1]!).length;
    expect(breaks).toBeLessThanOrEqual(1);
    expect(Math.min(...starts)).toBeGreaterThan(NOW);
  });

  it('an unknown API path is a JSON 404 with a structured code', async () => {
    const response = await t.app.inject({ url: '/web-api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('sends strict security headers', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses large answers', async () => {
    const response = await t.app.inject({ url: '/bff-api/config/all.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('documents its endpoints in an OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/bff-api/config/group/get', '/bff-api/config/all.json', '/bff-api/home/showcase']),
    );
  });

  it('bad JSON in a body is a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/bff-api/config/group/get',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
