import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfigModule } from '../config/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { Browser, signInThroughProvider, startProvider } from './testing/oidc-test-provider.ts';

/** Social sign-in through the whole server: identity creates the account and the session. */
describe('social sign-in on the real server (S0 §3.5 soc_reg)', () => {
  let t: TestApp;
  let appOrigin: string;
  let oidc: Awaited<ReturnType<typeof startProvider>>;

  beforeAll(async () => {
    t = await createTestApp({ social: { allowInsecureIssuers: true, env: { SOCIAL_TESTID_CLIENT_SECRET: 'wager-secret' } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    appOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    oidc = await startProvider(`${appOrigin}/social-api/oauth/testid/callback`);
    const config = createConfigModule({ data: t.data, cache: t.platform.cache }).service;
    await config.setValue('social', 'providers', [{ id: 'testid', name: 'Test ID', issuer: oidc.issuer, clientId: 'wager', enabled: true }]);
  });
  afterAll(async () => {
    await oidc?.close();
    await t?.close();
  });

  it('S0 §3.5, §4.4: the first social sign-in registers the player, signs them in with a session cookie, and the next finds the same account', async () => {
    const browser = new Browser();
    const callback = await signInThroughProvider(browser, { appOrigin, issuer: oidc.issuer, provider: 'testid', login: 'dora' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/en/casino');
    const session = await (await browser.get(`${appOrigin}/web-api/session`)).json();
    expect(session.authenticated).toBe(true);
    const config = await (await browser.get(`${appOrigin}/web-api/user/config`)).json();
    expect(config.result.user_country_code).toBe('DE');
    // S0 §3.1: a social sign-up opens its main account too (the site's geo currency when none was chosen).
    const site = await createConfigModule({ data: t.data, cache: t.platform.cache }).service.getSiteConfig();
    const main = await t.database.db.query.accounts.findMany({ where: (a, { eq }) => eq(a.userId, session.userId) });
    expect(main).toMatchObject([{ type: 0, isActive: true, currencyCode: site.geoCurrencyCode }]);

    const again = new Browser();
    await signInThroughProvider(again, { appOrigin, issuer: oidc.issuer, provider: 'testid', login: 'dora' });
    const second = await (await again.get(`${appOrigin}/web-api/session`)).json();
    expect(second.userId).toBe(session.userId);
  });
});
