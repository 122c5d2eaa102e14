import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The promo module's tables (decision 016; S0 §3.8 promoCode, promoCodes, availablePrepaidAmount):
 * the operator's codes with their use counters, each use of a code, and each player's free-bet
 * balance per currency with every movement of it. A free-bet balance is a promise, not money: money
 * moves through the ledger only when a free bet is staked (house:freebets → house:bets) or a void
 * one comes back. No foreign keys to other schemas (the player is identity's, the coupon bets').
 */
export const promoSchema = pgSchema('promo');

export const promoCodes = promoSchema.table(
  'codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Upper case (codes are case-insensitive). */
    code: text('code').notNull(),
    title: text('title'),
    currency: text('currency').notNull(),
    /** The free bet it credits, minor units of `currency` (null: none). */
    freebetMinor: bigint('freebet_minor', { mode: 'bigint' }),
    /** The odds boost on the coupon's winnings in basis points, and its cap (null: none). */
    boostBp: integer('boost_bp'),
    boostCapMinor: bigint('boost_cap_minor', { mode: 'bigint' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    minCoef: integer('min_coef'),
    minLegs: integer('min_legs').notNull().default(1),
    /** Null: every coupon type. */
    couponTypes: integer('coupon_types').array(),
    maxUses: integer('max_uses'),
    maxUsesPerPlayer: integer('max_uses_per_player').notNull().default(1),
    /** Counted in the placing unit of work under this row's lock. */
    usesTotal: integer('uses_total').notNull().default(0),
    /** A personal code: only this player may use it. */
    userId: bigint('user_id', { mode: 'number' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('codes_code').on(t.code),
    index('codes_user_idx').on(t.userId),
    check('codes_code_format', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'`),
    check('codes_currency', sql`char_length(${t.currency}) = 3`),
    check('codes_gives_something', sql`${t.freebetMinor} is not null or ${t.boostBp} is not null`),
    check('codes_freebet_positive', sql`${t.freebetMinor} is null or ${t.freebetMinor} > 0`),
    check('codes_boost', sql`(${t.boostBp} is null or ${t.boostBp} > 0) and (${t.boostCapMinor} is null or (${t.boostBp} is not null and ${t.boostCapMinor} > 0))`),
    check('codes_window', sql`${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`),
    check('codes_min_coef', sql`${t.minCoef} is null or ${t.minCoef} > 1000`),
    check('codes_min_legs', sql`${t.minLegs} >= 1`),
    check('codes_uses', sql`${t.usesTotal} >= 0 and (${t.maxUses} is null or ${t.usesTotal} <= ${t.maxUses})`),
    check('codes_max_uses_per_player', sql`${t.maxUsesPerPlayer} >= 1`),
  ],
);

/** One use of a code: by one placement (its reference is unique, so a replayed placement counts once). */
export const promoRedemptions = promoSchema.table(
  'redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => promoCodes.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The placement that used it (`bets-placement:{id}`): one use per placement. */
    placementRef: text('placement_ref').notNull(),
    freebetMinor: bigint('freebet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('redemptions_placement').on(t.placementRef), index('redemptions_code_user_idx').on(t.codeId, t.userId)],
);

/** A player's free-bet balance in one currency; it never goes below zero. */
export const freebetBalances = promoSchema.table(
  'freebet_balances',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] }), check('freebet_balances_not_negative', sql`${t.balanceMinor} >= 0`)],
);

/** Every change of a free-bet balance, keyed once (the balance is always the sum of its movements). */
export const freebetMovements = promoSchema.table(
  'freebet_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Unique per movement: `code:{id}:{placementRef}`, `coupon:{id}:stake`, `coupon:{id}:restore:{seq}`, `operator:{key}`. */
    key: text('key').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Signed: a grant or a restored void free bet credits, a stake debits. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** grant | stake | restore | unrestore */
    kind: text('kind').notNull(),
    codeId: bigint('code_id', { mode: 'number' }),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('freebet_movements_key').on(t.key),
    index('freebet_movements_user_idx').on(t.userId, t.currency),
    check('freebet_movements_kind', sql`${t.kind} in ('grant', 'stake', 'restore', 'unrestore')`),
    check('freebet_movements_amount', sql`${t.amountMinor} <> 0`),
  ],
);
