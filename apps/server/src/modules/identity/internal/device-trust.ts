import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  canonicalComponents,
  CLIENT_ID_PATTERN,
  grantPayload,
  parseGrant,
  SECURE_GRANT_TTL_MS,
  type FingerprintComponents,
} from '@wager/domain';
import type { TokenSigner } from './tokens.ts';

/** S0 §3.4 secure-data cookies: the browser id and its grant. */
export const CLIENT_ID_COOKIE = 'ggru';
export const GRANT_COOKIE = 'grant';
/** The browser id outlives sessions (a year), so failed sign-ins are counted per browser. */
export const CLIENT_ID_MAX_AGE_SECONDS = 365 * 86_400;
/** A fingerprint token is good for 30 minutes; the client fetches a new one after. */
export const FINGERPRINT_TTL_MS = 30 * 60_000;

/** What the server knows of the device behind a request. */
export interface DeviceContext {
  /** The browser id (ggru) when it came with a valid grant; null otherwise. */
  clientId: string | null;
  /** The fingerprint's device id when a valid token came; null when none came. */
  deviceId: string | null;
  /** 'invalid' when a fingerprint token came but is forged or expired. */
  fingerprint: 'none' | 'valid' | 'invalid';
}

/**
 * The secure-data pair and the fingerprint (S0 §7): both are stateless, signed with keys of their
 * own derived from the app secret, so any process can check them without a table.
 */
export function createDeviceTrust(deps: { appSecret: string; tokens: TokenSigner; nowMs: () => number }) {
  const grantKey = createHmac('sha256', deps.appSecret).update('wager:identity:grant').digest();
  const grantMac = (clientId: string, expiresAtSeconds: number) =>
    createHmac('sha256', grantKey).update(grantPayload(clientId, expiresAtSeconds)).digest('base64url');

  return {
    /** A grant for this browser id (a new id when it has none or a malformed one). */
    issueSecureData(existingClientId: string | undefined): { clientId: string; grant: string; expiresAtMs: number } {
      const clientId = existingClientId && CLIENT_ID_PATTERN.test(existingClientId) ? existingClientId : randomBytes(16).toString('base64url');
      const expiresAtSeconds = Math.floor((deps.nowMs() + SECURE_GRANT_TTL_MS) / 1000);
      return { clientId, grant: `${expiresAtSeconds}.${grantMac(clientId, expiresAtSeconds)}`, expiresAtMs: expiresAtSeconds * 1000 };
    },

    /** The browser id when its grant is genuine and unexpired; null otherwise. */
    verifiedClientId(clientId: string | undefined, grant: string | undefined): string | null {
      if (!clientId || !grant || !CLIENT_ID_PATTERN.test(clientId)) return null;
      const parsed = parseGrant(grant);
      if (!parsed || parsed.expiresAtSeconds * 1000 <= deps.nowMs()) return null;
      const expected = Buffer.from(grantMac(clientId, parsed.expiresAtSeconds));
      const given = Buffer.from(parsed.mac);
      return expected.length === given.length && timingSafeEqual(expected, given) ? clientId : null;
    },

    /** The device id of some components and a signed token for it. */
    async issueFingerprint(components: FingerprintComponents): Promise<{ token: string; expiresAtMs: number; visitorId: string }> {
      const visitorId = createHash('sha256').update(canonicalComponents(components)).digest('hex').slice(0, 32);
      const { token, expiresAtMs } = await deps.tokens.sign('fingerprint', { sub: visitorId }, FINGERPRINT_TTL_MS);
      return { token, expiresAtMs, visitorId };
    },

    /** The device id of a genuine, unexpired fingerprint token; null otherwise. */
    async verifyFingerprint(token: string): Promise<string | null> {
      return (await deps.tokens.verify('fingerprint', token))?.sub ?? null;
    },
  };
}

export type DeviceTrust = ReturnType<typeof createDeviceTrust>;
