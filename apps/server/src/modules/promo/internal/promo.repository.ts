import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { freebetBalances, freebetMovements, promoCodes, promoRedemptions } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;
export type RedemptionRow = typeof promoRedemptions.$inferSelect;
export type NewMovement = typeof freebetMovements.$inferInsert;

/** A duplicate-key error from PostgreSQL (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A CHECK constraint refused the row (23514): a free-bet balance would go below zero. */
export function isCheckViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23514') return true;
  }
  return false;
}

export function createPromoRepository(data: DataSource) {
  const db = (tx?: Tx) => executor(data, tx);

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>, within?: Tx) => data.transaction(work, within),

    /** Null when the code exists already. */
    async insertCode(row: NewPromoCode): Promise<PromoCodeRow | null> {
      const [inserted] = await db().insert(promoCodes).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async listCodes(): Promise<PromoCodeRow[]> {
      return db().select().from(promoCodes).orderBy(desc(promoCodes.id));
    },

    async findCode(code: string, tx?: Tx): Promise<PromoCodeRow | undefined> {
      const [row] = await db(tx).select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },

    /** Revokes once (the first revocation's time stays). */
    async revokeCode(code: string, at: Date): Promise<PromoCodeRow | undefined> {
      await db()
        .update(promoCodes)
        .set({ revokedAt: at })
        .where(and(eq(promoCodes.code, code), isNull(promoCodes.revokedAt)));
      return this.findCode(code);
    },

    /** A player's personal codes (not revoked), newest first. */
    async personalCodes(userId: number): Promise<PromoCodeRow[]> {
      return db()
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.userId, userId), isNull(promoCodes.revokedAt)))
        .orderBy(desc(promoCodes.id));
    },

    /** The codes under row locks for the rest of the unit of work, taken in id order (two batches never deadlock). */
    async lockCodes(codes: readonly string[], tx: Tx): Promise<PromoCodeRow[]> {
      if (codes.length === 0) return [];
      return db(tx)
        .select()
        .from(promoCodes)
        .where(inArray(promoCodes.code, [...codes]))
        .orderBy(asc(promoCodes.id))
        .for('update');
    },

    /** How often each player used each code. */
    async usesBy(pairs: readonly { codeId: number; userId: number }[], tx?: Tx): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      if (pairs.length === 0) return out;
      const rows = await db(tx)
        .select({ codeId: promoRedemptions.codeId, userId: promoRedemptions.userId, n: sql<number>`count(*)::int` })
        .from(promoRedemptions)
        .where(
          and(
            inArray(promoRedemptions.codeId, [...new Set(pairs.map((p) => p.codeId))]),
            inArray(promoRedemptions.userId, [...new Set(pairs.map((p) => p.userId))]),
          ),
        )
        .groupBy(promoRedemptions.codeId, promoRedemptions.userId);
      for (const r of rows) out.set(`${r.codeId}:${r.userId}`, r.n);
      return out;
    },

    async redemptionsOf(placementRefs: readonly string[], tx?: Tx): Promise<RedemptionRow[]> {
      if (placementRefs.length === 0) return [];
      return db(tx)
        .select()
        .from(promoRedemptions)
        .where(inArray(promoRedemptions.placementRef, [...placementRefs]));
    },

    async insertRedemptions(rows: readonly (typeof promoRedemptions.$inferInsert)[], tx: Tx): Promise<void> {
      if (rows.length === 0) return;
      await db(tx).insert(promoRedemptions).values([...rows]);
    },

    /** Counts the uses; the CHECK refuses a count above the maximum whatever the code above did. */
    async addUses(uses: ReadonlyMap<number, number>, tx: Tx): Promise<void> {
      for (const [codeId, n] of uses) {
        await db(tx)
          .update(promoCodes)
          .set({ usesTotal: sql`${promoCodes.usesTotal} + ${n}` })
          .where(eq(promoCodes.id, codeId));
      }
    },

    async balance(userId: number, currency: string, tx?: Tx): Promise<bigint> {
      const [row] = await db(tx)
        .select({ balance: freebetBalances.balanceMinor })
        .from(freebetBalances)
        .where(and(eq(freebetBalances.userId, userId), eq(freebetBalances.currency, currency)));
      return row?.balance ?? 0n;
    },

    async balancesOf(userId: number, tx?: Tx): Promise<{ currency: string; balanceMinor: bigint }[]> {
      return db(tx)
        .select({ currency: freebetBalances.currency, balanceMinor: freebetBalances.balanceMinor })
        .from(freebetBalances)
        .where(eq(freebetBalances.userId, userId))
        .orderBy(freebetBalances.currency);
    },

    /** The balances under row locks (created at 0 when missing), in (player, currency) order. */
    async lockBalances(pairs: readonly { userId: number; currency: string }[], tx: Tx): Promise<Map<string, bigint>> {
      const out = new Map<string, bigint>();
      if (pairs.length === 0) return out;
      const unique = [...new Map(pairs.map((p) => [`${p.userId}:${p.currency}`, p])).values()].sort((a, b) => a.userId - b.userId || (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
      await db(tx)
        .insert(freebetBalances)
        .values(unique.map((p) => ({ userId: p.userId, currency: p.currency })))
        .onConflictDoNothing();
      for (const p of unique) {
        const [row] = await db(tx)
          .select({ balance: freebetBalances.balanceMinor })
          .from(freebetBalances)
          .where(and(eq(freebetBalances.userId, p.userId), eq(freebetBalances.currency, p.currency)))
          .for('update');
        out.set(`${p.userId}:${p.currency}`, row?.balance ?? 0n);
      }
      return out;
    },

    /**
     * Posts movements once each (a key taken before is skipped) and moves the balances by those
     * posted. Returns the keys posted now. A balance that would go below zero fails the CHECK.
     */
    async applyMovements(rows: readonly NewMovement[], tx: Tx): Promise<Set<string>> {
      const posted = new Set<string>();
      if (rows.length === 0) return posted;
      const inserted = await db(tx).insert(freebetMovements).values([...rows]).onConflictDoNothing().returning({ key: freebetMovements.key });
      for (const r of inserted) posted.add(r.key);
      const deltas = new Map<string, { userId: number; currency: string; amount: bigint }>();
      for (const row of rows) {
        if (!posted.has(row.key)) continue;
        const k = `${row.userId}:${row.currency}`;
        const d = deltas.get(k) ?? { userId: row.userId, currency: row.currency, amount: 0n };
        d.amount += row.amountMinor;
        deltas.set(k, d);
      }
      for (const d of deltas.values()) {
        // The row at 0 first, then the change: an insert's own CHECK would refuse a negative start.
        await db(tx).insert(freebetBalances).values({ userId: d.userId, currency: d.currency }).onConflictDoNothing();
        await db(tx)
          .update(freebetBalances)
          .set({ balanceMinor: sql`${freebetBalances.balanceMinor} + ${d.amount}` })
          .where(and(eq(freebetBalances.userId, d.userId), eq(freebetBalances.currency, d.currency)));
      }
      return posted;
    },

    /** The movement with this key (a replayed operator grant answers from it). */
    async movement(key: string, tx?: Tx) {
      const [row] = await db(tx).select().from(freebetMovements).where(eq(freebetMovements.key, key));
      return row;
    },

    /** Every balance against the sum of its movements: the rows that differ (empty when all agree). */
    async audit(tx?: Tx): Promise<{ userId: number; currency: string; balanceMinor: string; sumMinor: string }[]> {
      const result = await db(tx).execute<{ user_id: string; currency: string; balance: string; sum: string }>(sql`
        select b.user_id::text, b.currency, b.balance_minor::text as balance, coalesce(m.sum, 0)::text as sum
        from promo.freebet_balances b
        left join (select user_id, currency, sum(amount_minor) as sum from promo.freebet_movements group by user_id, currency) m
          on m.user_id = b.user_id and m.currency = b.currency
        where b.balance_minor <> coalesce(m.sum, 0)`);
      return (result as unknown as { rows: { user_id: string; currency: string; balance: string; sum: string }[] }).rows.map((r) => ({
        userId: Number(r.user_id),
        currency: r.currency,
        balanceMinor: r.balance,
        sumMinor: r.sum,
      }));
    },
  };
}

export type PromoRepository = ReturnType<typeof createPromoRepository>;
