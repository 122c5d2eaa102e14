import { sql } from 'drizzle-orm';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Reads of a player's ledger over a time window (decision 021: what a deposit, wagering or loss
 * limit counts is summed from the ledger, never kept as a counter), for the limits module through
 * the wallet's face. Read-only; inside the caller's unit of work when given its `tx`.
 */
export function createLedgerWindows(data: DataSource) {
  const db = (tx?: Tx) => executor(data, tx);

  return {
    /**
     * The player's movements of these ledger kinds since `since`, per currency and kind (player side:
     * positive credits him). Read from `wallet.entries` by (account, time) (migration 0021).
     */
    async sums(userId: number, kinds: readonly string[], since: Date, tx?: Tx): Promise<{ currency: string; minorUnits: number; kind: string; sum: bigint; oldest: Date }[]> {
      const result = await db(tx).execute(sql`
        select a.currency_code as currency, c.minor_units as minor_units, t.kind as kind,
               coalesce(sum(e.amount_minor), 0)::text as sum, min(e.created_at) as oldest
          from wallet.accounts a
          join wallet.currencies c on c.code = a.currency_code
          join wallet.entries e on e.account_id = a.id and e.created_at >= ${since.toISOString()}::timestamptz
          join wallet.transfers t on t.id = e.transfer_id
         where a.user_id = ${userId} and a.owner_kind = 'player'
           and t.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})
         group by a.currency_code, c.minor_units, t.kind`);
      return rowsOf<{ currency: string; minor_units: number; kind: string; sum: string; oldest: Date | string }>(result).map((r) => ({
        currency: r.currency,
        minorUnits: Number(r.minor_units),
        kind: r.kind,
        sum: BigInt(r.sum),
        oldest: new Date(r.oldest),
      }));
    },

    /** Deposits opened but not yet credited or failed (decision 021: they count against a deposit limit). */
    async pendingDeposits(userId: number, since: Date, tx?: Tx): Promise<{ currency: string; sum: bigint }[]> {
      const result = await db(tx).execute(sql`
        select currency_code as currency, coalesce(sum(amount_minor), 0)::text as sum
          from wallet.payments
         where user_id = ${userId} and direction = 'deposit' and status in ('created', 'pending')
           and created_at >= ${since.toISOString()}::timestamptz
         group by currency_code`);
      return rowsOf<{ currency: string; sum: string }>(result).map((r) => ({ currency: r.currency, sum: BigInt(r.sum) }));
    },

    /** The window's movements one by one (only when a refusal's endsAt is worked out). */
    async movements(userId: number, kinds: readonly string[], currency: string, since: Date, tx?: Tx): Promise<{ at: Date; amountMinor: bigint }[]> {
      const result = await db(tx).execute(sql`
        select e.created_at as at, e.amount_minor::text as amount
          from wallet.accounts a
          join wallet.entries e on e.account_id = a.id and e.created_at >= ${since.toISOString()}::timestamptz
          join wallet.transfers t on t.id = e.transfer_id
         where a.user_id = ${userId} and a.owner_kind = 'player' and a.currency_code = ${currency}
           and t.kind in (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})`);
      return rowsOf<{ at: Date | string; amount: string }>(result).map((r) => ({ at: new Date(r.at), amountMinor: BigInt(r.amount) }));
    },

    async pendingDepositRows(userId: number, currency: string, since: Date, tx?: Tx): Promise<{ at: Date; amountMinor: bigint }[]> {
      const result = await db(tx).execute(sql`
        select created_at as at, amount_minor::text as amount from wallet.payments
         where user_id = ${userId} and direction = 'deposit' and status in ('created', 'pending')
           and currency_code = ${currency} and created_at >= ${since.toISOString()}::timestamptz`);
      return rowsOf<{ at: Date | string; amount: string }>(result).map((r) => ({ at: new Date(r.at), amountMinor: BigInt(r.amount) }));
    },

    async minorUnitsOf(currency: string, tx?: Tx): Promise<number> {
      const result = await db(tx).execute(sql`select minor_units from wallet.currencies where code = ${currency}`);
      return Number(rowsOf<{ minor_units: number }>(result)[0]?.minor_units ?? 2);
    },

    /** The player's main (active) account's currency: a money limit counts it (decision 021). */
    async activeCurrency(userId: number, tx?: Tx): Promise<string | null> {
      const result = await db(tx).execute(sql`
        select currency_code from wallet.accounts
         where user_id = ${userId} and owner_kind = 'player' and closed_at is null
         order by is_active desc, type asc, id asc limit 1`);
      return rowsOf<{ currency_code: string }>(result)[0]?.currency_code ?? null;
    },
  };
}

export type LedgerWindows = ReturnType<typeof createLedgerWindows>;
