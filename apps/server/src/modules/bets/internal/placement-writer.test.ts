import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { takePlacements } from './placement-writer.ts';

// Decision 015, batched placements: which waiting placements one unit of work takes.

const p = (userId: number, coupons = 1) => ({ userId, plans: Array.from({ length: coupons }, () => ({}) as never) });

describe('takePlacements (decision 015)', () => {
  it.each([
    ['the oldest always goes', [p(1)], 64, [0]],
    ['distinct players together', [p(1), p(2), p(3)], 64, [0, 1, 2]],
    ['a player already in the batch waits for the next one, and so do his later placements', [p(1), p(2), p(1), p(3), p(1)], 64, [0, 1, 3]],
    ['a player passed over keeps his order: his later placement is not taken before the earlier', [p(1), p(1), p(2), p(1)], 64, [0, 2]],
    ['several singles (several coupons) go alone when oldest', [p(1, 3), p(2), p(3)], 64, [0]],
    ['several singles behind others wait for a batch of their own', [p(1), p(2, 2), p(3)], 64, [0, 2]],
    ['at most maxBatch', [p(1), p(2), p(3), p(4)], 2, [0, 1]],
  ])('%s', (_, waiting, max, taken) => {
    expect(takePlacements(waiting, max)).toEqual(taken);
  });

  it('property: the oldest is taken, positions ascend, each player at most once, a multi-coupon placement only alone, never above maxBatch', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ userId: fc.integer({ min: 1, max: 6 }), coupons: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 10 }), (items, max) => {
        const waiting = items.map((i) => p(i.userId, i.coupons));
        const taken = takePlacements(waiting, max);
        expect(taken[0]).toBe(0);
        expect(taken.length).toBeLessThanOrEqual(max);
        expect([...taken].sort((a, b) => a - b)).toEqual(taken);
        expect(new Set(taken.map((i) => waiting[i]!.userId)).size).toBe(taken.length);
        if (taken.some((i) => waiting[i]!.plans.length > 1)) expect(taken).toEqual([0]);
        // No placement is taken ahead of an earlier one of the same player that was left waiting.
        for (const i of taken) for (let j = 0; j < i; j++) if (waiting[j]!.userId === waiting[i]!.userId) expect(taken).toContain(j);
      }),
    );
  });
});
