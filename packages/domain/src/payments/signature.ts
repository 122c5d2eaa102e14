/**
 * The signature format of payment-provider callbacks (beyond the spec, decision 008): the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256>` over `<t>.<raw body>`. The MAC itself is computed by the
 * server (node:crypto); the parsing, the signed text, the freshness rule and a constant-time
 * comparison are pure and live here.
 */

/** A callback older or newer than this (seconds) is refused: a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface ParsedSignature {
  timestamp: number;
  /** Every v1 MAC in the header (a provider rotating its secret may send two). */
  macs: string[];
}

/** The text whose MAC is sent: the timestamp and the raw body, exactly as received. */
export function signedPayload(timestamp: number, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

export function formatSignatureHeader(timestamp: number, macHex: string): string {
  return `t=${timestamp},v1=${macHex}`;
}

/** Null when the header is missing or malformed. */
export function parseSignatureHeader(header: string | undefined | null): ParsedSignature | null {
  if (!header || header.length > 1024) return null;
  let timestamp: number | null = null;
  const macs: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (!/^\d{1,12}$/.test(value) || timestamp !== null) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      macs.push(value);
    }
  }
  return timestamp === null || macs.length === 0 ? null : { timestamp, macs };
}

/** Whether the signed time is within the tolerance of now (both ways: clocks drift). */
export function isSignatureFresh(timestamp: number, nowMs: number, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): boolean {
  return Math.abs(Math.floor(nowMs / 1000) - timestamp) <= toleranceSeconds;
}

/** Compares two strings in time that depends only on their length, not on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}
