import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_MINOR } from './money.ts';
import { checkTransfer, lockOrder, pickLeastBusyShard, pickShard, type TransferLeg } from './transfer-rules.ts';

const leg = (accountId: number, amountMinor: bigint, currencyCode = 'EUR'): TransferLeg => ({ accountId, currencyCode, amountMinor });

describe('double-entry transfer rules (decision 008)', () => {
  it.each<[string, TransferLeg[], ReturnType<typeof checkTransfer>]>([
    ['two balanced legs', [leg(1, -500n), leg(2, 500n)], null],
    ['one debit split over two credits', [leg(1, -500n), leg(2, 200n), leg(3, 300n)], null],
    ['two currencies each balanced', [leg(1, -5n), leg(2, 5n), leg(3, -7n, 'USD'), leg(4, 7n, 'USD')], null],
    ['no legs', [], { code: 'too_few_legs' }],
    ['one leg', [leg(1, 0n)], { code: 'too_few_legs' }],
    ['a zero leg', [leg(1, -5n), leg(2, 5n), leg(3, 0n)], { code: 'zero_amount', accountId: 3 }],
    ['the same account twice', [leg(1, -5n), leg(1, 5n)], { code: 'same_account_twice', accountId: 1 }],
    ['unbalanced', [leg(1, -5n), leg(2, 4n)], { code: 'unbalanced', currencyCode: 'EUR', sumMinor: -1n }],
    ['balanced in total but not per currency', [leg(1, -5n), leg(2, 5n, 'USD')], { code: 'unbalanced', currencyCode: 'EUR', sumMinor: -5n }],
    ['an amount past bigint', [leg(1, -(MAX_MINOR + 1n)), leg(2, MAX_MINOR + 1n)], { code: 'amount_too_large', accountId: 1 }],
  ])('decision 008: %s', (_, legs, problem) => {
    expect(checkTransfer(legs)).toEqual(problem);
  });

  const amount = fc.bigInt({ min: 1n, max: 10n ** 12n });
  const currency = fc.constantFrom('EUR', 'USD', 'RUB');

  it('property: decision 008: legs built to sum to zero per currency on distinct accounts are accepted', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(currency, amount, fc.array(amount, { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 4 }), (groups) => {
        let id = 1;
        const legs: TransferLeg[] = [];
        for (const [code, , credits] of groups) {
          const total = credits.reduce((a, b) => a + b, 0n);
          legs.push(leg(id++, -total, code));
          for (const credit of credits) legs.push(leg(id++, credit, code));
        }
        expect(checkTransfer(legs)).toBeNull();
      }),
    );
  });

  it('property: decision 008: any accepted transfer sums to zero in every currency', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ accountId: fc.integer({ min: 1, max: 6 }), currencyCode: currency, amountMinor: fc.bigInt({ min: -20n, max: 20n }) }), {
          maxLength: 6,
        }),
        (legs) => {
          if (checkTransfer(legs) !== null) return;
          const sums = new Map<string, bigint>();
          for (const l of legs) sums.set(l.currencyCode, (sums.get(l.currencyCode) ?? 0n) + l.amountMinor);
          for (const sum of sums.values()) expect(sum).toBe(0n);
          expect(new Set(legs.map((l) => l.accountId)).size).toBe(legs.length);
          expect(legs.every((l) => l.amountMinor !== 0n)).toBe(true);
        },
      ),
    );
  });

  it('property: decision 008: changing one leg of a balanced transfer by any non-zero amount unbalances it', () => {
    fc.assert(
      fc.property(amount, amount, fc.bigInt({ min: -1000n, max: 1000n }).filter((d) => d !== 0n), (a, b, delta) => {
        const legs = [leg(1, -(a + b)), leg(2, a), leg(3, b + delta)];
        fc.pre(b + delta !== 0n);
        expect(checkTransfer(legs)?.code).toBe('unbalanced');
      }),
    );
  });

  it('property: decision 008: lock order is by account id whatever the order of the legs, and keeps every leg', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }), (ids) => {
        const legs = ids.map((id) => leg(id, 1n));
        const ordered = lockOrder(legs);
        expect(ordered.map((l) => l.accountId)).toEqual([...ids].sort((x, y) => x - y));
        expect(lockOrder([...legs].reverse())).toEqual(ordered);
        expect(legs.map((l) => l.accountId)).toEqual(ids);
      }),
    );
  });

  it.each([
    [0, 0],
    [0.124, 0],
    [0.125, 1],
    [0.5, 4],
    [0.999999, 7],
    [1, 7],
  ])('decision 008 hot accounts: random %s picks shard %i of 8', (random, shard) => {
    expect(pickShard(8, () => random)).toBe(shard);
  });

  it('property: decision 008 hot accounts: the shard is always one of the rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.double({ min: 0, max: 1, noNaN: true }), (count, random) => {
        const shard = pickShard(count, () => random);
        expect(Number.isInteger(shard)).toBe(true);
        expect(shard).toBeGreaterThanOrEqual(0);
        expect(shard).toBeLessThan(count);
      }),
    );
  });

  it.each<[number[], number, number]>([
    [[0, 0, 0, 0], 0, 0],
    [[0, 0, 0, 0], 0.6, 2],
    [[3, 1, 0, 2], 0, 2],
    [[1, 1, 1, 1], 0.5, 2],
    [[2, 1, 1, 5], 0.9, 1],
  ])('decision 008 hot accounts: with %j in flight and random %s the transfer goes to shard %i', (inFlight, random, shard) => {
    expect(pickLeastBusyShard(inFlight, () => random)).toBe(shard);
  });

  it('property: decision 008 hot accounts: the chosen shard has the fewest transfers in flight', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 6 }), { minLength: 1, maxLength: 16 }), fc.double({ min: 0, max: 1, noNaN: true }), (inFlight, random) => {
        const shard = pickLeastBusyShard(inFlight, () => random);
        expect(inFlight[shard]).toBe(Math.min(...inFlight));
      }),
    );
  });

  it('property: decision 008 hot accounts: n transfers placed one after another on n shards use every shard once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 16, maxLength: 16 }), (n, randoms) => {
        const inFlight = Array.from({ length: n }, () => 0);
        for (let i = 0; i < n; i++) inFlight[pickLeastBusyShard(inFlight, () => randoms[i]!)]!++;
        expect(inFlight.every((count) => count === 1)).toBe(true);
      }),
    );
  });
});
