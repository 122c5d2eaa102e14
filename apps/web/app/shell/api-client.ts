import { isTokenRequestFresh } from '@wager/domain';
import { getFingerprint, renewFingerprintAfterFailure } from './device-trust.ts';

/**
 * The browser's one way to call the site's JSON APIs (S0 §7, S1 §8).
 *
 * - Default headers on every call: `X-Requested-With: XMLHttpRequest` (also our CSRF defence for
 *   cookie-authenticated writes) and `X-app-n` with the site project id (S0 §9: 285).
 * - Answers are parsed with the caller's schema (the zod schemas of @wager/contract; this file
 *   takes any `{ parse }` so the shell's initial bundle does not carry zod).
 * - S1 §8: 401 → a new token (gettoken force_refresh) and one retry; 400 with captcha code 100,
 *   111, 112 or 113 → the captcha, then a retry with the `x-captcha` header; 451 with
 *   exception_code 1 → the confirm-terms page; 400 FINGERPRINT_INVALID → a new fingerprint and a
 *   retry, until 2 fingerprint failures; cancelled requests are ignored; any other error
 *   shows the server's message in an error notification unless the caller handles it.
 *
 * Nothing here runs on the server: loaders use the in-process services of the load context.
 */

/** S0 §9: the site project id, sent as X-app-n (S0 §7 default headers). */
export const APP_PROJECT_ID = '285';
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'x-app-n': APP_PROJECT_ID,
};
/** The captcha header (contract CAPTCHA_HEADER). */
export const CAPTCHA_HEADER = 'x-captcha';
/** S1 §8: a 400 carrying one of these captcha codes asks for the captcha. */
export const CAPTCHA_CODES: readonly number[] = [100, 111, 112, 113];
/** A solved captcha that the server rejects again gets one more chance, then the error stands. */
const MAX_CAPTCHA_ROUNDS = 2;

export interface ParseSchema<T> {
  parse(data: unknown): T;
}

/** The contract's `{ error: {...} }` body (packages/contract errors.ts), read without zod. */
export interface ApiErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
  captchaCode?: number;
  exception_code?: number;
  reason?: string;
  retryAfterSeconds?: number;
}

/** A failed API call: `status` 0 means the network failed (S1 §8 "Failed to fetch"). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** True once the client has shown or deliberately skipped a notification for it. */
    readonly handled = false,
  ) {
    super(body.message);
  }
  get code(): string {
    return this.body.code;
  }
}

/** S0 §8, S1 §8: a cancelled request (status 499 "close") is ignored, never shown. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

export interface ApiClientHooks {
  /** Shows the captcha, solves it in the browser and returns the header value; null when the player gave up. */
  solveCaptcha?(captchaCode: number): Promise<string | null>;
  /** S1 §8: 451 with exception_code 1. */
  onTermsNotAccepted?(): void;
  /** A 401 the token refresh could not cure: the session is over. */
  onSessionLost?(): void;
  /** S0 §8: an error notification with the server's message. */
  notifyError?(error: ApiRequestError): void;
}

let hooks: ApiClientHooks = {};

/** The shell registers the UI behind the S1 §8 handling once it is mounted. */
export function configureApiClient(next: ApiClientHooks): () => void {
  hooks = { ...hooks, ...next };
  return () => {
    for (const key of Object.keys(next) as (keyof ApiClientHooks)[]) {
      if (hooks[key] === next[key]) delete hooks[key];
    }
  };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  schema?: ParseSchema<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Error codes the caller shows itself (a form's inline message); they get no notification.
   * `true` means the caller handles every error.
   */
  handles?: readonly string[] | true;
  /** S1 §8 401 handling; off for the sign-in calls themselves, where 401 is the answer. */
  refreshOnUnauthorized?: boolean;
}

/** The fingerprint header (contract FINGERPRINT_HEADER); the sign-in calls carry it (S0 §3.5). */
export const FINGERPRINT_HEADER = 'x-fingerprint';
const FINGERPRINTED = /^\/web-api\/auth\//;

/** Paths whose 401 is an answer, not an expired session. */
const NO_TOKEN_RETRY = /^\/web-api\/(auth\/|user\/gettoken|session)/;

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function readErrorBody(status: number, payload: unknown): ApiErrorBody | null {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return null;
  const error = (payload as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  void status;
  return error as ApiErrorBody;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function captchaCodeOf(error: ApiRequestError): number | null {
  if (error.status !== 400) return null;
  const code = error.body.captchaCode;
  if (typeof code === 'number' && CAPTCHA_CODES.includes(code)) return code;
  return error.body.code === 'CAPTCHA_REQUIRED' ? (code ?? 100) : null;
}

function isTermsError(error: ApiRequestError): boolean {
  return error.status === 451 && error.body.exception_code === 1;
}

function callerHandles(options: ApiRequestOptions<unknown>, error: ApiRequestError): boolean {
  return options.handles === true || (options.handles?.includes(error.code) ?? false);
}

async function send(url: string, options: ApiRequestOptions<unknown>, extraHeaders: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = { ...DEFAULT_HEADERS, ...options.headers, ...extraHeaders };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'same-origin',
    cache: 'no-store',
    signal: options.signal,
  });
}

/**
 * Calls an API and returns its parsed answer, or throws ApiRequestError (already notified unless
 * the caller handles its code) or an AbortError (never notified).
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const refresh = options.refreshOnUnauthorized ?? !NO_TOKEN_RETRY.test(path);
  let tokenRetried = false;
  let captchaRounds = 0;
  let captchaHeader: string | undefined;
  const fingerprinted = FINGERPRINTED.test(path) && (options.method ?? (options.body === undefined ? 'GET' : 'POST')) !== 'GET';
  let fingerprintFailures = 0;

  for (;;) {
    let response: Response;
    try {
      const extra: Record<string, string> = captchaHeader ? { [CAPTCHA_HEADER]: captchaHeader } : {};
      // Without a fingerprint the call still goes: the server decides whether it needs one.
      const fingerprint = fingerprinted ? await getFingerprint() : null;
      if (fingerprint) extra[FINGERPRINT_HEADER] = fingerprint.token;
      response = await send(url, options, extra);
    } catch (error) {
      if (isAbortError(error) || options.signal?.aborted) throw error;
      const failure = new ApiRequestError(0, { code: 'NETWORK', message: 'Failed to fetch' });
      return report(failure, options);
    }

    const payload = await readJson(response);
    if (response.ok) {
      if (!options.schema) return payload as T;
      try {
        return options.schema.parse(payload);
      } catch (error) {
        console.error(`unexpected answer from ${path}`, error);
        return report(new ApiRequestError(500, { code: 'INTERNAL', message: 'Unexpected answer from the server' }), options);
      }
    }

    const body = readErrorBody(response.status, payload);
    if (!body) {
      // S1 §8: an error that is not a real error object is ignored with a warning.
      console.warn(`${path} answered ${response.status} without an error object`);
      throw new ApiRequestError(response.status || 500, { code: 'INTERNAL', message: response.statusText || 'Error' }, true);
    }
    const error = new ApiRequestError(response.status, body);

    // S1 §8: 401 → delete the token, fetch a new one, retry (once).
    if (response.status === 401 && refresh && !tokenRetried && body.code === 'UNAUTHORIZED') {
      tokenRetried = true;
      const renewed = await getToken({ force: true, signal: options.signal }).then(
        () => true,
        () => false,
      );
      if (renewed) continue;
      hooks.onSessionLost?.();
      throw new ApiRequestError(error.status, error.body, true);
    }

    // S1 §8: 400 with the fingerprint code → a new fingerprint and a retry; S0 §8: stop at 2 failures.
    if (response.status === 400 && body.code === 'FINGERPRINT_INVALID') {
      fingerprintFailures++;
      if (await renewFingerprintAfterFailure(fingerprintFailures)) continue;
      return report(error, options);
    }

    // S1 §8: 400 with a captcha code → show the captcha and retry with the captcha header.
    const captchaCode = captchaCodeOf(error);
    if (captchaCode !== null && hooks.solveCaptcha && captchaRounds < MAX_CAPTCHA_ROUNDS) {
      captchaRounds++;
      const solution = await hooks.solveCaptcha(captchaCode);
      if (options.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      if (solution) {
        captchaHeader = solution;
        continue;
      }
      // The player closed the captcha: the call fails quietly.
      throw new ApiRequestError(error.status, error.body, true);
    }

    // S1 §8: 451 with exception_code 1 → confirm the changed terms.
    if (isTermsError(error) && hooks.onTermsNotAccepted) {
      hooks.onTermsNotAccepted();
      throw new ApiRequestError(error.status, error.body, true);
    }

    return report(error, options);
  }
}

function report(error: ApiRequestError, options: ApiRequestOptions<unknown>): never {
  if (callerHandles(options, error)) throw error;
  hooks.notifyError?.(error);
  throw new ApiRequestError(error.status, error.body, true);
}

export interface TokenAnswer {
  token: string;
  expiresAt: string;
}

let tokenRequest: { startedAt: number; promise: Promise<TokenAnswer> } | null = null;

function parseToken(data: unknown): TokenAnswer {
  const { token, expiresAt } = (data ?? {}) as { token?: unknown; expiresAt?: unknown };
  if (typeof token !== 'string' || typeof expiresAt !== 'string') throw new Error('token answer without a token');
  return { token, expiresAt };
}

/**
 * GET /web-api/user/gettoken?force_refresh=true (S0 §7): the short-lived bearer token for the
 * service APIs. Requests are shared for 60 s (S0 §9); `force` drops the shared one first (S1 §8).
 * A failure is logged and rethrown (S0 §8).
 */
export function getToken(options: { force?: boolean; signal?: AbortSignal } = {}): Promise<TokenAnswer> {
  const now = Date.now();
  if (!options.force && tokenRequest && isTokenRequestFresh(tokenRequest.startedAt, now)) return tokenRequest.promise;
  const promise = apiRequest('/web-api/user/gettoken', {
    query: { force_refresh: true },
    schema: { parse: parseToken },
    handles: true,
  }).catch((error: unknown) => {
    if (tokenRequest?.promise === promise) tokenRequest = null;
    console.error('token request failed', error);
    throw error;
  });
  tokenRequest = { startedAt: now, promise };
  return promise;
}

/** Forgets the shared token (sign-out, sign-in). */
export function clearToken(): void {
  tokenRequest = null;
}
