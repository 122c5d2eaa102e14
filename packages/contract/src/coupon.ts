import { z } from 'zod';
import { COUPON_TYPE_IDS, LEG_RESULTS, PREPAID_REFUSAL_REASONS, PROMO_REFUSAL_REASONS, SYSTEM_PRESET_NAMES, SYSTEM_VALUE_MIN } from '@wager/domain';
import { MinorAmount, PositiveMinorAmount } from './wallet.ts';

/**
 * The coupon and its bets (S0 §3.8 coupon state, outgoing coupon, bet line, system option; §4.1
 * types 0, 1, 2, 9; §5 amount rules; S1 §3 odds-change options). The paths are the issue's
 * (`/web-api/coupon/…`, `/web-api/bets/…`); prices are decimal odds in thousandths, money in minor
 * units as strings (decision 008). The maths is the domain's (`settleCoupon`, decision 014).
 */

export const CouponTypeIdSchema = z.union(COUPON_TYPE_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<9>]);

/** S0 §3.8 / S1 §3 odds-change handling: 0 confirm, 1 accept any change, 2 accept increases (default, S0 §9). */
export const ChangeCoefAction = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ChangeCoefAction = z.infer<typeof ChangeCoefAction>;

const Price = z.number().int().min(1001).max(1_000_000);

/** One selection as the player saw it: the game, market and outcome, the price and market version picked. */
export const CouponLegInput = z.object({
  gameId: z.number().int().positive(),
  marketKey: z.string().min(1).max(64),
  outcomeKey: z.string().min(1).max(64),
  price: Price,
  version: z.number().int().nonnegative(),
  /** A system's banker (S0 §3.8 isActiveSystemBanker): in every combination. */
  banker: z.boolean().optional(),
  /** Whether the game was live when picked: a line pick (false) of a game gone live is EVENT_STARTED (decision 015). */
  live: z.boolean().optional(),
});
export type CouponLegInput = z.infer<typeof CouponLegInput>;

/** What quote and place share: the outgoing coupon of S0 §3.8. */
export const CouponDraft = z.object({
  typeId: CouponTypeIdSchema,
  legs: z.array(CouponLegInput).min(1).max(30),
  /** A system's size k (S0 §5 minimum 2; it does not count the bankers, decision 014). */
  systemValue: z.number().int().min(SYSTEM_VALUE_MIN).optional(),
  /** A system as a UK full-cover bet (Trixie, Yankee, …; decision 014) instead of one size. */
  preset: z.enum(SYSTEM_PRESET_NAMES).optional(),
  /** The stake: the coupon's, or each single's for type 9. */
  amountMinor: MinorAmount.optional(),
  /** Per-single stakes for type 9, by bet id (`gameId:marketKey:outcomeKey`), S0 §3.8 amountByBetId. */
  amountByBetId: z.record(z.string(), PositiveMinorAmount).optional(),
  /** The wallet account to stake from (S0 §3.8 accountId); the player's active account when absent. */
  accountId: z.number().int().positive().optional(),
  changeCoefAction: ChangeCoefAction.default(2),
  /** S0 §3.8 exactCoef: the coefficient the player insists on, thousandths. */
  exactCoef: Price.optional(),
  /** S0 §3.8 isDropOnScoreChange: refuse a live leg whose score changed since it was picked. */
  isDropOnScoreChange: z.boolean().optional(),
  /** The score each live leg showed when picked ("1:0"), for drop-on-score-change. */
  scoreByBetId: z.record(z.string(), z.string().max(32)).optional(),
  promoCode: z.string().trim().max(32).optional(),
  isVipBet: z.boolean().optional(),
  /** S0 §3.8 manuallyDeletedBonusBet: the player took the automatic bonus bet off this coupon. */
  bonusBetDeleted: z.boolean().optional(),
  /** S0 §3.8 antiExpressCoef (decision 014): an express placed as its anti-express, the bet that at least one leg loses. */
  antiExpress: z.boolean().optional(),
  /** S0 §3.8 isActiveSystemBanker (default true). */
  isActiveSystemBanker: z.boolean().optional(),
  /** S0 §3.8 outgoing prepaidAmount: the part of the stake from the free-bet balance (decision 016); the rest from the account. */
  prepaidAmountMinor: MinorAmount.optional(),
});
export type CouponDraft = z.infer<typeof CouponDraft>;

/** Why a coupon, or one of its legs, cannot go now (one catalogue for quote and place). */
export const COUPON_PROBLEMS = [
  'PRICE_CHANGED',
  'MARKET_SUSPENDED',
  'EVENT_STARTED',
  'EVENT_FINISHED',
  'SELECTION_UNAVAILABLE',
  'DEPENDENT_SELECTIONS',
  'SCORE_CHANGED',
  'BELOW_MIN',
  'ABOVE_MAX',
  'INSUFFICIENT_FUNDS',
  'ACCOUNT_FROZEN',
  'LIMIT_REACHED',
  'SELF_EXCLUDED',
  /** Decision 021: a time-out (type 33) is active. */
  'TIMED_OUT',
  'LIABILITY_EXCEEDED',
  'SYSTEM_VALUE_INVALID',
  'TOO_FEW_LEGS',
  'EXACT_COEF_UNAVAILABLE',
  'PROMO_CODE_INVALID',
  'VIP_BET_UNAVAILABLE',
  /** Decision 016: the prepaid amount is above the free-bet balance or the stake, or on several singles. */
  'PREPAID_AMOUNT_INVALID',
] as const;
export type CouponProblemCode = (typeof COUPON_PROBLEMS)[number];

export const CouponProblem = z.object({
  code: z.enum(COUPON_PROBLEMS),
  /** The leg it concerns, when it is one leg's. */
  betId: z.string().optional(),
  /** Why, for PROMO_CODE_INVALID and PREPAID_AMOUNT_INVALID (decision 016). */
  reason: z.enum([...PROMO_REFUSAL_REASONS, ...PREPAID_REFUSAL_REASONS]).optional(),
  /** Limit refusals (decision 021): which limit type stopped it and when that ends (epoch seconds). */
  limitType: z.number().int().optional(),
  endsAt: z.number().int().nullable().optional(),
});
export type CouponProblem = z.infer<typeof CouponProblem>;

/** A leg as the server sees it now. */
export const QuotedLeg = z.object({
  betId: z.string(),
  gameId: z.number().int(),
  marketKey: z.string(),
  outcomeKey: z.string(),
  price: z.number().int(),
  version: z.number().int(),
  /** The price the player picked, when it moved since. */
  pickedPrice: z.number().int().optional(),
  /** S0 §4.1 live / finished / locked. */
  isLive: z.boolean(),
  isFinished: z.boolean(),
  isLocked: z.boolean(),
  /** Dependent on another leg (same game in an express, S0 §3.8 isDepend). */
  isDepend: z.boolean(),
  banker: z.boolean(),
});
export type QuotedLeg = z.infer<typeof QuotedLeg>;

/** S0 §3.8 system option: value, offset, minBetAmount, combo (the number of combinations). */
export const SystemOption = z.object({
  value: z.number().int(),
  offset: z.number().int(),
  minBetAmount: MinorAmount,
  combo: z.number().int(),
  /** The UK full-cover name when it is one (Trixie, Yankee, …), else null. */
  presetName: z.string().nullable(),
});
export type SystemOption = z.infer<typeof SystemOption>;

/** POST /web-api/coupon/quote: the server's answer for a coupon now. */
export const CouponQuoteResponse = z.object({
  typeId: CouponTypeIdSchema,
  legs: z.array(QuotedLeg),
  /** The coupon's coefficient (express product rounded to 3 decimals), thousandths. */
  coef: z.number().int(),
  systemOptions: z.array(SystemOption),
  currency: z.string(),
  minAmountMinor: MinorAmount.nullable(),
  /** Null: no maximum (S0 §3.8 maxBetAmount default unlimited; never on a bonus account, S0 §5). */
  maxAmountMinor: MinorAmount.nullable(),
  possibleWinMinor: MinorAmount.nullable(),
  minPossibleWinMinor: MinorAmount.nullable(),
  /** S0 §4.1 automatic bonus bet: its multiplier in thousandths (1.03 → 1030), or null. */
  bonusBet: z.object({ multiplier: z.number().int(), possibleWinMinor: MinorAmount.nullable() }).nullable(),
  /** S0 §5 VIP bet availability. */
  isVipBetAvailable: z.boolean(),
  /**
   * A VIP bet (isVipBet) whose stake is above the maximum: placed, it waits for the operator's
   * decision (status pending, the stake held) instead of being refused ABOVE_MAX (decision 015).
   */
  vipApproval: z.boolean().optional(),
  /** S0 §3.8 antiExpressCoef: an express's anti-express coefficient (thousandths; null: none), offered beside it. */
  antiExpressCoef: z.number().int().nullable().optional(),
  /**
   * S0 §3.8 hyper-bonus on an express (decision 014): the operator's offer (percent of the winnings,
   * minimum stake, cap) and what it adds to this coupon's possible win (0 below the minimum stake).
   */
  hyperBonus: z
    .object({ percent: z.number(), minBetLimitMinor: MinorAmount, maxBonusMinor: MinorAmount.nullable(), amountMinor: MinorAmount })
    .nullable()
    .optional(),
  problems: z.array(CouponProblem),
  /**
   * S0 §3.8 availablePrepaidAmount (decision 016): the player's free-bet balance in the coupon's
   * currency, plus what the coupon's promo code would grant; "0" for a guest or a bonus account.
   */
  availablePrepaidAmountMinor: MinorAmount.optional(),
  /** The coupon's promo code (decision 016): what it gives, or why it is refused. Null without a code. */
  promo: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      reason: z.enum(PROMO_REFUSAL_REASONS).optional(),
      /** The free bet it credits, minor units in `currency` (null: none). */
      freebetMinor: MinorAmount.nullable(),
      currency: z.string(),
      /** The odds boost on the coupon's winnings: basis points, the cap (null: none), and what it adds to the possible win. */
      boost: z.object({ percentBp: z.number().int(), capMinor: MinorAmount.nullable(), possibleBoostMinor: MinorAmount.nullable() }).nullable(),
    })
    .nullable()
    .optional(),
  /** What the player is paid when every leg wins: the possible win less the prepaid part (stake not returned), plus the boost. */
  possiblePayoutMinor: MinorAmount.nullable().optional(),
});
export type CouponQuoteResponse = z.infer<typeof CouponQuoteResponse>;

export const COUPON_STATUSES = ['pending', 'open', 'won', 'lost', 'void', 'partial', 'cashed_out', 'refused'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const BetLeg = z.object({
  betId: z.string(),
  gameId: z.number().int(),
  marketKey: z.string(),
  outcomeKey: z.string(),
  /** The accepted price, thousandths. */
  price: z.number().int(),
  version: z.number().int(),
  banker: z.boolean(),
  isLive: z.boolean(),
  result: z.enum(LEG_RESULTS),
  sportId: z.number().int(),
  champName: z.string(),
  home: z.string().nullable(),
  away: z.string().nullable(),
  eventName: z.string().nullable(),
  startsAt: z.iso.datetime(),
  /** The final score when settled. */
  score: z.string().nullable(),
});
export type BetLeg = z.infer<typeof BetLeg>;

/** A placed coupon (GET /web-api/coupon/{couponId}); the id is numeric (S0 §5 print-coupon). */
export const PlacedCoupon = z.object({
  couponId: z.string().regex(/^\d+$/),
  typeId: CouponTypeIdSchema,
  systemValue: z.number().int().nullable(),
  /** A system placed as a named full cover (decision 014). */
  preset: z.enum(SYSTEM_PRESET_NAMES).nullable().optional(),
  status: z.enum(COUPON_STATUSES),
  accountId: z.number().int(),
  currency: z.string(),
  stakeMinor: MinorAmount,
  coef: z.number().int(),
  possibleWinMinor: MinorAmount,
  /** What it paid (stake included) once settled or cashed out. */
  returnMinor: MinorAmount.nullable(),
  bonusMultiplier: z.number().int().nullable(),
  /** The hyper-bonus percent the express was accepted under (S0 §3.8), paid on its winnings when it wins; null: none. */
  hyperBonusPercent: z.number().nullable().optional(),
  /** Placed as an anti-express (decision 014): wins when at least one leg loses. */
  antiExpress: z.boolean().optional(),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  legs: z.array(BetLeg),
  /** An open coupon's cash-out offer now, or null when none (a leg suspended, settled). */
  cashOut: z.object({ amountMinor: MinorAmount }).nullable().optional(),
  /** Decision 016: the part of the stake from the free-bet balance (stake not returned) and the promo code's boost. */
  prepaidMinor: MinorAmount.optional(),
  boostPercentBp: z.number().int().nullable().optional(),
});
export type PlacedCoupon = z.infer<typeof PlacedCoupon>;

/** POST /web-api/coupon/place (Idempotency-Key header). Several singles place one coupon per bet. */
export const PlaceCouponRequest = CouponDraft.extend({ amountMinor: MinorAmount.optional() });
export type PlaceCouponRequest = z.infer<typeof PlaceCouponRequest>;
export const PlaceCouponResponse = z.object({ coupons: z.array(PlacedCoupon) });
export type PlaceCouponResponse = z.infer<typeof PlaceCouponResponse>;

/** A refused placement: 409/422 with the problems and, for PRICE_CHANGED, the new prices. */
export const CouponRefusal = z.object({
  error: z.object({
    code: z.enum(COUPON_PROBLEMS),
    message: z.string(),
    problems: z.array(CouponProblem),
    quote: CouponQuoteResponse.optional(),
  }),
});
export type CouponRefusal = z.infer<typeof CouponRefusal>;

/** POST /web-api/coupon/save → a short code; GET /web-api/coupon/load/{code} → the selections. */
export const SaveCouponRequest = z.object({ typeId: CouponTypeIdSchema, systemValue: z.number().int().min(SYSTEM_VALUE_MIN).optional(), legs: z.array(CouponLegInput).min(1).max(30) });
export type SaveCouponRequest = z.infer<typeof SaveCouponRequest>;
export const CouponCode = z.string().regex(/^[A-Z0-9]{6,12}$/);
export const SaveCouponResponse = z.object({ code: CouponCode });
export const LoadCouponResponse = z.object({ code: CouponCode, typeId: CouponTypeIdSchema, systemValue: z.number().int().nullable(), legs: z.array(QuotedLeg) });
export type LoadCouponResponse = z.infer<typeof LoadCouponResponse>;

/** GET /web-api/bets/history: filters and paging (office/history, S0 §2.2). */
export const BetHistoryQuery = z.object({
  /** Days back from now (1, 7, 30, 90). */
  period: z.coerce.number().int().min(1).max(365).default(30),
  status: z.enum(['all', 'open', 'settled', 'won', 'lost']).default('all'),
  typeId: z.coerce.number().int().pipe(CouponTypeIdSchema).optional(),
  /** The last coupon id of the previous page. */
  before: z.string().regex(/^\d+$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type BetHistoryQuery = z.infer<typeof BetHistoryQuery>;
export const BetHistoryResponse = z.object({ coupons: z.array(PlacedCoupon), nextBefore: z.string().nullable() });
export type BetHistoryResponse = z.infer<typeof BetHistoryResponse>;

/** POST /web-api/bets/{couponId}/cashout: without quoteId a quote (valid a few seconds), with it the acceptance. */
export const CashOutRequest = z.object({
  /** Part of the stake to cash out; the whole when absent. */
  stakePartMinor: PositiveMinorAmount.optional(),
  quoteId: z.string().max(64).optional(),
});
export type CashOutRequest = z.infer<typeof CashOutRequest>;
export const CashOutResponse = z.object({
  quoteId: z.string(),
  amountMinor: MinorAmount,
  expiresAt: z.iso.datetime(),
  accepted: z.boolean(),
  coupon: PlacedCoupon.optional(),
});
export type CashOutResponse = z.infer<typeof CashOutResponse>;

/** GET /web-api/bets/events (server-sent events, event `bet`): a coupon of the player was settled, re-settled or cashed out (decision 015). */
export const BetSettledEvent = z.object({
  couponId: z.string().regex(/^\d+$/),
  status: z.enum(COUPON_STATUSES),
  returnMinor: MinorAmount.nullable(),
});
export type BetSettledEvent = z.infer<typeof BetSettledEvent>;

/**
 * Decision 015 "Held re-settlements", the operator API: a coupon's settlement on one game the ledger
 * refused (a reversal the balance cannot cover, a frozen or closed account), waiting for the operator.
 */
/** The ledger's refusals that hold a settlement: the balance cannot cover a reversal, the account is frozen or closed. */
export const HeldSettlementCode = z.enum(['INSUFFICIENT_FUNDS', 'ACCOUNT_FROZEN', 'STATE_CONFLICT']);
export type HeldSettlementCode = z.infer<typeof HeldSettlementCode>;
export const HeldSettlementView = z.object({
  couponId: z.string().regex(/^\d+$/),
  gameId: z.number().int(),
  /** The results' version (time of the result message, ms) the coupon could not be settled with. */
  resultsVersion: z.number().int(),
  code: HeldSettlementCode,
  heldAt: z.iso.datetime(),
});
export type HeldSettlementView = z.infer<typeof HeldSettlementView>;
export const HeldSettlementsResponse = z.object({ held: z.array(HeldSettlementView) });
export type HeldSettlementsResponse = z.infer<typeof HeldSettlementsResponse>;
/** POST /operator-api/bets/games/{gameId}/settle: the game's settlement run again now (idempotent). */
export const SettleGameParams = z.object({ gameId: z.coerce.number().int().positive() });
export const SettleGameResponse = z.object({ settled: z.number().int(), resettled: z.number().int(), held: z.number().int() });
export type SettleGameResponse = z.infer<typeof SettleGameResponse>;
