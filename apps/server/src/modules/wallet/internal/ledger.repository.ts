import { sql } from 'drizzle-orm';
import type { Database } from '@wager/db';

/** A posted entry as the ledger reads it back. */
export interface EntryRow {
  accountId: number;
  currencyCode: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  /** The player who owns the account; null for house and provider accounts. */
  userId: number | null;
}

export interface TransferRow {
  idempotencyKey: string;
  requestHash: string;
  kind: string;
  actor: string;
  reason: string | null;
  referenceKind: string | null;
  referenceId: string | null;
}

/** What an UPDATE of a balance found when it changed nothing: why the posting was refused. */
export interface AccountCheckRow {
  ownerKind: string;
  currencyCode: string;
  balanceMinor: bigint;
  frozen: boolean;
}

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/**
 * The ledger's SQL. Raw statements, all parameterised: one transfer is a handful of round trips
 * (insert the transfer, one guarded UPDATE per account in lock order, one multi-row insert of entries).
 */
export function createLedgerRepository(db: Database) {
  return {
    transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Database));
    },

    /** The new transfer's id, or null when the key was taken (by a finished or a concurrent transfer). */
    async insertTransfer(row: TransferRow, tx: Database): Promise<number | null> {
      const result = await tx.execute(sql`
        insert into wallet.transfers (idempotency_key, request_hash, kind, actor, reason, reference_kind, reference_id)
        values (${row.idempotencyKey}, ${row.requestHash}, ${row.kind}, ${row.actor}, ${row.reason}, ${row.referenceKind}, ${row.referenceId})
        on conflict (idempotency_key) do nothing
        returning id`);
      const [first] = rowsOf(result);
      return first ? Number(first.id) : null;
    },

    async findTransferByKey(idempotencyKey: string, ex: Database = db): Promise<{ id: number; requestHash: string } | undefined> {
      const [first] = rowsOf(await ex.execute(sql`select id, request_hash from wallet.transfers where idempotency_key = ${idempotencyKey}`));
      return first ? { id: Number(first.id), requestHash: String(first.request_hash) } : undefined;
    },

    async listEntries(transferId: number, ex: Database = db): Promise<EntryRow[]> {
      const result = await ex.execute(sql`
        select e.account_id, e.currency_code, e.amount_minor, e.balance_after_minor, a.user_id
        from wallet.entries e join wallet.accounts a on a.id = e.account_id
        where e.transfer_id = ${transferId} order by e.id`);
      return rowsOf(result).map((r) => ({
        accountId: Number(r.account_id),
        currencyCode: String(r.currency_code),
        amountMinor: BigInt(r.amount_minor as string),
        balanceAfterMinor: BigInt(r.balance_after_minor as string),
        userId: r.user_id === null ? null : Number(r.user_id),
      }));
    },

    /**
     * Moves one account's balance, guarded: the currency must match, a player balance may not go
     * below zero and a frozen account takes no debit. Null when the guard refused (nothing changed).
     */
    async applyPosting(
      accountId: number,
      currencyCode: string,
      amountMinor: bigint,
      tx: Database,
    ): Promise<{ balanceAfterMinor: bigint; userId: number | null } | null> {
      const amount = amountMinor.toString();
      const result = await tx.execute(sql`
        update wallet.accounts set balance_minor = balance_minor + ${amount}::bigint
        where id = ${accountId} and currency_code = ${currencyCode}
          and (owner_kind <> 'player' or balance_minor + ${amount}::bigint >= 0)
          and (${amount}::bigint > 0 or frozen_at is null)
        returning balance_minor, user_id`);
      const [first] = rowsOf(result);
      if (!first) return null;
      return { balanceAfterMinor: BigInt(first.balance_minor as string), userId: first.user_id === null ? null : Number(first.user_id) };
    },

    async checkAccount(accountId: number, ex: Database = db): Promise<AccountCheckRow | undefined> {
      const [first] = rowsOf(
        await ex.execute(sql`select owner_kind, currency_code, balance_minor, frozen_at is not null as frozen from wallet.accounts where id = ${accountId}`),
      );
      return first
        ? {
            ownerKind: String(first.owner_kind),
            currencyCode: String(first.currency_code),
            balanceMinor: BigInt(first.balance_minor as string),
            frozen: first.frozen === true,
          }
        : undefined;
    },

    async insertEntries(transferId: number, entries: readonly Omit<EntryRow, 'userId'>[], tx: Database): Promise<void> {
      const values = sql.join(
        entries.map((e) => sql`(${transferId}, ${e.accountId}, ${e.currencyCode}, ${e.amountMinor.toString()}::bigint, ${e.balanceAfterMinor.toString()}::bigint)`),
        sql`, `,
      );
      await tx.execute(sql`insert into wallet.entries (transfer_id, account_id, currency_code, amount_minor, balance_after_minor) values ${values}`);
    },

    /** The rows of a house or provider account in one currency, created on first use. */
    async ensureSystemShards(ownerKind: 'house' | 'provider', systemCode: string, currencyCode: string, shardCount: number): Promise<number[]> {
      const values = sql.join(
        Array.from({ length: shardCount }, (_, shard) => sql`(${ownerKind}, ${systemCode}, ${shard}, ${currencyCode})`),
        sql`, `,
      );
      await db.execute(sql`
        insert into wallet.accounts (owner_kind, system_code, shard, currency_code) values ${values}
        on conflict (owner_kind, system_code, currency_code, shard) where owner_kind <> 'player' do nothing`);
      const result = await db.execute(sql`
        select id from wallet.accounts
        where owner_kind = ${ownerKind} and system_code = ${systemCode} and currency_code = ${currencyCode} and shard < ${shardCount}
        order by shard`);
      return rowsOf(result).map((r) => Number(r.id));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
