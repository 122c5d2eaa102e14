import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../../platform/index.ts';
import {
  createFakeCredentialsService,
  createFakeProfileService,
  createFakeRegistrationService,
  createFakeSessionService,
  accountSnapshot,
} from '../testing/fakes.ts';
import { authPlugin } from './auth-hook.ts';
import { createDeviceTrust } from './device-trust.ts';
import { devicePlugin } from './device-trust.routes.ts';
import { DEFAULT_IDENTITY_POLICY, SESSION_COOKIE } from './identity.constants.ts';
import { identityRoutes } from './identity.routes.ts';
import { createTokenSigner } from './tokens.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0123';

/**
 * Identity's HTTP routes and auth hook as consumers of the four service interfaces, over in-memory
 * fakes (no database): the wiring of S0 §7 sign-in, session and terms calls.
 */
describe('identity routes over fake services (S0 §7)', () => {
  let app: FastifyInstance;
  const sessions = createFakeSessionService();
  const profile = createFakeProfileService();
  const credentials = createFakeCredentialsService(sessions);
  const registration = createFakeRegistrationService(sessions, profile);

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(fastifyCookie);
    await app.register(devicePlugin(createDeviceTrust({ appSecret: SECRET, tokens: createTokenSigner(SECRET, Date.now), nowMs: Date.now })));
    await app.register(authPlugin(sessions));
    await app.register(identityRoutes({ sessions, registration, credentials, profile }, DEFAULT_IDENTITY_POLICY));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const cookieOf = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!;

  it('S0 §3.5 login_password: the credentials service signs in, the session cookie is set, GET /web-api/session sees it', async () => {
    profile.add(accountSnapshot({ userId: 7 }));
    credentials.setPassword(7, 'correct horse', 'seven@example.com');
    const login = await app.inject({
      method: 'POST',
      url: '/web-api/auth/login',
      payload: { form: 'login_password', login: 'seven@example.com', password: 'correct horse', remember: false },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ status: 'ok', userId: 7 });
    const cookie = cookieOf(login.headers['set-cookie']);
    const session = await app.inject({ method: 'GET', url: '/web-api/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ authenticated: true, userId: 7 });
    expect(await sessions.sessionFromCookieHeader(cookie)).toMatchObject({ authenticated: true, userId: 7 });
  });

  it('a wrong password is a 401 INVALID_CREDENTIALS and no cookie', async () => {
    const login = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { form: 'login_password', login: '7', password: 'wrong', remember: false } });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('S0 §4.6: the terms status comes from the profile service', async () => {
    profile.add(accountSnapshot({ userId: 8 }));
    credentials.setPassword(8, 'pw-of-eight');
    const login = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { form: 'login_password', login: '8', password: 'pw-of-eight', remember: true } });
    const cookie = cookieOf(login.headers['set-cookie']);
    profile.changeTerms(8);
    const status = await app.inject({ method: 'GET', url: '/web-api/api-v3/v2/user/agreement-rules/status', headers: { cookie } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ result: true });
  });

  it('logout ends the session through the session service', async () => {
    credentials.setPassword(9, 'pw-of-nine');
    const login = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { form: 'login_password', login: '9', password: 'pw-of-nine', remember: false } });
    const cookie = cookieOf(login.headers['set-cookie']);
    const logout = await app.inject({ method: 'POST', url: '/web-api/auth/logout', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    expect(logout.statusCode).toBe(200);
    expect(await sessions.sessionFromCookieHeader(cookie)).toMatchObject({ authenticated: false });
  });
});
