import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { createLedgerRepository, type LedgerRepository } from './internal/ledger.repository.ts';
import { createLedger, type Ledger, type TransferRequest, type TransferResult } from './internal/ledger.service.ts';
import { createLedgerFixtures, type LedgerFixtures } from './testing/ledger-fixtures.repository.ts';
import { testDataSource } from '../../testing/test-data.ts';

const house = { system: { ownerKind: 'house' as const, code: 'bets' } };

const payout = (accountId: number, amountMinor: bigint, idempotencyKey: string): TransferRequest => ({
  idempotencyKey,
  kind: 'bet_payout',
  actor: 'system',
  postings: [
    { target: { accountId }, currencyCode: 'EUR', amountMinor },
    { target: house, currencyCode: 'EUR', amountMinor: -amountMinor },
  ],
});

/** Many transfers inside a caller's unit of work in one statement (decisions 006, 008 and 009; batched settlement, decision 015). */
describe('ledger.transferMany (decisions 006, 008, 009)', () => {
  let handle: DatabaseHandle;
  let fx: LedgerFixtures;
  let ledger: Ledger;
  let statements: number[] = [];
  const pushed: TransferResult[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    fx = createLedgerFixtures(handle.db);
    const repository = createLedgerRepository(testDataSource(handle));
    const watched: LedgerRepository = {
      ...repository,
      async postTransfers(posts, ex) {
        statements.push(posts.length);
        return repository.postTransfers(posts, ex);
      },
    };
    ledger = createLedger({ repository: watched, onPosted: (r) => pushed.push(r) });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('decision 006: many transfers in one unit of work go in one statement, each with its own key and result; repeated, they are replays that move nothing', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => fx.player()));
    const requests = players.map((p, i) => payout(p.accountId, BigInt(100 * (i + 1)), `many:payout:${p.accountId}`));
    statements = [];
    const pushedBefore = pushed.length;
    const data = testDataSource(handle);
    const results = await data.transaction((tx) => ledger.transferMany(requests, tx));
    expect(statements).toEqual([5]);
    expect(results.map((r) => r.replayed)).toEqual([false, false, false, false, false]);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(5);
    expect(pushed.length - pushedBefore).toBe(5);
    for (const [i, p] of players.entries()) expect(await fx.balance(p.accountId)).toBe(BigInt(100 * (i + 1)));

    const again = await data.transaction((tx) => ledger.transferMany(requests, tx));
    expect(again.map((r) => [r.transferId, r.replayed])).toEqual(results.map((r) => [r.transferId, true]));
    for (const [i, p] of players.entries()) expect(await fx.balance(p.accountId)).toBe(BigInt(100 * (i + 1)));
    expect(pushed.length - pushedBefore).toBe(5);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 009: when the unit of work rolls back, none of its transfers is posted or pushed', async () => {
    const player = await fx.player();
    const pushedBefore = pushed.length;
    const data = testDataSource(handle);
    await expect(
      data.transaction(async (tx) => {
        await ledger.transferMany([payout(player.accountId, 500n, `many:rolled:${player.accountId}`)], tx);
        throw new Error('the caller fails after the transfers');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await fx.balance(player.accountId)).toBe(0n);
    expect(pushed.length).toBe(pushedBefore);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 006, decision 015: transferEach answers each transfer on its own; two debits of one account go in separate statements, so together they never pass its balance', async () => {
    const [rich, poor] = [await fx.player(), await fx.player()];
    const data = testDataSource(handle);
    await data.transaction((tx) => ledger.transferMany([payout(rich.accountId, 1_000n, `each:fund:${rich.accountId}`), payout(poor.accountId, 1_000n, `each:fund:${poor.accountId}`)], tx));
    const debit = (accountId: number, amountMinor: bigint, key: string) => payout(accountId, -amountMinor, key);
    statements = [];
    const settled = await data.transaction((tx) =>
      ledger.transferEach(
        [debit(poor.accountId, 700n, 'each:poor:1'), debit(rich.accountId, 300n, 'each:rich:1'), debit(poor.accountId, 700n, 'each:poor:2')],
        tx,
      ),
    );
    // Round one: the first debit of each account; round two: the poor player's second, refused alone.
    expect(statements.slice(0, 2)).toEqual([2, 1]);
    expect(settled.map((s) => ('value' in s ? 'posted' : (s.error as { code?: string }).code))).toEqual(['posted', 'posted', 'INSUFFICIENT_FUNDS']);
    expect(await fx.balance(poor.accountId)).toBe(300n);
    expect(await fx.balance(rich.accountId)).toBe(700n);
    expect(await ledger.audit()).toEqual([]);
  });
});
