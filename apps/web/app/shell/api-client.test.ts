import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiRequestError, clearToken, configureApiClient, DEFAULT_HEADERS, getToken, isAbortError } from './api-client.ts';
import { ensureSecureData, resetDeviceTrust } from './device-trust.ts';

type Answer = { status: number; body?: unknown };

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let calls: { url: string; init: RequestInit }[] = [];
let answers: Answer[] = [];
let unhook: () => void = () => {};
/** Device-trust calls (fingerprint, secure data) are kept apart from the calls under test. */
let deviceCalls: { url: string; init: RequestInit }[] = [];
let deviceAnswers: Answer[] = [];
let fingerprintsIssued = 0;

beforeEach(() => {
  calls = [];
  answers = [];
  deviceCalls = [];
  deviceAnswers = [];
  fingerprintsIssued = 0;
  clearToken();
  resetDeviceTrust();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/web-api/fingerprint' || url === '/web-api/secure-data') {
      deviceCalls.push({ url, init });
      const queued = deviceAnswers.shift();
      if (queued) return json(queued.status, queued.body);
      if (url === '/web-api/secure-data') return json(200, { ggru: 'g'.repeat(22), grant: 'grant', expiresAt: new Date(Date.now() + 1_800_000).toISOString() });
      fingerprintsIssued++;
      return json(200, { token: `fp-${fingerprintsIssued}`, expiresAt: new Date(Date.now() + 1_800_000).toISOString(), visitorId: 'v' });
    }
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return json(next.status, next.body);
  });
});
afterEach(() => {
  unhook();
  resetDeviceTrust();
  vi.unstubAllGlobals();
});

const error = (code: string, extra: Record<string, unknown> = {}) => ({ error: { code, message: `${code} message`, ...extra } });
const headersOf = (index: number) => (calls[index]?.init.headers ?? {}) as Record<string, string>;

describe('API client default headers (S0 §7, §9)', () => {
  it('S0 §7: every call sends X-Requested-With XMLHttpRequest and X-app-n 285; bodies go as JSON', async () => {
    answers = [{ status: 200, body: { ok: true } }];
    await apiRequest('/web-api/x', { method: 'POST', body: { a: 1 } });
    expect(headersOf(0)['x-requested-with']).toBe('XMLHttpRequest');
    expect(headersOf(0)['x-app-n']).toBe('285');
    expect(headersOf(0)['content-type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(DEFAULT_HEADERS['x-app-n']).toBe('285');
  });

  it('parses the answer with the given schema', async () => {
    answers = [{ status: 200, body: { n: 2 } }];
    const value = await apiRequest('/web-api/x', { schema: { parse: (d) => (d as { n: number }).n * 10 } });
    expect(value).toBe(20);
  });
});

describe('S1 §8 error handling', () => {
  it('S1 §8: 401 → a new token (gettoken force_refresh) and one retry', async () => {
    answers = [
      { status: 401, body: error('UNAUTHORIZED') },
      { status: 200, body: { token: 't', expiresAt: '2030-01-01T00:00:00Z' } },
      { status: 200, body: { fine: true } },
    ];
    expect(await apiRequest('/web-api/user/config')).toEqual({ fine: true });
    expect(calls.map((c) => c.url)).toEqual(['/web-api/user/config', '/web-api/user/gettoken?force_refresh=true', '/web-api/user/config']);
  });

  it('S1 §8: the 401 retry is bounded: a second 401 is the answer; a failed token refresh ends the session', async () => {
    const lost = vi.fn();
    unhook = configureApiClient({ onSessionLost: lost });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [
      { status: 401, body: error('UNAUTHORIZED') },
      { status: 200, body: { token: 't', expiresAt: '2030-01-01T00:00:00Z' } },
      { status: 401, body: error('UNAUTHORIZED') },
    ];
    await expect(apiRequest('/web-api/user/config', { handles: true })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);

    answers = [
      { status: 401, body: error('UNAUTHORIZED') },
      { status: 401, body: error('UNAUTHORIZED') },
    ];
    await expect(apiRequest('/web-api/user/config')).rejects.toBeInstanceOf(ApiRequestError);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('S1 §8: a 401 from the sign-in call itself is an answer, not an expired session', async () => {
    answers = [{ status: 401, body: error('INVALID_CREDENTIALS') }];
    await expect(apiRequest('/web-api/auth/login', { method: 'POST', body: {}, handles: true })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(calls).toHaveLength(1);
  });

  it.each([100, 111, 112, 113])('S1 §8: 400 with captcha code %i shows the captcha and retries with the x-captcha header', async (captchaCode) => {
    const solveCaptcha = vi.fn(async () => 'solved-payload');
    unhook = configureApiClient({ solveCaptcha });
    answers = [{ status: 400, body: error('CAPTCHA_REQUIRED', { captchaCode }) }, { status: 200, body: { status: 'ok' } }];
    expect(await apiRequest('/web-api/auth/login', { method: 'POST', body: {} })).toEqual({ status: 'ok' });
    expect(solveCaptcha).toHaveBeenCalledWith(captchaCode);
    expect(headersOf(0)['x-captcha']).toBeUndefined();
    expect(headersOf(1)['x-captcha']).toBe('solved-payload');
  });

  it('S1 §8: a closed captcha fails the call without a notification; other 400 codes are not captcha', async () => {
    const notifyError = vi.fn();
    unhook = configureApiClient({ solveCaptcha: async () => null, notifyError });
    answers = [{ status: 400, body: error('CAPTCHA_REQUIRED', { captchaCode: 100 }) }];
    await expect(apiRequest('/web-api/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ handled: true });
    expect(notifyError).not.toHaveBeenCalled();

    answers = [{ status: 400, body: error('VALIDATION_FAILED', { captchaCode: 5 }) }];
    await expect(apiRequest('/web-api/x')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('S1 §8: 451 with exception_code 1 sends the player to confirm terms, without a notification', async () => {
    const onTermsNotAccepted = vi.fn();
    const notifyError = vi.fn();
    unhook = configureApiClient({ onTermsNotAccepted, notifyError });
    answers = [{ status: 451, body: error('TERMS_NOT_ACCEPTED', { exception_code: 1 }) }];
    await expect(apiRequest('/web-api/x')).rejects.toBeInstanceOf(ApiRequestError);
    expect(onTermsNotAccepted).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('S0 §8: other errors show the server message once; codes the caller handles are left to it', async () => {
    const notifyError = vi.fn();
    unhook = configureApiClient({ notifyError });
    answers = [{ status: 409, body: error('ALREADY_REGISTERED') }];
    await expect(apiRequest('/web-api/x', { handles: ['ALREADY_REGISTERED'] })).rejects.toMatchObject({ code: 'ALREADY_REGISTERED', handled: false });
    expect(notifyError).not.toHaveBeenCalled();
    answers = [{ status: 500, body: error('INTERNAL') }];
    await expect(apiRequest('/web-api/x')).rejects.toMatchObject({ code: 'INTERNAL', handled: true });
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ message: 'INTERNAL message' }));
  });

  it('S0 §8, S1 §8: a cancelled request is ignored (no notification); a network failure is reported', async () => {
    const notifyError = vi.fn();
    unhook = configureApiClient({ notifyError });
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const controller = new AbortController();
    controller.abort();
    const aborted = await apiRequest('/web-api/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(aborted)).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/web-api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('S1 §8: an error that is not a real error object is not shown', async () => {
    const notifyError = vi.fn();
    unhook = configureApiClient({ notifyError });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers = [{ status: 502, body: 'Bad gateway' }];
    await expect(apiRequest('/web-api/x')).rejects.toMatchObject({ status: 502, handled: true });
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('token (S0 §7, §9)', () => {
  it('S0 §9: token requests are shared for 60 s; force_refresh asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      answers = [
        { status: 200, body: { token: 'a', expiresAt: '2030-01-01T00:00:00Z' } },
        { status: 200, body: { token: 'b', expiresAt: '2030-01-01T00:00:00Z' } },
        { status: 200, body: { token: 'c', expiresAt: '2030-01-01T00:00:00Z' } },
      ];
      const [first, second] = await Promise.all([getToken(), getToken()]);
      expect(first.token).toBe('a');
      expect(second.token).toBe('a');
      vi.advanceTimersByTime(59_000);
      expect((await getToken()).token).toBe('a');
      vi.advanceTimersByTime(1_000);
      expect((await getToken()).token).toBe('b');
      expect((await getToken({ force: true })).token).toBe('c');
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('fingerprint and secure data (S0 §3.5, §7, §8, §9; S1 §8)', () => {
  it('S0 §3.5: sign-in calls carry the fingerprint token; other calls and reads do not', async () => {
    answers = [{ status: 200, body: {} }, { status: 200, body: {} }, { status: 200, body: {} }];
    await apiRequest('/web-api/auth/login', { method: 'POST', body: {} });
    await apiRequest('/web-api/user/config');
    await apiRequest('/web-api/auth/session-check');
    expect(headersOf(0)['x-fingerprint']).toBe('fp-1');
    expect(headersOf(1)['x-fingerprint']).toBeUndefined();
    expect(headersOf(2)['x-fingerprint']).toBeUndefined();
    // S0 §4.4: a valid fingerprint (token, expiry in the future) is reused.
    answers = [{ status: 200, body: {} }];
    await apiRequest('/web-api/auth/register', { method: 'POST', body: {} });
    expect(headersOf(3)['x-fingerprint']).toBe('fp-1');
    expect(deviceCalls).toHaveLength(1);
  });

  it('S1 §8: 400 FINGERPRINT_INVALID → a new fingerprint and a retry with it', async () => {
    answers = [{ status: 400, body: error('FINGERPRINT_INVALID') }, { status: 200, body: { status: 'ok' } }];
    expect(await apiRequest('/web-api/auth/login', { method: 'POST', body: {}, handles: true })).toEqual({ status: 'ok' });
    expect([headersOf(0)['x-fingerprint'], headersOf(1)['x-fingerprint']]).toEqual(['fp-1', 'fp-2']);
  });

  it('S0 §8, §9: the failure counter stops retries at 2 failures; the error then stands', async () => {
    answers = [
      { status: 400, body: error('FINGERPRINT_INVALID') },
      { status: 400, body: error('FINGERPRINT_INVALID') },
    ];
    await expect(apiRequest('/web-api/auth/login', { method: 'POST', body: {}, handles: true })).rejects.toMatchObject({ code: 'FINGERPRINT_INVALID' });
    expect(calls).toHaveLength(2);
    expect(deviceCalls).toHaveLength(2);
  });

  it('a sign-in still goes when no fingerprint can be had (the server decides)', async () => {
    deviceAnswers = [{ status: 500, body: error('INTERNAL') }];
    answers = [{ status: 200, body: { status: 'ok' } }];
    await apiRequest('/web-api/auth/login', { method: 'POST', body: {} });
    expect(headersOf(0)['x-fingerprint']).toBeUndefined();
  });

  it('S0 §7: secure data is fetched once while the grant is fresh, and skipped for block reason 4', async () => {
    await ensureSecureData(4);
    expect(deviceCalls).toHaveLength(0);
    await ensureSecureData(null);
    await ensureSecureData(null);
    expect(deviceCalls.map((c) => c.url)).toEqual(['/web-api/secure-data']);
  });

  it('S0 §8: an empty secure-data answer is an internal error, logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    deviceAnswers = [{ status: 200, body: {} }];
    await ensureSecureData(null);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('secure data: empty response'), 200);
    logged.mockRestore();
  });
});
