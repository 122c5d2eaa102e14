import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { takeBatch, type BatchCandidate, type BatchLimits } from './transfer-batch.ts';

const t = (idempotencyKey: string, accountIds: number[], legCount = Math.max(2, accountIds.length)): BatchCandidate => ({ idempotencyKey, accountIds, legCount });
const wide: BatchLimits = { maxTransfers: 100, maxLegs: 1_000, maxScan: 1_000 };

describe('transfer batches (decisions 006 and 008)', () => {
  it.each<[string, BatchCandidate[], BatchLimits, number[]]>([
    ['an empty queue gives no batch', [], wide, []],
    ['one transfer goes alone', [t('a', [1, 2])], wide, [0]],
    ['transfers on different accounts share a batch', [t('a', [1, 2]), t('b', [3, 4]), t('c', [5, 6])], wide, [0, 1, 2]],
    ['a transfer on an account already in the batch waits', [t('a', [1, 2]), t('b', [2, 3]), t('c', [4, 5])], wide, [0, 2]],
    ['a later transfer on the account of one passed over waits too (order per account)', [t('a', [1, 2]), t('b', [2, 3]), t('c', [3, 4])], wide, [0]],
    ['the same idempotency key twice: the second waits, to be answered as a replay', [t('a', [1, 2]), t('a', [3, 4]), t('b', [5, 6])], wide, [0, 2]],
    ['house and provider legs are not named, so any number of bets on the house share a batch', [t('a', [1], 2), t('b', [2], 2), t('c', [3], 2)], wide, [0, 1, 2]],
    ['at most maxTransfers', [t('a', [1]), t('b', [2]), t('c', [3])], { ...wide, maxTransfers: 2 }, [0, 1]],
    ['at most maxLegs; a smaller one behind may still fit', [t('a', [1], 4), t('b', [2], 4), t('c', [3], 2)], { ...wide, maxLegs: 6 }, [0, 2]],
    ['a transfer larger than maxLegs still goes, alone', [t('a', [1], 300), t('b', [2], 2)], { ...wide, maxLegs: 256 }, [0]],
    ['no further than maxScan', [t('a', [1]), t('b', [2]), t('c', [3])], { ...wide, maxScan: 2 }, [0, 1]],
  ])('%s', (_, queue, limits, expected) => {
    expect(takeBatch(queue, limits)).toEqual(expected);
  });

  const candidate = fc.record({
    idempotencyKey: fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8'),
    accountIds: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
    legCount: fc.integer({ min: 2, max: 6 }),
  });
  const limits = fc.record({ maxTransfers: fc.integer({ min: 1, max: 10 }), maxLegs: fc.integer({ min: 2, max: 30 }), maxScan: fc.integer({ min: 1, max: 40 }) });

  it('property: a batch is the first transfer and then ascending positions, within the limits', () => {
    fc.assert(
      fc.property(fc.array(candidate, { minLength: 1, maxLength: 30 }), limits, (queue, lim) => {
        const batch = takeBatch(queue, lim);
        expect(batch[0]).toBe(0);
        expect(batch.every((p, i) => i === 0 || p > batch[i - 1]!)).toBe(true);
        expect(batch.length).toBeLessThanOrEqual(lim.maxTransfers);
        expect(batch.every((p) => p < Math.max(1, lim.maxScan))).toBe(true);
        if (batch.length > 1) expect(batch.reduce((sum, p) => sum + queue[p]!.legCount, 0)).toBeLessThanOrEqual(lim.maxLegs);
      }),
    );
  });

  it('property: decision 008: no named account and no idempotency key twice in a batch (each guard sees its own balance)', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 30 }), limits, (queue, lim) => {
        const batch = takeBatch(queue, lim).map((p) => queue[p]!);
        const accounts = batch.flatMap((c) => c.accountIds);
        expect(new Set(accounts).size).toBe(accounts.length);
        expect(new Set(batch.map((c) => c.idempotencyKey)).size).toBe(batch.length);
      }),
    );
  });

  it('property: draining the queue batch by batch runs every transfer once, each account and key in queue order', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 30 }), limits, (queue, lim) => {
        let waiting = queue.map((c, position) => ({ c, position }));
        const order: number[] = [];
        while (waiting.length > 0) {
          const batch = takeBatch(
            waiting.map((w) => w.c),
            lim,
          );
          expect(batch.length).toBeGreaterThan(0);
          order.push(...batch.map((p) => waiting[p]!.position));
          const taken = new Set(batch);
          waiting = waiting.filter((_, p) => !taken.has(p));
        }
        expect([...order].sort((a, b) => a - b)).toEqual(queue.map((_, i) => i));
        // Two transfers that share an account or a key run in the order they were queued.
        const ranOn = new Map<string, number>();
        for (const position of order) {
          const c = queue[position]!;
          for (const name of [...c.accountIds.map((id) => `a${id}`), `k${c.idempotencyKey}`]) {
            expect(ranOn.get(name) ?? -1).toBeLessThan(position);
            ranOn.set(name, position);
          }
        }
      }),
    );
  });
});
