import { sql } from 'drizzle-orm';
import type { Database } from '@wager/db';

/** Player ids of fixture accounts: far above the ids identity hands out in a test database. */
let lastFixtureUserId = 800_000_000;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/**
 * Test fixtures for the ledger's proofs (the money invariants of ARCHITECTURE.md): players with accounts, and raw reads of what the
 * ledger wrote. Money is never put on an account here; it only arrives through ledger transfers.
 */
export function createLedgerFixtures(db: Database) {
  return {
    /**
     * A new player's main account in `currencyCode`; returns the account id. The wallet keeps
     * player ids without a foreign key into identity, so no identity row is written: tests set up
     * state only in the module they test (decision 009).
     */
    async player(currencyCode = 'EUR'): Promise<{ userId: number; accountId: number }> {
      const userId = ++lastFixtureUserId;
      const [account] = rowsOf(
        await db.execute(sql`
          insert into wallet.accounts (owner_kind, user_id, type, currency_code, is_active) values ('player', ${userId}, 0, ${currencyCode}, true)
          returning id`),
      );
      return { userId, accountId: Number(account!.id) };
    },

    /** Another account of the same player (type 9, a currency account). */
    async currencyAccount(userId: number, currencyCode: string): Promise<number> {
      const [account] = rowsOf(
        await db.execute(sql`insert into wallet.accounts (owner_kind, user_id, type, currency_code) values ('player', ${userId}, 9, ${currencyCode}) returning id`),
      );
      return Number(account!.id);
    },

    async freeze(accountId: number, frozen = true): Promise<void> {
      await db.execute(sql`update wallet.accounts set frozen_at = ${frozen ? sql`now()` : sql`null`} where id = ${accountId}`);
    },

    async close(accountId: number): Promise<void> {
      await db.execute(sql`update wallet.accounts set closed_at = now() where id = ${accountId}`);
    },
    async balance(accountId: number): Promise<bigint> {
      const [row] = rowsOf(await db.execute(sql`select balance_minor::text as b from wallet.accounts where id = ${accountId}`));
      return BigInt(row!.b as string);
    },

    /** Every account's balance by id. */
    async balances(): Promise<Map<number, bigint>> {
      const rows = rowsOf(await db.execute(sql`select id, balance_minor::text as b from wallet.accounts`));
      return new Map(rows.map((r) => [Number(r.id), BigInt(r.b as string)]));
    },

    /** A house or provider account's total over its shards, and how many shards carry entries. */
    async systemTotal(ownerKind: 'house' | 'provider', code: string, currencyCode: string): Promise<{ total: bigint; shardsUsed: number; shards: number }> {
      const [row] = rowsOf(
        await db.execute(sql`
          select coalesce(sum(balance_minor), 0)::text as total, count(*) filter (where exists (select 1 from wallet.entries e where e.account_id = a.id)) as used,
                 count(*) as shards
          from wallet.accounts a where owner_kind = ${ownerKind} and system_code = ${code} and currency_code = ${currencyCode}`),
      );
      return { total: BigInt(row!.total as string), shardsUsed: Number(row!.used), shards: Number(row!.shards) };
    },

    async transfer(id: number): Promise<Record<string, unknown> | undefined> {
      return rowsOf(
        await db.execute(sql`select idempotency_key, kind, actor, reason, reference_kind, reference_id from wallet.transfers where id = ${id}`),
      )[0];
    },

    async transferIdByKey(key: string): Promise<number | undefined> {
      const [row] = rowsOf(await db.execute(sql`select id from wallet.transfers where idempotency_key = ${key}`));
      return row ? Number(row.id) : undefined;
    },

    /** Keys of every transfer whose key starts with `prefix`, with how many rows each has (always 1). */
    async transferKeys(prefix: string): Promise<Map<string, number>> {
      const rows = rowsOf(
        await db.execute(sql`select idempotency_key as k, count(*) as n from wallet.transfers where idempotency_key like ${prefix + '%'} group by 1`),
      );
      return new Map(rows.map((r) => [String(r.k), Number(r.n)]));
    },

    async databaseName(): Promise<string> {
      const [row] = rowsOf(await db.execute(sql`select current_database() as name`));
      return String(row!.name);
    },

    async counts(): Promise<{ transfers: number; entries: number }> {
      const [row] = rowsOf(await db.execute(sql`select (select count(*) from wallet.transfers) as t, (select count(*) from wallet.entries) as e`));
      return { transfers: Number(row!.t), entries: Number(row!.e) };
    },

    async entries(transferId: number): Promise<{ accountId: number; amountMinor: bigint; balanceAfterMinor: bigint }[]> {
      const rows = rowsOf(
        await db.execute(sql`select account_id, amount_minor::text as a, balance_after_minor::text as b from wallet.entries where transfer_id = ${transferId} order by id`),
      );
      return rows.map((r) => ({ accountId: Number(r.account_id), amountMinor: BigInt(r.a as string), balanceAfterMinor: BigInt(r.b as string) }));
    },
  };
}

export type LedgerFixtures = ReturnType<typeof createLedgerFixtures>;
