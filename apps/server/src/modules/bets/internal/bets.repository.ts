import { and, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { betPlacements, couponLegs, coupons, couponSettlements, savedCoupons } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type LegRow = typeof couponLegs.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type NewLeg = typeof couponLegs.$inferInsert;
export type SettlementRow = typeof couponSettlements.$inferInsert;
export type SavedCouponRow = typeof savedCoupons.$inferSelect;

/** Any constant: the first key of the per-game advisory locks (the second is the game id). */
const GAME_LOCK_SPACE = 7_285_015;

/** A duplicate-key error from PostgreSQL (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface HistoryFilter {
  userId: number;
  since: Date;
  statuses: readonly string[] | null;
  typeId: number | null;
  before: bigint | null;
  limit: number;
}

export function createBetsRepository(data: DataSource) {
  const db = (tx?: Tx) => executor(data, tx);

  async function legsOf(couponIds: readonly bigint[], tx?: Tx): Promise<LegRow[]> {
    if (couponIds.length === 0) return [];
    return db(tx).select().from(couponLegs).where(inArray(couponLegs.couponId, [...couponIds])).orderBy(couponLegs.couponId, couponLegs.position);
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>, within?: Tx) => data.transaction(work, within),

    async findPlacement(userId: number, idempotencyKey: string, tx?: Tx) {
      const [row] = await db(tx)
        .select()
        .from(betPlacements)
        .where(and(eq(betPlacements.userId, userId), eq(betPlacements.idempotencyKey, idempotencyKey)));
      return row;
    },

    /** Null when a placement with this key already exists (a concurrent request won). */
    async insertPlacement(userId: number, idempotencyKey: string, requestHash: string, tx: Tx): Promise<number | null> {
      const [row] = await db(tx).insert(betPlacements).values({ userId, idempotencyKey, requestHash }).onConflictDoNothing().returning({ id: betPlacements.id });
      return row?.id ?? null;
    },

    async nextCouponIds(n: number, tx: Tx): Promise<bigint[]> {
      const rows = await db(tx).execute<{ id: string }>(sql`select nextval('bets.coupon_id_seq')::text as id from generate_series(1, ${n})`);
      return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => BigInt(r.id));
    },

    /** Serialises acceptances on the same games (liability), in id order so two coupons never deadlock. */
    async lockGames(gameIds: readonly number[], tx: Tx): Promise<void> {
      const ids = [...new Set(gameIds)].sort((a, b) => a - b);
      if (ids.length === 1) {
        await db(tx).execute(sql`select pg_advisory_xact_lock(${GAME_LOCK_SPACE}::int, ${ids[0]!}::int)`);
        return;
      }
      // One statement, the locks taken one after another in the (sorted) order of the rows.
      const values = sql.join(
        ids.map((id, i) => sql`(${i}::int, ${id}::int)`),
        sql`, `,
      );
      await db(tx).execute(sql`
        select count(pg_advisory_xact_lock(${GAME_LOCK_SPACE}::int, g.id))
        from (select id from (values ${values}) as v(n, id) order by n) as g`);
    },

    /** The possible wins of open coupons with a leg on each game, in one currency. */
    async liabilityOf(gameIds: readonly number[], currency: string, tx: Tx): Promise<Map<number, bigint>> {
      if (gameIds.length === 0) return new Map();
      const rows = await db(tx)
        .select({ gameId: couponLegs.gameId, total: sql<string>`coalesce(sum(${coupons.possibleWinMinor}), 0)::text` })
        .from(couponLegs)
        .innerJoin(coupons, eq(coupons.id, couponLegs.couponId))
        .where(and(inArray(couponLegs.gameId, [...gameIds]), eq(coupons.status, 'open'), eq(coupons.currency, currency)))
        .groupBy(couponLegs.gameId);
      return new Map(rows.map((r) => [r.gameId, BigInt(r.total)]));
    },

    async insertCoupon(coupon: NewCoupon, legs: readonly NewLeg[], tx: Tx): Promise<void> {
      await db(tx).insert(coupons).values(coupon);
      await db(tx).insert(couponLegs).values([...legs]);
    },

    async couponsOfPlacement(placementId: number, tx?: Tx): Promise<CouponRow[]> {
      return db(tx).select().from(coupons).where(eq(coupons.placementId, placementId)).orderBy(coupons.id);
    },

    async findCoupon(id: bigint, tx?: Tx): Promise<CouponRow | undefined> {
      const [row] = await db(tx).select().from(coupons).where(eq(coupons.id, id));
      return row;
    },

    legsOf,

    async history(filter: HistoryFilter): Promise<CouponRow[]> {
      const where = [eq(coupons.userId, filter.userId), gte(coupons.placedAt, filter.since)];
      if (filter.statuses) where.push(inArray(coupons.status, [...filter.statuses]));
      if (filter.typeId !== null) where.push(eq(coupons.typeId, filter.typeId));
      if (filter.before !== null) where.push(lt(coupons.id, filter.before));
      return db()
        .select()
        .from(coupons)
        .where(and(...where))
        .orderBy(desc(coupons.id))
        .limit(filter.limit);
    },

    /** Games with a leg still open on an open coupon (start-up recovery asks the feed for their results). */
    async gamesWithOpenLegs(): Promise<number[]> {
      const rows = await db()
        .selectDistinct({ gameId: couponLegs.gameId })
        .from(couponLegs)
        .innerJoin(coupons, eq(coupons.id, couponLegs.couponId))
        .where(and(eq(couponLegs.result, 'open'), eq(coupons.status, 'open')));
      return rows.map((r) => r.gameId);
    },

    /** Which of these games any coupon has a leg on (most ended games carry no bet: they need no job). */
    async gamesWithLegs(gameIds: readonly number[]): Promise<number[]> {
      if (gameIds.length === 0) return [];
      const rows = await db().selectDistinct({ gameId: couponLegs.gameId }).from(couponLegs).where(inArray(couponLegs.gameId, [...gameIds]));
      return rows.map((r) => r.gameId);
    },

    /** Coupons with a leg on this game (any status but pending): settlement and re-settlement look at each. */
    async couponIdsOfGame(gameId: number): Promise<bigint[]> {
      const rows = await db()
        .selectDistinct({ id: couponLegs.couponId })
        .from(couponLegs)
        .innerJoin(coupons, eq(coupons.id, couponLegs.couponId))
        .where(and(eq(couponLegs.gameId, gameId), ne(coupons.status, 'pending')));
      return rows.map((r) => r.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    },

    /** The coupon under a row lock for the rest of the unit of work: one settlement at a time per coupon. */
    async lockCoupon(id: bigint, tx: Tx): Promise<CouponRow | undefined> {
      const [row] = await db(tx).select().from(coupons).where(eq(coupons.id, id)).for('update');
      return row;
    },

    /** Many coupons under row locks for the rest of the unit of work, taken in id order (two batches never deadlock). */
    async lockCoupons(ids: readonly bigint[], tx: Tx): Promise<CouponRow[]> {
      if (ids.length === 0) return [];
      return db(tx)
        .select()
        .from(coupons)
        .where(inArray(coupons.id, [...ids]))
        .orderBy(coupons.id)
        .for('update');
    },

    /** Many legs' results in one statement. */
    async setLegResults(rows: readonly { couponId: bigint; position: number; result: string; score: string | null }[], tx: Tx): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map((r) => sql`(${r.couponId.toString()}::bigint, ${r.position}::int, ${r.result}::text, ${r.score}::text)`),
        sql`, `,
      );
      await db(tx).execute(sql`
        update bets.legs l set result = v.result, score = v.score
        from (values ${values}) as v(coupon_id, position, result, score)
        where l.coupon_id = v.coupon_id and l.position = v.position`);
    },

    /** Many coupons' settlements (status, return, sequence, time) in one statement. */
    async setCouponsSettled(rows: readonly { id: bigint; status: string; returnMinor: bigint; settleSeq: number; settledAt: Date }[], tx: Tx): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map((r) => sql`(${r.id.toString()}::bigint, ${r.status}::text, ${r.returnMinor.toString()}::bigint, ${r.settleSeq}::int, ${r.settledAt.toISOString()}::timestamptz)`),
        sql`, `,
      );
      await db(tx).execute(sql`
        update bets.coupons c set status = v.status, return_minor = v.return_minor, settle_seq = v.settle_seq, settled_at = v.settled_at
        from (values ${values}) as v(id, status, return_minor, settle_seq, settled_at)
        where c.id = v.id`);
    },

    async insertSettlements(rows: readonly SettlementRow[], tx: Tx): Promise<void> {
      if (rows.length === 0) return;
      await db(tx).insert(couponSettlements).values([...rows]);
    },

    async setLegResult(couponId: bigint, position: number, result: string, score: string | null, tx: Tx): Promise<void> {
      await db(tx)
        .update(couponLegs)
        .set({ result, score })
        .where(and(eq(couponLegs.couponId, couponId), eq(couponLegs.position, position)));
    },

    async setCouponSettled(id: bigint, values: { status: string; returnMinor: bigint | null; settleSeq: number; settledAt: Date | null; stakeMinor?: bigint; possibleWinMinor?: bigint }, tx: Tx): Promise<void> {
      await db(tx).update(coupons).set(values).where(eq(coupons.id, id));
    },

    async insertSettlement(row: SettlementRow, tx: Tx): Promise<void> {
      await db(tx).insert(couponSettlements).values(row);
    },

    async settlementsOf(couponId: bigint, tx?: Tx) {
      return db(tx).select().from(couponSettlements).where(eq(couponSettlements.couponId, couponId)).orderBy(couponSettlements.seq);
    },

    /** False when the code is taken. */
    async saveCoupon(row: typeof savedCoupons.$inferInsert): Promise<boolean> {
      const inserted = await db().insert(savedCoupons).values(row).onConflictDoNothing().returning({ code: savedCoupons.code });
      return inserted.length === 1;
    },

    async loadSaved(code: string): Promise<SavedCouponRow | undefined> {
      const [row] = await db().select().from(savedCoupons).where(eq(savedCoupons.code, code));
      return row;
    },
  };
}

export type BetsRepository = ReturnType<typeof createBetsRepository>;
