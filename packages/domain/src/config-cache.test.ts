import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CONFIG_GROUP_CACHE_SECONDS, CONFIG_RETRY, configGroupCacheTtlSeconds } from './config-cache.ts';

describe('configGroupCacheTtlSeconds', () => {
  it.each([
    [0, 600],
    [0.5, 750],
    [0.999999, 900],
    [1, 900],
    [-0.3, 600],
    [Number.NaN, 600],
  ])('S1 §9: random %d gives a TTL of %i s', (r, expected) => {
    expect(configGroupCacheTtlSeconds(() => r)).toBe(expected);
  });

  it('S1 §9: the TTL is always an integer between 600 and 900 s', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const ttl = configGroupCacheTtlSeconds(() => r);
        expect(Number.isInteger(ttl)).toBe(true);
        expect(ttl).toBeGreaterThanOrEqual(CONFIG_GROUP_CACHE_SECONDS.min);
        expect(ttl).toBeLessThanOrEqual(CONFIG_GROUP_CACHE_SECONDS.max);
      }),
    );
  });

  it('S1 §9: the TTL never decreases as the random value grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(configGroupCacheTtlSeconds(() => lo)).toBeLessThanOrEqual(configGroupCacheTtlSeconds(() => hi));
        },
      ),
    );
  });
});

describe('CONFIG_RETRY', () => {
  it('S0 §7: the full-config fallback retries 5 times at 1 s', () => {
    expect(CONFIG_RETRY).toEqual({ retries: 5, delayMs: 1000 });
  });
});
