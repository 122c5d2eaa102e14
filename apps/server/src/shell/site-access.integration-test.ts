import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { MemoryCache } from '../platform/index.ts';
import { createConfigModule, type ConfigService } from '../modules/config/index.ts';
import { createRedirectsModule, type RedirectsModule } from '../modules/redirects/index.ts';
import { createBlocksModule, type BlocksModule } from '../modules/blocks/index.ts';
import { installLanguageRedirect } from './language.ts';
import { installSiteAccess } from './site-access.ts';
import { testDataSource } from '../testing/test-data.ts';

/** Redirect rules, maintenance and the block check before a page renders (S0 §4.5, §4.8, §7, §8; S1 §3, §4). */
describe('site access on the server render (S0 §4.5, §7)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let config: ConfigService;
  let redirects: RedirectsModule;
  let blocks: BlocksModule;
  let blockCheckFails = false;

  beforeAll(async () => {
    database = await createTestDatabase();
    const cache = new MemoryCache();
    config = createConfigModule({ data: testDataSource(database), cache }).service;
    await config.seedDefaults();
    redirects = createRedirectsModule({ data: testDataSource(database), cache });
    blocks = createBlocksModule({ data: testDataSource(database), cache, countryHeader: null });
    app = Fastify();
    await app.register(fastifyCookie);
    app.decorateRequest('auth', null);
    installLanguageRedirect(app, config);
    installSiteAccess(app, {
      config,
      redirects: redirects.service,
      blocks: {
        checkRequest: (request, url) => (blockCheckFails ? Promise.reject(new Error('blocks down')) : blocks.checkRequest(request, url)),
      },
    });
    app.get('/*', async () => 'page');
    await app.ready();
  });
  afterEach(async () => {
    blockCheckFails = false;
    for (const rule of await redirects.service.listRules()) await redirects.service.removeRule(rule.id);
    for (const rule of await blocks.service.listRules()) await blocks.service.removeRule(rule.id);
    await config.setValue('site', 'maintenance', { isActive: false, web_state: 0, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, cookie = 'lng=en') => app.inject({ url, headers: { cookie } });

  it('without rules or maintenance the page renders', async () => {
    const response = await get('/en/casino');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('page');
  });

  it("S0 §7 redirect check: an operator's rule answers the page request with its code, uncached", async () => {
    await redirects.service.addRule({ matchKind: 'exact', from: '/old-casino', to: '/casino', code: 301 });
    const response = await get('/en/old-casino');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/casino');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('S0 §4.5: reason 16 sends the visitor to the suspension page; a visitor on a block page with no reason is sent away', async () => {
    await blocks.service.addRule({ reasonCode: 16, kind: 'all' });
    const blocked = await get('/en/casino');
    expect(blocked.statusCode).toBe(302);
    expect(blocked.headers.location).toBe('/en/suspension');
    expect((await get('/en/suspension')).statusCode).toBe(200);

    for (const rule of await blocks.service.listRules()) await blocks.service.removeRule(rule.id);
    const away = await get('/en/suspension');
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('/en');
  });

  it('S0 §4.5: reason 4 keeps the original path in the query of the site-updates page', async () => {
    await blocks.service.addRule({ reasonCode: 4, kind: 'all' });
    const response = await get('/ru/live?x=1', 'lng=ru');
    expect(response.headers.location).toBe(`/ru/site-updates?returnUrl=${encodeURIComponent('/ru/live?x=1')}`);
  });

  it('S0 §4.5: active maintenance (config or web_state) sends visitors to the maintenance page and home when it ends', async () => {
    await config.setValue('site', 'maintenance', { isActive: true, web_state: 0, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null });
    expect((await get('/en/casino')).headers.location).toBe('/en/maintenance');
    expect((await get('/en/maintenance')).statusCode).toBe(200);

    await config.setValue('site', 'maintenance', { isActive: false, web_state: 1, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null });
    expect((await get('/ru/line', 'lng=ru')).headers.location).toBe('/ru/maintenance');

    await config.setValue('site', 'maintenance', { isActive: false, web_state: 0, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null });
    const over = await get('/en/maintenance');
    expect(over.statusCode).toBe(302);
    expect(over.headers.location).toBe('/en');
  });

  it('S0 §4.5: the maintenance cookie turns maintenance on for that browser only', async () => {
    expect((await get('/en/casino', 'lng=en; maintenance=1')).headers.location).toBe('/en/maintenance');
    expect((await get('/en/casino')).statusCode).toBe(200);
  });

  it('S0 §4.5, S1 §4: a failed block check sets maintenance (a cookie for a minute) and shows the maintenance page', async () => {
    blockCheckFails = true;
    const response = await get('/en/casino');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/maintenance');
    const cookie = response.cookies.find((c) => c.name === 'maintenance');
    expect(cookie).toMatchObject({ value: '1', maxAge: 60 });
  });

  it('API calls and files are never redirected', async () => {
    await blocks.service.addRule({ reasonCode: 1, kind: 'all' });
    expect((await get('/web-api/session')).statusCode).toBe(200);
    expect((await get('/assets/app.js')).statusCode).toBe(200);
  });
});
