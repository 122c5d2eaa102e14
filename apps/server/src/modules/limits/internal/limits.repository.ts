import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { playerLimits, questionTokens, realityChecks, sessionDays, type NewPlayerLimitRow, type PlayerLimitRow } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export type { NewPlayerLimitRow, PlayerLimitRow };
export type QuestionTokenRow = typeof questionTokens.$inferSelect;
export type RealityCheckRow = typeof realityChecks.$inferSelect;

/** Ledger transfer kinds a limit counts (decision 021: summed from the ledger, never a counter). */
export const STAKE_KINDS = ['bet_stake', 'casino_bet'] as const;
/** Everything that moves money between the player and a game: stakes, returns, reversals, rollbacks. */
export const PLAY_KINDS = ['bet_stake', 'bet_payout', 'bet_reversal', 'bet_cashout', 'casino_bet', 'casino_win', 'casino_rollback'] as const;
export const DEPOSIT_KINDS = ['deposit'] as const;

/** Two-int advisory lock keys: the class is the limits module's, the object the player (decision 021). */
const LOCK_CLASS = 0x4c494d; // 'LIM'

export function createLimitsRepository(data: DataSource) {
  const db = (tx?: Tx) => executor(data, tx);

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>, within?: Tx) => data.transaction(work, within),

    /** Serialises every money check of these players until the unit of work ends; ascending ids, so two batches never deadlock. */
    async lockPlayers(userIds: readonly number[], tx: Tx): Promise<void> {
      for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
        await db(tx).execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, ${id}::int)`);
      }
    },

    /** One indexed read for a whole batch: the players' limit rows (most players have none). */
    async limitsOf(userIds: readonly number[], tx?: Tx): Promise<PlayerLimitRow[]> {
      if (userIds.length === 0) return [];
      return db(tx).select().from(playerLimits).where(inArray(playerLimits.userId, [...new Set(userIds)]));
    },

    async insertLimit(row: NewPlayerLimitRow, tx: Tx): Promise<PlayerLimitRow> {
      const [inserted] = await db(tx).insert(playerLimits).values(row).returning();
      return inserted!;
    },

    async deleteLimit(id: bigint, tx: Tx): Promise<void> {
      await db(tx).delete(playerLimits).where(eq(playerLimits.id, id));
    },

    /** Replaces the player's row of this type and state (at most one each, a unique index). */
    async putLimit(row: NewPlayerLimitRow & { userId: number; limitType: number; state: string }, tx: Tx): Promise<PlayerLimitRow> {
      await db(tx)
        .delete(playerLimits)
        .where(and(eq(playerLimits.userId, row.userId), eq(playerLimits.limitType, row.limitType), eq(playerLimits.state, row.state)));
      return this.insertLimit(row, tx);
    },

    async removeLimit(userId: number, limitType: number, state: 'active' | 'pending', tx: Tx): Promise<number> {
      const removed = await db(tx)
        .delete(playerLimits)
        .where(and(eq(playerLimits.userId, userId), eq(playerLimits.limitType, limitType), eq(playerLimits.state, state)))
        .returning({ id: playerLimits.id });
      return removed.length;
    },

    async insertToken(row: typeof questionTokens.$inferInsert, tx?: Tx): Promise<void> {
      await db(tx).insert(questionTokens).values(row);
    },

    /** Takes the token (single use): deleted whatever the answers, so a failed test cannot be retried with it. */
    async takeToken(tokenHash: string, userId: number, at: Date, tx: Tx): Promise<QuestionTokenRow | undefined> {
      const [row] = await db(tx)
        .delete(questionTokens)
        .where(and(eq(questionTokens.tokenHash, tokenHash), eq(questionTokens.userId, userId)))
        .returning();
      await db(tx).delete(questionTokens).where(lt(questionTokens.expiresAt, at));
      return row && row.expiresAt > at ? row : undefined;
    },

    async sessionDay(userId: number, day: string, tx?: Tx): Promise<{ secondsUsed: number; lastSeenAt: Date } | undefined> {
      const [row] = await db(tx)
        .select({ secondsUsed: sessionDays.secondsUsed, lastSeenAt: sessionDays.lastSeenAt })
        .from(sessionDays)
        .where(and(eq(sessionDays.userId, userId), eq(sessionDays.day, day)));
      return row;
    },

    async putSessionDay(userId: number, day: string, secondsUsed: number, lastSeenAt: Date, tx: Tx): Promise<void> {
      await db(tx)
        .insert(sessionDays)
        .values({ userId, day, secondsUsed, lastSeenAt })
        .onConflictDoUpdate({ target: [sessionDays.userId, sessionDays.day], set: { secondsUsed, lastSeenAt } });
    },

    async realityCheck(userId: number, tx?: Tx): Promise<RealityCheckRow | undefined> {
      const [row] = await db(tx).select().from(realityChecks).where(eq(realityChecks.userId, userId));
      return row;
    },

    async putRealityCheck(row: typeof realityChecks.$inferInsert, tx?: Tx): Promise<void> {
      const { userId: _userId, ...set } = row;
      await db(tx).insert(realityChecks).values(row).onConflictDoUpdate({ target: realityChecks.userId, set });
    },

  };
}

export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
