import { generate as generateTotp } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwoStepSetupResponse, UserConfig } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAuditModule } from '../audit/index.ts';
import {
  REGISTRATION_BASE,
  createBrowser,
  latestCode,
  registerByEmail,
  uniqueEmail,
  uniqueRussianPhone,
  type Browser,
} from '../identity/identity.test-support.ts';

const STEP_MS = 30_000;

describe('office security page API (S0 §2.2 office/security, §3.2, §4.4; decision 007)', () => {
  let t: TestApp;
  let offsetMs = 0;
  const nowMs = () => Date.now() + offsetMs;
  beforeAll(async () => {
    t = await createTestApp({ identity: { nowMs } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const userRow = async (id: number) => (await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))!;
  const auditTypes = async (userId: number) => (await createAuditModule({ data: t.data }).service.list({ userId })).map((e) => e.type);
  const config = async (browser: Browser): Promise<UserConfig> => {
    const response = await browser.get('/web-api/user/config');
    expect(response.statusCode, response.body).toBe(200);
    return UserConfig.parse(response.json().result);
  };
  const totp = (secret: string) => generateTotp({ secret, epoch: Math.floor(nowMs() / 1000) });
  /** The next 30-second step: a code the replay guard has not seen yet. */
  const nextStep = () => {
    offsetMs += STEP_MS;
  };
  const wrongCode = async (secret: string) => ((await totp(secret)) === '000000' ? '111111' : '000000');

  async function oneClick(): Promise<{ browser: Browser; userId: number; password: string }> {
    const browser = createBrowser(t.app);
    const response = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg' });
    expect(response.statusCode, response.body).toBe(201);
    return { browser, userId: response.json().userId, password: response.json().credentials.password };
  }

  async function byEmail(): Promise<{ browser: Browser; userId: number; email: string; password: string }> {
    const browser = createBrowser(t.app);
    return { browser, ...(await registerByEmail(browser)) };
  }

  async function enableTwoStep(browser: Browser): Promise<{ secret: string; code: string }> {
    const setup = await browser.post('/web-api/user/security/two-step/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = TwoStepSetupResponse.parse(setup.json());
    const code = await totp(secret);
    const confirmed = await browser.post('/web-api/user/security/two-step/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, code };
  }

  describe('guards', () => {
    const WRITES: [string, unknown][] = [
      ['/web-api/user/security/two-step/setup', undefined],
      ['/web-api/user/security/two-step/confirm', { code: '123456' }],
      ['/web-api/user/security/two-step/disable', { code: '123456' }],
      ['/web-api/user/email/verification/send', { email: 'guest@example.com' }],
      ['/web-api/user/email/verification/confirm', { code: '123456' }],
      ['/web-api/user/phone/binding/send', { phone: '+79161234567', countryCode: 'RU' }],
      ['/web-api/user/phone/binding/confirm', { phone: '+79161234567', countryCode: 'RU', code: '123456' }],
      ['/web-api/user/security/password', { currentPassword: 'whatever1', newPassword: 'whatever2' }],
    ];

    it.each(WRITES)('S0 §6, decision 007: a guest gets 401 from %s', async (url, body) => {
      const response = await createBrowser(t.app).post(url, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    });

    it.each(WRITES)('decision 007: %s without X-Requested-With is a 403 CSRF_REJECTED and changes nothing', async (url, body) => {
      const { browser, userId, email } = await byEmail();
      const before = await userRow(userId);
      const response = await browser.post(url, body, { csrf: false });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
      expect(await userRow(userId)).toEqual(before);
      // No code went out either.
      expect((await t.app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(email)}&purpose=email_verification` })).json().messages).toEqual([]);
    });

    it('decision 007: code checks are limited per IP (429 after 20 in 10 minutes)', async () => {
      const { browser } = await byEmail();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await browser.post('/web-api/user/email/verification/confirm', { code: '000000' })).statusCode);
      expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
      // Another client is not affected.
      const other = await byEmail();
      expect((await other.browser.post('/web-api/user/email/verification/confirm', { code: '000000' })).statusCode).toBe(400);
    });

    it('the routes are in the OpenAPI document with summaries', async () => {
      const { paths } = (await t.app.inject({ url: '/docs/openapi.json' })).json();
      for (const [url] of WRITES) expect(paths[url]?.post?.summary, url).toBeTruthy();
    });
  });

  describe('two-step sign-in (S0 §3.2 enable_two_factor_auth, §3.5 login_password_two_step_code)', () => {
    it('S0 §3.2: set-up gives a secret, an otpauth URI and an SVG QR code; nothing is on until a right code confirms it', async () => {
      const { browser, userId } = await byEmail();
      const setup = await browser.post('/web-api/user/security/two-step/setup');
      expect(setup.statusCode).toBe(200);
      expect(setup.headers['cache-control']).toBe('no-store');
      const body = TwoStepSetupResponse.parse(setup.json());
      expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(body.uri).toMatch(/^otpauth:\/\/totp\/Wager:/);
      expect(body.uri).toContain(`secret=${body.secret}`);
      expect(body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(body.qrSvg).not.toMatch(/<script|on\w+=/i);
      expect((await userRow(userId)).totpEnabledAt).toBeNull();
      expect((await config(browser)).protection_methods.enable_two_factor_auth).toBe(false);

      // decision 007: a wrong code is a 400 CODE_INVALID and changes nothing.
      const wrong = await browser.post('/web-api/user/security/two-step/confirm', { code: await wrongCode(body.secret) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('CODE_INVALID');
      expect((await userRow(userId)).totpEnabledAt).toBeNull();
      expect((await userRow(userId)).totpLastStep).toBeNull();
      // Malformed codes never reach the check.
      expect((await browser.post('/web-api/user/security/two-step/confirm', { code: '12345' })).statusCode).toBe(400);
      expect((await browser.post('/web-api/user/security/two-step/confirm', {})).statusCode).toBe(400);

      const right = await browser.post('/web-api/user/security/two-step/confirm', { code: await totp(body.secret) });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ enabled: true });
      const row = await userRow(userId);
      expect(row.totpEnabledAt).toBeInstanceOf(Date);
      expect(row.totpSecret).toBe(body.secret);
      expect(row.totpLastStep).toBe(Math.floor(nowMs() / STEP_MS));
      const after = await config(browser);
      expect(after.protection_methods.enable_two_factor_auth).toBe(true);
      expect(after.protection_level).toBe(20);
      expect(await auditTypes(userId)).toContain('identity.two_step_enabled');
    });

    it('decision 007: while two-step is on, a new set-up is refused and the secret stays', async () => {
      const { browser, userId } = await byEmail();
      const { secret } = await enableTwoStep(browser);
      const again = await browser.post('/web-api/user/security/two-step/setup');
      expect(again.statusCode).toBe(409);
      expect((await userRow(userId)).totpSecret).toBe(secret);
      expect((await browser.post('/web-api/user/security/two-step/confirm', { code: await totp(secret) })).statusCode).toBe(409);
    });

    it('decision 007 replay guard: the code that confirmed the set-up cannot sign in; a code of a later step can, once', async () => {
      const { browser, userId, email, password } = await byEmail();
      const { secret, code } = await enableTwoStep(browser);

      const signIn = async (totpCode: string) => {
        const other = createBrowser(t.app);
        const first = await other.post('/web-api/auth/login', { form: 'login_password', login: email, password });
        expect(first.json().status).toBe('two_step_required');
        return other.post('/web-api/auth/login', { form: 'login_password_two_step_code', challengeId: first.json().challengeId, code: totpCode });
      };

      const replayed = await signIn(code);
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().error.code).toBe('INVALID_CREDENTIALS');

      nextStep();
      const fresh = await totp(secret);
      const ok = await signIn(fresh);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok', userId });
      expect((await userRow(userId)).totpLastStep).toBe(Math.floor(nowMs() / STEP_MS));
      // The same code again, at sign-in or to turn two-step off: refused.
      expect((await signIn(fresh)).statusCode).toBe(401);
      const disable = await browser.post('/web-api/user/security/two-step/disable', { code: fresh });
      expect(disable.statusCode).toBe(400);
      expect(disable.json().error.code).toBe('CODE_INVALID');
      expect((await userRow(userId)).totpEnabledAt).toBeInstanceOf(Date);
    });

    it('decision 007 replay guard: two sign-ins racing with one code, only one gets in', async () => {
      const { browser, email, password } = await byEmail();
      const { secret } = await enableTwoStep(browser);
      nextStep();
      const code = await totp(secret);
      const challenges = await Promise.all(
        [createBrowser(t.app), createBrowser(t.app)].map(async (other) => {
          const first = await other.post('/web-api/auth/login', { form: 'login_password', login: email, password });
          return { other, challengeId: first.json().challengeId as string };
        }),
      );
      const answers = await Promise.all(
        challenges.map(({ other, challengeId }) => other.post('/web-api/auth/login', { form: 'login_password_two_step_code', challengeId, code })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    });

    it('decision 007: turning two-step off needs a current code; a wrong one changes nothing', async () => {
      const { browser, userId, email, password } = await byEmail();
      const { secret } = await enableTwoStep(browser);
      nextStep();
      const wrong = await browser.post('/web-api/user/security/two-step/disable', { code: await wrongCode(secret) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('CODE_INVALID');
      expect((await userRow(userId)).totpEnabledAt).toBeInstanceOf(Date);

      const off = await browser.post('/web-api/user/security/two-step/disable', { code: await totp(secret) });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ enabled: false });
      const row = await userRow(userId);
      expect(row.totpEnabledAt).toBeNull();
      expect(row.totpSecret).toBeNull();
      expect((await config(browser)).protection_methods.enable_two_factor_auth).toBe(false);
      expect(await auditTypes(userId)).toContain('identity.two_step_disabled');
      // Sign-in asks for the password only again; turning it off twice is a conflict.
      const login = await createBrowser(t.app).post('/web-api/auth/login', { form: 'login_password', login: email, password });
      expect(login.json().status).toBe('ok');
      expect((await browser.post('/web-api/user/security/two-step/disable', { code: await totp(secret) })).statusCode).toBe(409);
      // And it can be set up again with a new secret.
      nextStep();
      expect((await enableTwoStep(browser)).secret).not.toBe(secret);
    });
  });

  describe('e-mail verification (S0 §3.2 enable_email_auth, user_email)', () => {
    it('S0 §3.2: a one-click player adds an e-mail: the code goes to it, and only the code makes it the account e-mail', async () => {
      const { browser, userId } = await oneClick();
      const before = await config(browser);
      expect(before).toMatchObject({ user_email: null, activation_type: 0 });

      const noAddress = await browser.post('/web-api/user/email/verification/send', {});
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json().error.code).toBe('VALIDATION_FAILED');
      const badAddress = await browser.post('/web-api/user/email/verification/send', { email: 'not-an-email' });
      expect(badAddress.statusCode).toBe(400);

      const email = uniqueEmail();
      const sent = await browser.post('/web-api/user/email/verification/send', { email: email.toUpperCase() });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ sentTo: email, resendAfterSeconds: 60 });
      // Not the account's e-mail until confirmed.
      expect((await config(browser)).user_email).toBeNull();
      // decision 007: one code a minute per address.
      const again = await browser.post('/web-api/user/email/verification/send', { email });
      expect(again.statusCode).toBe(429);
      expect(again.json().error.code).toBe('RATE_LIMITED');

      const code = await latestCode(t.app, email, 'email_verification');
      const wrong = await browser.post('/web-api/user/email/verification/confirm', { code: code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'wrong_code' });
      expect((await userRow(userId)).email).toBeNull();

      const confirmed = await browser.post('/web-api/user/email/verification/confirm', { code });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ email, verified: true });
      const after = await config(browser);
      expect(after).toMatchObject({ user_email: email, activation_type: 1 });
      expect(after.protection_methods.enable_email_auth).toBe(true);
      expect(after.protection_level).toBe(20);
      expect((await userRow(userId)).emailVerifiedAt).toBeInstanceOf(Date);
      expect(await auditTypes(userId)).toContain('identity.email_verified');

      // The code works once; the confirmed address needs no more codes.
      expect((await browser.post('/web-api/user/email/verification/confirm', { code })).json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'time_up' });
      expect((await browser.post('/web-api/user/email/verification/send', {})).statusCode).toBe(409);
    });

    it('S0 §3.2: an e-mail player confirms the address on the account (no body needed); activation type stays 1', async () => {
      const { browser, userId, email } = await byEmail();
      const sent = await browser.post('/web-api/user/email/verification/send');
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().sentTo).toBe(email);
      const confirmed = await browser.post('/web-api/user/email/verification/confirm', { code: await latestCode(t.app, email, 'email_verification') });
      expect(confirmed.statusCode).toBe(200);
      expect(await config(browser)).toMatchObject({ user_email: email, activation_type: 1, protection_level: 20 });
      expect((await userRow(userId)).emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('decision 007: an address of another account is refused (409) and nothing is sent', async () => {
      const { email: taken } = await byEmail();
      const { browser, userId } = await oneClick();
      const response = await browser.post('/web-api/user/email/verification/send', { email: taken });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('ALREADY_REGISTERED');
      expect((await userRow(userId)).email).toBeNull();
    });

    it('decision 007: an address taken by another account between the code and its confirmation is refused (409)', async () => {
      const email = uniqueEmail();
      const first = await oneClick();
      expect((await first.browser.post('/web-api/user/email/verification/send', { email })).statusCode).toBe(200);
      const code = await latestCode(t.app, email, 'email_verification');
      // Meanwhile someone registers with it.
      const other = createBrowser(t.app);
      expect((await other.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'full_reg', email, password: 'another password' })).statusCode).toBe(201);
      const confirmed = await first.browser.post('/web-api/user/email/verification/confirm', { code });
      expect(confirmed.statusCode).toBe(409);
      expect((await userRow(first.userId)).email).toBeNull();
    });
  });

  describe('phone binding (S0 §3.2 phone_number, phone_code; §4.4 activation type)', () => {
    it('S0 §4.4: binding a phone moves activation type 1 to 2 and turns phone binding on', async () => {
      const { browser, userId } = await byEmail();
      const phone = uniqueRussianPhone();
      const sent = await browser.post('/web-api/user/phone/binding/send', { phone: phone.national, countryCode: 'RU' });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().sentTo).toBe(phone.e164);
      const code = await latestCode(t.app, phone.e164, 'phone_binding');

      const wrong = await browser.post('/web-api/user/phone/binding/confirm', { phone: phone.national, countryCode: 'RU', code: code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('CODE_INVALID');
      expect((await userRow(userId)).phone).toBeNull();
      // The code is for that phone only.
      const elsewhere = uniqueRussianPhone();
      expect((await browser.post('/web-api/user/phone/binding/confirm', { phone: elsewhere.e164, countryCode: 'RU', code })).statusCode).toBe(400);

      const bound = await browser.post('/web-api/user/phone/binding/confirm', { phone: phone.national, countryCode: 'RU', code });
      expect(bound.statusCode, bound.body).toBe(200);
      expect(bound.json()).toEqual({ phone: phone.e164, phone_code: '+7', phone_number: phone.national, activation_type: 2 });
      const after = await config(browser);
      expect(after).toMatchObject({ phone_code: '+7', phone_number: phone.national, activation_type: 2 });
      expect(after.protection_methods.enable_phone_binding).toBe(true);
      expect(after.protection_level).toBe(20);
      expect((await userRow(userId)).phoneVerifiedAt).toBeInstanceOf(Date);
      expect(await auditTypes(userId)).toContain('identity.phone_bound');
      // The bound phone signs in by SMS now.
      const sms = await createBrowser(t.app).post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'login' });
      expect(sms.statusCode).toBe(200);
      expect(await latestCode(t.app, phone.e164, 'sms_login')).toMatch(/^\d{6}$/);
    });

    it('S0 §4.4: a one-click player (activation type 0) gets 3', async () => {
      const { browser } = await oneClick();
      const phone = uniqueRussianPhone();
      expect((await browser.post('/web-api/user/phone/binding/send', { phone: phone.e164, countryCode: 'RU' })).statusCode).toBe(200);
      const bound = await browser.post('/web-api/user/phone/binding/confirm', { phone: phone.e164, countryCode: 'RU', code: await latestCode(t.app, phone.e164, 'phone_binding') });
      expect(bound.statusCode).toBe(200);
      expect((await config(browser)).activation_type).toBe(3);
    });

    it('S0 §3.6: a malformed phone is a 400 and nothing is sent', async () => {
      const { browser, userId } = await byEmail();
      for (const body of [
        { phone: '12345', countryCode: 'RU' },
        { phone: '+7916', countryCode: 'RU' },
        { phone: '9161234567', countryCode: 'RUS' },
        { phone: '', countryCode: 'RU' },
      ]) {
        const response = await browser.post('/web-api/user/phone/binding/send', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
      const confirm = await browser.post('/web-api/user/phone/binding/confirm', { phone: '12345', countryCode: 'RU', code: '123456' });
      expect(confirm.statusCode).toBe(400);
      expect((await userRow(userId)).phone).toBeNull();
    });

    it('decision 007: a phone of another account is refused (409), at sending and at confirming', async () => {
      const phone = uniqueRussianPhone();
      const owner = createBrowser(t.app);
      await owner.post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
      const registration = await owner.post('/web-api/auth/register', {
        ...REGISTRATION_BASE,
        type: 'phone_reg',
        phone: phone.e164,
        code: await latestCode(t.app, phone.e164, 'phone_registration'),
        password: 'phone owner password',
      });
      expect(registration.statusCode).toBe(201);
      const { browser, userId } = await byEmail();
      const response = await browser.post('/web-api/user/phone/binding/send', { phone: phone.national, countryCode: 'RU' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('ALREADY_REGISTERED');

      // Taken between the code and its confirmation.
      const later = uniqueRussianPhone();
      expect((await browser.post('/web-api/user/phone/binding/send', { phone: later.e164, countryCode: 'RU' })).statusCode).toBe(200);
      const code = await latestCode(t.app, later.e164, 'phone_binding');
      const rival = await oneClick();
      expect((await rival.browser.post('/web-api/user/phone/binding/send', { phone: later.e164, countryCode: 'RU' })).statusCode).toBe(429);
      nextStep();
      nextStep();
      expect((await rival.browser.post('/web-api/user/phone/binding/send', { phone: later.e164, countryCode: 'RU' })).statusCode).toBe(200);
      const rivalCode = await latestCode(t.app, later.e164, 'phone_binding');
      expect((await rival.browser.post('/web-api/user/phone/binding/confirm', { phone: later.e164, countryCode: 'RU', code: rivalCode })).statusCode).toBe(200);
      const confirm = await browser.post('/web-api/user/phone/binding/confirm', { phone: later.e164, countryCode: 'RU', code });
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json().error.code).toBe('ALREADY_REGISTERED');
      expect((await userRow(userId)).phone).toBeNull();
      expect((await config(browser)).activation_type).toBe(1);
    });
  });

  describe('password change (S0 §3.2 is_changed_password; decision 007)', () => {
    it('decision 007: a wrong current password is a 400 and changes nothing', async () => {
      const { browser, userId, email, password } = await byEmail();
      const elsewhere = createBrowser(t.app);
      expect((await elsewhere.post('/web-api/auth/login', { form: 'login_password', login: email, password })).statusCode).toBe(200);
      const hash = (await userRow(userId)).passwordHash;
      const wrong = await browser.post('/web-api/user/security/password', { currentPassword: 'not the password', newPassword: 'a brand new password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
      expect((await userRow(userId)).passwordHash).toBe(hash);
      expect((await elsewhere.get('/web-api/auth/session-check')).statusCode).toBe(200);
      expect((await browser.get('/web-api/auth/session-check')).statusCode).toBe(200);
      expect(await auditTypes(userId)).toContain('identity.password_change_refused');

      // Bad input (a new password under 8 characters) is a 400 naming the field, nothing changes.
      const short = await browser.post('/web-api/user/security/password', { currentPassword: password, newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.code).toBe('VALIDATION_FAILED');
      expect(short.json().error.issues[0].path).toContain('newPassword');
      expect((await userRow(userId)).passwordHash).toBe(hash);
    });

    it('S0 §4.4, decision 007: the change ends every other session; this browser stays signed in with a new session', async () => {
      const { browser, userId, email, password } = await byEmail();
      const elsewhere = createBrowser(t.app);
      expect((await elsewhere.post('/web-api/auth/login', { form: 'login_password', login: email, password })).statusCode).toBe(200);
      const oldToken = browser.cookies.get('user_token');
      const changed = await browser.post('/web-api/user/security/password', { currentPassword: password, newPassword: 'a brand new password' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({ changed: true });
      expect(browser.cookies.get('user_token')).toBeTruthy();
      expect(browser.cookies.get('user_token')).not.toBe(oldToken);
      expect((await browser.get('/web-api/auth/session-check')).statusCode).toBe(200);
      expect((await elsewhere.get('/web-api/auth/session-check')).statusCode).toBe(401);
      const after = await config(browser);
      expect(after.protection_methods.is_changed_password).toBe(true);
      expect(after.changed_pass_day_count).toBe(0);
      expect(await auditTypes(userId)).toContain('identity.password_changed');
      // The old password no longer signs in; the new one does.
      expect((await createBrowser(t.app).post('/web-api/auth/login', { form: 'login_password', login: email, password })).statusCode).toBe(401);
      expect((await createBrowser(t.app).post('/web-api/auth/login', { form: 'login_password', login: email, password: 'a brand new password' })).statusCode).toBe(200);
    });
  });

  it('S0 §4.4: all protection methods but the security question give 80 ("good")', async () => {
    const { browser, email, password } = await byEmail();
    await enableTwoStep(browser);
    await browser.post('/web-api/user/email/verification/send', {});
    await browser.post('/web-api/user/email/verification/confirm', { code: await latestCode(t.app, email, 'email_verification') });
    const phone = uniqueRussianPhone();
    await browser.post('/web-api/user/phone/binding/send', { phone: phone.e164, countryCode: 'RU' });
    await browser.post('/web-api/user/phone/binding/confirm', { phone: phone.e164, countryCode: 'RU', code: await latestCode(t.app, phone.e164, 'phone_binding') });
    await browser.post('/web-api/user/security/password', { currentPassword: password, newPassword: 'another new password' });
    const after = await config(browser);
    expect(after.protection_level).toBe(80);
    expect(after).toMatchObject({ user_email: email, phone_number: phone.national, activation_type: 2 });
  });
});
