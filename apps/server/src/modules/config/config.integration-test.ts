import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { MemoryCache } from '../../platform/index.ts';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { createConfigModule, LOCAL_CONFIG_TTL_MS } from './index.ts';
import { testDataSource } from '../../testing/test-data.ts';

describe('config API (S0 §3.3, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S0 §7: GET /bff-api/config/group/get returns the requested groups as a group map', async () => {
    const response = await t.app.inject({ url: '/bff-api/config/group/get?groups=site,footer&lang=en' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['footer', 'site']);
    expect(body.footer.minimumAge).toBe(18);
  });

  it('S0 §3.3: the site group carries every field the shell reads, with seeded defaults', async () => {
    const { site } = (await t.app.inject({ url: '/bff-api/config/group/get?groups=site' })).json();
    for (const field of [
      'ref_id',
      'show_one_click',
      'showVipBet',
      'isAvailableCouponBonusBet',
      'couponTypesWithMinAmount',
      'couponTypesWithMaxAmount',
      'hyperBonus',
      'isRegistrationAllowed',
      'isShowIdentification',
      'isAvailableConfirmTerms',
      'isShowCookieAgreePopup',
      'isLoggingClientCookiesAgreement',
      'promoBonusToOffer',
      'availableRoutes',
      'afterRegistrationAndLoginRedirectRoutesV2',
      'thirdPartyHasFirstDepositRedirect',
      'defaultBettingView',
      'defaultMarketsNameTypeSettings',
      'groupId',
      'geoCurrencyCode',
      'useRechargeModal',
      'availableLanguages',
      'hiddenLanguagesForGuests',
      'maintenance',
      'autoLogoffMinutes',
    ]) {
      expect(site, field).toHaveProperty(field);
    }
    // S0 §9: default language Russian, default betting view live.
    expect(site.defaultLanguage).toBe('ru');
    expect(site.defaultBettingView).toBe('live');
    expect(site.availableRoutes['47']).toBe(true);
  });

  it('S0 §7: unknown groups are simply absent from the map', async () => {
    const response = await t.app.inject({ url: '/bff-api/config/group/get?groups=site,nosuchgroup' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['site']);
  });

  it.each([
    ['missing groups', '/bff-api/config/group/get'],
    ['empty groups', '/bff-api/config/group/get?groups='],
    ['a malformed group name', '/bff-api/config/group/get?groups=site,%3Cscript%3E'],
    ['an empty name in the list', '/bff-api/config/group/get?groups=site,,footer'],
    ['a malformed language', '/bff-api/config/group/get?groups=site&lang=english'],
  ])('S0 §7: %s is a 400 with a structured error', async (_case, url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues.length).toBeGreaterThan(0);
  });

  it('S0 §7: GET /bff-api/config/all.json returns every group (the full-config fallback)', async () => {
    const response = await t.app.inject({ url: '/bff-api/config/all.json?lang=ru' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(expect.arrayContaining(['site', 'footer']));
    const bad = await t.app.inject({ url: '/bff-api/config/all.json?lang=RU' });
    expect(bad.statusCode).toBe(400);
  });

  it('S0 §7: accepts the default headers X-Requested-With and X-app-n', async () => {
    const response = await t.app.inject({
      url: '/bff-api/config/group/get?groups=site',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-app-n': '285' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('S0 §1: a value stored for a language overrides the shared one; kk reads the Russian override', async () => {
    await t.app.inject({ url: '/bff-api/config/group/get?groups=footer&lang=ru' });
    const config = createConfigModule({ data: t.data, cache: t.platform.cache });
    await config.service.setValue('footer', 'licence', 'Лицензия 0000/DEMO', 'ru');
    const ru = (await t.app.inject({ url: '/bff-api/config/group/get?groups=footer&lang=ru' })).json();
    const kk = (await t.app.inject({ url: '/bff-api/config/group/get?groups=footer&lang=kk' })).json();
    const en = (await t.app.inject({ url: '/bff-api/config/group/get?groups=footer&lang=en' })).json();
    expect(ru.footer.licence).toBe('Лицензия 0000/DEMO');
    expect(kk.footer.licence).toBe('Лицензия 0000/DEMO');
    expect(en.footer.licence).toBe('Demo operator licence 0000/DEMO');
  });
});

describe('config group cache (S0 §7, S1 §9)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('S1 §9: a group answer is cached for a random 600–900 s, then read again from the database', async () => {
    let nowMs = 1_000_000;
    const cache = new MemoryCache(() => nowMs);
    // random() = 0.5 → 750 s.
    const config = createConfigModule({ data: testDataSource(database), cache, random: () => 0.5 });
    await config.service.seedDefaults();
    expect((await config.service.getGroups(['footer'], 'en')).footer?.minimumAge).toBe(18);

    // Another process changes the database directly: the cached answer stands until it expires.
    const other = createConfigModule({ data: testDataSource(database), cache: new MemoryCache() });
    await other.service.setValue('footer', 'minimumAge', 21);
    nowMs += 749_000;
    expect((await config.service.getGroups(['footer'], 'en')).footer?.minimumAge).toBe(18);
    nowMs += 2_000;
    expect((await config.service.getGroups(['footer'], 'en')).footer?.minimumAge).toBe(21);
  });

  it('S0 §3.3: an operator change is seen at once by the writing process and within 5 s by every other', async () => {
    let now = 0;
    const cache = new MemoryCache(() => now);
    const reader = createConfigModule({ data: testDataSource(database), cache, nowMs: () => now });
    const writer = createConfigModule({ data: testDataSource(database), cache, nowMs: () => now });
    await reader.service.seedDefaults();
    expect((await reader.service.getSiteConfig('en')).isRegistrationAllowed).toBe(true);
    await writer.service.setValue('site', 'isRegistrationAllowed', false);
    expect((await writer.service.getSiteConfig('en')).isRegistrationAllowed).toBe(false);
    now += LOCAL_CONFIG_TTL_MS;
    // The shared cache's generation changed, so the other process reloads instead of serving 600–900 s old groups.
    expect((await reader.service.getSiteConfig('en')).isRegistrationAllowed).toBe(false);
    await writer.service.setValue('site', 'isRegistrationAllowed', true);
  });

  it('S0 §9: seeding never overwrites a value an operator set', async () => {
    const config = createConfigModule({ data: testDataSource(database), cache: new MemoryCache() });
    await config.service.setValue('site', 'geoCurrencyCode', 'USD');
    await config.service.seedDefaults();
    expect((await config.service.getSiteConfig()).geoCurrencyCode).toBe('USD');
  });
});
