import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { createLedgerRepository } from './internal/ledger.repository.ts';
import { createLedger, SYSTEM_ACCOUNT_SHARDS, type Ledger, type TransferRequest, type TransferResult } from './internal/ledger.service.ts';
import { createLedgerFixtures, type LedgerFixtures } from './testing/ledger-fixtures.repository.ts';
import { testDataSource } from '../../testing/test-data.ts';

const sandbox = { system: { ownerKind: 'provider' as const, code: 'sandbox' } };
const house = { system: { ownerKind: 'house' as const, code: 'house' } };
let keySeq = 0;
const key = (label: string) => `test:${label}:${++keySeq}`;

/** The ledger on the real database (PGlite, or PostgreSQL with DATABASE_URL): decision 008. */
describe('ledger (S0 §3.1; decision 008)', () => {
  let handle: DatabaseHandle;
  let ledger: Ledger;
  let fx: LedgerFixtures;
  const posted: TransferResult[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    ledger = createLedger({ repository: createLedgerRepository(testDataSource(handle)), onPosted: (r) => posted.push(r) });
    fx = createLedgerFixtures(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const deposit = (accountId: number, amountMinor: bigint, idempotencyKey = key('deposit'), currencyCode = 'EUR'): TransferRequest => ({
    idempotencyKey,
    kind: 'deposit',
    actor: 'provider:sandbox',
    postings: [
      { target: sandbox, currencyCode, amountMinor: -amountMinor },
      { target: { accountId }, currencyCode, amountMinor },
    ],
  });
  const move = (from: number, to: number, amountMinor: bigint, idempotencyKey = key('move'), currencyCode = 'EUR'): TransferRequest => ({
    idempotencyKey,
    kind: 'transfer',
    actor: 'system',
    postings: [
      { target: { accountId: from }, currencyCode, amountMinor: -amountMinor },
      { target: { accountId: to }, currencyCode, amountMinor },
    ],
  });

  async function expectNothingWritten(run: () => Promise<unknown>, error: { statusCode: number; code: string }) {
    const before = await fx.counts();
    const balances = await fx.balances();
    await expect(run()).rejects.toMatchObject(error);
    expect(await fx.counts()).toEqual(before);
    // Resolving a new currency may create the provider's empty shard rows; no balance moves.
    const after = await fx.balances();
    for (const [id, balance] of after) expect([id, balance]).toEqual([id, balances.get(id) ?? 0n]);
  }

  it('decision 008: a balanced transfer moves both balances and writes its entries with balance_after', async () => {
    const a = await fx.player();
    const b = await fx.player();
    await ledger.transfer(deposit(a.accountId, 10_000n));
    const result = await ledger.transfer(move(a.accountId, b.accountId, 2_550n));
    expect(result.replayed).toBe(false);
    expect(await fx.balance(a.accountId)).toBe(7_450n);
    expect(await fx.balance(b.accountId)).toBe(2_550n);
    expect(await fx.entries(result.transferId)).toEqual([
      { accountId: a.accountId, amountMinor: -2_550n, balanceAfterMinor: 7_450n },
      { accountId: b.accountId, amountMinor: 2_550n, balanceAfterMinor: 2_550n },
    ]);
    expect(result.entries.map((e) => [e.accountId, e.amountMinor, e.balanceAfterMinor, e.userId])).toEqual([
      [a.accountId, -2_550n, 7_450n, a.userId],
      [b.accountId, 2_550n, 2_550n, b.userId],
    ]);
    expect(posted.at(-1)).toBe(result);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008: unbalanced, zero-amount, one-leg and same-account-twice transfers are refused and write nothing', async () => {
    const a = await fx.player();
    const b = await fx.player();
    await ledger.transfer(deposit(a.accountId, 1_000n));
    const bad: TransferRequest['postings'][] = [
      [
        { target: { accountId: a.accountId }, currencyCode: 'EUR', amountMinor: -100n },
        { target: { accountId: b.accountId }, currencyCode: 'EUR', amountMinor: 99n },
      ],
      [
        { target: { accountId: a.accountId }, currencyCode: 'EUR', amountMinor: 0n },
        { target: { accountId: b.accountId }, currencyCode: 'EUR', amountMinor: 0n },
      ],
      [{ target: { accountId: a.accountId }, currencyCode: 'EUR', amountMinor: -100n }],
      [
        { target: { accountId: a.accountId }, currencyCode: 'EUR', amountMinor: -100n },
        { target: { accountId: a.accountId }, currencyCode: 'EUR', amountMinor: 100n },
      ],
      [
        { target: { accountId: a.accountId }, currencyCode: 'EUR', amountMinor: -100n },
        { target: { accountId: b.accountId }, currencyCode: 'USD', amountMinor: 100n },
      ],
    ];
    for (const postings of bad) {
      await expectNothingWritten(() => ledger.transfer({ idempotencyKey: key('bad'), kind: 'transfer', actor: 'system', postings }), {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008: a repeated idempotency key returns the first result and moves nothing', async () => {
    const a = await fx.player();
    const request = deposit(a.accountId, 500n);
    const first = await ledger.transfer(request);
    const announced = posted.length;
    const again = await ledger.transfer(request);
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
    expect(again.entries.map((e) => [e.accountId, e.amountMinor, e.balanceAfterMinor])).toEqual(
      first.entries.map((e) => [e.accountId, e.amountMinor, e.balanceAfterMinor]),
    );
    expect(await fx.balance(a.accountId)).toBe(500n);
    expect(posted).toHaveLength(announced);
  });

  it('decision 008: a replay is answered from its first result even after the money has moved on', async () => {
    const a = await fx.player();
    const b = await fx.player();
    await ledger.transfer(deposit(a.accountId, 500n));
    const spend = move(a.accountId, b.accountId, 500n);
    const first = await ledger.transfer(spend);
    const again = await ledger.transfer(spend);
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
    expect(await fx.balance(a.accountId)).toBe(0n);
    expect(await fx.balance(b.accountId)).toBe(500n);
  });

  it('decision 008: the same key with a different request is 409 IDEMPOTENCY_KEY_REUSED and moves nothing', async () => {
    const a = await fx.player();
    const k = key('reuse');
    await ledger.transfer(deposit(a.accountId, 500n, k));
    await expectNothingWritten(() => ledger.transfer(deposit(a.accountId, 600n, k)), { statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await fx.balance(a.accountId)).toBe(500n);
  });

  it('decision 008: concurrent replays of one key move the money once', async () => {
    const a = await fx.player();
    const b = await fx.player();
    await ledger.transfer(deposit(a.accountId, 1_000n));
    const request = move(a.accountId, b.accountId, 300n);
    const results = await Promise.all(Array.from({ length: 12 }, () => ledger.transfer(request)));
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await fx.balance(a.accountId)).toBe(700n);
    expect(await fx.balance(b.accountId)).toBe(300n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008: insufficient funds is 409 INSUFFICIENT_FUNDS and writes nothing; the exact balance can be spent', async () => {
    const a = await fx.player();
    const b = await fx.player();
    await ledger.transfer(deposit(a.accountId, 1_000n));
    await expectNothingWritten(() => ledger.transfer(move(a.accountId, b.accountId, 1_001n)), { statusCode: 409, code: 'INSUFFICIENT_FUNDS' });
    // The refused key was not used up: the same key may carry a request that fits.
    await ledger.transfer(move(a.accountId, b.accountId, 1_000n));
    expect(await fx.balance(a.accountId)).toBe(0n);
    await expectNothingWritten(() => ledger.transfer(move(a.accountId, b.accountId, 1n)), { statusCode: 409, code: 'INSUFFICIENT_FUNDS' });
  });

  it('decision 008: concurrent spends of one balance never overdraw it', async () => {
    const a = await fx.player();
    const b = await fx.player();
    await ledger.transfer(deposit(a.accountId, 1_000n));
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => ledger.transfer(move(a.accountId, b.accountId, 300n))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_FUNDS' });
    expect(await fx.balance(a.accountId)).toBe(100n);
    expect(await fx.balance(b.accountId)).toBe(900n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008: concurrent debits and credits on the same accounts fail only for want of money, never with a database error', async () => {
    // Regression: the new balance was once computed from the statement snapshot, and PostgreSQL checks
    // the CHECK constraint on that stale sum before it re-reads the row it waited for.
    const a = await fx.player();
    const b = await fx.player();
    await ledger.transfer(deposit(a.accountId, 1_000n));
    for (let round = 0; round < 25; round++) {
      const outcomes = await Promise.allSettled([
        ledger.transfer(move(a.accountId, b.accountId, 300n)),
        ledger.transfer(move(a.accountId, b.accountId, 400n)),
        ledger.transfer(move(b.accountId, a.accountId, 200n)),
        ledger.transfer(move(a.accountId, b.accountId, 500n)),
        ledger.transfer(move(b.accountId, a.accountId, 700n)),
      ]);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ statusCode: 409, code: 'INSUFFICIENT_FUNDS' });
    }
    expect((await fx.balance(a.accountId)) + (await fx.balance(b.accountId))).toBe(1_000n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('S0 §3.1, decision 008: a frozen account refuses debits (409 ACCOUNT_FROZEN) but takes credits', async () => {
    const a = await fx.player();
    const b = await fx.player();
    await ledger.transfer(deposit(a.accountId, 1_000n));
    await fx.freeze(a.accountId);
    await expectNothingWritten(() => ledger.transfer(move(a.accountId, b.accountId, 100n)), { statusCode: 409, code: 'ACCOUNT_FROZEN' });
    await ledger.transfer(deposit(a.accountId, 200n));
    expect(await fx.balance(a.accountId)).toBe(1_200n);
    await fx.freeze(a.accountId, false);
    await ledger.transfer(move(a.accountId, b.accountId, 100n));
    expect(await fx.balance(a.accountId)).toBe(1_100n);
  });

  it('S0 §7, decision 008: a closed (removed) currency account takes no money either way (409 STATE_CONFLICT), nothing written', async () => {
    const a = await fx.player('EUR');
    const usd = await fx.currencyAccount(a.userId, 'USD');
    await fx.close(usd);
    await expectNothingWritten(() => ledger.transfer(deposit(usd, 100n, key('closed'), 'USD')), { statusCode: 409, code: 'STATE_CONFLICT' });
    expect(await fx.balance(usd)).toBe(0n);
  });

  it('decision 008: an amount in another currency than the account is refused; an unknown account is 404', async () => {
    const a = await fx.player('EUR');
    await expectNothingWritten(() => ledger.transfer(deposit(a.accountId, 100n, key('usd'), 'USD')), { statusCode: 400, code: 'VALIDATION_FAILED' });
    await expectNothingWritten(() => ledger.transfer(deposit(999_999_999, 100n)), { statusCode: 404, code: 'NOT_FOUND' });
  });

  it('decision 008: accounts in two currencies of one player move in one transfer, balanced per currency', async () => {
    const a = await fx.player('EUR');
    const usd = await fx.currencyAccount(a.userId, 'USD');
    await ledger.transfer(deposit(a.accountId, 1_000n));
    await ledger.transfer({
      idempotencyKey: key('fx'),
      kind: 'exchange',
      actor: `user:${a.userId}`,
      postings: [
        { target: { accountId: a.accountId }, currencyCode: 'EUR', amountMinor: -1_000n },
        { target: house, currencyCode: 'EUR', amountMinor: 1_000n },
        { target: house, currencyCode: 'USD', amountMinor: -1_080n },
        { target: { accountId: usd }, currencyCode: 'USD', amountMinor: 1_080n },
      ],
    });
    expect(await fx.balance(usd)).toBe(1_080n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('decision 008: who, why and the reference are kept on the transfer', async () => {
    const a = await fx.player();
    const result = await ledger.transfer({
      ...deposit(a.accountId, 700n, key('who')),
      actor: 'provider:sandbox',
      reason: 'sandbox deposit settled',
      reference: { kind: 'payment', id: '5000001' },
    });
    expect(await fx.transfer(result.transferId)).toMatchObject({
      kind: 'deposit',
      actor: 'provider:sandbox',
      reason: 'sandbox deposit settled',
      reference_kind: 'payment',
      reference_id: '5000001',
    });
  });

  it('S0 §3.1, decision 009: a refusal inside a caller unit of work writes nothing and leaves the transaction usable', async () => {
    const a = await fx.player();
    const b = await fx.player();
    await ledger.transfer(deposit(a.accountId, 100n));
    const repo = createLedgerRepository(testDataSource(handle));
    const result = await repo.transaction(async (tx) => {
      await expect(ledger.transfer(move(a.accountId, b.accountId, 500n), tx)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      return ledger.transfer(move(a.accountId, b.accountId, 100n), tx);
    });
    expect(await fx.balance(b.accountId)).toBe(100n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('S0 §3.1, decision 009: a caller unit of work that rolls back leaves no transfer behind', async () => {
    const a = await fx.player();
    const repo = createLedgerRepository(testDataSource(handle));
    const k = key('rollback');
    await expect(
      repo.transaction(async (tx) => {
        await ledger.transfer(deposit(a.accountId, 100n, k), tx);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await fx.transferIdByKey(k)).toBeUndefined();
    expect(await fx.balance(a.accountId)).toBe(0n);
  });

  it('decision 008, hot accounts: concurrent transfers against the house in one currency spread over its shards; the house total is right', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => fx.player('GBP')));
    for (const p of players) await ledger.transfer(deposit(p.accountId, 10_000n, key('gbp'), 'GBP'));
    const stakes = players.flatMap((p) =>
      Array.from({ length: 10 }, (_, i) => ({
        idempotencyKey: key('stake'),
        kind: 'bet',
        actor: `user:${p.userId}`,
        reference: { kind: 'bet', id: `${p.userId}-${i}` },
        postings: [
          { target: { accountId: p.accountId }, currencyCode: 'GBP', amountMinor: -(100n + BigInt(i)) },
          { target: house, currencyCode: 'GBP', amountMinor: 100n + BigInt(i) },
        ],
      })),
    );
    await Promise.all(stakes.map((s) => ledger.transfer(s)));
    const expected = BigInt(players.length) * (10n * 100n + 45n);
    const total = await fx.systemTotal('house', 'house', 'GBP');
    expect(total.total).toBe(expected);
    expect(total.shards).toBe(SYSTEM_ACCOUNT_SHARDS);
    expect(total.shardsUsed).toBeGreaterThanOrEqual(4);
    expect((await fx.systemTotal('provider', 'sandbox', 'GBP')).total).toBe(-60_000n);
    expect(await ledger.audit()).toEqual([]);
  });
});
