import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createMessagingModule } from '../messaging/index.ts';
import { createBrowser, REGISTRATION_BASE } from './identity.test-support.ts';

describe('one-click credentials by e-mail (S1 §3 save option 2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const mailTo = (recipient: string) => createMessagingModule({ data: t.data, isProduction: false }).service.latest({ recipient });

  it('S1 §3: the signed-in one-click player e-mails themselves their account id and password, in their language', async () => {
    const browser = createBrowser(t.app, { lng: 'ru' });
    const { credentials } = (await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg' })).json();
    const response = await browser.post('/web-api/auth/credentials/email', { email: 'Me@Example.com', password: credentials.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const [mail] = await mailTo('me@example.com');
    expect(mail?.subject).toBe('Данные вашего аккаунта Wager');
    expect(mail?.body).toContain(credentials.login);
    expect(mail?.body).toContain(credentials.password);
  });

  it('S1 §3: a wrong password, a guest, a missing CSRF header or a bad address sends nothing', async () => {
    const browser = createBrowser(t.app);
    const { credentials } = (await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'fast_reg' })).json();
    expect((await browser.post('/web-api/auth/credentials/email', { email: 'x@example.com', password: 'wrong-one' })).statusCode).toBe(401);
    expect((await browser.post('/web-api/auth/credentials/email', { email: 'not-an-address', password: credentials.password })).statusCode).toBe(400);
    expect(
      (await browser.post('/web-api/auth/credentials/email', { email: 'x@example.com', password: credentials.password }, { csrf: false })).statusCode,
    ).toBe(403);
    expect((await createBrowser(t.app).post('/web-api/auth/credentials/email', { email: 'x@example.com', password: 'whatever1' })).statusCode).toBe(401);
    expect(await mailTo('x@example.com')).toEqual([]);
  });
});
