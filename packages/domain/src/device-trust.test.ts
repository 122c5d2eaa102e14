import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canonicalComponents,
  FINGERPRINT_RETRY_LIMIT,
  FINGERPRINT_RETRY_WAIT_MS,
  grantPayload,
  isFingerprintValid,
  mayRetryFingerprint,
  parseGrant,
  SECURE_GRANT_TTL_MS,
  secureDataRenewDelayMs,
  shouldFetchSecureData,
} from './device-trust.ts';

const NOW = 1_800_000_000_000;

describe('secure data (S0 §7, §9)', () => {
  it('S0 §9: the grant lasts 1800 s', () => {
    expect(SECURE_GRANT_TTL_MS).toBe(1800 * 1000);
  });

  it.each([
    { case: 'no grant yet', blockReason: null, grantExpiresAtMs: null, fetch: true },
    { case: 'S0 §7: skipped for block reason code 4 (site updates)', blockReason: 4, grantExpiresAtMs: null, fetch: false },
    { case: 'another block reason still fetches', blockReason: 16, grantExpiresAtMs: null, fetch: true },
    { case: 'a fresh grant is kept', blockReason: null, grantExpiresAtMs: NOW + SECURE_GRANT_TTL_MS, fetch: false },
    { case: 'a grant in its last minute is renewed', blockReason: null, grantExpiresAtMs: NOW + 59_000, fetch: true },
    { case: 'an ended grant is renewed', blockReason: null, grantExpiresAtMs: NOW - 1, fetch: true },
  ])('$case', ({ blockReason, grantExpiresAtMs, fetch }) => {
    expect(shouldFetchSecureData({ blockReason, grantExpiresAtMs, nowMs: NOW })).toBe(fetch);
  });

  it('the renewal is planned a minute before the grant ends, never in the past', () => {
    expect(secureDataRenewDelayMs(NOW + SECURE_GRANT_TTL_MS, NOW)).toBe(SECURE_GRANT_TTL_MS - 60_000);
    expect(secureDataRenewDelayMs(NOW + 10, NOW)).toBe(0);
  });

  it('a grant value round-trips and anything malformed is refused', () => {
    const mac = 'a'.repeat(43);
    expect(parseGrant(`1800000000.${mac}`)).toEqual({ expiresAtSeconds: 1_800_000_000, mac });
    for (const bad of ['', '1800000000', `x.${mac}`, `1800000000.${mac}!`, `1800000000.${mac.slice(1)}`, `1.${mac}`]) {
      expect(parseGrant(bad)).toBeNull();
    }
    expect(grantPayload('abc', 12)).toBe('abc.12');
  });
});

describe('fingerprint (S0 §3.5, §4.4, §8, §9)', () => {
  it('S0 §4.4: valid only with a token and an expiry in the future', () => {
    expect(isFingerprintValid(null, NOW)).toBe(false);
    expect(isFingerprintValid({ token: '', expiresAtMs: NOW + 1000 }, NOW)).toBe(false);
    expect(isFingerprintValid({ token: 't', expiresAtMs: NOW }, NOW)).toBe(false);
    expect(isFingerprintValid({ token: 't', expiresAtMs: NOW + 1 }, NOW)).toBe(true);
  });

  it('S0 §8, §9: the failure counter stops retries at 2 failures; the wait constant is 110 ms', () => {
    expect(FINGERPRINT_RETRY_LIMIT).toBe(2);
    expect(FINGERPRINT_RETRY_WAIT_MS).toBe(110);
    expect([0, 1, 2, 3].map(mayRetryFingerprint)).toEqual([true, true, false, false]);
  });

  it('property: the canonical text ignores the order components were reported in', () => {
    const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), value, { maxKeys: 12 }), (components) => {
        const reversed = Object.fromEntries(Object.entries(components).reverse());
        expect(canonicalComponents(reversed)).toBe(canonicalComponents(components));
      }),
    );
  });

  it('different values give different canonical texts', () => {
    expect(canonicalComponents({ tz: 'Europe/Berlin', w: 1920 })).not.toBe(canonicalComponents({ tz: 'Europe/Berlin', w: 1280 }));
    expect(canonicalComponents({ a: '1' })).not.toBe(canonicalComponents({ a: 1 }));
  });
});
