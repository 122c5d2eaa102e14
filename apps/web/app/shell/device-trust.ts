import {
  FINGERPRINT_RETRY_WAIT_MS,
  isFingerprintValid,
  mayRetryFingerprint,
  secureDataRenewDelayMs,
  shouldFetchSecureData,
  type Fingerprint,
  type FingerprintComponents,
} from '@wager/domain';

/**
 * The browser side of the secure-data pair and the fingerprint (S0 §3.5, §7, §8, §9; S1 §8).
 * Both live in memory only: the cookies the server sets are httpOnly, and a fingerprint token
 * is fetched again on the next page load. Plain fetch, not apiRequest: the API client itself
 * asks for the fingerprint, and these calls must never show notifications.
 */

const JSON_HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' } as const;

// ---- secure data ----

let grantExpiresAtMs: number | null = null;
let renewTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Fetches the secure data when due and plans its renewal before the grant ends (1800 s).
 * `blockReason` 4 (site updates) skips it (S0 §7). An empty answer is an internal error, logged (S0 §8).
 */
export async function ensureSecureData(blockReason: number | null): Promise<void> {
  if (!shouldFetchSecureData({ blockReason, grantExpiresAtMs, nowMs: Date.now() })) return;
  try {
    const response = await fetch('/web-api/secure-data', { headers: JSON_HEADERS, credentials: 'same-origin', cache: 'no-store' });
    const data = (await response.json().catch(() => null)) as { ggru?: unknown; grant?: unknown; expiresAt?: unknown } | null;
    if (!response.ok || !data || typeof data.ggru !== 'string' || typeof data.grant !== 'string' || typeof data.expiresAt !== 'string') {
      console.error('secure data: empty response (internal error)', response.status);
      return;
    }
    grantExpiresAtMs = Date.parse(data.expiresAt);
    clearTimeout(renewTimer);
    renewTimer = setTimeout(() => void ensureSecureData(blockReason), secureDataRenewDelayMs(grantExpiresAtMs, Date.now()));
  } catch (error) {
    console.error('secure data request failed', error);
  }
}

/** Stops the renewal (tests, and pages that must not hold timers). */
export function stopSecureDataRenewal(): void {
  clearTimeout(renewTimer);
  renewTimer = undefined;
}

// ---- fingerprint ----

/** What the browser tells about itself: enough to tell devices apart, nothing personal. */
export function collectFingerprintComponents(): FingerprintComponents {
  const nav = navigator as Navigator & { deviceMemory?: number };
  const screenInfo = typeof screen === 'undefined' ? null : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  return {
    userAgent: nav.userAgent.slice(0, 300),
    language: nav.language ?? null,
    languages: (nav.languages ?? []).join(',').slice(0, 300),
    platform: nav.platform ?? null,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
    timezoneOffset: new Date().getTimezoneOffset(),
    screen: screenInfo,
    pixelRatio: typeof devicePixelRatio === 'number' ? devicePixelRatio : null,
    cores: nav.hardwareConcurrency ?? null,
    memory: nav.deviceMemory ?? null,
    touchPoints: nav.maxTouchPoints ?? 0,
    cookies: nav.cookieEnabled,
  };
}

let fingerprint: Fingerprint | null = null;
let fingerprintRequest: Promise<Fingerprint | null> | null = null;

/** The current fingerprint token, fetched when missing or expired (S0 §4.4 validity); null when it cannot be had. */
export function getFingerprint(options: { force?: boolean } = {}): Promise<Fingerprint | null> {
  if (!options.force && isFingerprintValid(fingerprint, Date.now())) return Promise.resolve(fingerprint);
  if (!options.force && fingerprintRequest) return fingerprintRequest;
  const request: Promise<Fingerprint | null> = (async () => {
    try {
      const response = await fetch('/web-api/fingerprint', {
        method: 'POST',
        headers: { ...JSON_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ components: collectFingerprintComponents() }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
      const data = (await response.json().catch(() => null)) as { token?: unknown; expiresAt?: unknown } | null;
      if (!response.ok || typeof data?.token !== 'string' || typeof data.expiresAt !== 'string') return null;
      fingerprint = { token: data.token, expiresAtMs: Date.parse(data.expiresAt) };
      return fingerprint;
    } catch (error) {
      console.error('fingerprint request failed', error);
      return null;
    }
  })();
  fingerprintRequest = request;
  // Shared while in flight only; the next call after it settles reads the cached token.
  void request.finally(() => {
    if (fingerprintRequest === request) fingerprintRequest = null;
  });
  return request;
}

/**
 * S1 §8 and S0 §8, §9: after a 400 FINGERPRINT_INVALID, whether to fetch a new fingerprint and
 * retry; `failures` counts the fingerprint failures of this call. Waits the 110 ms constant first.
 */
export async function renewFingerprintAfterFailure(failures: number): Promise<boolean> {
  if (!mayRetryFingerprint(failures)) return false;
  await new Promise((resolve) => setTimeout(resolve, FINGERPRINT_RETRY_WAIT_MS));
  fingerprint = null;
  return (await getFingerprint({ force: true })) !== null;
}

/** Forgets the fingerprint (tests). */
export function resetDeviceTrust(): void {
  fingerprint = null;
  fingerprintRequest = null;
  grantExpiresAtMs = null;
  stopSecureDataRenewal();
}
