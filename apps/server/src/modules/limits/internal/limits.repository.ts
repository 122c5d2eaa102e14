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

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

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

    /**
     * The player's movements of these ledger kinds since `since`, per currency and kind (player side:
     * positive credits him). Read from `wallet.entries` by (account, time) (migration 0021).
     */
    async ledgerSums(userId: number, kinds: readonly string[], since: Date, tx?: Tx): Promise<{ currency: string; minorUnits: number; kind: string; sum: bigint; oldest: Date }[]> {
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
    async ledgerMovements(userId: number, kinds: readonly string[], currency: string, since: Date, tx?: Tx): Promise<{ at: Date; amountMinor: bigint }[]> {
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

export type LimitsRepository = ReturnType<typeof createLimitsRepository>;
