import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAuditModule } from '../audit/index.ts';
import { REGISTRATION_BASE, createBrowser, latestCode, latestMessage, registerByEmail, uniqueEmail, uniqueRussianPhone } from './identity.test-support.ts';

describe('password reset (S1 §4; S0 §2.2 user/forgotpassword)', () => {
  let t: TestApp;
  let offsetMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ identity: { nowMs: () => Date.now() + offsetMs } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, body: unknown, lng?: string) => createBrowser(t.app, { lng }).post(url, body);
  const request = (body: unknown, lng?: string) => post('/web-api/auth/password-reset/request', body, lng);
  const verify = (body: unknown) => post('/web-api/auth/password-reset/verify', body);
  const save = (body: unknown) => post('/web-api/auth/password-reset/save', body);
  const signIn = (login: string, password: string) => post('/web-api/auth/login', { form: 'login_password', login, password });
  const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');

  it('S1 §4: call → code by e-mail → approve → save; the new password works, the old does not, every session ended', async () => {
    const signedInBrowser = createBrowser(t.app);
    const { userId, email, password } = await registerByEmail(signedInBrowser);
    expect((await signedInBrowser.get('/web-api/session')).json().authenticated).toBe(true);

    const called = await request({ login: email }, 'ru');
    expect(called.statusCode).toBe(200);
    expect(called.json()).toMatchObject({ channel: 'email', resendAfterSeconds: 60 });
    const message = await latestMessage(t.app, email, 'password_reset');
    expect(message!.subject).toBe('Восстановление пароля Wager');
    const code = await latestCode(t.app, email, 'password_reset');

    const approved = await verify({ resetId: called.json().resetId, code });
    expect(approved.statusCode).toBe(200);
    const { resetToken } = approved.json();
    const saved = await save({ resetToken, password: 'a brand new password' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ saved: true });

    expect((await signedInBrowser.get('/web-api/session')).json().authenticated).toBe(false);
    expect((await signIn(email, password)).statusCode).toBe(401);
    expect((await signIn(email, 'a brand new password')).statusCode).toBe(200);
    const types = (await createAuditModule({ data: t.data }).service.list({ userId })).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['identity.password_reset_requested', 'identity.password_reset']));

    // The reset token works once.
    const again = await save({ resetToken, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('CODE_INVALID');
  });

  it('S1 §4: by phone (with its country) or by account id the code goes by SMS', async () => {
    const phone = uniqueRussianPhone();
    const browser = createBrowser(t.app);
    await browser.post('/web-api/auth/sms/send', { phone: phone.e164, countryCode: 'RU', purpose: 'registration' });
    const code = await latestCode(t.app, phone.e164, 'phone_registration');
    const registered = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'phone_reg', phone: phone.e164, code, password: 'phone password' });
    const userId = registered.json().userId as number;

    const byPhone = await request({ login: phone.national, countryCode: 'RU' });
    expect(byPhone.json().channel).toBe('sms');
    expect(await latestMessage(t.app, phone.e164, 'password_reset')).toBeDefined();
    offsetMs += 61_000;
    const byId = await request({ login: String(userId) });
    expect(byId.json().channel).toBe('sms');
    const resetCode = await latestCode(t.app, phone.e164, 'password_reset');
    // The newest code belongs to the newest call.
    expect((await verify({ resetId: byId.json().resetId, code: resetCode })).statusCode).toBe(200);
  });

  it('S1 §4, decision 007: an unknown login gets the same answer (a decoy resetId) and nothing is sent', async () => {
    const email = uniqueEmail();
    const response = await request({ login: email });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['channel', 'expiresAt', 'resendAfterSeconds', 'resetId']);
    expect(response.json().channel).toBe('email');
    expect(response.json().resetId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await latestMessage(t.app, email, 'password_reset')).toBeUndefined();
    const attempt = await verify({ resetId: response.json().resetId, code: '123456' });
    expect(attempt.json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'wrong_code' });
    // A second call within a minute is refused as for a real account.
    expect((await request({ login: email })).statusCode).toBe(429);
  });

  it('S1 §4: a wrong code is wrong_code before the deadline and time_up after it', async () => {
    const { email } = await registerByEmail(createBrowser(t.app));
    const { resetId } = (await request({ login: email })).json();
    const code = await latestCode(t.app, email, 'password_reset');
    expect((await verify({ resetId, code: wrongOf(code) })).json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'wrong_code' });
    offsetMs += 10 * 60_000;
    expect((await verify({ resetId, code })).json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'time_up' });
  });

  it('decision 007: the reset token expires after 15 minutes', async () => {
    const { email } = await registerByEmail(createBrowser(t.app));
    const { resetId } = (await request({ login: email })).json();
    const { resetToken } = (await verify({ resetId, code: await latestCode(t.app, email, 'password_reset') })).json();
    offsetMs += 15 * 60_000 + 1000;
    const late = await save({ resetToken, password: 'too late password' });
    expect(late.json().error).toMatchObject({ code: 'CODE_INVALID', reason: 'time_up' });
  });

  it('decision 007: a too short new password is a 400 and the password is unchanged', async () => {
    const { email, password } = await registerByEmail(createBrowser(t.app));
    const { resetId } = (await request({ login: email })).json();
    const { resetToken } = (await verify({ resetId, code: await latestCode(t.app, email, 'password_reset') })).json();
    const response = await save({ resetToken, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('decision 007: a malformed phone in the call is a 400', async () => {
    const response = await request({ login: '12-34', countryCode: 'RU' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
