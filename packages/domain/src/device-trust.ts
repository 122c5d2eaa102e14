/**
 * The secure-data pair and the device fingerprint (S0 §3.4, §3.5, §7, §8, §9; S1 §8).
 *
 * - Secure data: `ggru`, a random id for this browser, and a `grant` the server signs for it that
 *   lasts 1800 s. With a valid grant the server counts failed sign-ins per browser, not only per IP.
 *   It is not fetched on the site-updates block page (block reason code 4).
 * - Fingerprint: components the browser reports, turned by the server into a signed token with an
 *   expiry. Sign-in calls carry it; a 400 FINGERPRINT_INVALID makes the client fetch a new one and
 *   retry, but after 2 failures it stops.
 */

/** S0 §9: the secure grant cookie lives 1800 s. */
export const SECURE_GRANT_TTL_MS = 1_800_000;
/** S0 §7: secure data is skipped for block reason code 4 (site updates). */
export const SECURE_DATA_SKIPPED_BLOCK_REASON = 4;
/** The client renews the grant this long before it ends, so a sign-in never meets a dead one. */
export const SECURE_GRANT_RENEW_BEFORE_MS = 60_000;

/** Whether the client should fetch secure data now. */
export function shouldFetchSecureData(input: { blockReason: number | null; grantExpiresAtMs: number | null; nowMs: number }): boolean {
  if (input.blockReason === SECURE_DATA_SKIPPED_BLOCK_REASON) return false;
  if (input.grantExpiresAtMs === null) return true;
  return input.grantExpiresAtMs - SECURE_GRANT_RENEW_BEFORE_MS <= input.nowMs;
}

/** When the client should renew the grant, as a delay from now (never negative). */
export function secureDataRenewDelayMs(grantExpiresAtMs: number, nowMs: number): number {
  return Math.max(0, grantExpiresAtMs - SECURE_GRANT_RENEW_BEFORE_MS - nowMs);
}

/** A browser id: 128 random bits, base64url (22 characters). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** What the server signs for a grant: the browser id and the grant's end in whole seconds. */
export function grantPayload(clientId: string, expiresAtSeconds: number): string {
  return `${clientId}.${expiresAtSeconds}`;
}

/** A grant cookie value `<expiresAtSeconds>.<mac>`, split; null when malformed. */
export function parseGrant(value: string): { expiresAtSeconds: number; mac: string } | null {
  const match = /^(\d{10,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  return { expiresAtSeconds: Number(match[1]), mac: match[2]! };
}

/** S0 §9: fingerprint retry limit 2, wait constant 110 ms. */
export const FINGERPRINT_RETRY_LIMIT = 2;
export const FINGERPRINT_RETRY_WAIT_MS = 110;

export interface Fingerprint {
  token: string;
  expiresAtMs: number;
}

/** S0 §4.4: a fingerprint is valid with a token and an expiry in the future. */
export function isFingerprintValid(fingerprint: Fingerprint | null, nowMs: number): fingerprint is Fingerprint {
  return !!fingerprint && fingerprint.token.length > 0 && fingerprint.expiresAtMs > nowMs;
}

/** S0 §8: the failure counter stops retries at 2 failures. */
export function mayRetryFingerprint(failures: number): boolean {
  return failures < FINGERPRINT_RETRY_LIMIT;
}

export type FingerprintComponents = Readonly<Record<string, string | number | boolean | null>>;

/** Limits on what a browser may report, so the endpoint cannot be used to store junk. */
export const FINGERPRINT_LIMITS = { maxComponents: 40, maxKeyLength: 40, maxValueLength: 300 } as const;

/**
 * The components in one canonical text (keys sorted, JSON values), so the same browser always
 * hashes to the same device id whatever order it reported them in.
 */
export function canonicalComponents(components: FingerprintComponents): string {
  return Object.keys(components)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify(components[key] ?? null)}`)
    .join(',');
}
