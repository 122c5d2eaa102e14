import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { CASINO_PROVIDER_HEADERS, CASINO_SIGNATURE_WINDOW_SECONDS } from '@wager/contract';

/**
 * The seamless-wallet signatures (decision 019, `packages/contract/src/casino-provider.ts`): a
 * request is signed over `${timestamp}.${path}.${raw body}`, an answer over `${timestamp}.${raw body}`,
 * both hex HMAC-SHA256 with the provider's secret. One code for the operator, the studio's client,
 * the tests and the bench.
 */
export function requestSignature(secret: string, timestamp: number | string, path: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${path}.${rawBody}`).digest('hex');
}

export function answerSignature(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time comparison of two hex signatures (a wrong length is simply unequal). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The headers a provider sends with `body` (the exact string it posts) to `path` (e.g.
 * `/casino-api/v1/bet`) at `nowSeconds`.
 */
export function signProviderRequest(secret: string, path: string, body: string, nowSeconds: number, provider?: string): Record<string, string> {
  const timestamp = String(Math.floor(nowSeconds));
  return {
    'content-type': 'application/json',
    ...(provider ? { [CASINO_PROVIDER_HEADERS.provider]: provider } : {}),
    [CASINO_PROVIDER_HEADERS.timestamp]: timestamp,
    [CASINO_PROVIDER_HEADERS.signature]: requestSignature(secret, timestamp, path, body),
  };
}

/** The provider's check of an answer: its signature over its own timestamp and raw body. */
export function verifyProviderAnswer(secret: string, headers: Record<string, string | string[] | undefined>, rawBody: string): boolean {
  const timestamp = headers[CASINO_PROVIDER_HEADERS.timestamp];
  const signature = headers[CASINO_PROVIDER_HEADERS.signature];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  return sameSignature(answerSignature(secret, timestamp, rawBody), signature);
}

/** Whether a request's timestamp (seconds) is within ±30 s of the operator's clock. */
export function timestampInWindow(timestamp: string | undefined, nowMs: number): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - nowMs / 1000) <= CASINO_SIGNATURE_WINDOW_SECONDS;
}

/**
 * The built-in sandbox's secret when CASINO_PROVIDER_WAGER_STUDIO_SECRET is unset: derived from
 * APP_SECRET, so a fresh install works and every process of one site agrees.
 */
export function derivedProviderSecret(appSecret: string, slug: string): string {
  return createHmac('sha256', appSecret).update(`casino-provider:${slug}`).digest('hex');
}

/** CASINO_PROVIDER_<SLUG>_SECRET: the slug upper-cased, dashes as underscores. */
export function providerSecretEnvName(slug: string): string {
  return `CASINO_PROVIDER_${slug.toUpperCase().replaceAll('-', '_')}_SECRET`;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
