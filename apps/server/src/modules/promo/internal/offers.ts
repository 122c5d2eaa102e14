import type { OddsBoost, PromoCoupon, PrepaidRefusalReason, PromoRefusalReason } from '@wager/domain';
import type { Tx } from '../../../platform/index.ts';

/**
 * The hook the bets module calls (decision 016): at quote time what the coupon's promo code and
 * prepaid amount give (no writes), inside the placing unit of work the claim of each placement's
 * code use and prepaid amount (row-locked, once per placement), and at settlement the free-bet
 * stake a void coupon gives back.
 */

/** The coupon as the promo rules see it: the domain's (who, currency, account, type, legs, coefficients) and the stake. */
export interface OfferCoupon extends PromoCoupon {
  /** The stake of the one coupon (types 0, 1, 2) or the total of the singles; null when none given. */
  stakeMinor: bigint | null;
  /** The code as typed (null: none). */
  promoCode: string | null;
  /** S0 §3.8 outgoing prepaidAmount: the part of the stake from the free-bet balance (0: none). */
  prepaidMinor: bigint;
}

export type OfferQuoteInput = OfferCoupon;

export interface OfferPromo {
  /** The code, upper case. */
  code: string;
  applied: boolean;
  reason?: PromoRefusalReason;
  /** What the code gives (also when refused, if it exists: the coupon says what it would give). */
  freebetMinor: bigint | null;
  boost: OddsBoost | null;
  currency: string;
}

export type OfferProblem = { code: 'PROMO_CODE_INVALID'; reason: PromoRefusalReason } | { code: 'PREPAID_AMOUNT_INVALID'; reason: PrepaidRefusalReason };

export interface OfferQuote {
  /** S0 §3.8 availablePrepaidAmount: the free-bet balance in the coupon's currency plus the code's free bet; 0 for a guest or a bonus account. */
  availablePrepaidMinor: bigint;
  /** Null without a code. */
  promo: OfferPromo | null;
  /** The problems of the code and of the prepaid amount (empty: both fine). */
  problems: OfferProblem[];
}

export interface OfferRedeemItem extends OfferCoupon {
  userId: number;
  /** The placement's own reference (`bets-placement:{id}`): a code is used once per placement, whatever retries. */
  placementRef: string;
}

export type OfferVerdict =
  | {
      ok: true;
      /** The code used (null: none). */
      code: string | null;
      /** The free bet the code credited to the balance now. */
      freebetGrantedMinor: bigint;
      /** The boost the coupon carries (null: none). */
      boost: OddsBoost | null;
      /** The part of the stake taken from the free-bet balance. */
      prepaidMinor: bigint;
    }
  | { ok: false; problem: OfferProblem };

/** A void coupon's free-bet stake back to the balance (positive), or taken again when a correction makes it not void (negative). */
export interface PrepaidReturn {
  userId: number;
  currency: string;
  couponId: bigint;
  /** The coupon's settlement sequence: one movement per (coupon, sequence). */
  seq: number;
  amountMinor: bigint;
}

export interface CouponOffers {
  /** Quote time (no writes): what the draft's promo code and prepaid amount give, or the problem. */
  quote(input: OfferQuoteInput): Promise<OfferQuote>;
  /**
   * Inside the placing transaction, for a batch of placements (distinct players): claims each one's
   * code use and prepaid amount, row-locked; per item ok (with what was applied) or a refusal; writes
   * nothing for a refused item. Results in the order of the items.
   */
  redeem(items: readonly OfferRedeemItem[], tx: Tx): Promise<OfferVerdict[]>;
  /** Inside a settlement's unit of work: free-bet stakes back to (or, on a correction, out of) the balances, once per (coupon, sequence). */
  returnPrepaid(items: readonly PrepaidReturn[], tx: Tx): Promise<void>;
}

/** No promotions: every code unknown, no free-bet balance (the bets module's default). */
export const NO_OFFERS: CouponOffers = {
  quote: async (input) => ({
    availablePrepaidMinor: 0n,
    promo: input.promoCode ? { code: input.promoCode.trim().toUpperCase(), applied: false, reason: 'NOT_FOUND', freebetMinor: null, boost: null, currency: input.currency } : null,
    problems: [
      ...(input.promoCode ? [{ code: 'PROMO_CODE_INVALID' as const, reason: 'NOT_FOUND' as const }] : []),
      ...(input.prepaidMinor > 0n ? [{ code: 'PREPAID_AMOUNT_INVALID' as const, reason: 'ABOVE_AVAILABLE' as const }] : []),
    ],
  }),
  redeem: async (items) =>
    items.map((item) =>
      item.promoCode
        ? { ok: false as const, problem: { code: 'PROMO_CODE_INVALID' as const, reason: 'NOT_FOUND' as const } }
        : item.prepaidMinor > 0n
          ? { ok: false as const, problem: { code: 'PREPAID_AMOUNT_INVALID' as const, reason: 'ABOVE_AVAILABLE' as const } }
          : { ok: true as const, code: null, freebetGrantedMinor: 0n, boost: null, prepaidMinor: 0n },
    ),
  returnPrepaid: async (items) => {
    if (items.length > 0) throw new Error('no promotions: nothing to return');
  },
};
