import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { GUEST_VIEWER, type ShellServices, type SiteConfig, type Viewer } from '@wager/contract';
import { DEFAULT_SITE_CONFIG } from '../modules/config/index.ts';
import { createRequestContext } from './request-context.ts';

const site = { ...DEFAULT_SITE_CONFIG, availableLanguages: ['en', 'ru', 'kk'], defaultLanguage: 'ru' } as SiteConfig;
const services = {} as ShellServices;
const silentLog = { error: () => {} } as unknown as FastifyRequest['log'];

function request(over: Partial<FastifyRequest>): FastifyRequest {
  return { url: '/en', lng: null, auth: null, cookies: {}, headers: {}, cspNonce: 'nonce', log: silentLog, ...over } as unknown as FastifyRequest;
}

function context(options: { viewer?: Viewer; failConfig?: boolean; countryHeader?: string } = {}) {
  const calls = { site: [] as (string | undefined)[], viewer: 0 };
  const contextOf = createRequestContext({
    async getSiteConfig(lang) {
      calls.site.push(lang);
      if (options.failConfig) throw new Error('config store down');
      return site;
    },
    async viewerOf(session) {
      calls.viewer++;
      return session === null ? GUEST_VIEWER : (options.viewer ?? GUEST_VIEWER);
    },
    services,
    countryHeader: options.countryHeader ?? null,
  });
  return { contextOf, calls };
}

describe('the request context of a server render (S0 §2.1, §4.4; decision 011)', () => {
  it('S0 §2.1: a page takes the language the language hook decided; the viewer is resolved once from the proved session', async () => {
    const player: Viewer = { session: { authenticated: true, userId: 7, expiresAt: '2030-01-01T00:00:00.000Z' }, player: null };
    const { contextOf, calls } = context({ viewer: player });
    const auth = { userId: 7, sessionId: 's', via: 'cookie', expiresAt: new Date('2030-01-01T00:00:00Z') };
    const result = await contextOf(request({ url: '/kk/line', lng: 'kk', auth } as Partial<FastifyRequest>));
    expect(result.lng).toBe('kk');
    expect(result.viewer).toBe(player);
    expect(result.site).toBe(site);
    expect(result.services).toBe(services);
    expect(result.cspNonce).toBe('nonce');
    expect(calls.viewer).toBe(1);
    expect(calls.site).toEqual(['kk']);
  });

  it('S0 §2.1: a .data request of client navigation resolves its language from its own prefix, else the cookie', async () => {
    const { contextOf } = context();
    expect((await contextOf(request({ url: '/ru/line.data?x=1' }))).lng).toBe('ru');
    expect((await contextOf(request({ url: '/de/line.data', cookies: { lng: 'kk' } } as Partial<FastifyRequest>))).lng).toBe('kk');
    expect((await contextOf(request({ url: '/de/line.data' }))).lng).toBe('ru');
  });

  it('decision 018: the visitor\'s country comes from the trusted header only when one is configured', async () => {
    const headers = { 'cf-ipcountry': 'gb' };
    expect((await context({ countryHeader: 'cf-ipcountry' }).contextOf(request({ url: '/en', lng: 'en', headers } as Partial<FastifyRequest>))).country).toBe('GB');
    expect((await context().contextOf(request({ url: '/en', lng: 'en', headers } as Partial<FastifyRequest>))).country).toBeNull();
  });

  it('S0 §8: a config outage renders with the default site config instead of failing the page', async () => {
    const { contextOf } = context({ failConfig: true });
    const result = await contextOf(request({ url: '/en', lng: 'en' }));
    expect(result.site).toBe(DEFAULT_SITE_CONFIG);
    expect(result.viewer).toBe(GUEST_VIEWER);
  });
});
