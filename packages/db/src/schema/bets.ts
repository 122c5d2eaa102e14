import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The bets module's tables (S0 §3.8 outgoing coupon, §4.1 coupon types, §5 print coupon;
 * docs/decisions/015-bet-acceptance-and-settlement.md). No foreign keys to other schemas: the player
 * and the account are identity's and the wallet's, the game the feed's; the legs keep the names a
 * history shows after the feed forgot the game. Money is minor units (bigint), prices thousandths.
 */
export const betsSchema = pgSchema('bets');

/** S0 §5: a coupon's id is numeric (the print-coupon page reads it); taken before the stake's transfer references it. */
export const couponIdSequence = betsSchema.sequence('coupon_id_seq', { startWith: 100000001 });

/** One place request: its Idempotency-Key and request hash; several singles make several coupons under one placement. */
export const betPlacements = betsSchema.table(
  'placements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('placements_user_key').on(t.userId, t.idempotencyKey), check('placements_key_length', sql`char_length(${t.idempotencyKey}) between 1 and 128`)],
);

export const coupons = betsSchema.table(
  'coupons',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    placementId: bigint('placement_id', { mode: 'number' })
      .notNull()
      .references(() => betPlacements.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** S0 §4.1: 0 single, 1 express, 2 system, 9 one of several singles. */
    typeId: integer('type_id').notNull(),
    systemValue: integer('system_value'),
    /** A system placed as a UK full cover (Trixie, Yankee, …; decision 014): its name, its leg count in system_value. */
    preset: text('preset'),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    coef: integer('coef').notNull(),
    possibleWinMinor: bigint('possible_win_minor', { mode: 'bigint' }).notNull(),
    bonusMultiplier: integer('bonus_multiplier'),
    /**
     * The hyper-bonus offer the express was accepted under (S0 §3.8, decision 014): basis points of its
     * winnings, from a minimum stake, capped (null: none); paid with a won express's return.
     */
    hyperBonusBp: integer('hyper_bonus_bp'),
    hyperBonusMinStakeMinor: bigint('hyper_bonus_min_stake_minor', { mode: 'bigint' }),
    hyperBonusMaxMinor: bigint('hyper_bonus_max_minor', { mode: 'bigint' }),
    /** An express placed as its anti-express (decision 014): wins when at least one leg loses, at K / (K − 1). */
    antiExpress: boolean('anti_express').notNull().default(false),
    status: text('status').notNull(),
    /** What the current settlement paid (stake included); null while open. */
    returnMinor: bigint('return_minor', { mode: 'bigint' }),
    /** How many settlements (and re-settlements) it has had: the ledger keys of the next one use settleSeq + 1. */
    settleSeq: integer('settle_seq').notNull().default(0),
    changeCoefAction: integer('change_coef_action').notNull(),
    /** Decision 016: the part of the stake from the player's free-bet balance (stake not returned when it wins). */
    prepaidMinor: bigint('prepaid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Decision 016: a promo code's odds boost on the winnings (basis points) and its cap; null: none. */
    boostBp: integer('boost_bp'),
    boostCapMinor: bigint('boost_cap_minor', { mode: 'bigint' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('coupons_user_id_idx').on(t.userId, t.id),
    check('coupons_type', sql`${t.typeId} in (0, 1, 2, 9)`),
    check('coupons_status', sql`${t.status} in ('pending', 'open', 'won', 'lost', 'void', 'partial', 'cashed_out')`),
    check('coupons_stake_positive', sql`${t.stakeMinor} > 0`),
    check('coupons_coef', sql`${t.coef} > 1000`),
    check('coupons_possible_win', sql`${t.possibleWinMinor} >= 0`),
    check('coupons_return', sql`${t.returnMinor} is null or ${t.returnMinor} >= 0`),
    check('coupons_system_value', sql`(${t.typeId} = 2) = (${t.systemValue} is not null) and (${t.systemValue} is null or ${t.systemValue} >= 2)`),
    check('coupons_preset', sql`${t.preset} is null or ${t.typeId} = 2`),
    check('coupons_bonus', sql`${t.bonusMultiplier} is null or (${t.typeId} = 1 and ${t.bonusMultiplier} >= 1000)`),
    check('coupons_anti_express', sql`not ${t.antiExpress} or (${t.typeId} = 1 and ${t.bonusMultiplier} is null and ${t.hyperBonusBp} is null)`),
    check(
      'coupons_hyper_bonus',
      sql`(${t.hyperBonusBp} is null and ${t.hyperBonusMinStakeMinor} is null and ${t.hyperBonusMaxMinor} is null) or (${t.typeId} = 1 and ${t.hyperBonusBp} between 1 and 10000 and ${t.hyperBonusMinStakeMinor} >= 0 and (${t.hyperBonusMaxMinor} is null or ${t.hyperBonusMaxMinor} >= 0))`,
    ),
    check('coupons_change_coef_action', sql`${t.changeCoefAction} in (0, 1, 2)`),
    check('coupons_settled', sql`(${t.status} in ('pending', 'open')) = (${t.settledAt} is null)`),
    check('coupons_settle_seq', sql`${t.settleSeq} >= 0`),
    check('coupons_currency', sql`char_length(${t.currency}) = 3`),
    check('coupons_prepaid', sql`${t.prepaidMinor} >= 0 and ${t.prepaidMinor} <= ${t.stakeMinor}`),
    check('coupons_boost', sql`(${t.boostBp} is null or ${t.boostBp} > 0) and (${t.boostCapMinor} is null or ${t.boostBp} is not null)`),
  ],
);

export const couponLegs = betsSchema.table(
  'legs',
  {
    couponId: bigint('coupon_id', { mode: 'bigint' })
      .notNull()
      .references(() => coupons.id),
    position: integer('position').notNull(),
    gameId: integer('game_id').notNull(),
    marketKey: text('market_key').notNull(),
    outcomeKey: text('outcome_key').notNull(),
    /** The accepted price, thousandths, and the market version it was accepted at. */
    price: integer('price').notNull(),
    marketVersion: integer('market_version').notNull(),
    banker: boolean('banker').notNull().default(false),
    isLive: boolean('is_live').notNull(),
    result: text('result').notNull().default('open'),
    /** Names for the history, as the feed showed them at acceptance. */
    sportId: integer('sport_id').notNull(),
    champName: text('champ_name').notNull(),
    home: text('home'),
    away: text('away'),
    eventName: text('event_name'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The final score once settled ("2:1"). */
    score: text('score'),
    /** The version of the game's results the leg's result came from (decision 015): older results never replace it. */
    resultVersion: bigint('result_version', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.position] }),
    index('legs_game_idx').on(t.gameId),
    check('legs_price', sql`${t.price} > 1000`),
    check('legs_position', sql`${t.position} >= 0`),
    check('legs_version', sql`${t.marketVersion} >= 0`),
    check('legs_result', sql`${t.result} in ('open', 'win', 'lose', 'void', 'half_win', 'half_lose')`),
  ],
);

/**
 * The book's running liability per game and currency (decision 015): the sum of the possible wins of
 * the open coupons with a leg on the game (an express counts once per game). Kept by the placement,
 * settlement and cash-out units of work so the per-game limit is one row lock, not a scan of the
 * game's open coupons.
 */
export const gameLiability = betsSchema.table(
  'game_liability',
  {
    gameId: integer('game_id').notNull(),
    currency: text('currency').notNull(),
    openWinMinor: bigint('open_win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.currency] }), check('game_liability_not_negative', sql`${t.openWinMinor} >= 0`)],
);

/** Every payout and every reversal of one (re-)settlement or cash-out: the ledger transfer it made, never edited. */
export const couponSettlements = betsSchema.table(
  'settlements',
  {
    couponId: bigint('coupon_id', { mode: 'bigint' })
      .notNull()
      .references(() => coupons.id),
    seq: integer('seq').notNull(),
    /** payout | reversal | cashout */
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The coupon's status this settlement gave it. */
    status: text('status').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.seq, t.kind] }),
    check('settlements_kind', sql`${t.kind} in ('payout', 'reversal', 'cashout')`),
    check('settlements_amount', sql`${t.amountMinor} >= 0`),
    check('settlements_seq', sql`${t.seq} >= 1`),
  ],
);

/**
 * A re-settlement the ledger refused (decision 015 "Held re-settlements"): a correction whose reversal
 * the player's balance cannot cover, or whose account is frozen or closed. The coupon keeps its last
 * settlement, the rest of the game settles, and the row waits for the operator (or a later run of the
 * game's job that succeeds, which clears it). One row per coupon and game; a new hold renews it.
 */
export const heldSettlements = betsSchema.table(
  'held_settlements',
  {
    couponId: bigint('coupon_id', { mode: 'bigint' })
      .notNull()
      .references(() => coupons.id),
    gameId: integer('game_id').notNull(),
    /** The results' version the coupon could not be settled with. */
    resultsVersion: bigint('results_version', { mode: 'number' }).notNull(),
    /** The ledger's refusal: INSUFFICIENT_FUNDS, ACCOUNT_FROZEN or STATE_CONFLICT (a closed account). */
    code: text('code').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.gameId] }), index('held_settlements_open').on(t.gameId).where(sql`${t.clearedAt} is null`)],
);

/** S0 §3.8 saved coupon: a short code → the selections (any visitor). */
export const savedCoupons = betsSchema.table(
  'saved_coupons',
  {
    code: text('code').primaryKey(),
    typeId: integer('type_id').notNull(),
    systemValue: integer('system_value'),
    legs: jsonb('legs').$type<{ gameId: number; marketKey: string; outcomeKey: string; price: number; version: number; banker?: boolean }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_coupons_code', sql`${t.code} ~ '^[A-Z0-9]{6,12}$'`),
    check('saved_coupons_type', sql`${t.typeId} in (0, 1, 2, 9)`),
    check('saved_coupons_legs', sql`jsonb_typeof(${t.legs}) = 'array' and jsonb_array_length(${t.legs}) between 1 and 30`),
  ],
);
