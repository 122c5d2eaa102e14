import { createServer, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { installErrorHandling, MemoryCache } from '../../platform/index.ts';
import { createConfigModule, type ConfigService } from '../config/index.ts';
import { createSocialModule, type SocialAccounts } from './index.ts';

/** A tiny cookie jar so the test can walk the provider's pages like a browser. */
class Browser {
  private readonly jar = new Map<string, string>();
  async get(url: string): Promise<Response> {
    return this.request(url, { method: 'GET' });
  }
  async post(url: string, form: Record<string, string>): Promise<Response> {
    return this.request(url, { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }
  private async request(url: string, init: RequestInit): Promise<Response> {
    const host = new URL(url).host;
    const cookie = [...this.jar.entries()].filter(([key]) => key.startsWith(`${host}|`)).map(([key, v]) => `${key.split('|')[1]}=${v}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [name, ...rest] = pair!.split('=');
      this.jar.set(`${host}|${name}`, rest.join('='));
    }
    return response;
  }
}

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
    config = createConfigModule({ db: database.db, cache: new MemoryCache() }).service;
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

  async function signInThroughProvider(browser: Browser, login: string): Promise<Response> {
    let response = await browser.get(`${appOrigin}/social-api/oauth/testid/start?returnUrl=%2Fen%2Fcasino&countryCode=DE&currencyCode=EUR`);
    expect(response.status).toBe(302);
    let location = response.headers.get('location')!;
    expect(location.startsWith(oidc.issuer)).toBe(true);
    expect(new URL(location).searchParams.get('code_challenge_method')).toBe('S256');
    // Provider: authorization endpoint → login page → consent page → back to us.
    for (let step = 0; step < 10; step++) {
      response = await browser.get(new URL(location, oidc.issuer).href);
      if (response.status === 200) {
        const html = await response.text();
        const action = /action="([^"]+)"/.exec(html)![1]!;
        const prompt = /name="prompt" value="([^"]+)"/.exec(html)![1]!;
        response = await browser.post(new URL(action, oidc.issuer).href, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
      }
      location = response.headers.get('location')!;
      if (location.startsWith(appOrigin)) break;
    }
    return browser.get(location);
  }

  it('S0 §3.5: a player signs in end to end with an OpenID Connect provider and returns where they were', async () => {
    const browser = new Browser();
    const response = await signInThroughProvider(browser, 'alice');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/casino');
    expect(response.headers.getSetCookie().join(';')).toContain('user_token=token-for-');
    expect(accounts.get('testid:alice')).toBeDefined();
  });

  it('S0 §3.5 soc_reg: the first sign-in creates the account, the next one finds it', async () => {
    await signInThroughProvider(new Browser(), 'bob');
    const first = accounts.get('testid:bob');
    await signInThroughProvider(new Browser(), 'bob');
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

/**
 * A real OpenID provider (oidc-provider) on loopback with its development login and consent pages.
 * Its issuer URL must be the address it is reached at, so it listens on a port chosen first.
 */
async function startProvider(redirectUri: string) {
  const port = await freePort();
  const provider = new Provider(`http://127.0.0.1:${port}`, {
    clients: [
      {
        client_id: 'wager',
        client_secret: 'wager-secret',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@players.example`, email_verified: true }),
    }),
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key'] },
  });
  const server = provider.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { issuer: `http://127.0.0.1:${port}`, port, provider, close: () => new Promise((r) => server.close(r)) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
