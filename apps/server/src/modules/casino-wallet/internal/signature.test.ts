import { describe, expect, it } from 'vitest';
import { answerSignature, derivedProviderSecret, providerSecretEnvName, requestSignature, sameSignature, signProviderRequest, timestampInWindow, verifyProviderAnswer } from './signature.ts';

// The worked example of docs/casino-provider-integration.md (decision 019), checked against openssl.
const SECRET = 'sandbox-secret-please-change';
const BODY = '{"sessionId":"3f2b8c1e-5d4a-4b6e-9c7d-0a1b2c3d4e5f","roundId":"r-1001","transactionId":"tx-5001","amountMinor":"250","currency":"EUR"}';

describe('seamless-wallet signatures (decision 019)', () => {
  it('signs a request over `${timestamp}.${path}.${raw body}` (the guide’s test vector)', () => {
    expect(requestSignature(SECRET, 1764000000, '/casino-api/v1/bet', BODY)).toBe('f9328210cb8800aaa9183fd47c833f3702699d2f7eecf869d7abaa798f0ce665');
    expect(signProviderRequest(SECRET, '/casino-api/v1/bet', BODY, 1764000000.7, 'wager-studio')).toEqual({
      'content-type': 'application/json',
      'x-casino-provider': 'wager-studio',
      'x-casino-timestamp': '1764000000',
      'x-casino-signature': 'f9328210cb8800aaa9183fd47c833f3702699d2f7eecf869d7abaa798f0ce665',
    });
  });

  it('signs an answer over `${timestamp}.${raw body}` and the provider verifies it', () => {
    const raw = '{"balanceMinor":"9750","currency":"EUR","operatorTransactionId":"42"}';
    const signature = answerSignature(SECRET, '1764000001', raw);
    expect(signature).toBe('31b51b27f20b92f74ddb271d42011e65b9963331b0a33acdd3cddcc052a96f5e');
    expect(verifyProviderAnswer(SECRET, { 'x-casino-timestamp': '1764000001', 'x-casino-signature': signature }, raw)).toBe(true);
    expect(verifyProviderAnswer(SECRET, { 'x-casino-timestamp': '1764000002', 'x-casino-signature': signature }, raw)).toBe(false);
    expect(verifyProviderAnswer(SECRET, {}, raw)).toBe(false);
  });

  it.each([
    ['same', 'abc', 'abc', true],
    ['different', 'abc', 'abd', false],
    ['shorter', 'abc', 'ab', false],
  ])('compares signatures in constant time (%s)', (_, a, b, same) => {
    expect(sameSignature(a, b)).toBe(same);
  });

  it.each([
    ['now', '1764000000', 1764000000_000, true],
    ['30 s behind', '1763999970', 1764000000_000, true],
    ['31 s behind', '1763999969', 1764000000_000, false],
    ['30 s ahead', '1764000030', 1764000000_000, true],
    ['31 s ahead', '1764000031', 1764000000_000, false],
    ['not a number', '17640000x0', 1764000000_000, false],
    ['missing', undefined, 1764000000_000, false],
  ])('keeps the ±30 s window (%s)', (_, timestamp, now, inside) => {
    expect(timestampInWindow(timestamp, now)).toBe(inside);
  });

  it('names the secret variable and derives the sandbox secret from APP_SECRET', () => {
    expect(providerSecretEnvName('wager-studio')).toBe('CASINO_PROVIDER_WAGER_STUDIO_SECRET');
    const derived = derivedProviderSecret('x'.repeat(40), 'wager-studio');
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).toBe(derivedProviderSecret('x'.repeat(40), 'wager-studio'));
    expect(derived).not.toBe(derivedProviderSecret('y'.repeat(40), 'wager-studio'));
  });
});
