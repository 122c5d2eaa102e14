import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { installErrorHandling, MemoryCache } from '../../platform/index.ts';
import { createConfigModule, type ConfigService } from '../config/index.ts';
import { createSocialModule, type SocialAccounts } from './index.ts';
import { Browser, signInThroughProvider, startProvider } from './testing/oidc-test-provider.ts';
import { testDataSource } from '../../testing/test-data.ts';

describe('social sign-in (S0 §3.5, S1 §7)', () => {
  let database: DatabaseHandle;
  let config: ConfigService;
  let app: FastifyInstance;
  let appOrigin: string;
  let oidc: Awaited<ReturnType<typeof startProvider>>;
  const accounts = new Map<string, number>();
  const signedIn: number[] = [];
  let nextUserId = 500;

  const fakeAccounts: SocialAccounts = {
    async findOrCreateSocialUser(input) {
      const key = `${input.provider}:${input.subject}`;
      const existing = accounts.get(key);
      if (existing) return { userId: existing, created: false };
      const userId = nextUserId++;
      accounts.set(key, userId);
      return { userId, created: true };
    },
    async signIn(_request, reply, userId) {
      signedIn.push(userId);
      reply.setCookie('user_token', `token-for-${userId}`, { path: '/', httpOnly: true });
    },
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    config = createConfigModule({ data: testDataSource(database), cache: new MemoryCache() }).service;
    await config.seedDefaults();
    const social = createSocialModule({
      config,
      accounts: fakeAccounts,
      secret: 'x'.repeat(32),
      env: { SOCIAL_TESTID_CLIENT_SECRET: 'wager-secret' },
      allowInsecureIssuers: true,
    });
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(fastifyCookie);
    await app.register(social.routes);
    await app.listen({ port: 0, host: '127.0.0.1' });
    appOrigin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // Providers are read from the config at request time, so the provider can start after us.
    oidc = await startProvider(`${appOrigin}/social-api/oauth/testid/callback`);
    await config.setValue('social', 'providers', [{ id: 'testid', name: 'Test ID', issuer: oidc.issuer, clientId: 'wager', enabled: true }]);
  });

  afterAll(async () => {
    await app?.close();
    await oidc?.close();
    await database?.close();
  });

  const signIn = (browser: Browser, login: string) => signInThroughProvider(browser, { appOrigin, issuer: oidc.issuer, provider: 'testid', login });

  it('S0 §3.5: a player signs in end to end with an OpenID Connect provider and returns where they were', async () => {
    const browser = new Browser();
    const response = await signIn(browser, 'alice');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/casino');
    expect(response.headers.getSetCookie().join(';')).toContain('user_token=token-for-');
    expect(accounts.get('testid:alice')).toBeDefined();
  });

  it('S0 §3.5 soc_reg: the first sign-in creates the account, the next one finds it', async () => {
    await signIn(new Browser(), 'bob');
    const first = accounts.get('testid:bob');
    await signIn(new Browser(), 'bob');
    expect(accounts.get('testid:bob')).toBe(first);
    expect(signedIn.filter((id) => id === first)).toHaveLength(2);
  });

  it('a callback without the flow cookie (forged or expired) signs nobody in', async () => {
    const before = signedIn.length;
    const response = await fetch(`${appOrigin}/social-api/oauth/testid/callback?code=x&state=y`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('socialError=expired');
    expect(signedIn.length).toBe(before);
  });

  it('an unknown or disabled provider is a 404', async () => {
    const response = await fetch(`${appOrigin}/social-api/oauth/nosuch/start`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });

  it('S0 §3.5: the enabled providers are listed for the sign-in form', async () => {
    const body = await (await fetch(`${appOrigin}/social-api/providers`)).json();
    expect(body.providers).toEqual([{ id: 'testid', name: 'Test ID' }]);
  });

  describe('Google one-tap (S1 §7)', () => {
    let signKey: CryptoKey;
    let jwksServer: FastifyInstance;

    beforeAll(async () => {
      const { publicKey, privateKey } = await generateKeyPair('RS256');
      signKey = privateKey as CryptoKey;
      const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
      jwksServer = Fastify();
      jwksServer.get('/certs', async () => ({ keys: [jwk] }));
      await jwksServer.listen({ port: 0, host: '127.0.0.1' });
      const jwksUri = `http://127.0.0.1:${(jwksServer.server.address() as AddressInfo).port}/certs`;
      await config.setValue('social', 'googleOneTap', { clientId: 'one-tap-client', issuer: 'https://accounts.google.com', jwksUri });
    });
    afterAll(async () => {
      await jwksServer?.close();
    });

    const credential = (claims: Record<string, unknown>, audience = 'one-tap-client') =>
      new SignJWT({ email: 'carol@example.com', email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(audience)
        .setSubject('google-carol')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(signKey);

    const postForm = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return fetch(`${appOrigin}/social-api/oauth/google-one-tap`, { method: 'POST', body: form });
    };

    it('S1 §7: GET clientId answers the configured client id', async () => {
      expect(await (await fetch(`${appOrigin}/social-api/oauth/google-one-tap/clientId`)).json()).toEqual({ clientId: 'one-tap-client' });
    });

    it('S1 §7: a valid credential signs in and answers redirectUrl', async () => {
      const response = await postForm({ credential: await credential({}), language: 'ru', currency: 'RUB', countryId: '1' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ redirectUrl: '/ru' });
      expect(accounts.get('google:google-carol')).toBeDefined();
    });

    it('S1 §7: a credential for another audience, or a forged one, is refused and signs nobody in', async () => {
      const before = signedIn.length;
      const wrongAudience = await postForm({ credential: await credential({}, 'someone-else') });
      expect(wrongAudience.status).toBe(401);
      const forged = await postForm({ credential: `${(await credential({})).slice(0, -4)}AAAA` });
      expect(forged.status).toBe(401);
      const missing = await postForm({ language: 'en' });
      expect(missing.status).toBe(400);
      expect(signedIn.length).toBe(before);
    });
  });
});

