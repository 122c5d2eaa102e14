import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the browser carries between the start of a social sign-in and the provider's callback. */
export interface SocialFlow {
  provider: string;
  state: string;
  codeVerifier: string;
  nonce: string;
  returnUrl: string;
  countryCode: string;
  currencyCode: string;
  expiresAtMs: number;
}

export const FLOW_COOKIE = 'social_flow';
export const FLOW_TTL_MS = 10 * 60_000;

/** Signed (HMAC-SHA256) so the browser cannot alter it; it holds no secret worth hiding. */
export function sealFlow(flow: SocialFlow, secret: string): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function openFlow(sealed: string | undefined, secret: string, nowMs: number): SocialFlow | null {
  if (!sealed) return null;
  const [body, mac] = sealed.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SocialFlow;
    return flow.expiresAtMs > nowMs ? flow : null;
  } catch {
    return null;
  }
}
