import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAuditModule } from '../audit/index.ts';
import { createBrowser, registerByEmail, type Browser } from './identity.test-support.ts';

const COMPONENTS = { userAgent: 'vitest-browser/1.0', language: 'en-GB', timeZone: 'Europe/Berlin', screen: '1920x1080x24', cores: 8, touch: false };

async function fingerprintOf(browser: Browser, components: Record<string, unknown> = COMPONENTS) {
  const response = await browser.post('/web-api/fingerprint', { components });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token: string; expiresAt: string; visitorId: string };
}

describe('secure data and fingerprint (S0 §3.4, §3.5, §7; S1 §8)', () => {
  let t: TestApp;
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  beforeAll(async () => {
    t = await createTestApp({ identity: { nowMs: now } });
  });
  afterAll(async () => {
    await t?.close();
  });
  const auditOf = (userId: number) => createAuditModule({ data: t.data }).service.list({ userId });

  it('S0 §7, §9: secure data sets the browser id (ggru) and a grant lasting 1800 s as httpOnly cookies; the id stays', async () => {
    const browser = createBrowser(t.app);
    const first = await browser.get('/web-api/secure-data');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body.ggru).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Math.abs(new Date(body.expiresAt).getTime() - (now() + 1_800_000))).toBeLessThan(2000);
    const cookies = Object.fromEntries((first.cookies as { name: string }[]).map((c) => [c.name, c])) as unknown as Record<string, { value: string; httpOnly?: boolean; sameSite?: string; expires?: Date; maxAge?: number }>;
    expect(cookies.ggru).toMatchObject({ value: body.ggru, httpOnly: true, sameSite: 'Lax' });
    expect(cookies.grant).toMatchObject({ value: body.grant, httpOnly: true, sameSite: 'Lax' });
    expect(Math.abs(cookies.grant!.expires!.getTime() - (now() + 1_800_000))).toBeLessThan(2000);

    const second = (await browser.get('/web-api/secure-data')).json();
    expect(second.ggru).toBe(body.ggru);

    // A made-up id is replaced, not adopted.
    browser.cookies.set('ggru', 'not an id');
    expect((await browser.get('/web-api/secure-data')).json().ggru).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('S1 §8, decision 007: with a valid grant, failed sign-ins count per browser too: a browser hopping IPs is still asked for the captcha', async () => {
    const browser = createBrowser(t.app);
    await browser.get('/web-api/secure-data');
    const { email } = await registerByEmail(createBrowser(t.app));
    for (let i = 0; i < 3; i++) {
      const failed = await browser.post('/web-api/auth/login', { form: 'login_password', login: email, password: 'wrong password!' }, { ip: `10.77.0.${i + 1}` });
      expect(failed.statusCode).toBe(401);
    }
    const fourth = await browser.post('/web-api/auth/login', { form: 'login_password', login: email, password: 'wrong password!' }, { ip: '10.77.0.99' });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error).toMatchObject({ code: 'CAPTCHA_REQUIRED', captchaCode: 100 });

    // The same browser id with a forged grant is just another client on a new IP: not asked.
    const forger = createBrowser(t.app);
    forger.cookies.set('ggru', browser.cookies.get('ggru')!);
    forger.cookies.set('grant', `${Math.floor(now() / 1000) + 1000}.${'A'.repeat(43)}`);
    const forged = await forger.post('/web-api/auth/login', { form: 'login_password', login: email, password: 'wrong password!' }, { ip: '10.77.1.1' });
    expect(forged.statusCode).toBe(401);
  });

  it('S0 §3.5: a fingerprint is a token with an expiry and a device id that does not depend on the order of components', async () => {
    const browser = createBrowser(t.app);
    const one = await fingerprintOf(browser);
    expect(one.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(Math.abs(new Date(one.expiresAt).getTime() - (now() + 30 * 60_000))).toBeLessThan(2000);
    const reordered = Object.fromEntries(Object.entries(COMPONENTS).reverse());
    expect((await fingerprintOf(browser, reordered)).visitorId).toBe(one.visitorId);
    expect((await fingerprintOf(browser, { ...COMPONENTS, screen: '1280x720x24' })).visitorId).not.toBe(one.visitorId);
  });

  it('decision 007: oversized or malformed components are a 400 VALIDATION_FAILED', async () => {
    const browser = createBrowser(t.app);
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i]));
    for (const components of [many, { long: 'x'.repeat(301) }, { nested: { a: 1 } }, []]) {
      const response = await browser.post('/web-api/fingerprint', { components });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('S0 §3.5, decision 007: a sign-in with a fingerprint and a grant records the device and browser ids in the audit log', async () => {
    const browser = createBrowser(t.app);
    const { email, password, userId } = await registerByEmail(createBrowser(t.app));
    const { ggru } = (await browser.get('/web-api/secure-data')).json();
    const { token, visitorId } = await fingerprintOf(browser);
    const response = await browser.post('/web-api/auth/login', { form: 'login_password', login: email, password }, { headers: { 'x-fingerprint': token } });
    expect(response.statusCode).toBe(200);
    const login = (await auditOf(userId)).find((e) => e.type === 'identity.login');
    expect(login?.details).toMatchObject({ deviceId: visitorId, clientId: ggru });
  });

  it('S1 §8: a forged or expired fingerprint is a 400 FINGERPRINT_INVALID and the sign-in changes nothing', async () => {
    const browser = createBrowser(t.app);
    const { email, password, userId } = await registerByEmail(createBrowser(t.app));
    const before = (await auditOf(userId)).length;
    const forged = await browser.post('/web-api/auth/login', { form: 'login_password', login: email, password }, { headers: { 'x-fingerprint': 'forged.token.value' } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('FINGERPRINT_INVALID');

    const { token } = await fingerprintOf(browser);
    offsetMs = 31 * 60_000;
    try {
      const expired = await browser.post('/web-api/auth/login', { form: 'login_password', login: email, password }, { headers: { 'x-fingerprint': token } });
      expect(expired.json().error.code).toBe('FINGERPRINT_INVALID');
    } finally {
      offsetMs = 0;
    }
    expect(browser.cookies.has('user_token')).toBe(false);
    expect(await auditOf(userId)).toHaveLength(before);
  });
});

describe('fingerprint required by the operator (S0 §3.5, S1 §8; decision 007)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ identity: { policy: { requireFingerprint: true } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S1 §8: a sign-in call without a fingerprint is refused with FINGERPRINT_INVALID; with one it goes through', async () => {
    const browser = createBrowser(t.app);
    const bare = await browser.post('/web-api/auth/register', { countryCode: 'RU', currencyCode: 'RUB', bonusChoice: 1, acceptTerms: true, confirmAge: true, type: 'fast_reg' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.code).toBe('FINGERPRINT_INVALID');
    const { token } = await fingerprintOf(browser);
    const registered = await browser.post(
      '/web-api/auth/register',
      { countryCode: 'RU', currencyCode: 'RUB', bonusChoice: 1, acceptTerms: true, confirmAge: true, type: 'fast_reg' },
      { headers: { 'x-fingerprint': token } },
    );
    expect(registered.statusCode).toBe(201);
  });
});
