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

/** A round as the batched writer leaves it: a bet on a new round, or the changes of a locked one. */
export interface NewRound { provider: string; roundId: string; sessionId: string; userId: number; gameId: number; currency: string; betMinor: bigint }
export interface RoundChange { id: number; betMinor: bigint; winMinor: bigint; close: boolean }
export interface FinishedCall { id: number; answer: Record<string, unknown>; ledgerTransferId: number | null }

/** The batched writer's statements (decision 019, "Batched writes"): each for many calls at once. */
export function createCasinoBatchRepository(data: DataSource) {
  const on = (tx?: Tx) => executor(data, tx);
  return {
    /** Claims the transaction ids (one statement); the ids claimed by this statement, by `provider:txId`. */
    async claimMany(rows: readonly NewTransaction[], tx: Tx): Promise<Map<string, number>> {
      if (rows.length === 0) return new Map();
      const claimed = await on(tx)
        .insert(casinoWalletTransactions)
        .values([...rows])
        .onConflictDoNothing()
        .returning({ id: casinoWalletTransactions.id, provider: casinoWalletTransactions.provider, providerTxId: casinoWalletTransactions.providerTxId });
      return new Map(claimed.map((c) => [`${c.provider}:${c.providerTxId}`, c.id]));
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

    /** The rounds that exist, row-locked in id order until the unit of work ends, by `provider:roundId`. */
    async lockRounds(keys: readonly { provider: string; roundId: string }[], tx: Tx): Promise<Map<string, RoundRow>> {
      if (keys.length === 0) return new Map();
      const rows = await on(tx)
        .select()
        .from(casinoWalletRounds)
        .where(sql`(${casinoWalletRounds.provider}, ${casinoWalletRounds.roundId}) in (select * from unnest(${sql.param(keys.map((k) => k.provider))}::text[], ${sql.param(keys.map((k) => k.roundId))}::text[]))`)
        .orderBy(casinoWalletRounds.id)
        .for('update');
      return new Map(rows.map((r) => [`${r.provider}:${r.roundId}`, r]));
    },

    async findSessions(ids: readonly string[], tx: Tx): Promise<SessionRow[]> {
      if (ids.length === 0) return [];
      return on(tx).select().from(casinoWalletSessions).where(inArray(casinoWalletSessions.id, [...ids]));
    },

    /**
     * The rounds' changes and the new rounds' rows, one statement. A new round another unit of work
     * made meanwhile takes the bet only while open and the same player's in the same currency; the
     * count of rows written tells the caller whether every call found its round as it decided.
     */
    async writeRounds(changes: readonly RoundChange[], added: readonly NewRound[], at: Date, tx: Tx): Promise<number> {
      if (changes.length === 0 && added.length === 0) return 0;
      const result = await on(tx).execute(sql`
        with upd as (
          update casino_wallet.rounds r
          set bet_minor = r.bet_minor + v.bet, win_minor = r.win_minor + v.win,
            status = case when v.close then 'closed' else r.status end, updated_at = ${at.toISOString()}::timestamptz
          from unnest(${sql.param(changes.map((c) => c.id))}::bigint[], ${sql.param(changes.map((c) => c.betMinor.toString()))}::bigint[],
            ${sql.param(changes.map((c) => c.winMinor.toString()))}::bigint[], ${sql.param(changes.map((c) => c.close))}::bool[]) as v(id, bet, win, close)
          where r.id = v.id
          returning r.id
        ),
        ins as (
          insert into casino_wallet.rounds (provider, round_id, session_id, user_id, game_id, currency, bet_minor, created_at, updated_at)
          select p, r, s, u, g, c, b, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
          from unnest(${sql.param(added.map((a) => a.provider))}::text[], ${sql.param(added.map((a) => a.roundId))}::text[], ${sql.param(added.map((a) => a.sessionId))}::uuid[],
            ${sql.param(added.map((a) => a.userId))}::bigint[], ${sql.param(added.map((a) => a.gameId))}::int[], ${sql.param(added.map((a) => a.currency))}::text[],
            ${sql.param(added.map((a) => a.betMinor.toString()))}::bigint[]) as t(p, r, s, u, g, c, b)
          order by p, r
          on conflict (provider, round_id) do update set bet_minor = casino_wallet.rounds.bet_minor + excluded.bet_minor, updated_at = excluded.updated_at
          where casino_wallet.rounds.status = 'open' and casino_wallet.rounds.user_id = excluded.user_id and casino_wallet.rounds.currency = excluded.currency
          returning id
        )
        select ((select count(*) from upd) + (select count(*) from ins))::int as n`);
      return Number(rowsOf(result)[0]?.n ?? 0);
    },

    /** The answers of the calls written, and the claims of the refused ones removed (their ids free again): one statement. */
    async finishMany(done: readonly FinishedCall[], refused: readonly number[], tx: Tx): Promise<void> {
      if (done.length === 0 && refused.length === 0) return;
      await on(tx).execute(sql`
        with fin as (
          update casino_wallet.transactions t set answer = v.answer, ledger_transfer_id = v.transfer
          from unnest(${sql.param(done.map((d) => d.id))}::bigint[], ${sql.param(done.map((d) => JSON.stringify(d.answer)))}::jsonb[], ${sql.param(done.map((d) => d.ledgerTransferId))}::bigint[]) as v(id, answer, transfer)
          where t.id = v.id
        )
        delete from casino_wallet.transactions where id = any(${sql.param([...refused])}::bigint[])`);
    },

    /** The session's last-seen time, written lazily (the process keeps the exact one in memory). */
    async touchSession(id: string, seenAt: Date): Promise<void> {
      await on().update(casinoWalletSessions).set({ lastSeenAt: seenAt }).where(and(eq(casinoWalletSessions.id, id), lt(casinoWalletSessions.lastSeenAt, seenAt)));
    },
  };
}

export type CasinoBatchRepository = ReturnType<typeof createCasinoBatchRepository>;
