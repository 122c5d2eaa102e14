import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A fresh client address, so per-IP limits and the captcha rule of one test never touch another. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Send the S0 §7 default header X-Requested-With (default true, as the site's client does). */
  csrf?: boolean;
  ip?: string;
}

/**
 * A browser for `app.inject`: keeps the cookies the server sets (and drops the ones it clears) and
 * sends them back, from one client address.
 */
export function createBrowser(app: FastifyInstance, options: { ip?: string; lng?: string } = {}) {
  const cookies = new Map<string, string>();
  if (options.lng) cookies.set('lng', options.lng);
  const ip = options.ip ?? randomIp();

  async function call(method: 'GET' | 'POST', url: string, body?: unknown, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'user-agent': 'vitest-browser/1.0', ...opts.headers };
    if (opts.csrf !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const response = await app.inject({
      method,
      url,
      headers,
      remoteAddress: opts.ip ?? ip,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const cleared = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (cleared) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  return {
    ip,
    cookies,
    call,
    get: (url: string, opts?: CallOptions) => call('GET', url, undefined, opts),
    post: (url: string, body?: unknown, opts?: CallOptions) => call('POST', url, body, opts),
  };
}

export type Browser = ReturnType<typeof createBrowser>;

/** The latest message the site sent to `to` for `purpose`, from the development outbox. */
export async function latestMessage(app: FastifyInstance, to: string, purpose: string): Promise<{ body: string; subject: string | null; channel: string } | undefined> {
  const response = await app.inject({ url: `/dev/outbox.json?to=${encodeURIComponent(to)}&purpose=${encodeURIComponent(purpose)}` });
  expect(response.statusCode).toBe(200);
  return response.json().messages[0];
}

/** The 6-digit code of the latest message to `to` for `purpose`. */
export async function latestCode(app: FastifyInstance, to: string, purpose: string): Promise<string> {
  const message = await latestMessage(app, to, purpose);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no ${purpose} code was sent to ${to}`);
  return code;
}

export const REGISTRATION_BASE = { countryCode: 'RU', currencyCode: 'RUB', bonusChoice: 1, acceptTerms: true, confirmAge: true } as const;

let emailCounter = 0;
export function uniqueEmail(): string {
  return `player${Date.now().toString(36)}${++emailCounter}${randomInt(0, 1_000_000)}@example.com`;
}

let phoneCounter = randomInt(0, 1_000_000);
/** A valid Russian mobile number, different each call (+7 916 xxx-xx-xx). */
export function uniqueRussianPhone(): { national: string; e164: string } {
  const tail = String(phoneCounter++ % 10_000_000).padStart(7, '0');
  return { national: `916${tail}`, e164: `+7916${tail}` };
}

/** Registers with e-mail and password (full_reg), signed in on `browser`. */
export async function registerByEmail(browser: Browser, password = 'correct horse battery'): Promise<{ userId: number; email: string; password: string }> {
  const email = uniqueEmail();
  const response = await browser.post('/web-api/auth/register', { ...REGISTRATION_BASE, type: 'full_reg', email, password });
  expect(response.statusCode, response.body).toBe(201);
  return { userId: response.json().userId, email, password };
}
