import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { casinoWalletRounds, casinoWalletSessions } from '@wager/db';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

/** A finished round as other modules see it (closed: its bets and win are final; rolled-back rounds are left out). */
export interface PlayedRound {
  roundId: string;
  provider: string;
  gameId: number;
  currency: string;
  /** Stake that stayed staked: bets less rollbacks. */
  betMinor: bigint;
  winMinor: bigint;
  endedAt: Date;
}

/** A player's standing over a set of rounds, per currency: total stakes and best single-round win ÷ stake. */
export interface PlayerRoundTotals {
  userId: number;
  currency: string;
  rounds: number;
  /** The wallet account his rounds in this currency were played from (where a prize goes). */
  accountId: number;
  wageredMinor: bigint;
  /** Best win ÷ stake of one round, in hundredths (250 = 2.50×); 0 when no round won. */
  bestMultiplierX100: number;
}

export interface RoundTotalsQuery {
  gameIds: readonly number[];
  from: Date;
  to: Date;
  /** Rounds with a smaller stake (in their currency, minor units) do not count. */
  minBetMinor: Readonly<Record<string, bigint>>;
}

/**
 * Reads of casino_wallet.rounds for other modules (the casino's lotto results and tournaments):
 * only closed rounds, money as bigint. A round's time is its last change (when it closed).
 */
export function createRoundReads(data: DataSource) {
  const r = casinoWalletRounds;
  return {
    /** The player's latest finished rounds of these games, newest first. */
    async playerRounds(userId: number, gameIds: readonly number[], limit: number): Promise<PlayedRound[]> {
      if (gameIds.length === 0) return [];
      const rows = await executor(data)
        .select()
        .from(r)
        .where(and(eq(r.userId, userId), eq(r.status, 'closed'), inArray(r.gameId, [...gameIds])))
        .orderBy(desc(r.updatedAt), desc(r.id))
        .limit(limit);
      return rows.map((row) => ({ roundId: row.roundId, provider: row.provider, gameId: row.gameId, currency: row.currency, betMinor: row.betMinor - row.refundedMinor, winMinor: row.winMinor, endedAt: row.updatedAt }));
    },

    /**
     * Per player and currency over the rounds closed in [from, to) of these games whose stake is at
     * least that currency's minimum (a currency without a minimum does not count at all).
     */
    async roundTotals(query: RoundTotalsQuery): Promise<PlayerRoundTotals[]> {
      const currencies = Object.keys(query.minBetMinor);
      if (query.gameIds.length === 0 || currencies.length === 0) return [];
      const stake = sql`(${r.betMinor} - ${r.refundedMinor})`;
      const minimum = sql.join(
        currencies.map((currency) => sql`(${r.currency} = ${currency} and ${stake} >= ${query.minBetMinor[currency]!.toString()}::bigint)`),
        sql` or `,
      );
      const rows = await executor(data)
        .select({
          userId: r.userId,
          currency: r.currency,
          rounds: sql<string>`count(*)`,
          accountId: sql<string>`max(${casinoWalletSessions.accountId})`,
          wagered: sql<string>`sum(${stake})`,
          best: sql<string>`max(floor(${r.winMinor} * 100 / ${stake}))`,
        })
        .from(r)
        .innerJoin(casinoWalletSessions, eq(casinoWalletSessions.id, r.sessionId))
        .where(and(eq(r.status, 'closed'), inArray(r.gameId, [...query.gameIds]), gte(r.updatedAt, query.from), lt(r.updatedAt, query.to), sql`${stake} > 0`, sql`(${minimum})`))
        .groupBy(r.userId, r.currency);
      return rows.map((row) => ({ userId: Number(row.userId), currency: row.currency, rounds: Number(row.rounds), accountId: Number(row.accountId), wageredMinor: BigInt(row.wagered), bestMultiplierX100: Number(row.best) }));
    },
  };
}

export type CasinoRoundReads = ReturnType<typeof createRoundReads>;
