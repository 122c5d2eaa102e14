import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { betPlacements, couponLegs, coupons, couponSettlements, heldSettlements, savedCoupons } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type LegRow = typeof couponLegs.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type NewLeg = typeof couponLegs.$inferInsert;
export type SettlementRow = typeof couponSettlements.$inferInsert;
export type SavedCouponRow = typeof savedCoupons.$inferSelect;
export type HeldSettlementRow = typeof heldSettlements.$inferSelect;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/** One game's liability in one currency, and a change to it. */
export interface LiabilityKey {
  gameId: number;
  currency: string;
}
export interface LiabilityDelta extends LiabilityKey {
  deltaMinor: bigint;
}
export const liabilityKey = (k: LiabilityKey) => `${k.gameId}:${k.currency}`;
/** One change per (game, currency), non-zero, in lock order: an UPDATE … FROM applies one source row per target row. */
function sumLiability(deltas: readonly LiabilityDelta[]): LiabilityDelta[] {
  const sums = new Map<string, LiabilityDelta>();
  for (const d of deltas) {
    const key = liabilityKey(d);
    sums.set(key, { ...d, deltaMinor: (sums.get(key)?.deltaMinor ?? 0n) + d.deltaMinor });
  }
  return [...sums.values()].filter((d) => d.deltaMinor !== 0n).sort(byGameThenCurrency);
}
const byGameThenCurrency = (a: LiabilityKey, b: LiabilityKey) => a.gameId - b.gameId || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0);

/**
 * A batch of placements' coupons and legs, and the liability they add, in ONE statement (decision
 * 015): arrays as parameters, so the text never changes with the size of the batch and the statement
 * is prepared once per connection. The legs reference the coupons inserted beside them (foreign keys
 * are checked at the end of the statement).
 */
const WRITE_COUPONS_STATEMENT = 'bets_write_coupons_v5';
const WRITE_COUPONS_SQL = `
with c as (
  insert into bets.coupons (id, placement_id, user_id, account_id, currency, type_id, system_value, preset, stake_minor, coef,
    possible_win_minor, bonus_multiplier, status, change_coef_action, placed_at, hyper_bonus_bp, hyper_bonus_min_stake_minor,
    hyper_bonus_max_minor, prepaid_minor, boost_bp, boost_cap_minor, anti_express)
  select id, placement_id, user_id, account_id, currency, type_id, system_value, preset, stake_minor, coef,
    possible_win_minor, bonus_multiplier, status, change_coef_action, $15::timestamptz, hyper_bp, hyper_min, hyper_max,
    prepaid, boost, boost_cap, anti
  from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::int[], $7::int[], $8::text[], $9::bigint[],
    $10::int[], $11::bigint[], $12::int[], $13::int[], $14::int[], $34::text[], $35::int[], $36::bigint[], $37::bigint[],
    $38::bigint[], $39::int[], $40::bigint[], $41::bool[])
    as t(id, placement_id, user_id, account_id, currency, type_id, system_value, preset, stake_minor, coef, possible_win_minor,
      bonus_multiplier, change_coef_action, n, status, hyper_bp, hyper_min, hyper_max, prepaid, boost, boost_cap, anti)
  order by n
  returning id
),
l as (
  insert into bets.legs (coupon_id, position, game_id, market_key, outcome_key, price, market_version, banker, is_live, sport_id,
    champ_name, home, away, event_name, starts_at)
  select * from unnest($16::bigint[], $17::int[], $18::int[], $19::text[], $20::text[], $21::int[], $22::int[], $23::bool[],
    $24::bool[], $25::int[], $26::text[], $27::text[], $28::text[], $29::text[], $30::timestamptz[])
),
g as (
  update bets.game_liability g set open_win_minor = g.open_win_minor + d.delta
  from unnest($31::int[], $32::text[], $33::bigint[]) as d(game_id, currency, delta)
  where g.game_id = d.game_id and g.currency = d.currency
)
select count(*)::int as coupons from c`;

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

    /**
     * Claims the placements' keys (unique per player) and takes `couponCount` coupon ids (S0 §5: numeric,
     * before the stakes' transfers reference them), in one statement. A key already claimed (a replay,
     * or a concurrent request with it, which this waits for) is missing from `claimed`.
     */
    async claimPlacements(
      items: readonly { userId: number; idempotencyKey: string; requestHash: string }[],
      couponCount: number,
      tx: Tx,
    ): Promise<{ claimed: Map<string, number>; couponIds: bigint[] }> {
      const result = await db(tx).execute(sql`
        with p as (
          insert into bets.placements (user_id, idempotency_key, request_hash)
          select * from unnest(${sql.param(items.map((i) => i.userId))}::bigint[], ${sql.param(items.map((i) => i.idempotencyKey))}::text[], ${sql.param(items.map((i) => i.requestHash))}::text[])
          on conflict do nothing
          returning id, user_id, idempotency_key
        )
        select 'p' as k, id::text as id, user_id::text as user_id, idempotency_key from p
        union all
        select 'c', nextval('bets.coupon_id_seq')::text, null, null from generate_series(1, ${couponCount}::int)`);
      const claimed = new Map<string, number>();
      const couponIds: bigint[] = [];
      for (const r of rowsOf(result)) {
        if (r.k === 'p') claimed.set(`${String(r.user_id)}:${String(r.idempotency_key)}`, Number(r.id));
        else couponIds.push(BigInt(String(r.id)));
      }
      return { claimed, couponIds };
    },

    /** Placements refused inside their batch: their keys are free again (never seen outside the unit of work). */
    async deletePlacements(ids: readonly number[], tx: Tx): Promise<void> {
      if (ids.length === 0) return;
      await db(tx).delete(betPlacements).where(inArray(betPlacements.id, [...ids]));
    },

    /**
     * The liability rows of these games (made at 0 when missing) under row locks until the unit of
     * work ends, taken in (game, currency) order so two batches never deadlock; their current sums.
     * Every placement takes them before the ledger locks any account, and so do settlement and
     * cash-out: one order everywhere.
     */
    async lockLiability(keys: readonly LiabilityKey[], tx: Tx): Promise<Map<string, bigint>> {
      const unique = [...new Map(keys.map((k) => [liabilityKey(k), k])).values()].sort(byGameThenCurrency);
      if (unique.length === 0) return new Map();
      const result = await db(tx).execute(sql`
        insert into bets.game_liability (game_id, currency, open_win_minor)
        select game_id, currency, 0 from unnest(${sql.param(unique.map((k) => k.gameId))}::int[], ${sql.param(unique.map((k) => k.currency))}::text[]) with ordinality as t(game_id, currency, n)
        order by n
        on conflict (game_id, currency) do update set open_win_minor = bets.game_liability.open_win_minor
        returning game_id, currency, open_win_minor::text as total`);
      return new Map(rowsOf(result).map((r) => [liabilityKey({ gameId: Number(r.game_id), currency: String(r.currency) }), BigInt(String(r.total))]));
    },

    /** Changes the liability rows (settlement, cash-out, a re-opened coupon), in (game, currency) order. */
    async addLiability(deltas: readonly LiabilityDelta[], tx: Tx): Promise<void> {
      const rows = sumLiability(deltas);
      if (rows.length === 0) return;
      // Rows locked in (game, currency) order first (the locks are taken above the sort), then changed.
      // Every coupon's games got their rows at its placement, so an update finds them.
      await db(tx).execute(sql`
        with d as (
          select * from unnest(${sql.param(rows.map((d) => d.gameId))}::int[], ${sql.param(rows.map((d) => d.currency))}::text[], ${sql.param(rows.map((d) => d.deltaMinor.toString()))}::bigint[]) as t(game_id, currency, delta)
        ),
        locked as materialized (
          select g.game_id, g.currency from bets.game_liability g join d on d.game_id = g.game_id and d.currency = g.currency
          order by g.game_id, g.currency for no key update of g
        )
        update bets.game_liability g set open_win_minor = g.open_win_minor + d.delta
        from d join locked k on k.game_id = d.game_id and k.currency = d.currency
        where g.game_id = d.game_id and g.currency = d.currency`);
    },

    /** Coupons, their legs and the liability they add (rows locked by lockLiability), in one statement. */
    async writeCoupons(rows: readonly NewCoupon[], legs: readonly NewLeg[], added: readonly LiabilityDelta[], placedAt: Date, tx: Tx): Promise<void> {
      if (rows.length === 0) return;
      const liability = sumLiability(added);
      const col = <K extends keyof NewCoupon>(key: K, as: (v: NewCoupon[K]) => unknown = (v) => v) => rows.map((r) => as(r[key]));
      const leg = <K extends keyof NewLeg>(key: K, as: (v: NewLeg[K]) => unknown = (v) => v) => legs.map((l) => as(l[key]));
      const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
      const params = [
        col('id', text),
        col('placementId', text),
        col('userId', text),
        col('accountId', text),
        col('currency'),
        col('typeId'),
        col('systemValue', (v) => v ?? null),
        col('preset', (v) => v ?? null),
        col('stakeMinor', text),
        col('coef'),
        col('possibleWinMinor', text),
        col('bonusMultiplier', (v) => v ?? null),
        col('changeCoefAction'),
        rows.map((_, i) => i),
        placedAt.toISOString(),
        leg('couponId', text),
        leg('position'),
        leg('gameId'),
        leg('marketKey'),
        leg('outcomeKey'),
        leg('price'),
        leg('marketVersion'),
        leg('banker', (v) => v ?? false),
        leg('isLive'),
        leg('sportId'),
        leg('champName'),
        leg('home', (v) => v ?? null),
        leg('away', (v) => v ?? null),
        leg('eventName', (v) => v ?? null),
        leg('startsAt', (v) => (v as Date).toISOString()),
        liability.map((d) => d.gameId),
        liability.map((d) => d.currency),
        liability.map((d) => d.deltaMinor.toString()),
        col('status'),
        col('hyperBonusBp', (v) => v ?? null),
        col('hyperBonusMinStakeMinor', text),
        col('hyperBonusMaxMinor', text),
        col('prepaidMinor', (v) => (v ?? 0n).toString()),
        col('boostBp', (v) => v ?? null),
        col('boostCapMinor', text),
        col('antiExpress', (v) => v === true),
      ];
      // A named prepared statement: planned once per connection.
      await db(tx)._.session.prepareQuery({ sql: WRITE_COUPONS_SQL, params }, undefined, WRITE_COUPONS_STATEMENT, false).execute();
    },

    async couponsOfPlacement(placementId: number, tx?: Tx): Promise<CouponRow[]> {
      return db(tx).select().from(coupons).where(eq(coupons.placementId, placementId)).orderBy(coupons.id);
    },

    /** VIP bets waiting for the operator, oldest first. */
    async pendingCoupons(tx?: Tx): Promise<CouponRow[]> {
      return db(tx).select().from(coupons).where(eq(coupons.status, 'pending')).orderBy(coupons.id);
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

    /** Games with a leg still open on an open or pending coupon (start-up recovery asks the feed for their results). */
    async gamesWithOpenLegs(): Promise<number[]> {
      const rows = await db()
        .selectDistinct({ gameId: couponLegs.gameId })
        .from(couponLegs)
        .innerJoin(coupons, eq(coupons.id, couponLegs.couponId))
        .where(and(eq(couponLegs.result, 'open'), inArray(coupons.status, ['open', 'pending'])));
      return rows.map((r) => r.gameId);
    },

    /** Games with a re-settlement still held (start-up recovery runs their jobs again: the player may have paid in since). */
    async gamesWithHeldSettlements(): Promise<number[]> {
      const rows = await db().selectDistinct({ gameId: heldSettlements.gameId }).from(heldSettlements).where(isNull(heldSettlements.clearedAt));
      return rows.map((r) => r.gameId);
    },

    /** Decision 015 "Held re-settlements": records (or renews) a coupon's refused re-settlement. */
    async holdSettlement(row: { couponId: bigint; gameId: number; resultsVersion: number; code: string; heldAt: Date }): Promise<void> {
      await db()
        .insert(heldSettlements)
        .values({ ...row, clearedAt: null })
        .onConflictDoUpdate({ target: [heldSettlements.couponId, heldSettlements.gameId], set: { resultsVersion: row.resultsVersion, code: row.code, heldAt: row.heldAt, clearedAt: null } });
    },

    /**
     * Coupons settled as this game's results say now: their holds on this game, if any, are cleared in
     * the same unit of work (another game's job leaves a hold alone: its correction is still not applied).
     */
    async clearHeldSettlements(gameId: number, couponIds: readonly bigint[], at: Date, tx: Tx): Promise<void> {
      if (couponIds.length === 0) return;
      await db(tx)
        .update(heldSettlements)
        .set({ clearedAt: at })
        .where(and(inArray(heldSettlements.couponId, [...couponIds]), eq(heldSettlements.gameId, gameId), isNull(heldSettlements.clearedAt)));
    },

    /** The held re-settlements not cleared yet, oldest first (the operator's list). */
    async heldSettlements(): Promise<HeldSettlementRow[]> {
      return db().select().from(heldSettlements).where(isNull(heldSettlements.clearedAt)).orderBy(heldSettlements.heldAt, heldSettlements.couponId);
    },

    /** Which of these games any coupon has a leg on (most ended games carry no bet: they need no job). */
    async gamesWithLegs(gameIds: readonly number[]): Promise<number[]> {
      if (gameIds.length === 0) return [];
      const rows = await db().selectDistinct({ gameId: couponLegs.gameId }).from(couponLegs).where(inArray(couponLegs.gameId, [...gameIds]));
      return rows.map((r) => r.gameId);
    },

    /** Coupons with a leg on this game: settlement and re-settlement look at each (a VIP bet still pending is declined). */
    async couponIdsOfGame(gameId: number): Promise<bigint[]> {
      const rows = await db()
        .selectDistinct({ id: couponLegs.couponId })
        .from(couponLegs)
        .where(eq(couponLegs.gameId, gameId));
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
    async setLegResults(rows: readonly { couponId: bigint; position: number; result: string; score: string | null; version: number }[], tx: Tx): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map((r) => sql`(${r.couponId.toString()}::bigint, ${r.position}::int, ${r.result}::text, ${r.score}::text, ${r.version}::bigint)`),
        sql`, `,
      );
      await db(tx).execute(sql`
        update bets.legs l set result = v.result, score = v.score, result_version = v.version
        from (values ${values}) as v(coupon_id, position, result, score, version)
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

    async setLegResult(couponId: bigint, position: number, result: string, score: string | null, version: number, tx: Tx): Promise<void> {
      await db(tx)
        .update(couponLegs)
        .set({ result, score, resultVersion: version })
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
