import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_ALPHABET } from '@wager/domain';
import { accounts, codes, profiles, sessions, users } from '@wager/db';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAuditModule } from '../audit/index.ts';
import { createConfigModule } from '../config/index.ts';
import { createWalletModule } from '../wallet/index.ts';
import {
  REGISTRATION_BASE,
  createBrowser,
  latestCode,
  latestMessage,
  registerByEmail,
  uniqueEmail,
  uniqueRussianPhone,
} from './identity.test-support.ts';

describe('registration (S0 §2.5.1, §3.5, §4.3; S1 §3)', () => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ identity: { nowMs: () => Date.now() + offsetMs, policy: { rateLimits: { register: { max: 3, timeWindowMs: 3_600_000 } } } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const counts = async () => ({
    users: await t.database.db.$count(users),
    profiles: await t.database.db.$count(profiles),
    sessions: await t.database.db.$count(sessions),
  });
  const userRow = (id: number) => t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) });
  const auditOf = (userId: number) => createAuditModule({ data: t.data }).service.list({ userId });

  it('S0 §3.5, §4.3 fast_reg: one click creates the account, shows the generated credentials once and signs the player in', async () => {
    const browser = createBrowser(t.app);
    const response = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg', promoCode: 'WELCOME' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.credentials.login).toBe(String(body.userId));
    expect(body.credentials.password).toHaveLength(10);
    for (const char of body.credentials.password) expect(GENERATED_PASSWORD_ALPHABET).toContain(char);

    // Signed in: the cookie is httpOnly, SameSite=Lax, for the whole site, expiring with the session (12 h).
    const cookie = response.cookies.find((c) => c.name === 'user_token')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Math.abs(new Date(cookie.expires!).getTime() - (Date.now() + offsetMs + 12 * 3_600_000))).toBeLessThan(60_000);
    const session = (await browser.get('/web-api/session')).json();
    expect(session).toMatchObject({ authenticated: true, userId: body.userId });

    const row = (await userRow(body.userId))!;
    expect(row).toMatchObject({ registrationType: 'fast_reg', activationType: 0, countryCode: 'RU', currencyCode: 'RUB', bonusChoice: 1, promoCode: 'WELCOME', email: null, phone: null });
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row.ageConfirmedAt).toBeInstanceOf(Date);
    // decision 007: argon2id, never the password itself.
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(body.credentials.password);
    expect(await t.database.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.userId, body.userId) })).toBeDefined();
    // decision 007: the session token is stored only as a SHA-256 hash.
    const stored = await t.database.db.query.sessions.findFirst({ where: (s, { eq }) => eq(s.userId, body.userId) });
    expect(stored!.tokenHash.length).toBe(32);
    expect(stored!.tokenHash.toString('base64url')).not.toBe(cookie.value);

    const events = await auditOf(body.userId);
    expect(events.map((e) => e.type)).toContain('identity.registered');
    expect(events[0]).toMatchObject({ ip: browser.ip, userAgent: 'vitest-browser/1.0' });

    // Sign out, then sign in with the credentials shown.
    expect((await browser.post('/web-api/auth/logout')).statusCode).toBe(200);
    const again = createBrowser(t.app);
    const login = await again.post('/web-api/auth/login', { form: 'login_password', login: body.credentials.login, password: body.credentials.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ status: 'ok', userId: body.userId });
  });

  it('S0 §3.1: registration opens the main account (type 0, active, empty) in the chosen currency', async () => {
    const response = await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg', currencyCode: 'EUR' });
    expect(response.statusCode).toBe(201);
    const userId = response.json().userId as number;
    const rows = await t.database.db.query.accounts.findMany({ where: (a, { eq }) => eq(a.userId, userId) });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ownerKind: 'player', type: 0, currencyCode: 'EUR', isActive: true, balanceMinor: 0n, frozenAt: null });
    expect((await userRow(userId))!.currencyCode).toBe('EUR');
  });

  it('S0 §3.1, decision 007: a currency the site does not offer (unknown or switched off) is a 400 CURRENCY_NOT_OFFERED and nothing is written', async () => {
    const wallet = createWalletModule({ data: t.data }).service;
    await wallet.setCurrencyEnabled('GBP', false);
    try {
      const before = { ...(await counts()), accounts: await t.database.db.$count(accounts) };
      for (const currencyCode of ['XYZ', 'GBP']) {
        const response = await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg', currencyCode });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('CURRENCY_NOT_OFFERED');
      }
      expect({ ...(await counts()), accounts: await t.database.db.$count(accounts) }).toEqual(before);
    } finally {
      await wallet.setCurrencyEnabled('GBP', true);
    }
  });

  it('S0 §3.5, §4.3 full_reg: e-mail and password; activation type 1; profile names kept', async () => {
    const browser = createBrowser(t.app);
    const email = uniqueEmail();
    const response = await browser.post('/web-api/auth/register', {
      ...REGISTRATION_BASE,
      type: 'full_reg',
      email: email.toUpperCase(),
      password: 'a long enough password',
      name: 'Anna',
      surname: 'Ivanova',
      bonusChoice: 2,
      currencyCode: 'EUR',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().credentials).toBeUndefined();
    const row = (await userRow(response.json().userId))!;
    expect(row).toMatchObject({ email, activationType: 1, registrationType: 'full_reg', bonusChoice: 2, currencyCode: 'EUR' });
    const profile = await t.database.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.userId, row.id) });
    expect(profile).toMatchObject({ name: 'Anna', surname: 'Ivanova', hideBalance: true });
  });

  it('decision 007: a duplicate e-mail (any case) is a 409 ALREADY_REGISTERED and nothing is written', async () => {
    const { email } = await registerByEmail(createBrowser(t.app));
    const before = await counts();
    const response = await createBrowser(t.app).post('/web-api/auth/register', {
      ...REGISTRATION_BASE,
      type: 'full_reg',
      email: email.toUpperCase(),
      password: 'another password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ALREADY_REGISTERED');
    expect(response.cookies.find((c) => c.name === 'user_token')).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('S0 §3.5, §4.3 phone_reg: the SMS code from the outbox registers the phone in E.164; activation type 3', async () => {
    const browser = createBrowser(t.app);
    const phone = uniqueRussianPhone();
    const typed = `8 (${phone.national.slice(0, 3)}) ${phone.national.slice(3, 6)}-${phone.national.slice(6, 8)}-${phone.national.slice(8)}`;
    const sent = await browser.post('/web-api/auth/sms/send', { phone: typed, countryCode: 'RU', purpose: 'registration' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().resendAfterSeconds).toBe(60);
    const code = await latestCode(t.app, phone.e164, 'phone_registration');
    const response = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'phone_reg', phone: typed, code, password: 'phone password 1' });
    expect(response.statusCode, response.body).toBe(201);
    const row = (await userRow(response.json().userId))!;
    expect(row).toMatchObject({ phone: phone.e164, activationType: 3, registrationType: 'phone_reg' });
    expect(row.phoneVerifiedAt).toBeInstanceOf(Date);

    // decision 007: the code is single use; the phone now belongs to an account.
    const again = await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'phone_reg', phone: phone.e164, code, password: 'phone password 2' });
    expect(again.statusCode).toBe(409);
    const resend = await createBrowser(t.app).post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
    expect(resend.statusCode).toBe(409);
  });

  it('S1 §4, decision 007: a wrong phone code is CODE_INVALID wrong_code; after 10 minutes time_up; nothing is written', async () => {
    const phone = uniqueRussianPhone();
    const browser = createBrowser(t.app);
    await browser.post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
    const code = await latestCode(t.app, phone.e164, 'phone_registration');
    const wrong = code === '000000' ? '000001' : '000000';
    const before = await counts();
    const register = (c: string) =>
      browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'phone_reg', phone: phone.e164, code: c, password: 'phone password' });
    const first = await register(wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'wrong_code' });
    offsetMs += 10 * 60_000;
    try {
      const late = await register(code);
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'time_up' });
    } finally {
      offsetMs -= 10 * 60_000;
    }
    expect(await counts()).toEqual(before);
  });

  it('S1 §4, decision 007: after 5 wrong tries even the right code is refused (time_up)', async () => {
    const phone = uniqueRussianPhone();
    const browser = createBrowser(t.app);
    await browser.post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
    const code = await latestCode(t.app, phone.e164, 'phone_registration');
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      // From several clients: the per-IP registration limit is not what this test is about.
      const response = await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'phone_reg', phone: phone.e164, code: wrong, password: 'phone password' });
      expect(response.json().error.reason).toBe('wrong_code');
    }
    const right = await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'phone_reg', phone: phone.e164, code, password: 'phone password' });
    expect(right.json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'time_up' });
    const stored = await t.database.db.query.codes.findFirst({ where: (c, { eq }) => eq(c.target, phone.e164) });
    expect(stored!.attempts).toBe(5);
    expect(stored!.consumedAt).toBeNull();
  });

  it('decision 007: codes are stored as HMACs, never in clear', async () => {
    const phone = uniqueRussianPhone();
    await createBrowser(t.app).post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
    const code = await latestCode(t.app, phone.e164, 'phone_registration');
    const rows = await t.database.db.select().from(codes);
    const row = rows.find((r) => r.target === phone.e164)!;
    expect(row.codeHash.length).toBe(32);
    expect(row.codeHash.toString('utf8')).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
  });

  it.each([
    ['a malformed phone', 'VALIDATION_FAILED', { type: 'phone_reg', phone: '12345', code: '123456', password: 'phone password' }],
    ['a phone too long for its country', 'VALIDATION_FAILED', { type: 'phone_reg', phone: '9161234567890', code: '123456', password: 'phone password' }],
    ['an unknown country', 'VALIDATION_FAILED', { type: 'phone_reg', phone: '9161234567', countryCode: 'ru', code: '123456', password: 'phone password' }],
    ['terms not accepted', 'VALIDATION_FAILED', { type: 'fast_reg', acceptTerms: false }],
    ['age not confirmed', 'VALIDATION_FAILED', { type: 'fast_reg', confirmAge: false }],
    ['a bad currency', 'VALIDATION_FAILED', { type: 'fast_reg', currencyCode: 'rub' }],
    ['an unknown bonus choice', 'VALIDATION_FAILED', { type: 'fast_reg', bonusChoice: 3 }],
    ['a short password', 'VALIDATION_FAILED', { type: 'full_reg', email: 'short@example.com', password: 'short' }],
    ['a malformed e-mail', 'VALIDATION_FAILED', { type: 'full_reg', email: 'not-an-email', password: 'long enough password' }],
    ['an unknown type', 'VALIDATION_FAILED', { type: 'magic_reg' }],
  ])('decision 007: %s is a 400 %s and nothing is written', async (_name, code, patch) => {
    const before = await counts();
    const response = await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(await counts()).toEqual(before);
  });

  it('S0 §3.5, §4.3 soc_reg: answered 400 pointing to the social sign-in flow', async () => {
    const response = await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'soc_reg', provider: 'google' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/social/i);
  });

  it('S0 §1: SMS texts are in the player language (lng cookie; Russian also for kk)', async () => {
    const ru = uniqueRussianPhone();
    await createBrowser(t.app, { lng: 'kk' }).post('/web-api/auth/sms/send', { phone: ru.e164, countryCode: 'RU', purpose: 'registration' });
    expect((await latestMessage(t.app, ru.e164, 'phone_registration'))!.body).toMatch(/Код регистрации/);
    const en = uniqueRussianPhone();
    await createBrowser(t.app).post('/web-api/auth/sms/send', { phone: en.e164, countryCode: 'RU', purpose: 'registration' }, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect((await latestMessage(t.app, en.e164, 'phone_registration'))!.body).toMatch(/registration code/);
  });

  it('decision 007: one SMS a minute per phone; the answer says when to ask again', async () => {
    const phone = uniqueRussianPhone();
    const first = await createBrowser(t.app).post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
    expect(first.statusCode).toBe(200);
    const second = await createBrowser(t.app).post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe('RATE_LIMITED');
    expect(second.json().error.retryAfterSeconds).toBeGreaterThan(55);
    offsetMs += 61_000;
    try {
      const third = await createBrowser(t.app).post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
      expect(third.statusCode).toBe(200);
    } finally {
      offsetMs -= 61_000;
    }
  });

  it('decision 007: registrations are limited per IP (429 with retryAfterSeconds)', async () => {
    const browser = createBrowser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg' })).statusCode).toBe(201);
    }
    const refused = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error.retryAfterSeconds).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg' })).statusCode).toBe(201);
  });
});

describe('phone countries and masks (S0 §3.6, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S0 §3.6: every country has id, name, phoneCode with a plus and a lower-case code; masks carry Min and Max', async () => {
    const response = await t.app.inject({ url: '/web-api/auth/phone-countries?lang=ru' });
    expect(response.statusCode).toBe(200);
    const { countries, masks } = response.json();
    expect(countries.length).toBeGreaterThan(200);
    const russia = countries.find((c: { code: string }) => c.code === 'ru');
    expect(russia).toMatchObject({ name: 'Россия', phoneCode: '+7' });
    const mask = masks.find((m: { CountryId: number }) => m.CountryId === russia.id);
    expect(mask.Mask).toMatch(/^[X\s()-]+$/);
    expect(mask.Mask.replace(/[^X]/g, '')).toHaveLength(10);
    expect(mask.Min).toBeLessThanOrEqual(10);
    expect(mask.Max).toBeGreaterThanOrEqual(10);
    const en = (await t.app.inject({ url: '/web-api/auth/phone-countries?lang=en' })).json();
    expect(en.countries.find((c: { code: string }) => c.code === 'ru').name).toBe('Russia');
    expect((await t.app.inject({ url: '/web-api/auth/phone-countries?lang=english' })).statusCode).toBe(400);
  });
});

describe('registration closed (S0 §2.5.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S0 §2.5.1: with isRegistrationAllowed off, registration is a 403 REGISTRATION_CLOSED and nothing is written', async () => {
    const operator = createConfigModule({ data: t.data, cache: t.platform.cache });
    await operator.service.setValue('site', 'isRegistrationAllowed', false);
    const response = await createBrowser(t.app).post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('REGISTRATION_CLOSED');
    expect(await t.database.db.$count(users)).toBe(0);
  });
});
