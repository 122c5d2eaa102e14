import { and, desc, eq, sql } from 'drizzle-orm';
import { studioRounds, studioSeeds, studioSessions } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export type SessionRow = typeof studioSessions.$inferSelect;
export type SeedRow = typeof studioSeeds.$inferSelect;
export type RoundRow = typeof studioRounds.$inferSelect;

/** studio.sessions, studio.seeds, studio.rounds (decision 020). */
export function createStudioRepository(data: DataSource) {
  const on = (tx?: Tx) => executor(data, tx);
  return {
    async insertSession(row: typeof studioSessions.$inferInsert): Promise<void> {
      await on().insert(studioSessions).values(row);
    },
    async sessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await on().select().from(studioSessions).where(eq(studioSessions.tokenHash, tokenHash));
      return row;
    },
    /** Locks the session row for the rest of the unit of work: one round at a time per session. */
    async lockSession(id: string, tx: Tx): Promise<SessionRow | undefined> {
      const [row] = await on(tx).select().from(studioSessions).where(eq(studioSessions.id, id)).for('update');
      return row;
    },
    async updateSession(id: string, fields: Partial<Pick<SessionRow, 'balanceMinor' | 'netMinor' | 'lastRoundAt'>>, tx?: Tx): Promise<void> {
      await on(tx).update(studioSessions).set(fields).where(eq(studioSessions.id, id));
    },

    async activeSeed(owner: string, tx?: Tx): Promise<SeedRow | undefined> {
      const [row] = await on(tx).select().from(studioSeeds).where(and(eq(studioSeeds.owner, owner), eq(studioSeeds.active, true)));
      return row;
    },
    async insertSeed(row: typeof studioSeeds.$inferInsert, tx?: Tx): Promise<SeedRow> {
      const [created] = await on(tx).insert(studioSeeds).values(row).returning();
      return created!;
    },
    async lockActiveSeed(owner: string, tx: Tx): Promise<SeedRow | undefined> {
      const [row] = await on(tx).select().from(studioSeeds).where(and(eq(studioSeeds.owner, owner), eq(studioSeeds.active, true))).for('update');
      return row;
    },
    async takeNonce(seedId: number, tx: Tx): Promise<void> {
      await on(tx).update(studioSeeds).set({ nonce: sql`${studioSeeds.nonce} + 1` }).where(eq(studioSeeds.id, seedId));
    },
    /** Gives a nonce back, only while it is still the last one taken (no later round has used the next). */
    async giveBackNonce(seedId: number, nonce: number, tx: Tx): Promise<boolean> {
      const rows = await on(tx).update(studioSeeds).set({ nonce }).where(and(eq(studioSeeds.id, seedId), eq(studioSeeds.nonce, nonce + 1))).returning({ id: studioSeeds.id });
      return rows.length > 0;
    },
    async deleteRound(id: string, tx: Tx): Promise<void> {
      await on(tx).delete(studioRounds).where(eq(studioRounds.id, id));
    },
    async setClientSeed(seedId: number, clientSeed: string, tx: Tx): Promise<void> {
      await on(tx).update(studioSeeds).set({ clientSeed }).where(eq(studioSeeds.id, seedId));
    },
    async retireSeed(seedId: number, tx: Tx): Promise<void> {
      await on(tx).update(studioSeeds).set({ active: false, revealedAt: sql`now()` }).where(eq(studioSeeds.id, seedId));
    },
    async revealSeed(seedId: number): Promise<void> {
      await on().update(studioSeeds).set({ revealedAt: sql`now()` }).where(eq(studioSeeds.id, seedId));
    },
    async seedsByIds(ids: number[]): Promise<SeedRow[]> {
      if (ids.length === 0) return [];
      return on().select().from(studioSeeds).where(sql`${studioSeeds.id} = any(${sql.param(ids)})`);
    },

    async insertRound(row: typeof studioRounds.$inferInsert, tx?: Tx): Promise<RoundRow> {
      const [created] = await on(tx).insert(studioRounds).values(row).returning();
      return created!;
    },
    async updateRound(id: string, fields: Partial<Omit<RoundRow, 'id'>>, tx?: Tx): Promise<RoundRow> {
      const [row] = await on(tx).update(studioRounds).set(fields).where(eq(studioRounds.id, id)).returning();
      return row!;
    },
    async round(id: string, tx?: Tx): Promise<RoundRow | undefined> {
      const q = on(tx).select().from(studioRounds).where(eq(studioRounds.id, id));
      const [row] = tx ? await q.for('update') : await q;
      return row;
    },
    async openRound(sessionId: string, tx?: Tx): Promise<RoundRow | undefined> {
      const [row] = await on(tx).select().from(studioRounds).where(and(eq(studioRounds.sessionId, sessionId), eq(studioRounds.status, 'open')));
      return row;
    },
    async recentRounds(sessionId: string, limit: number): Promise<RoundRow[]> {
      return on().select().from(studioRounds).where(eq(studioRounds.sessionId, sessionId)).orderBy(desc(studioRounds.createdAt), desc(studioRounds.nonce)).limit(limit);
    },
    async pendingWins(limit: number): Promise<RoundRow[]> {
      return on().select().from(studioRounds).where(eq(studioRounds.status, 'win_pending')).orderBy(studioRounds.createdAt).limit(limit);
    },
    /** Open rounds of an engine, oldest first (crash bets a restarted process's loop no longer holds). */
    async openRoundsOf(engine: string, limit: number): Promise<RoundRow[]> {
      return on().select().from(studioRounds).where(and(eq(studioRounds.engine, engine), eq(studioRounds.status, 'open'))).orderBy(studioRounds.createdAt).limit(limit);
    },
    async sessionById(id: string): Promise<SessionRow | undefined> {
      const [row] = await on().select().from(studioSessions).where(eq(studioSessions.id, id));
      return row;
    },
  };
}
export type StudioRepository = ReturnType<typeof createStudioRepository>;
