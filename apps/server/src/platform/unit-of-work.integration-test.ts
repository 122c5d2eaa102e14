import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import { createAuditModule, type AuditService } from '../modules/audit/index.ts';
import { createWalletModule, type Ledger, type TransferRequest, type TransferResult } from '../modules/wallet/index.ts';
import { createLedgerFixtures, type LedgerFixtures } from '../modules/wallet/testing/ledger-fixtures.repository.ts';
import { createDataSource, JoinedUnitFailed } from './data-source.ts';
import type { DataSource, Tx } from './unit-of-work.ts';

let keySeq = 0;
const key = (label: string) => `uow:${label}:${++keySeq}`;
const house = { system: { ownerKind: 'house' as const, code: 'house' } };

/** Money in from the house: S0 §3.1 balances only move through the ledger. */
const credit = (accountId: number, amountMinor: bigint, idempotencyKey = key('credit')): TransferRequest => ({
  idempotencyKey,
  kind: 'adjustment',
  actor: 'operator:test',
  postings: [
    { target: { accountId }, currencyCode: 'EUR', amountMinor },
    { target: house, currencyCode: 'EUR', amountMinor: -amountMinor },
  ],
});

/**
 * Decision 009 on the real database (PGlite, or PostgreSQL with DATABASE_URL): one transaction across
 * modules, effects after commit only. The wallet and audit modules stand in for the coming bet
 * (wallet debit + sportsbook rows + limits check in one transaction).
 */
describe('unit of work (decision 009)', () => {
  let handle: DatabaseHandle;
  let data: DataSource;
  let ledger: Ledger;
  let audit: AuditService;
  let fx: LedgerFixtures;
  const pushed: TransferResult[] = [];
  const effectErrors: unknown[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    data = createDataSource(handle.db, { onEffectError: (error) => effectErrors.push(error) });
    ledger = createWalletModule({ data, onPosted: (result) => pushed.push(result) }).ledger;
    audit = createAuditModule({ data }).service;
    fx = createLedgerFixtures(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('afterCommit effects run once, in order, after the commit (not before it)', async () => {
    const ran: string[] = [];
    const result = await data.transaction(async (tx) => {
      tx.afterCommit(() => void ran.push('first'));
      tx.afterCommit(() => void ran.push('second'));
      await audit.record({ type: 'test.uow.commit' }, tx);
      expect(ran).toEqual([]);
      return 42;
    });
    expect(result).toBe(42);
    expect(ran).toEqual(['first', 'second']);
    expect(await audit.list({ type: 'test.uow.commit' })).toHaveLength(1);
  });

  it('afterCommit effects never run when the transaction rolls back', async () => {
    const ran: string[] = [];
    await expect(
      data.transaction(async (tx) => {
        tx.afterCommit(() => void ran.push('effect'));
        await audit.record({ type: 'test.uow.rollback' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(ran).toEqual([]);
    expect(await audit.list({ type: 'test.uow.rollback' })).toEqual([]);
  });

  it('an effect that throws is reported; the commit stands and later effects still run', async () => {
    const ran: string[] = [];
    await data.transaction(async (tx) => {
      tx.afterCommit(() => {
        throw new Error('push failed');
      });
      tx.afterCommit(() => void ran.push('after'));
      await audit.record({ type: 'test.uow.effect_error' }, tx);
    });
    expect(ran).toEqual(['after']);
    expect(effectErrors).toHaveLength(1);
    expect(await audit.list({ type: 'test.uow.effect_error' })).toHaveLength(1);
  });

  it('a transfer inside a unit of work pushes its balance only after the commit', async () => {
    const player = await fx.player();
    const before = pushed.length;
    const result = await data.transaction(async (tx) => {
      const posted = await ledger.transfer(credit(player.accountId, 500n), tx);
      expect(pushed).toHaveLength(before);
      return posted;
    });
    expect(pushed.slice(before)).toEqual([result]);
    expect(await fx.balance(player.accountId)).toBe(500n);
  });

  it('a transfer inside a unit of work that later fails writes nothing and pushes no balance', async () => {
    const player = await fx.player();
    const k = key('failed-later');
    const before = pushed.length;
    const counts = await fx.counts();
    await expect(
      data.transaction(async (tx) => {
        await ledger.transfer(credit(player.accountId, 700n, k), tx);
        await audit.record({ type: 'test.uow.bet_refused', userId: player.userId }, tx);
        throw new Error('a later step refused the bet');
      }),
    ).rejects.toThrow('refused the bet');
    expect(pushed).toHaveLength(before);
    expect(await fx.balance(player.accountId)).toBe(0n);
    expect(await fx.transferIdByKey(k)).toBeUndefined();
    expect(await fx.counts()).toEqual(counts);
    expect(await audit.list({ type: 'test.uow.bet_refused' })).toEqual([]);
    expect(await ledger.audit()).toEqual([]);
  });

  it('a transfer without a unit of work still goes through the batch queue and pushes at once', async () => {
    const player = await fx.player();
    const before = pushed.length;
    const result = await ledger.transfer(credit(player.accountId, 300n));
    expect(pushed.slice(before)).toEqual([result]);
  });

  it('nested units join the outer transaction: one commit, effects after it', async () => {
    const player = await fx.player();
    const seen: Tx[] = [];
    const ran: string[] = [];
    const before = pushed.length;
    await data.transaction(async (outer) => {
      seen.push(outer);
      await data.transaction(async (inner) => {
        seen.push(inner);
        inner.afterCommit(() => void ran.push('inner'));
        await ledger.transfer(credit(player.accountId, 200n), inner);
      }, outer);
      // The inner unit's work is not committed yet: nothing ran, nothing was pushed.
      expect(ran).toEqual([]);
      expect(pushed).toHaveLength(before);
      await audit.record({ type: 'test.uow.nested', userId: player.userId }, outer);
    });
    expect(seen[1]).toBe(seen[0]);
    expect(ran).toEqual(['inner']);
    expect(pushed).toHaveLength(before + 1);
    expect(await fx.balance(player.accountId)).toBe(200n);
    expect(await audit.list({ type: 'test.uow.nested' })).toHaveLength(1);
  });

  it('a joined unit that fails rolls the whole transaction back, even when the outer one catches its error', async () => {
    const player = await fx.player();
    const k = key('nested-failed');
    const before = pushed.length;
    const outcome = data.transaction(async (outer) => {
      await audit.record({ type: 'test.uow.nested_failed', userId: player.userId }, outer);
      await data
        .transaction(async (inner) => {
          await ledger.transfer(credit(player.accountId, 900n, k), inner);
          throw new Error('inner step failed');
        }, outer)
        .catch(() => undefined);
      return 'carried on';
    });
    await expect(outcome).rejects.toBeInstanceOf(JoinedUnitFailed);
    expect(pushed).toHaveLength(before);
    expect(await fx.transferIdByKey(k)).toBeUndefined();
    expect(await fx.balance(player.accountId)).toBe(0n);
    expect(await audit.list({ type: 'test.uow.nested_failed' })).toEqual([]);
  });

  it('a wallet transfer and an audit record in one unit of work commit together or roll back together', async () => {
    const player = await fx.player();
    await data.transaction(async (tx) => {
      await ledger.transfer(credit(player.accountId, 100n), tx);
      await audit.record({ type: 'test.uow.together', userId: player.userId, details: { amountMinor: '100' } }, tx);
    });
    expect(await fx.balance(player.accountId)).toBe(100n);
    expect(await audit.list({ type: 'test.uow.together', userId: player.userId })).toHaveLength(1);

    // The second step fails (not enough money): the first step's audit row goes with it.
    await expect(
      data.transaction(async (tx) => {
        await audit.record({ type: 'test.uow.apart', userId: player.userId }, tx);
        await ledger.transfer(credit(player.accountId, -1_000n), tx);
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await audit.list({ type: 'test.uow.apart', userId: player.userId })).toEqual([]);
    expect(await fx.balance(player.accountId)).toBe(100n);
    expect(await ledger.audit()).toEqual([]);
  });

  it('a finished transaction cannot be used or extended', async () => {
    let leaked: Tx | undefined;
    await data.transaction(async (tx) => {
      leaked = tx;
    });
    expect(() => leaked!.afterCommit(() => {})).toThrow(/finished/);
    await expect(audit.record({ type: 'test.uow.leaked' }, leaked)).rejects.toThrow(/finished/);
  });
});
