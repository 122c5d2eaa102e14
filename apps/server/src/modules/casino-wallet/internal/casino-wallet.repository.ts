import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { casinoWalletProviders, casinoWalletRounds, casinoWalletSessions, casinoWalletTransactions } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export type ProviderRow = typeof casinoWalletProviders.$inferSelect;
export type SessionRow = typeof casinoWalletSessions.$inferSelect;
export type RoundRow = typeof casinoWalletRounds.$inferSelect;
export type TransactionRow = typeof casinoWalletTransactions.$inferSelect;
export type NewTransaction = typeof casinoWalletTransactions.$inferInsert;

/** casino_wallet.*: providers, sessions, rounds and the providers' transactions (decision 019). */
export function createCasinoWalletRepository(data: DataSource) {
  const on = (tx?: Tx) => executor(data, tx);

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => data.transaction(work),

    /** The built-in providers, inserted once; an operator's later edits stay. */
    async seedProviders(rows: (typeof casinoWalletProviders.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await on().insert(casinoWalletProviders).values(rows).onConflictDoNothing();
    },

    async listProviders(): Promise<ProviderRow[]> {
      return on().select().from(casinoWalletProviders).where(eq(casinoWalletProviders.enabled, 1));
    },

    async insertSession(row: typeof casinoWalletSessions.$inferInsert, tx?: Tx): Promise<void> {
      await on(tx).insert(casinoWalletSessions).values(row);
    },

    /** Exchanges a launch token: once, before it expires. */
    async consumeToken(tokenHash: string, provider: string, now: Date): Promise<SessionRow | null> {
      const [row] = await on()
        .update(casinoWalletSessions)
        .set({ authenticatedAt: now, lastSeenAt: now })
        .where(
          and(
            eq(casinoWalletSessions.tokenHash, tokenHash),
            eq(casinoWalletSessions.provider, provider),
            isNull(casinoWalletSessions.authenticatedAt),
            gt(casinoWalletSessions.tokenExpiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findSession(id: string, tx?: Tx): Promise<SessionRow | null> {
      const [row] = await on(tx).select().from(casinoWalletSessions).where(eq(casinoWalletSessions.id, id));
      return row ?? null;
    },

    /** The player's rounds of this game still open (GLI-19 §4.16), with their bets not rolled back. */
    async openRounds(provider: string, userId: number, gameId: number): Promise<{ roundId: string; betMinor: bigint; betTransactionIds: string[] }[]> {
      const rounds = await on()
        .select()
        .from(casinoWalletRounds)
        .where(and(eq(casinoWalletRounds.provider, provider), eq(casinoWalletRounds.userId, userId), eq(casinoWalletRounds.gameId, gameId), eq(casinoWalletRounds.status, 'open')))
        .orderBy(casinoWalletRounds.id)
        .limit(50);
      if (rounds.length === 0) return [];
      const bets = await on()
        .select({ roundId: casinoWalletTransactions.roundId, txId: casinoWalletTransactions.providerTxId })
        .from(casinoWalletTransactions)
        .where(
          and(
            eq(casinoWalletTransactions.provider, provider),
            eq(casinoWalletTransactions.kind, 'bet'),
            isNull(casinoWalletTransactions.relatedTxId),
            inArray(
              casinoWalletTransactions.roundId,
              rounds.map((r) => r.roundId),
            ),
          ),
        )
        .orderBy(casinoWalletTransactions.id);
      return rounds.map((r) => ({
        roundId: r.roundId,
        betMinor: r.betMinor - r.refundedMinor,
        betTransactionIds: bets.filter((b) => b.roundId === r.roundId).map((b) => b.txId),
      }));
    },

    /** Claims the provider's transaction id; null when it was there already (then `findTransaction`). */
    async claimTransaction(row: NewTransaction, tx: Tx): Promise<number | null> {
      const [claimed] = await on(tx).insert(casinoWalletTransactions).values(row).onConflictDoNothing().returning({ id: casinoWalletTransactions.id });
      return claimed?.id ?? null;
    },

    async findTransaction(provider: string, providerTxId: string, tx?: Tx, lock = false): Promise<TransactionRow | null> {
      const query = on(tx)
        .select()
        .from(casinoWalletTransactions)
        .where(and(eq(casinoWalletTransactions.provider, provider), eq(casinoWalletTransactions.providerTxId, providerTxId)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async finishTransaction(id: number, answer: Record<string, unknown>, ledgerTransferId: number | null, tx: Tx): Promise<void> {
      await on(tx).update(casinoWalletTransactions).set({ answer, ledgerTransferId }).where(eq(casinoWalletTransactions.id, id));
    },

    async markRolledBack(id: number, rollbackTxId: string, tx: Tx): Promise<void> {
      await on(tx).update(casinoWalletTransactions).set({ relatedTxId: rollbackTxId }).where(eq(casinoWalletTransactions.id, id));
    },

    async lockRound(provider: string, roundId: string, tx: Tx): Promise<RoundRow | null> {
      const [row] = await on(tx)
        .select()
        .from(casinoWalletRounds)
        .where(and(eq(casinoWalletRounds.provider, provider), eq(casinoWalletRounds.roundId, roundId)))
        .for('update');
      return row ?? null;
    },

    async updateRound(id: number, set: Partial<Pick<RoundRow, 'status' | 'winMinor' | 'refundedMinor' | 'updatedAt'>>, tx: Tx): Promise<void> {
      await on(tx).update(casinoWalletRounds).set(set).where(eq(casinoWalletRounds.id, id));
    },

    async findRound(provider: string, roundId: string): Promise<RoundRow | null> {
      const [row] = await on()
        .select()
        .from(casinoWalletRounds)
        .where(and(eq(casinoWalletRounds.provider, provider), eq(casinoWalletRounds.roundId, roundId)));
      return row ?? null;
    },

    /** Open rounds with a bet left untouched since `before` (the operator's sweep). */
    async staleRounds(before: Date, limit: number): Promise<RoundRow[]> {
      return on()
        .select()
        .from(casinoWalletRounds)
        .where(and(eq(casinoWalletRounds.status, 'open'), lt(casinoWalletRounds.updatedAt, before), gt(casinoWalletRounds.betMinor, 0n), eq(casinoWalletRounds.winMinor, 0n)))
        .orderBy(casinoWalletRounds.id)
        .limit(limit);
    },

    async betsOfRound(provider: string, roundId: string): Promise<TransactionRow[]> {
      return on()
        .select()
        .from(casinoWalletTransactions)
        .where(and(eq(casinoWalletTransactions.provider, provider), eq(casinoWalletTransactions.roundId, roundId), eq(casinoWalletTransactions.kind, 'bet'), isNull(casinoWalletTransactions.relatedTxId)));
    },
  };
}

export type CasinoWalletRepository = ReturnType<typeof createCasinoWalletRepository>;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

const CLAIM_AND_LOCK_SQL = `
with c as (
  insert into casino_wallet.transactions (provider, provider_tx_id, kind, round_id, session_id, amount_minor, request_hash, created_at)
  select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::bigint[], $7::text[], $8::timestamptz[])
  on conflict do nothing
  returning id, provider, provider_tx_id
),
r as (
  select * from casino_wallet.rounds
  where (provider, round_id) in (select * from unnest($9::text[], $10::text[]))
  order by id
  for update
)
select 'c' as k, id::text as id, provider, provider_tx_id as key, null::uuid as session_id, null::text as user_id, null::int as game_id, null::text as currency,
  null::text as status, null::text as bet, null::text as win, null::text as refunded, null::timestamptz as created_at, null::timestamptz as updated_at from c
union all
select 'r', id::text, provider, round_id, session_id, user_id::text, game_id, currency, status, bet_minor::text, win_minor::text, refunded_minor::text, created_at, updated_at from r`;

const WRITE_ALL_SQL = `
with upd as (
  update casino_wallet.rounds r
  set bet_minor = r.bet_minor + v.bet, win_minor = r.win_minor + v.win,
    status = case when v.close then 'closed' else r.status end, updated_at = $1::timestamptz
  from unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::bool[]) as v(id, bet, win, close)
  where r.id = v.id
  returning r.id
),
ins as (
  insert into casino_wallet.rounds (provider, round_id, session_id, user_id, game_id, currency, bet_minor, win_minor, status, created_at, updated_at)
  select p, r, s, u, g, c, b, w, st, $1::timestamptz, $1::timestamptz
  from unnest($6::text[], $7::text[], $8::uuid[], $9::bigint[], $10::int[], $11::text[], $12::bigint[], $13::bigint[], $14::text[]) as t(p, r, s, u, g, c, b, w, st)
  order by p, r
  on conflict (provider, round_id) do update set bet_minor = casino_wallet.rounds.bet_minor + excluded.bet_minor,
    win_minor = casino_wallet.rounds.win_minor + excluded.win_minor, updated_at = excluded.updated_at,
    status = case when excluded.status = 'closed' then 'closed' else casino_wallet.rounds.status end
  where casino_wallet.rounds.status = 'open' and casino_wallet.rounds.user_id = excluded.user_id and casino_wallet.rounds.currency = excluded.currency
  returning id
),
fin as (
  update casino_wallet.transactions t set answer = v.answer, ledger_transfer_id = v.transfer
  from unnest($15::bigint[], $16::jsonb[], $17::bigint[]) as v(id, answer, transfer)
  where t.id = v.id
),
del as (
  delete from casino_wallet.transactions where id = any($18::bigint[])
)
select ((select count(*) from upd) + (select count(*) from ins))::int as n`;

/** A round as the batched writer leaves it: a bet (or a play, closed at once) on a new round, or the changes of a locked one. */
export interface NewRound { provider: string; roundId: string; sessionId: string; userId: number; gameId: number; currency: string; betMinor: bigint; winMinor: bigint; closed: boolean }
export interface RoundChange { id: number; betMinor: bigint; winMinor: bigint; close: boolean }
export interface FinishedCall { id: number; answer: Record<string, unknown>; ledgerTransferId: number | null }

/** The batched writer's statements (decision 019, "Batched writes"): each for many calls at once. */
export function createCasinoBatchRepository(data: DataSource) {
  const on = (tx?: Tx) => executor(data, tx);
  return {
    /**
     * Claims the transaction ids (`insert … on conflict do nothing`) and row-locks the rounds that
     * exist (in id order, until the unit of work ends), one statement. The ids claimed by this
     * statement by `provider:txId` (an id claimed before is missing: then `findMany`), the rounds by `provider:roundId`.
     */
    async claimAndLock(rows: readonly Omit<NewTransaction, 'id'>[], roundKeys: readonly { provider: string; roundId: string }[], tx: Tx): Promise<{ claimed: Map<string, number>; rounds: Map<string, RoundRow> }> {
      const col = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
      const params = [
        col((r) => r.provider),
        col((r) => r.providerTxId),
        col((r) => r.kind),
        col((r) => r.roundId),
        col((r) => r.sessionId),
        col((r) => String(r.amountMinor)),
        col((r) => r.requestHash),
        col((r) => (r.createdAt as Date).toISOString()),
        roundKeys.map((k) => k.provider),
        roundKeys.map((k) => k.roundId),
      ];
      // A named prepared statement: planned once per connection.
      const result = await on(tx)._.session.prepareQuery({ sql: CLAIM_AND_LOCK_SQL, params }, undefined, 'casino_wallet_claim_and_lock', false).execute();
      const claimed = new Map<string, number>();
      const rounds = new Map<string, RoundRow>();
      for (const r of rowsOf(result)) {
        const key = `${String(r.provider)}:${String(r.key)}`;
        if (r.k === 'c') claimed.set(key, Number(r.id));
        else
          rounds.set(key, {
            id: Number(r.id),
            provider: String(r.provider),
            roundId: String(r.key),
            sessionId: String(r.session_id),
            userId: Number(r.user_id),
            gameId: Number(r.game_id),
            currency: String(r.currency),
            status: String(r.status),
            betMinor: BigInt(String(r.bet)),
            winMinor: BigInt(String(r.win)),
            refundedMinor: BigInt(String(r.refunded)),
            createdAt: new Date(r.created_at as string),
            updatedAt: new Date(r.updated_at as string),
          });
      }
      return { claimed, rounds };
    },

    /** The stored calls of these ids (the ones another request claimed first), by `provider:txId`. */
    async findMany(keys: readonly { provider: string; providerTxId: string }[], tx: Tx): Promise<Map<string, TransactionRow>> {
      if (keys.length === 0) return new Map();
      const rows = await on(tx)
        .select()
        .from(casinoWalletTransactions)
        .where(
          sql`(${casinoWalletTransactions.provider}, ${casinoWalletTransactions.providerTxId}) in (select * from unnest(${sql.param(keys.map((k) => k.provider))}::text[], ${sql.param(keys.map((k) => k.providerTxId))}::text[]))`,
        );
      return new Map(rows.map((r) => [`${r.provider}:${r.providerTxId}`, r]));
    },

    async findSessions(ids: readonly string[], tx: Tx): Promise<SessionRow[]> {
      if (ids.length === 0) return [];
      return on(tx).select().from(casinoWalletSessions).where(inArray(casinoWalletSessions.id, [...ids]));
    },

    /**
     * The rounds' changes and the new rounds' rows, the answers of the calls written and the claims of
     * the refused ones removed (their ids free again), one statement. A new round another unit of work
     * made meanwhile takes the bet only while open and the same player's in the same currency; the
     * count of rows written tells the caller whether every call found its round as it decided.
     */
    async writeAll(changes: readonly RoundChange[], added: readonly NewRound[], done: readonly FinishedCall[], refused: readonly number[], at: Date, tx: Tx): Promise<number> {
      if (changes.length === 0 && added.length === 0 && done.length === 0 && refused.length === 0) return 0;
      const params = [
        at.toISOString(),
        changes.map((c) => c.id),
        changes.map((c) => c.betMinor.toString()),
        changes.map((c) => c.winMinor.toString()),
        changes.map((c) => c.close),
        added.map((a) => a.provider),
        added.map((a) => a.roundId),
        added.map((a) => a.sessionId),
        added.map((a) => a.userId),
        added.map((a) => a.gameId),
        added.map((a) => a.currency),
        added.map((a) => a.betMinor.toString()),
        added.map((a) => a.winMinor.toString()),
        added.map((a) => (a.closed ? 'closed' : 'open')),
        done.map((d) => d.id),
        done.map((d) => JSON.stringify(d.answer)),
        done.map((d) => d.ledgerTransferId),
        [...refused],
      ];
      const result = await on(tx)._.session.prepareQuery({ sql: WRITE_ALL_SQL, params }, undefined, 'casino_wallet_write_all', false).execute();
      return Number(rowsOf(result)[0]?.n ?? 0);
    },

    /** The session's last-seen time, written lazily (the process keeps the exact one in memory). */
    async touchSession(id: string, seenAt: Date): Promise<void> {
      await on().update(casinoWalletSessions).set({ lastSeenAt: seenAt }).where(and(eq(casinoWalletSessions.id, id), lt(casinoWalletSessions.lastSeenAt, seenAt)));
    },
  };
}

export type CasinoBatchRepository = ReturnType<typeof createCasinoBatchRepository>;
