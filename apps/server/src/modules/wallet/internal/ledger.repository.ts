import { sql } from 'drizzle-orm';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

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
  /** Removed by the player (S0 §7 remove currency): it takes no more money either way. */
  closed: boolean;
}

/** One leg as the repository posts it: the service has resolved system accounts to row ids. */
export interface LegRow {
  accountId: number;
  currencyCode: string;
  amountMinor: bigint;
}

export type PostOutcome =
  | { status: 'posted'; transferId: number; entries: EntryRow[] }
  /** A guard refused (or an account is missing): nothing was written for this transfer. */
  | { status: 'refused' }
  /** The idempotency key is already used (by a finished transfer): nothing was written for this transfer. */
  | { status: 'key_taken' };

/** One transfer as the repository posts it. */
export interface TransferPost {
  row: TransferRow;
  legs: readonly LegRow[];
}

/** The prepared statement's name; a new text needs a new name (node-postgres refuses one name for two texts). */
const POST_TRANSFERS_STATEMENT = 'wallet_post_transfers_v5';

/**
 * A batch of transfers in ONE statement (one round trip, one commit). $1-$4 are the legs of every
 * transfer (its position in the batch, account id, currency, signed amount), $5-$11 the transfer
 * rows, all as arrays, so the text never changes with the size of the batch.
 *
 * Each transfer is guarded on its own against the balances locked at the start: exact because a batch
 * never names one player account twice (takeBatch). House and provider rows may take legs of many
 * transfers: they have no lower bound, their row is updated once with the sum, and each entry's
 * balance_after is the running sum in batch order (the order of the entries' ids).
 */
const POST_TRANSFERS_SQL = `
with legs (ti, account_id, currency_code, amount) as materialized (
  select * from unnest($1::int[], $2::bigint[], $3::text[], $4::bigint[])
),
-- ORDER BY before the lock: rows are locked in id order, so batches never deadlock. NO KEY UPDATE
-- is the lock an UPDATE of the balance takes anyway: it leaves the KEY SHARE lock of foreign-key
-- checks alone, so inserting a payment or an entry that points at the account never waits on it.
locked as materialized (
  select a.id, a.owner_kind, a.user_id, a.currency_code, a.balance_minor, a.frozen_at, a.closed_at
  from wallet.accounts a where a.id = any($2::bigint[]) order by a.id for no key update
),
-- A transfer passes when every one of its legs does (a missing account fails its leg).
passed as materialized (
  select g.ti from legs g left join locked l on l.id = g.account_id
  group by g.ti
  having bool_and(
    l.id is not null
    and l.currency_code = g.currency_code
    and (l.owner_kind <> 'player' or l.balance_minor + g.amount >= 0)
    and (g.amount > 0 or l.frozen_at is null)
    and l.closed_at is null)
),
requests (idempotency_key, request_hash, kind, actor, reason, reference_kind, reference_id, ti) as (
  select * from unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[]) with ordinality
),
-- Transfer ids in batch order; a key already used writes nothing for its transfer.
t as (
  insert into wallet.transfers (idempotency_key, request_hash, kind, actor, reason, reference_kind, reference_id)
  select r.idempotency_key, r.request_hash, r.kind, r.actor, r.reason, r.reference_kind, r.reference_id
  from requests r join passed p on p.ti = r.ti order by r.ti
  on conflict (idempotency_key) do nothing
  returning id, idempotency_key
),
-- The legs of the transfers written. The new balances come from the locked rows, not from this
-- statement's snapshot: after waiting for a lock the snapshot's version is stale, and PostgreSQL
-- evaluates CHECK constraints on the stale sum before it re-reads the row.
posted as materialized (
  select r.ti, t.id as transfer_id, g.account_id, g.currency_code, g.amount, l.user_id, l.balance_minor as locked_balance,
    (l.balance_minor + sum(g.amount) over (partition by g.account_id order by r.ti))::bigint as balance_after
  from t join requests r on r.idempotency_key = t.idempotency_key
  join legs g on g.ti = r.ti
  join locked l on l.id = g.account_id
),
-- "a.id = any($2)" gives the generic plan an index condition on accounts (without it a small table is scanned whole).
u as (
  update wallet.accounts a set balance_minor = s.balance
  from (select account_id, (min(locked_balance) + sum(amount))::bigint as balance from posted group by account_id) s
  where a.id = any($2::bigint[]) and a.id = s.account_id
),
e as (
  insert into wallet.entries (transfer_id, account_id, currency_code, amount_minor, balance_after_minor)
  select transfer_id, account_id, currency_code, amount, balance_after from posted order by ti, account_id
)
select r.ti, p.ti is not null as ok, x.transfer_id, x.account_id, x.currency_code, x.amount::text as amount, x.balance_after::text as balance, x.user_id
from requests r left join passed p on p.ti = r.ti left join posted x on x.ti = r.ti
order by r.ti, x.account_id`;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/**
 * The ledger's SQL. Raw statements, all parameterised: one transfer is one statement (see postTransfer).
 */
export function createLedgerRepository(data: DataSource) {
  const db = executor(data);
  const on = (tx?: Tx) => executor(data, tx);
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
      return data.transaction(work, within);
    },

    /**
     * Posts a batch of transfers in ONE statement (decisions 006 and 008): lock every account in id order,
     * check each transfer's guards (currency, a player balance never below zero, no debit from a
     * frozen account, nothing on a closed one), and for each that passes insert the transfer under
     * its idempotency key, move the balances and write the entries with balance_after. A transfer
     * refused or with a used key writes nothing and leaves the others alone, and a caller's
     * transaction stays usable. Outside a transaction the statement is its own transaction.
     * The outcomes are in the order of `posts`. Keys must be distinct within a batch.
     */
    async postTransfers(posts: readonly TransferPost[], tx?: Tx): Promise<PostOutcome[]> {
      if (new Set(posts.map((p) => p.row.idempotencyKey)).size !== posts.length) throw new Error('ledger: an idempotency key twice in one batch');
      const legs = posts.flatMap((p, i) => p.legs.map((l) => ({ ti: i + 1, ...l })));
      const column = <K extends keyof TransferRow>(key: K) => posts.map((p) => p.row[key]);
      const params = [
        legs.map((l) => l.ti),
        legs.map((l) => String(l.accountId)),
        legs.map((l) => l.currencyCode),
        legs.map((l) => l.amountMinor.toString()),
        column('idempotencyKey'),
        column('requestHash'),
        column('kind'),
        column('actor'),
        column('reason'),
        column('referenceKind'),
        column('referenceId'),
      ];
      // A named prepared statement: planned once per connection (parse and plan cost about as much as the work).
      const result = await on(tx)._.session.prepareQuery({ sql: POST_TRANSFERS_SQL, params }, undefined, POST_TRANSFERS_STATEMENT, false).execute();
      const outcomes: PostOutcome[] = posts.map(() => ({ status: 'refused' }));
      for (const r of rowsOf(result)) {
        const at = Number(r.ti) - 1;
        if (r.ok !== true) continue;
        if (r.transfer_id === null || r.transfer_id === undefined) {
          outcomes[at] = { status: 'key_taken' };
          continue;
        }
        const entry: EntryRow = {
          accountId: Number(r.account_id),
          currencyCode: String(r.currency_code),
          amountMinor: BigInt(r.amount as string),
          balanceAfterMinor: BigInt(r.balance as string),
          userId: r.user_id === null ? null : Number(r.user_id),
        };
        const outcome = outcomes[at]!;
        if (outcome.status === 'posted') outcome.entries.push(entry);
        else outcomes[at] = { status: 'posted', transferId: Number(r.transfer_id), entries: [entry] };
      }
      return outcomes;
    },

    async findTransferByKey(idempotencyKey: string, tx?: Tx): Promise<{ id: number; requestHash: string } | undefined> {
      const [first] = rowsOf(await on(tx).execute(sql`select id, request_hash from wallet.transfers where idempotency_key = ${idempotencyKey}`));
      return first ? { id: Number(first.id), requestHash: String(first.request_hash) } : undefined;
    },

    async listEntries(transferId: number, tx?: Tx): Promise<EntryRow[]> {
      const result = await on(tx).execute(sql`
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

    async checkAccount(accountId: number, tx?: Tx): Promise<AccountCheckRow | undefined> {
      const [first] = rowsOf(
        await on(tx).execute(
          sql`select owner_kind, currency_code, balance_minor, frozen_at is not null as frozen, closed_at is not null as closed from wallet.accounts where id = ${accountId}`,
        ),
      );
      return first
        ? {
            ownerKind: String(first.owner_kind),
            currencyCode: String(first.currency_code),
            balanceMinor: BigInt(first.balance_minor as string),
            frozen: first.frozen === true,
            closed: first.closed === true,
          }
        : undefined;
    },

    /**
     * Every rule the ledger promises, checked over the whole database (decision 008): each
     * currency sums to zero over all accounts, no player balance is negative, every balance equals
     * the sum of its entries and each entry's balance_after the running sum, every transfer has
     * entries that sum to zero per currency, in its accounts' currencies, and every entry its transfer. A full scan: for tests and
     * operators, not for the request path. Returns the broken rules, empty when all hold.
     */
    async audit(tx?: Tx): Promise<string[]> {
      const checks: [string, ReturnType<typeof sql>][] = [
        ['currency does not sum to zero', sql`select currency_code as k, sum(balance_minor)::text as v from wallet.accounts group by currency_code having sum(balance_minor) <> 0`],
        ['negative player balance', sql`select id::text as k, balance_minor::text as v from wallet.accounts where owner_kind = 'player' and balance_minor < 0`],
        [
          'balance differs from the sum of its entries',
          sql`select a.id::text as k, a.balance_minor::text || ' vs ' || coalesce(sum(e.amount_minor), 0)::text as v
              from wallet.accounts a left join wallet.entries e on e.account_id = a.id
              group by a.id having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
        ],
        [
          'balance_after differs from the running sum',
          sql`select id::text as k, balance_after_minor::text || ' vs ' || running::text as v from (
                select id, balance_after_minor, sum(amount_minor) over (partition by account_id order by id) as running from wallet.entries
              ) r where balance_after_minor <> running`,
        ],
        [
          'transfer does not sum to zero',
          sql`select transfer_id::text || ' ' || currency_code as k, sum(amount_minor)::text as v from wallet.entries
              group by transfer_id, currency_code having sum(amount_minor) <> 0`,
        ],
        [
          'transfer with fewer than two entries',
          sql`select t.id::text as k, count(e.id)::text as v from wallet.transfers t left join wallet.entries e on e.transfer_id = t.id
              group by t.id having count(e.id) < 2`,
        ],
        [
          'entry without its transfer',
          sql`select e.id::text as k, e.transfer_id::text as v from wallet.entries e
              where not exists (select 1 from wallet.transfers t where t.id = e.transfer_id)`,
        ],
        [
          'entry not in its account currency',
          sql`select e.id::text as k, e.currency_code || ' on ' || a.currency_code as v from wallet.entries e join wallet.accounts a on a.id = e.account_id
              where e.currency_code <> a.currency_code`,
        ],
      ];
      const problems: string[] = [];
      for (const [rule, query] of checks) {
        for (const r of rowsOf(await on(tx).execute(query)).slice(0, 5)) problems.push(`${rule}: ${String(r.k)} (${String(r.v)})`);
      }
      return problems;
    },

    /** The rows of a house or provider account in one currency, created on first use. */
    async ensureSystemShards(ownerKind: 'house' | 'provider', systemCode: string, currencyCode: string, shardCount: number, tx?: Tx): Promise<number[]> {
      const values = sql.join(
        Array.from({ length: shardCount }, (_, shard) => sql`(${ownerKind}, ${systemCode}, ${shard}, ${currencyCode})`),
        sql`, `,
      );
      await on(tx).execute(sql`
        insert into wallet.accounts (owner_kind, system_code, shard, currency_code) values ${values}
        on conflict (owner_kind, system_code, currency_code, shard) where owner_kind <> 'player' do nothing`);
      const result = await on(tx).execute(sql`
        select id from wallet.accounts
        where owner_kind = ${ownerKind} and system_code = ${systemCode} and currency_code = ${currencyCode} and shard < ${shardCount}
        order by shard`);
      return rowsOf(result).map((r) => Number(r.id));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
