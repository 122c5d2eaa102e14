import { createServer, type AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { expect } from 'vitest';

/** A tiny cookie jar so the test can walk the provider's pages like a browser. */
export class Browser {
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


/** Walks start → provider login → consent → our callback, as a browser would; returns our callback's answer. */
export async function signInThroughProvider(
  browser: Browser,
  options: { appOrigin: string; issuer: string; provider: string; login: string; query?: string },
): Promise<Response> {
  const { appOrigin, issuer } = options;
  let response = await browser.get(
    `${appOrigin}/social-api/oauth/${options.provider}/start?${options.query ?? 'returnUrl=%2Fen%2Fcasino&countryCode=DE&currencyCode=EUR'}`,
  );
  expect(response.status).toBe(302);
  let location = response.headers.get('location')!;
  expect(location.startsWith(issuer)).toBe(true);
  expect(new URL(location).searchParams.get('code_challenge_method')).toBe('S256');
  for (let step = 0; step < 10; step++) {
    response = await browser.get(new URL(location, issuer).href);
    if (response.status === 200) {
      const html = await response.text();
      const action = /action="([^"]+)"/.exec(html)![1]!;
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)![1]!;
      response = await browser.post(new URL(action, issuer).href, prompt === 'login' ? { prompt, login: options.login, password: 'any' } : { prompt });
    }
    location = response.headers.get('location')!;
    if (location.startsWith(appOrigin)) break;
  }
  return browser.get(location);
}

/**
 * A real OpenID provider (oidc-provider) on loopback with its development login and consent pages.
 * Its issuer URL must be the address it is reached at, so it listens on a port chosen first.
 */
export async function startProvider(redirectUri: string) {
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
