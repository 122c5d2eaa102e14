import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAuditModule } from '../audit/index.ts';
import { createConfigModule } from '../config/index.ts';
import { createIdentityModule } from './index.ts';
import { createWalletModule } from '../wallet/index.ts';
import { REGISTRATION_BASE, createBrowser, registerByEmail, type Browser } from './identity.test-support.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('sessions and tokens (S0 §3.4, §4.4, §7, §9; decision 007)', () => {
  let t: TestApp;
  let offsetMs = 0;
  const nowMs = () => Date.now() + offsetMs;
  beforeAll(async () => {
    t = await createTestApp({ identity: { nowMs } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(remember = false): Promise<{ browser: Browser; userId: number }> {
    const { email, password, userId } = await registerByEmail(createBrowser(t.app));
    const browser = createBrowser(t.app);
    const response = await browser.post('/web-api/auth/login', { form: 'login_password', login: email, password, remember });
    expect(response.statusCode).toBe(200);
    return { browser, userId };
  }
  const session = async (browser: Browser) => (await browser.get('/web-api/session')).json();

  it('S0 §7: GET /web-api/session answers guests and players, never cached', async () => {
    const guest = await createBrowser(t.app).get('/web-api/session');
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('no-store');
    expect(guest.json()).toEqual({ authenticated: false, userId: null, expiresAt: null });
    const { browser, userId } = await signedIn();
    const player = await browser.get('/web-api/session');
    expect(player.headers['cache-control']).toBe('no-store');
    expect(player.json()).toMatchObject({ authenticated: true, userId });
    expect(new Date(player.json().expiresAt).getTime()).toBeGreaterThan(nowMs());
  });

  it('S0 §4.4: the session check returns userId, and 401 when signed out', async () => {
    const guest = await createBrowser(t.app).get('/web-api/auth/session-check');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('UNAUTHORIZED');
    const { browser, userId } = await signedIn();
    const player = await browser.get('/web-api/auth/session-check');
    expect(player.statusCode).toBe(200);
    expect(player.json()).toEqual({ userId });
  });

  it('S0 §4.4, decision 007: a session without "remember me" ends after 30 minutes without requests (server-side), and the cookie is dropped', async () => {
    const { browser } = await signedIn();
    offsetMs += 29 * MIN;
    expect((await session(browser)).authenticated).toBe(true);
    offsetMs += 29 * MIN;
    // Requests keep it alive: 58 minutes after sign-in, 29 since the last request.
    expect((await session(browser)).authenticated).toBe(true);
    offsetMs += 31 * MIN;
    const idle = await browser.get('/web-api/session');
    expect(idle.json().authenticated).toBe(false);
    expect(idle.cookies.find((c) => c.name === 'user_token')?.value).toBe('');
    expect(browser.cookies.has('user_token')).toBe(false);
  });

  it('S0 §4.4, decision 007: a session ends 12 hours after sign-in however active; "remember me" lasts 30 days without idling', async () => {
    const { browser: busy } = await signedIn();
    const { browser: remembered } = await signedIn(true);
    const start = offsetMs;
    for (offsetMs = start; offsetMs < start + 12 * HOUR - 20 * MIN; offsetMs += 20 * MIN) expect((await session(busy)).authenticated).toBe(true);
    offsetMs = start + 12 * HOUR;
    expect((await session(busy)).authenticated).toBe(false);

    offsetMs = start + 10 * 24 * HOUR;
    expect((await session(remembered)).authenticated).toBe(true);
    offsetMs = start + 30 * 24 * HOUR;
    expect((await session(remembered)).authenticated).toBe(false);
  });

  it('S0 §4.4: logout ends the session and clears the ua and user_token cookies; the old token no longer works', async () => {
    const { browser, userId } = await signedIn();
    const token = browser.cookies.get('user_token')!;
    const response = await browser.post('/web-api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loggedOut: true });
    const cleared = response.cookies.filter((c) => c.value === '').map((c) => c.name).sort();
    expect(cleared).toEqual(['ua', 'user_token']);
    const stale = await t.app.inject({ url: '/web-api/session', headers: { cookie: `user_token=${token}` } });
    expect(stale.json().authenticated).toBe(false);
    const events = await createAuditModule({ data: t.data }).service.list({ userId, type: 'identity.logout' });
    expect(events).toHaveLength(1);
    // A guest's logout is harmless.
    expect((await createBrowser(t.app).post('/web-api/auth/logout')).json()).toEqual({ loggedOut: false });
  });

  it('decision 007: a cookie-authenticated write without X-Requested-With is a 403 CSRF_REJECTED and changes nothing', async () => {
    const { browser } = await signedIn();
    const forged = await browser.post('/web-api/auth/logout', undefined, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('CSRF_REJECTED');
    expect((await session(browser)).authenticated).toBe(true);
    const forgedTerms = await browser.post('/web-api/api-v3/v2/user/agreement-rules/confirm', undefined, { csrf: false });
    expect(forgedTerms.statusCode).toBe(403);
    // Reads need no header; guests' writes are not cookie-authenticated.
    expect((await browser.get('/web-api/session', { csrf: false })).statusCode).toBe(200);
    expect((await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg' }, { csrf: false })).statusCode).toBe(201);
  });

  it('S0 §7: gettoken gives a 15-minute bearer token that authenticates service calls (no CSRF header needed)', async () => {
    expect((await createBrowser(t.app).get('/web-api/user/gettoken?force_refresh=true')).statusCode).toBe(401);
    const { browser, userId } = await signedIn();
    const response = await browser.get('/web-api/user/gettoken?force_refresh=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, expiresAt } = response.json();
    expect(Math.abs(new Date(expiresAt).getTime() - (nowMs() + 15 * MIN))).toBeLessThan(2000);
    const bearer = { authorization: `Bearer ${token}` };
    const check = await t.app.inject({ url: '/web-api/auth/session-check', headers: bearer });
    expect(check.json()).toEqual({ userId });
    const write = await t.app.inject({ method: 'POST', url: '/web-api/api-v3/v2/user/agreement-rules/confirm', headers: bearer });
    expect(write.statusCode).toBe(200);

    offsetMs += 16 * MIN;
    const late = await t.app.inject({ url: '/web-api/auth/session-check', headers: bearer });
    expect(late.statusCode).toBe(401);
  });

  it('S0 §7: a bearer token stops working when its session ends (logout)', async () => {
    const { browser } = await signedIn();
    const { token } = (await browser.get('/web-api/user/gettoken?force_refresh=true')).json();
    await browser.post('/web-api/auth/logout');
    const response = await t.app.inject({ url: '/web-api/auth/session-check', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
    const garbage = await t.app.inject({ url: '/web-api/auth/session-check', headers: { authorization: 'Bearer not.a.token' } });
    expect(garbage.statusCode).toBe(401);
  });

  it('S0 §4.4, §7: the session cookie is Secure when the request came over HTTPS', async () => {
    const { email, password } = await registerByEmail(createBrowser(t.app));
    const response = await createBrowser(t.app).post('/web-api/auth/login', { form: 'login_password', login: email, password }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.cookies.find((c) => c.name === 'user_token')!.secure).toBe(true);
  });

  function sideModule() {
    return createIdentityModule({
      data: t.data,
      audit: createAuditModule({ data: t.data }).service,
      messaging: { send: async () => ({}) },
      captcha: { verify: async () => ({ ok: true }) },
      wallet: createWalletModule({ data: t.data }).service,
      config: createConfigModule({ data: t.data, cache: t.platform.cache }).service,
      appSecret: 'x'.repeat(40),
      nowMs,
    });
  }

  it('S0 §4.4, decision 007: closing an account ends all its sessions at once and refuses sign-in', async () => {
    const { email, password, userId } = await registerByEmail(createBrowser(t.app));
    const phone = createBrowser(t.app);
    const laptop = createBrowser(t.app);
    for (const b of [phone, laptop]) await b.post('/web-api/auth/login', { form: 'login_password', login: email, password });
    await sideModule().service.closeAccount(userId, { ip: '127.0.0.1', userAgent: null, lang: 'en' });
    expect((await session(phone)).authenticated).toBe(false);
    expect((await session(laptop)).authenticated).toBe(false);
    expect((await createBrowser(t.app).post('/web-api/auth/login', { form: 'login_password', login: email, password })).statusCode).toBe(401);
    const events = await createAuditModule({ data: t.data }).service.list({ userId, type: 'identity.account_closed' });
    expect(events[0]!.details).toMatchObject({ sessionsEnded: 3 });
  });

  it('S0 §4.4: the SSR root loader reads the session from the Cookie header', async () => {
    const { browser, userId } = await signedIn();
    const identity = createIdentityModule({
      data: t.data,
      audit: { record: async () => {} },
      messaging: { send: async () => ({}) },
      captcha: { verify: async () => ({ ok: true }) },
      wallet: createWalletModule({ data: t.data }).service,
      config: createConfigModule({ data: t.data, cache: t.platform.cache }).service,
      appSecret: 'x'.repeat(40),
      nowMs,
    });
    const header = `lng=en; user_token=${browser.cookies.get('user_token')}; theme=1`;
    expect(await identity.service.sessionFromCookieHeader(header)).toMatchObject({ authenticated: true, userId });
    expect(await identity.service.sessionFromCookieHeader('user_token=nope')).toEqual({ authenticated: false, userId: null, expiresAt: null });
    expect(await identity.service.sessionFromCookieHeader(null)).toMatchObject({ authenticated: false });
  });
});

describe('terms (S0 §3.7, §4.6, §7, S1 §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const operator = () => createConfigModule({ data: t.data, cache: t.platform.cache });

  it('S0 §4.6: terms accepted at registration are unchanged; a newer revision changes them until the player confirms', async () => {
    expect((await createBrowser(t.app).get('/web-api/api-v3/v2/user/agreement-rules/status')).statusCode).toBe(401);
    const browser = createBrowser(t.app);
    const { userId } = await registerByEmail(browser);
    const before = await browser.get('/web-api/api-v3/v2/user/agreement-rules/status');
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({ result: false, updatedAt: '2025-01-01T00:00:00.000Z' });

    const revision = new Date(Date.now() + 1000).toISOString();
    await operator().service.setValue('terms', 'updatedAt', revision);
    expect((await browser.get('/web-api/api-v3/v2/user/agreement-rules/status')).json()).toEqual({ result: true, updatedAt: revision });

    // S1 §8: routes guarded by the terms answer 451 with exception_code 1.
    const identity = createIdentityModule({
      data: t.data,
      audit: { record: async () => {} },
      messaging: { send: async () => ({}) },
      captcha: { verify: async () => ({ ok: true }) },
      wallet: createWalletModule({ data: t.data }).service,
      config: operator().service,
      appSecret: 'x'.repeat(40),
    });
    const refusal = await identity.service.assertTermsAccepted(userId).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 451, code: 'TERMS_NOT_ACCEPTED', extras: { exception_code: 1 } });

    const confirm = await browser.post('/web-api/api-v3/v2/user/agreement-rules/confirm');
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ result: false, updatedAt: revision });
    expect((await browser.get('/web-api/api-v3/v2/user/agreement-rules/status')).json().result).toBe(false);
    await expect(identity.service.assertTermsAccepted(userId)).resolves.toBeUndefined();
    const events = await createAuditModule({ data: t.data }).service.list({ userId, type: 'identity.terms_accepted' });
    expect(events[0]).toMatchObject({ ip: browser.ip, userAgent: 'vitest-browser/1.0' });
  });
});
