import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeShowcase } from '@wager/contract';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe('server spine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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

  it('S0 §2.2: the home showcase is served from the seeded database, localised', async () => {
    const en = await t.app.inject({ url: '/bff-api/home/showcase?lang=en' });
    expect(en.statusCode).toBe(200);
    const home = HomeShowcase.parse(en.json());
    expect(home.topEvents.length).toBeGreaterThan(0);
    expect(home.liveEvents.every((event) => event.isLive)).toBe(true);
    expect(home.games.length).toBeGreaterThan(0);
    expect(home.promotions.length).toBeGreaterThan(0);
    expect(home.sports.find((s) => s.slug === 'football')?.name).toBe('Football');
    const kk = HomeShowcase.parse((await t.app.inject({ url: '/bff-api/home/showcase?lang=kk' })).json());
    // S0 §1: Kazakh reads Russian text.
    expect(kk.sports.find((s) => s.slug === 'football')?.name).toBe('Футбол');
  });

  it('S0 §2.2: top events are upcoming and in kick-off order', async () => {
    const home = HomeShowcase.parse((await t.app.inject({ url: '/bff-api/home/showcase?lang=en' })).json());
    const starts = home.topEvents.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeGreaterThan(Date.now());
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
