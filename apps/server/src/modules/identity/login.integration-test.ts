import { solveChallenge } from 'altcha-lib/v1';
import { generate as generateTotp } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEADER, CaptchaChallenge } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAuditModule } from '../audit/index.ts';
import { createConfigModule } from '../config/index.ts';
import { createIdentityModule } from './index.ts';
import { createWalletModule } from '../wallet/index.ts';
import {
  REGISTRATION_BASE,
  createBrowser,
  latestCode,
  latestMessage,
  randomIp,
  registerByEmail,
  uniqueRussianPhone,
  type Browser,
} from './identity.test-support.ts';

describe('sign-in (S0 §3.5, §3.6; S1 §7, §8; decision 007)', () => {
  let t: TestApp;
  let offsetMs = 0;
  const nowMs = () => Date.now() + offsetMs;
  beforeAll(async () => {
    t = await createTestApp({ identity: { nowMs, policy: { rateLimits: { login: { max: 12, timeWindowMs: 60_000 } } } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function withTimeTravel<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    offsetMs += ms;
    try {
      return await fn();
    } finally {
      offsetMs -= ms;
    }
  }

  const login = (browser: Browser, body: Record<string, unknown>, headers?: Record<string, string>) =>
    browser.post('/web-api/auth/login', body, { headers });
  const auditTypes = async (userId: number) => (await createAuditModule({ data: t.data }).service.list({ userId })).map((e) => e.type);
  const userRow = (id: number) => t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });

  async function registerByPhone(password = 'phone password 1') {
    const phone = uniqueRussianPhone();
    const browser = createBrowser(t.app);
    await browser.post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
    const code = await latestCode(t.app, phone.e164, 'phone_registration');
    const response = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'phone_reg', phone: phone.e164, code, password });
    expect(response.statusCode, response.body).toBe(201);
    await browser.post('/web-api/auth/logout');
    return { userId: response.json().userId as number, phone, password };
  }

  it('S0 §3.5 login_password: by e-mail (any case) or by account id; remember-me keeps the cookie 30 days', async () => {
    const { userId, email, password } = await registerByEmail(createBrowser(t.app));
    const byEmail = await login(createBrowser(t.app), { form: 'login_password', login: ` ${email.toUpperCase()} `, password });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ status: 'ok', userId });
    const shortCookie = byEmail.cookies.find((c) => c.name === 'user_token')!;
    expect(new Date(shortCookie.expires!).getTime() - nowMs()).toBeLessThanOrEqual(12 * 3_600_000);
    // S0 §4.4: the cookie expires at the token's expiry (the Expires attribute has whole seconds).
    expect(Math.abs(new Date(byEmail.json().expiresAt).getTime() - new Date(shortCookie.expires!).getTime())).toBeLessThan(1000);

    const byId = await login(createBrowser(t.app), { form: 'login_password', login: String(userId), password, remember: true });
    expect(byId.statusCode).toBe(200);
    const longCookie = byId.cookies.find((c) => c.name === 'user_token')!;
    expect(new Date(longCookie.expires!).getTime() - nowMs()).toBeGreaterThan(29 * 24 * 3_600_000);
    expect(await auditTypes(userId)).toContain('identity.login');
  });

  it('decision 007: a wrong password and an unknown login give the same 401 text', async () => {
    const { email } = await registerByEmail(createBrowser(t.app));
    const wrongPassword = await login(createBrowser(t.app), { form: 'login_password', login: email, password: 'not the password' });
    const unknownLogin = await login(createBrowser(t.app), { form: 'login_password', login: 'nobody@example.com', password: 'not the password' });
    const unknownId = await login(createBrowser(t.app), { form: 'login_password', login: '999999999', password: 'not the password' });
    for (const response of [wrongPassword, unknownLogin, unknownId]) {
      expect(response.statusCode).toBe(401);
      expect(response.cookies.find((c) => c.name === 'user_token')).toBeUndefined();
    }
    expect(unknownLogin.json()).toEqual(wrongPassword.json());
    expect(unknownId.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('S0 §3.5 phone_password: the phone as typed is normalised against the country (libphonenumber)', async () => {
    const { userId, phone, password } = await registerByPhone();
    const typed = `8 ${phone.national.slice(0, 3)} ${phone.national.slice(3)}`;
    const response = await login(createBrowser(t.app), { form: 'phone_password', phone: typed, countryCode: 'RU', password });
    expect(response.statusCode).toBe(200);
    expect(response.json().userId).toBe(userId);
    const malformed = await login(createBrowser(t.app), { form: 'phone_password', phone: '12-34', countryCode: 'RU', password });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('S0 §3.5 sms: a code sent by SMS signs the player in once', async () => {
    const { userId, phone } = await registerByPhone();
    const browser = createBrowser(t.app);
    const sent = await browser.post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'login' });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(t.app, phone.e164, 'sms_login');
    const response = await login(browser, { form: 'sms', phone: phone.national, countryCode: 'RU', code });
    expect(response.statusCode).toBe(200);
    expect(response.json().userId).toBe(userId);
    const reused = await login(createBrowser(t.app), { form: 'sms', phone: phone.national, countryCode: 'RU', code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'time_up' });
  });

  it('decision 007: an SMS sign-in code for a phone without an account gets the same answer, and nothing is sent', async () => {
    const phone = uniqueRussianPhone();
    const response = await createBrowser(t.app).post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'login' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['expiresAt', 'resendAfterSeconds', 'sentAt']);
    expect(await latestMessage(t.app, phone.e164, 'sms_login')).toBeUndefined();
    const attempt = await login(createBrowser(t.app), { form: 'sms', phone: phone.e164, countryCode: 'RU', code: '123456' });
    expect(attempt.json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'wrong_code' });
    // The same one-a-minute answer as for a real phone.
    const again = await createBrowser(t.app).post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'login' });
    expect(again.statusCode).toBe(429);
  });

  it('S0 §4.4, decision 007: a new sign-in renews the session; the token the browser had before stops working', async () => {
    const { email, password } = await registerByEmail(createBrowser(t.app));
    const browser = createBrowser(t.app);
    await login(browser, { form: 'login_password', login: email, password });
    const first = browser.cookies.get('user_token')!;
    await login(browser, { form: 'login_password', login: email, password });
    const second = browser.cookies.get('user_token')!;
    expect(second).not.toBe(first);
    const old = await t.app.inject({ url: '/web-api/session', headers: { cookie: `user_token=${first}` } });
    expect(old.json().authenticated).toBe(false);
    expect((await browser.get('/web-api/session')).json().authenticated).toBe(true);
  });

  describe('lockout', () => {
    /** Wrong passwords from different clients (so the per-IP captcha rule stays out of the way). */
    async function failTimes(login_: string, times: number) {
      const answers = [];
      for (let i = 0; i < times; i++) answers.push(await login(createBrowser(t.app), { form: 'login_password', login: login_, password: 'wrong password' }));
      return answers;
    }

    it('decision 007: 5 failures within 30 minutes lock the account (423 with retryAfterSeconds); a code sent to the player unlocks it early', async () => {
      const { userId, phone, password } = await registerByPhone();
      const answers = await failTimes(phone.e164, 5);
      expect(answers.slice(0, 4).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
      expect(answers[4]!.statusCode).toBe(423);
      expect(answers[4]!.json().error).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 1800 });
      // Even the right password is refused while locked.
      const right = await login(createBrowser(t.app), { form: 'phone_password', phone: phone.e164, countryCode: 'RU', password });
      expect(right.statusCode).toBe(423);

      const code = await latestCode(t.app, phone.e164, 'unlock');
      const wrongCode = await createBrowser(t.app).post('/web-api/auth/unlock', { login: phone.e164, code: code === '000000' ? '000001' : '000000' });
      expect(wrongCode.json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'wrong_code' });
      const unlocked = await createBrowser(t.app).post('/web-api/auth/unlock', { login: phone.e164, code });
      expect(unlocked.statusCode).toBe(200);
      expect(unlocked.json()).toEqual({ unlocked: true });
      expect((await login(createBrowser(t.app), { form: 'phone_password', phone: phone.e164, countryCode: 'RU', password })).statusCode).toBe(200);
      const types = await auditTypes(userId);
      expect(types).toEqual(expect.arrayContaining(['identity.login_failed', 'identity.locked', 'identity.unlocked', 'identity.login']));
    });

    it('decision 007: the lock ends by itself after 30 minutes; failures spread over more than 30 minutes never lock', async () => {
      const { email, password } = await registerByEmail(createBrowser(t.app));
      await failTimes(email, 5);
      await withTimeTravel(29 * 60_000, async () => {
        expect((await login(createBrowser(t.app), { form: 'login_password', login: email, password })).statusCode).toBe(423);
      });
      await withTimeTravel(30 * 60_000, async () => {
        expect((await login(createBrowser(t.app), { form: 'login_password', login: email, password })).statusCode).toBe(200);
      });

      const other = await registerByEmail(createBrowser(t.app));
      await failTimes(other.email, 4);
      await withTimeTravel(31 * 60_000, async () => {
        const answers = await failTimes(other.email, 4);
        expect(answers.every((r) => r.statusCode === 401)).toBe(true);
      });
    });

    it('decision 007: a successful sign-in resets the failure counter', async () => {
      const { email, password } = await registerByEmail(createBrowser(t.app));
      await failTimes(email, 4);
      expect((await login(createBrowser(t.app), { form: 'login_password', login: email, password })).statusCode).toBe(200);
      const answers = await failTimes(email, 4);
      expect(answers.every((r) => r.statusCode === 401)).toBe(true);
      const row = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
      expect(row!.failedLoginCount).toBe(4);
      expect(row!.lockedUntil).toBeNull();
    });

    it('decision 007: the unlock code of an account goes to its e-mail when it has no phone', async () => {
      const { email } = await registerByEmail(createBrowser(t.app));
      await failTimes(email, 5);
      const message = await latestMessage(t.app, email, 'unlock');
      expect(message?.channel).toBe('email');
      expect(message?.subject).toMatch(/locked/);
    });
  });

  describe('captcha after failed sign-ins (S1 §7, §8; decision 007)', () => {
    async function solvedCaptcha(): Promise<string> {
      const challenge = CaptchaChallenge.parse((await t.app.inject({ url: '/web-api/captcha/update' })).json());
      const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', challenge.maxnumber).promise;
      return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number, took: solution!.took })).toString('base64');
    }

    it('S1 §7, §8, decision 007: after 3 failures from one IP within 30 min, sign-in needs a solved captcha (400 CAPTCHA_REQUIRED, code 100)', async () => {
      const { email, password } = await registerByEmail(createBrowser(t.app));
      const attacker = createBrowser(t.app, { ip: randomIp() });
      for (let i = 0; i < 3; i++) expect((await login(attacker, { form: 'login_password', login: email, password: 'wrong' })).statusCode).toBe(401);
      const demanded = await login(attacker, { form: 'login_password', login: email, password });
      expect(demanded.statusCode).toBe(400);
      expect(demanded.json().error).toMatchObject({ code: 'CAPTCHA_REQUIRED', captchaCode: 100 });

      const bogus = await login(attacker, { form: 'login_password', login: email, password }, { [CAPTCHA_HEADER]: 'bm90IGEgY2FwdGNoYQ==' });
      expect(bogus.statusCode).toBe(400);
      expect([111, 112, 113]).toContain(bogus.json().error.captchaCode);

      const solved = await login(attacker, { form: 'login_password', login: email, password }, { [CAPTCHA_HEADER]: await solvedCaptcha() });
      expect(solved.statusCode).toBe(200);
      // Another client is not asked.
      expect((await login(createBrowser(t.app), { form: 'login_password', login: email, password })).statusCode).toBe(200);
    });
  });

  describe('two-step sign-in (S0 §3.5 login_password_two_step_code)', () => {
    async function enableTwoStep(userId: number): Promise<string> {
      // The office security page does this over HTTP (office tests); here the service does it on the same database.
      const identity = createIdentityModule({
        data: t.data,
        audit: createAuditModule({ data: t.data }).service,
        messaging: { send: async () => ({}) },
        captcha: { verify: async () => ({ ok: true }) },
        wallet: createWalletModule({ data: t.data }).service,
        config: createConfigModule({ data: t.data, cache: t.platform.cache }).service,
        appSecret: 'another-secret-0123456789abcdef0123456789',
        nowMs,
      });
      const { secret, uri } = await identity.security.beginTwoStepSetup(userId);
      expect(uri).toMatch(/^otpauth:\/\/totp\//);
      const meta = { ip: '127.0.0.1', userAgent: null, lang: 'en' as const };
      await expect(identity.security.confirmTwoStep(userId, '000000' === (await totp(secret)) ? '111111' : '000000', meta)).rejects.toMatchObject({ code: 'CODE_INVALID' });
      // Confirmed with the previous step's code (inside the tolerance), so the current one is still unused for the sign-in.
      await identity.security.confirmTwoStep(userId, await totp(secret, nowMs() - 30_000), meta);
      return secret;
    }
    const totp = (secret: string, atMs = nowMs()) => generateTotp({ secret, epoch: Math.floor(atMs / 1000) });

    it('S0 §3.5: with two-step on, the password answers a challenge; the TOTP code completes the sign-in', async () => {
      const { userId, email, password } = await registerByEmail(createBrowser(t.app));
      const secret = await enableTwoStep(userId);
      expect((await userRow(userId))!.totpEnabledAt).toBeInstanceOf(Date);
      const browser = createBrowser(t.app);
      const first = await login(browser, { form: 'login_password', login: email, password, remember: true });
      expect(first.statusCode).toBe(200);
      expect(first.json().status).toBe('two_step_required');
      expect(browser.cookies.has('user_token')).toBe(false);
      const challengeId = first.json().challengeId as string;

      const wrong = await login(browser, { form: 'login_password_two_step_code', challengeId, code: (await totp(secret)) === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

      const second = await login(browser, { form: 'login_password_two_step_code', challengeId, code: await totp(secret) });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ status: 'ok', userId });
      // "remember me" of the first step carries over.
      expect(new Date(second.json().expiresAt).getTime() - nowMs()).toBeGreaterThan(29 * 24 * 3_600_000);
      expect(await auditTypes(userId)).toContain('identity.two_step_enabled');
    });

    it('S0 §3.5: the two-step challenge lasts 5 minutes and cannot be forged', async () => {
      const { userId, email, password } = await registerByEmail(createBrowser(t.app));
      const secret = await enableTwoStep(userId);
      const { challengeId } = (await login(createBrowser(t.app), { form: 'login_password', login: email, password })).json();
      await withTimeTravel(5 * 60_000 + 1000, async () => {
        const late = await login(createBrowser(t.app), { form: 'login_password_two_step_code', challengeId, code: await totp(secret, nowMs()) });
        expect(late.statusCode).toBe(401);
      });
      const [header, payload] = challengeId.split('.');
      const forged = await login(createBrowser(t.app), { form: 'login_password_two_step_code', challengeId: `${header}.${payload}.AAAA`, code: await totp(secret) });
      expect(forged.statusCode).toBe(401);
    });
  });

  it('S0 §3.5, §3.6, S1 §7: the PWA signs in with the bearer token of gettoken; a bad token is refused', async () => {
    const { userId, email, password } = await registerByEmail(createBrowser(t.app));
    const web = createBrowser(t.app);
    await login(web, { form: 'login_password', login: email, password });
    const { token } = (await web.get('/web-api/user/gettoken?force_refresh=true')).json();
    const pwa = createBrowser(t.app);
    const response = await login(pwa, { form: 'token', token, remember: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().userId).toBe(userId);
    expect(pwa.cookies.get('user_token')).not.toBe(web.cookies.get('user_token'));
    const bad = await login(createBrowser(t.app), { form: 'token', token: `${token}x` });
    expect(bad.statusCode).toBe(401);
  });

  it('decision 007: sign-in attempts are limited per IP (429)', async () => {
    const browser = createBrowser(t.app);
    const statuses = [];
    for (let i = 0; i < 13; i++) statuses.push((await login(browser, { form: 'sms', phone: '+79160000000', countryCode: 'RU', code: '123456' })).statusCode);
    expect(statuses.slice(0, 12).every((s) => s !== 429)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('S1 §8, decision 007: bad sign-in input is a 400 with the fields named', async () => {
    const response = await login(createBrowser(t.app), { form: 'login_password', login: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.issues.length).toBeGreaterThan(0);
    const unknownForm = await login(createBrowser(t.app), { form: 'magic', login: 'a', password: 'b' });
    expect(unknownForm.statusCode).toBe(400);
  });
});
