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

    /** Marks the session seen now, only while it is live (authenticated, open, idle and age within bounds). */
    async touchLiveSession(id: string, provider: string, now: Date, idleSince: Date, createdSince: Date, tx?: Tx): Promise<SessionRow | null> {
      const [row] = await on(tx)
        .update(casinoWalletSessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(casinoWalletSessions.id, id),
            eq(casinoWalletSessions.provider, provider),
            isNull(casinoWalletSessions.closedAt),
            sql`${casinoWalletSessions.authenticatedAt} is not null`,
            gt(casinoWalletSessions.lastSeenAt, idleSince),
            gt(casinoWalletSessions.createdAt, createdSince),
          ),
        )
        .returning();
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

    /**
     * A bet joins its round: the round is made, or its open row takes the amount. Null when the round
     * exists but is not open, or belongs to another player.
     */
    async addBet(r: { provider: string; roundId: string; sessionId: string; userId: number; gameId: number; currency: string; amount: bigint; now: Date }, tx: Tx): Promise<RoundRow | null> {
      const t = casinoWalletRounds;
      const [row] = await on(tx)
        .insert(t)
        .values({ provider: r.provider, roundId: r.roundId, sessionId: r.sessionId, userId: r.userId, gameId: r.gameId, currency: r.currency, betMinor: r.amount, createdAt: r.now, updatedAt: r.now })
        .onConflictDoUpdate({
          target: [t.provider, t.roundId],
          set: { betMinor: sql`${t.betMinor} + excluded.bet_minor`, updatedAt: r.now },
          setWhere: sql`${t.status} = 'open' and ${t.userId} = excluded.user_id and ${t.currency} = excluded.currency`,
        })
        .returning();
      return row ?? null;
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
