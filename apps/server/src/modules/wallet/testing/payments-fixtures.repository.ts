import { sql } from 'drizzle-orm';
import type { Database } from '@wager/db';

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/** Raw reads for the payments tests (decision 008): balances, counts and the ledger's invariants. */
export function createPaymentsFixtures(db: Database) {
  return {
    async balance(accountId: number): Promise<bigint> {
      const [row] = rowsOf(await db.execute(sql`select balance_minor::text as b from wallet.accounts where id = ${accountId}`));
      return BigInt(row!.b as string);
    },

    /** Everything a movement of money would change: every balance, and how many transfers and entries exist. */
    async snapshot(): Promise<{ balances: Record<string, string>; transfers: number; entries: number }> {
      const balances = rowsOf(await db.execute(sql`select id, balance_minor::text as b from wallet.accounts order by id`));
      const [counts] = rowsOf(
        await db.execute(sql`select (select count(*) from wallet.transfers)::int as t, (select count(*) from wallet.entries)::int as e`),
      );
      return { balances: Object.fromEntries(balances.map((r) => [String(r.id), String(r.b)])), transfers: Number(counts!.t), entries: Number(counts!.e) };
    },

    /** A house or provider account's total over its shards. */
    async systemTotal(ownerKind: 'house' | 'provider', code: string, currencyCode: string): Promise<bigint> {
      const [row] = rowsOf(
        await db.execute(sql`select coalesce(sum(balance_minor), 0)::text as t from wallet.accounts
          where owner_kind = ${ownerKind} and system_code = ${code} and currency_code = ${currencyCode}`),
      );
      return BigInt(row!.t as string);
    },

    /**
     * The ledger's invariants (decision 008): what breaks them, empty when none. Every currency sums
     * to zero, no player balance is negative, every balance equals the sum of its entries, every
     * transfer's entries sum to zero per currency.
     */
    async violations(): Promise<string[]> {
      const problems: string[] = [];
      for (const r of rowsOf(await db.execute(sql`select currency_code, sum(balance_minor)::text as s from wallet.accounts group by 1 having sum(balance_minor) <> 0`))) {
        problems.push(`currency ${r.currency_code} sums to ${r.s}`);
      }
      for (const r of rowsOf(await db.execute(sql`select id from wallet.accounts where owner_kind = 'player' and balance_minor < 0`))) {
        problems.push(`player account ${r.id} is negative`);
      }
      for (const r of rowsOf(
        await db.execute(sql`select a.id from wallet.accounts a left join wallet.entries e on e.account_id = a.id
          group by a.id, a.balance_minor having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`),
      )) {
        problems.push(`account ${r.id} balance differs from its entries`);
      }
      for (const r of rowsOf(
        await db.execute(sql`select transfer_id, currency_code from wallet.entries group by 1, 2 having sum(amount_minor) <> 0`),
      )) {
        problems.push(`transfer ${r.transfer_id} does not balance in ${r.currency_code}`);
      }
      return problems;
    },

    /** The transfers that reference a payment, oldest first. */
    async transfersOf(paymentId: number): Promise<{ key: string; kind: string; actor: string }[]> {
      const rows = rowsOf(
        await db.execute(sql`select idempotency_key, kind, actor from wallet.transfers
          where reference_kind = 'payment' and reference_id = ${String(paymentId)} order by id`),
      );
      return rows.map((r) => ({ key: String(r.idempotency_key), kind: String(r.kind), actor: String(r.actor) }));
    },

    async paymentCount(userId: number): Promise<number> {
      const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from wallet.payments where user_id = ${userId}`));
      return Number(row!.n);
    },

    async eventCount(paymentId: number): Promise<number> {
      const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from wallet.payment_events where payment_id = ${paymentId}`));
      return Number(row!.n);
    },

    async providerRef(paymentId: number): Promise<string | null> {
      const [row] = rowsOf(await db.execute(sql`select provider_ref from wallet.payments where id = ${paymentId}`));
      return (row?.provider_ref as string | null) ?? null;
    },

    async storedDestination(paymentId: number): Promise<string | null> {
      const [row] = rowsOf(await db.execute(sql`select destination from wallet.payments where id = ${paymentId}`));
      return (row?.destination as string | null) ?? null;
    },

    async freeze(accountId: number, frozen = true): Promise<void> {
      await db.execute(sql`update wallet.accounts set frozen_at = ${frozen ? sql`now()` : sql`null`} where id = ${accountId}`);
    },

    /** Moves a payment's creation time (history date filters). */
    async setCreatedAt(paymentId: number, iso: string): Promise<void> {
      await db.execute(sql`update wallet.payments set created_at = ${iso}::timestamptz where id = ${paymentId}`);
    },
  };
}

export type PaymentsFixtures = ReturnType<typeof createPaymentsFixtures>;
