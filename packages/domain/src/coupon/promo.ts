import { COUPON_TYPE, type CouponOutcome, type CouponTypeId } from './settlement.ts';

/**
 * Promo codes and prepaid free bets in the coupon (S0 §3.8 promoCode, manualPromoCode, promoCodes,
 * availablePrepaidAmount; outgoing prepaidAmount; decision 016). Pure rules shared by the server and
 * the browser: what a code gives a coupon or why it is refused, how the prepaid (free-bet) part of a
 * stake is paid back (stake not returned), and an odds boost within its cap. Money is bigint minor
 * units, coefficients integer thousandths; nothing here reads a clock or a database.
 */

/** Why a code gives a coupon nothing (the `reason` of PROMO_CODE_INVALID), in the order they are checked. */
export const PROMO_REFUSAL_REASONS = [
  /** No such code (or a personal code of another player: not told apart). */
  'NOT_FOUND',
  /** A guest has no free-bet balance and no uses to count: sign in first. */
  'SIGN_IN',
  'REVOKED',
  'NOT_STARTED',
  'EXPIRED',
  /** Every use of the code is taken. */
  'USED_UP',
  /** The player used it as often as a player may. */
  'ALREADY_USED',
  /** A bonus account stakes no promotion (S0 §5: a bonus account is the bonus already). */
  'BONUS_ACCOUNT',
  /** The coupon's account is in another currency than the code's. */
  'CURRENCY',
  'COUPON_TYPE',
  'MIN_LEGS',
  'MIN_COEF',
] as const;
export type PromoRefusalReason = (typeof PROMO_REFUSAL_REASONS)[number];

/** Why the prepaid amount asked for cannot be staked (the `reason` of PREPAID_AMOUNT_INVALID). */
export const PREPAID_REFUSAL_REASONS = [
  /** More than the player's free-bet balance in the coupon's currency (plus what the coupon's code grants). */
  'ABOVE_AVAILABLE',
  /** More than the stake: a free bet pays no more than the bet. */
  'ABOVE_STAKE',
  /** Several singles are several coupons: a free bet goes on one coupon (types 0, 1, 2). */
  'COUPON_TYPE',
] as const;
export type PrepaidRefusalReason = (typeof PREPAID_REFUSAL_REASONS)[number];

/** The coupon types a prepaid amount may be staked on. */
export const PREPAID_COUPON_TYPES: readonly CouponTypeId[] = [COUPON_TYPE.single, COUPON_TYPE.express, COUPON_TYPE.system];

/** An odds boost: `percentBp` basis points (1000 = 10 %) of the coupon's winnings, at most `capMinor` (null: no cap). */
export interface OddsBoost {
  percentBp: number;
  capMinor: bigint | null;
}

/** A code as the operator issued it (decision 016). */
export interface PromoTerms {
  /** A free bet credited to the player's free-bet balance in `currency`, minor units (null: none). */
  freebetMinor: bigint | null;
  /** The boost on the coupon's winnings (null: none). A code gives a free bet, a boost, or both. */
  boost: OddsBoost | null;
  currency: string;
  validFromMs: number;
  /** Null: no end. */
  validUntilMs: number | null;
  /** The coupon's coefficient at least this (thousandths; null: any). Several singles: each single's. */
  minCoef: number | null;
  minLegs: number;
  /** The coupon types it applies to (null: any). */
  couponTypes: readonly CouponTypeId[] | null;
  /** Null: unlimited. */
  maxUses: number | null;
  maxUsesPerPlayer: number;
  revoked: boolean;
}

/** The coupon a code is checked against. */
export interface PromoCoupon {
  /** Null for a guest. */
  userId: number | null;
  currency: string;
  isBonusAccount: boolean;
  typeId: CouponTypeId;
  legCount: number;
  /** Each coupon's coefficient (one for types 0, 1, 2; each single's for type 9), thousandths. */
  coefs: readonly number[];
}

export type PromoVerdict = { ok: true; freebetMinor: bigint; boost: OddsBoost | null } | { ok: false; reason: PromoRefusalReason };

/**
 * What a code gives this coupon now, or why not (decision 016): the first failing check in the
 * order of PROMO_REFUSAL_REASONS. `usesTotal` and `usesByPlayer` are the counts as they stand (read
 * under the code's row lock when redeeming).
 */
export function promoVerdict(input: { terms: PromoTerms | null; nowMs: number; usesTotal: number; usesByPlayer: number; coupon: PromoCoupon }): PromoVerdict {
  const { terms, coupon } = input;
  const refuse = (reason: PromoRefusalReason): PromoVerdict => ({ ok: false, reason });
  if (!terms) return refuse('NOT_FOUND');
  if (coupon.userId === null) return refuse('SIGN_IN');
  if (terms.revoked) return refuse('REVOKED');
  if (input.nowMs < terms.validFromMs) return refuse('NOT_STARTED');
  if (terms.validUntilMs !== null && input.nowMs >= terms.validUntilMs) return refuse('EXPIRED');
  if (terms.maxUses !== null && input.usesTotal >= terms.maxUses) return refuse('USED_UP');
  if (input.usesByPlayer >= terms.maxUsesPerPlayer) return refuse('ALREADY_USED');
  if (coupon.isBonusAccount) return refuse('BONUS_ACCOUNT');
  if (coupon.currency !== terms.currency) return refuse('CURRENCY');
  // A boost is on one coupon's winnings: several singles (several coupons) take only a free bet.
  if (terms.couponTypes !== null && !terms.couponTypes.includes(coupon.typeId)) return refuse('COUPON_TYPE');
  if (terms.boost !== null && coupon.typeId === COUPON_TYPE.severalSingles) return refuse('COUPON_TYPE');
  if (coupon.legCount < terms.minLegs) return refuse('MIN_LEGS');
  if (terms.minCoef !== null && (coupon.coefs.length === 0 || coupon.coefs.some((c) => c < terms.minCoef!))) return refuse('MIN_COEF');
  return { ok: true, freebetMinor: terms.freebetMinor ?? 0n, boost: terms.boost };
}

/**
 * Whether `prepaidMinor` of the free-bet balance may be staked on this coupon (decision 016): null
 * when it may (0 always may), else why not.
 */
export function prepaidProblem(input: { prepaidMinor: bigint; availableMinor: bigint; stakeMinor: bigint | null; typeId: CouponTypeId }): PrepaidRefusalReason | null {
  if (input.prepaidMinor <= 0n) return null;
  if (!PREPAID_COUPON_TYPES.includes(input.typeId)) return 'COUPON_TYPE';
  if (input.stakeMinor !== null && input.prepaidMinor > input.stakeMinor) return 'ABOVE_STAKE';
  if (input.prepaidMinor > input.availableMinor) return 'ABOVE_AVAILABLE';
  return null;
}

/**
 * The boost on a return: `percentBp` of the winnings (return − stake), rounded down, at most the
 * cap; 0 when the coupon did not win more than its stake.
 */
export function boostAmount(input: { returnMinor: bigint; stakeMinor: bigint; boost: OddsBoost | null }): bigint {
  const { boost } = input;
  if (!boost || boost.percentBp <= 0) return 0n;
  const winnings = input.returnMinor - input.stakeMinor;
  if (winnings <= 0n) return 0n;
  const extra = (winnings * BigInt(boost.percentBp)) / 10_000n;
  return boost.capMinor !== null && extra > boost.capMinor ? boost.capMinor : extra;
}

export interface PrepaidSettlement {
  /** What the player is paid in money: the cash part's share of the return, the free part's winnings, the boost. */
  payoutMinor: bigint;
  /** The free-bet stake that goes back to the player's free-bet balance (a void coupon), not as money. */
  restoredPrepaidMinor: bigint;
  /** What the book keeps of the return: the free-bet stake that is not returned (SNR). */
  keptMinor: bigint;
  /** The boost inside `payoutMinor`. */
  boostMinor: bigint;
}

/**
 * The settlement of a coupon staked partly from the free-bet balance (decision 016, the standard
 * "stake not returned" free bet). A stake S = cash C + prepaid P is two bets in proportion on the
 * same legs: the cash part returns R × C / S (rounded down), the free part the rest of the return,
 * R − that, of which only what exceeds P (its winnings) is paid; when the coupon is void the free
 * part's stake P goes back to the free-bet balance instead. So a win pays R − P, a loss nothing, a
 * void C in money and P as free bet; with P = 0 it is R exactly. The split is exact: payout +
 * restored + kept = R + boost. The boost is on the coupon's winnings (R − S) and only when it won.
 */
export function settlePrepaid(input: { outcome: CouponOutcome; returnMinor: bigint; stakeMinor: bigint; prepaidMinor: bigint; boost?: OddsBoost | null }): PrepaidSettlement {
  const { returnMinor: r, stakeMinor: s } = input;
  const p = input.prepaidMinor < 0n ? 0n : input.prepaidMinor > s ? s : input.prepaidMinor;
  const boostMinor = input.outcome === 'won' ? boostAmount({ returnMinor: r, stakeMinor: s, boost: input.boost ?? null }) : 0n;
  if (p === 0n || r <= 0n) return { payoutMinor: (r > 0n ? r : 0n) + boostMinor, restoredPrepaidMinor: 0n, keptMinor: 0n, boostMinor };
  const cashReturn = (r * (s - p)) / s;
  const freeReturn = r - cashReturn;
  if (input.outcome === 'void') return { payoutMinor: cashReturn + boostMinor, restoredPrepaidMinor: freeReturn, keptMinor: 0n, boostMinor };
  const freeWinnings = freeReturn > p ? freeReturn - p : 0n;
  return { payoutMinor: cashReturn + freeWinnings + boostMinor, restoredPrepaidMinor: 0n, keptMinor: freeReturn - freeWinnings, boostMinor };
}

/** A code as typed: trimmed, upper case (codes are case-insensitive), or null when it cannot be one. */
export function normalisePromoCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9_-]{2,31}$/.test(code) ? code : null;
}
