import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { createLedgerRepository, type LedgerRepository } from './internal/ledger.repository.ts';
import { createLedger, type Ledger, type LedgerBatching, type TransferRequest, type TransferResult } from './internal/ledger.service.ts';
import { createLedgerFixtures, type LedgerFixtures } from './testing/ledger-fixtures.repository.ts';
import { testDataSource } from '../../testing/test-data.ts';

const sandbox = { system: { ownerKind: 'provider' as const, code: 'sandbox' } };
const house = { system: { ownerKind: 'house' as const, code: 'house' } };
let keySeq = 0;
const key = (label: string) => `batch:${label}:${++keySeq}`;

const deposit = (accountId: number, amountMinor: bigint, currencyCode = 'EUR'): TransferRequest => ({
  idempotencyKey: key('deposit'),
  kind: 'deposit',
  actor: 'provider:sandbox',
  postings: [
    { target: sandbox, currencyCode, amountMinor: -amountMinor },
    { target: { accountId }, currencyCode, amountMinor },
  ],
});
const move = (from: number, to: number, amountMinor: bigint, idempotencyKey = key('move')): TransferRequest => ({
  idempotencyKey,
  kind: 'transfer',
  actor: 'system',
  postings: [
    { target: { accountId: from }, currencyCode: 'EUR', amountMinor: -amountMinor },
    { target: { accountId: to }, currencyCode: 'EUR', amountMinor },
  ],
});
const bet = (accountId: number, amountMinor: bigint, currencyCode = 'EUR'): TransferRequest => ({
  idempotencyKey: key('bet'),
  kind: 'bet',
  actor: 'system',
  postings: [
    { target: { accountId }, currencyCode, amountMinor: -amountMinor },
    { target: house, currencyCode, amountMinor },
  ],
});

/**
 * Transfers posted outside a caller's transaction wait for a lane and go several to a statement
 * (decisions 006 and 008). These tests watch the statements the ledger sends.
 */
describe('ledger batching (decisions 006 and 008)', () => {
  let handle: DatabaseHandle;
  let fx: LedgerFixtures;
  /** Per statement: how many transfers it carried. */
  let statements: number[] = [];
  let running = 0;
  let mostRunning = 0;
  const posted: TransferResult[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    fx = createLedgerFixtures(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A ledger whose statements are counted. */
  function watchedLedger(batching: Partial<LedgerBatching>): Ledger {
    const repository = createLedgerRepository(testDataSource(handle));
    const watched: LedgerRepository = {
      ...repository,
      async postTransfers(posts, ex) {
        statements.push(posts.length);
        mostRunning = Math.max(mostRunning, ++running);
        try {
          return await repository.postTransfers(posts, ex);
        } finally {
          running--;
        }
      },
    };
    statements = [];
    mostRunning = 0;
    return createLedger({ repository: watched, batching, onPosted: (r) => posted.push(r) });
  }

  async function richPlayers(ledger: Ledger, count: number, currencyCode = 'EUR') {
    const players = await Promise.all(Array.from({ length: count }, () => fx.player(currencyCode)));
    for (const p of players) await ledger.transfer(deposit(p.accountId, 10_000n, currencyCode));
    // The counts start after the setup.
    statements = [];
    mostRunning = 0;
    return players;
  }

  it('decisions 006 and 008: transfers that arrive while a statement runs share the next one, each with its own result and balance push', async () => {
    const ledger = watchedLedger({ lanes: 1 });
    const players = await richPlayers(ledger, 40);
    const pushedBefore = posted.length;
    const pairs = Array.from({ length: 20 }, (_, i) => ({ from: players[2 * i]!, to: players[2 * i + 1]!, amountMinor: BigInt(100 + i) }));
    const results = await Promise.all(pairs.map((pair) => ledger.transfer(move(pair.from.accountId, pair.to.accountId, pair.amountMinor))));
    expect(statements.length).toBeLessThan(20);
    expect(Math.max(...statements)).toBeGreaterThan(1);
    expect(statements.reduce((a, b) => a + b, 0)).toBe(20);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(20);
    results.forEach((result, i) => {
      const { from, to, amountMinor } = pairs[i]!;
      expect(result.replayed).toBe(false);
      // Entries come in account-id order, the order their rows are locked in.
      expect(result.entries.map((e) => [e.accountId, e.amountMinor, e.balanceAfterMinor, e.userId])).toEqual(
        [
          [from.accountId, -amountMinor, 10_000n - amountMinor, from.userId],
          [to.accountId, amountMinor, 10_000n + amountMinor, to.userId],
        ].sort((x, y) => Number(x[0]) - Number(y[0])),
      );
    });
    expect(posted.length - pushedBefore).toBe(20);
    for (const { from, to, amountMinor } of pairs) {
      expect(await fx.balance(from.accountId)).toBe(10_000n - amountMinor);
      expect(await fx.balance(to.accountId)).toBe(10_000n + amountMinor);
    }
    expect(await ledger.audit()).toEqual([]);
  });

  it('decisions 006 and 008: no more statements run at once than the lanes allow', async () => {
    const ledger = watchedLedger({ lanes: 2 });
    const players = await richPlayers(ledger, 16);
    await Promise.all(players.flatMap((p) => [ledger.transfer(bet(p.accountId, 10n)), ledger.transfer(bet(p.accountId, 20n))]));
    expect(mostRunning).toBeLessThanOrEqual(2);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008: a refused transfer in a batch is refused alone; the others of its batch are posted', async () => {
    const ledger = watchedLedger({ lanes: 1 });
    const players = await richPlayers(ledger, 6);
    const poor = await fx.player();
    const outcomes = await Promise.allSettled([
      ledger.transfer(move(players[0]!.accountId, players[1]!.accountId, 1_000n)),
      ledger.transfer(move(players[2]!.accountId, players[3]!.accountId, 2_000n)),
      ledger.transfer(move(poor.accountId, players[4]!.accountId, 1n)),
      ledger.transfer(move(players[5]!.accountId, players[0]!.accountId, 3_000n)),
    ]);
    expect(statements.some((n) => n > 1)).toBe(true);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_FUNDS' });
    expect(await fx.balance(players[4]!.accountId)).toBe(10_000n);
    expect(await fx.balance(poor.accountId)).toBe(0n);
    expect(await fx.balance(players[0]!.accountId)).toBe(10_000n - 1_000n + 3_000n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008: transfers on one player account are never in one statement, so one balance can never be overdrawn by a batch', async () => {
    const ledger = watchedLedger({ lanes: 1 });
    const [payer, payee] = await richPlayers(ledger, 2);
    // 10 000 on the account: 40 spends of 300 in flight at once, only 33 fit.
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => ledger.transfer(move(payer!.accountId, payee!.accountId, 300n))));
    expect(statements.every((n) => n === 1)).toBe(true);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(33);
    expect(await fx.balance(payer!.accountId)).toBe(100n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008, hot accounts: many bets on the house in one statement move one house row once; every entry has its running balance_after', async () => {
    const ledger = watchedLedger({ lanes: 1 });
    const players = await richPlayers(ledger, 12, 'CHF');
    const results = await Promise.all(players.map((p, i) => ledger.transfer(bet(p.accountId, BigInt(10 + i), 'CHF'))));
    expect(Math.max(...statements)).toBeGreaterThan(1);
    const houseEntries = results.map((r) => r.entries.find((e) => e.userId === null)!);
    // Within one statement the house entries run up one after another on the same row.
    const byRow = new Map<number, typeof houseEntries>();
    for (const e of houseEntries) byRow.set(e.accountId, [...(byRow.get(e.accountId) ?? []), e]);
    expect(byRow.size).toBeLessThan(houseEntries.length);
    const total = await fx.systemTotal('house', 'house', 'CHF');
    expect(total.total).toBe(BigInt(12 * 10 + 66));
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008: the same idempotency key twice at once is never in one statement: one posts, the other is its replay', async () => {
    const ledger = watchedLedger({ lanes: 1 });
    const [a, b, c, d] = await richPlayers(ledger, 4);
    const k = key('twice');
    const results = await Promise.all([
      ledger.transfer(move(c!.accountId, d!.accountId, 50n)),
      ledger.transfer(move(a!.accountId, b!.accountId, 500n, k)),
      ledger.transfer(move(a!.accountId, b!.accountId, 500n, k)),
    ]);
    expect(results[1]!.transferId).toBe(results[2]!.transferId);
    expect(results.filter((r) => r.replayed)).toHaveLength(1);
    expect(await fx.balance(a!.accountId)).toBe(9_500n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008: a statement that fails as a whole is retried one transfer at a time, so only the bad transfer fails and nothing is half-written', async () => {
    const ledger = watchedLedger({ lanes: 1 });
    const players = await richPlayers(ledger, 8);
    const before = await fx.counts();
    // PostgreSQL refuses a NUL character in text: the whole statement fails.
    const bad: TransferRequest = { ...move(players[4]!.accountId, players[5]!.accountId, 5n), reason: 'broken\u0000reason' };
    const outcomes = await Promise.allSettled([
      ledger.transfer(move(players[0]!.accountId, players[1]!.accountId, 5n)),
      ledger.transfer(move(players[2]!.accountId, players[3]!.accountId, 6n)),
      ledger.transfer(bad),
      ledger.transfer(move(players[6]!.accountId, players[7]!.accountId, 7n)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(statements.some((n) => n > 1)).toBe(true);
    expect(await fx.counts()).toEqual({ transfers: before.transfers + 3, entries: before.entries + 6 });
    expect(await fx.balance(players[4]!.accountId)).toBe(10_000n);
    expect(await fx.balance(players[7]!.accountId)).toBe(10_000n + 7n);
    expect(await ledger.audit()).toEqual([]);
  });
});
