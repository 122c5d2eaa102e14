import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { MemoryCache } from '../platform/index.ts';
import { createConfigModule, type ConfigService } from '../modules/config/index.ts';
import { installLanguageRedirect, isPagePath } from './language.ts';
import { testDataSource } from '../testing/test-data.ts';

describe('language prefix on the server (S0 §2.1)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let config: ConfigService;

  beforeAll(async () => {
    database = await createTestDatabase();
    config = createConfigModule({ data: testDataSource(database), cache: new MemoryCache() }).service;
    await config.seedDefaults();
    app = Fastify();
    await app.register(fastifyCookie);
    installLanguageRedirect(app, config);
    app.get('/*', async () => 'page');
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('S0 §2.1: a path without a prefix is redirected to the browser language, keeping path and query', async () => {
    const response = await app.inject({ url: '/casino/slots?sort=new&x=1', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/casino/slots?sort=new&x=1');
    expect(response.cookies.find((c) => c.name === 'lng')?.value).toBe('en');
  });

  it('S0 §2.1: the lng cookie wins over the browser languages', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'lng=uk', 'accept-language': 'en' } });
    expect(response.headers.location).toBe('/uk');
  });

  it('S0 §2.1, §9: with no usable hint the default language (Russian) is used', async () => {
    const response = await app.inject({ url: '/live', headers: { 'accept-language': 'fr-FR,de;q=0.8' } });
    expect(response.headers.location).toBe('/ru/live');
  });

  it('S0 §2.1: a prefix that is not an available language is replaced', async () => {
    const response = await app.inject({ url: '/de/casino', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/casino');
  });

  it('S0 §2.1: a page under an available prefix is served and the lng cookie follows it', async () => {
    const response = await app.inject({ url: '/kk/line', headers: { cookie: 'lng=en' } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'lng')?.value).toBe('kk');
  });

  it('S0 §2.1: languages the operator removes stop being served', async () => {
    await config.setValue('site', 'availableLanguages', ['en', 'ru']);
    const response = await app.inject({ url: '/uk/line', headers: { 'accept-language': 'uk,ru;q=0.5' } });
    expect(response.headers.location).toBe('/ru/line');
    await config.setValue('site', 'availableLanguages', ['en', 'ru', 'uk', 'kk', 'az']);
  });

  it.each([
    ['/bff-api/config/all.json', false],
    ['/web-api/session', false],
    ['/assets/entry-abc.js', false],
    ['/en.data', false],
    ['/health', false],
    ['/favicon.svg', false],
    ['/__manifest', false],
    ['/', true],
    ['/en/casino', true],
    ['/casino/slots', true],
  ])('S0 §2.1: %s is a page path: %s', (path, expected) => {
    expect(isPagePath(path)).toBe(expected);
  });
});
