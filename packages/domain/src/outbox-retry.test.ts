import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OUTBOX_RETRY, outboxRetryDelayMs } from './outbox-retry.ts';

describe('outbox retry schedule (beyond the spec: decision 007)', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, null],
    [0, null],
  ])('after %i failed tries the next is in %s ms', (attempts, delay) => {
    expect(outboxRetryDelayMs(attempts)).toBe(delay);
  });

  it('the wait is capped at an hour', () => {
    expect(outboxRetryDelayMs(10, { ...OUTBOX_RETRY, maxAttempts: 20 })).toBe(3_600_000);
  });

  it('property: waits never shrink and never pass the cap while tries remain', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: OUTBOX_RETRY.maxAttempts - 2 }), (attempts) => {
        const now = outboxRetryDelayMs(attempts)!;
        const next = outboxRetryDelayMs(attempts + 1)!;
        expect(next).toBeGreaterThanOrEqual(now);
        expect(next).toBeLessThanOrEqual(OUTBOX_RETRY.maxDelayMs);
      }),
    );
  });
});
