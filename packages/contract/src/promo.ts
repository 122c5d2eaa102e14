import { z } from 'zod';
import { COUPON_TYPE_IDS } from '@wager/domain';
import { MinorAmount, PositiveMinorAmount } from './wallet.ts';

/**
 * Promo codes and free bets (decision 016; S0 §3.8 promoCode, manualPromoCode, promoCodes,
 * availablePrepaidAmount). The operator's API (`/operator-api/promo/…`, a bearer token from
 * OPERATOR_API_TOKEN) issues, lists and revokes codes and grants free bets; the player's
 * (`/web-api/promo/…`) lists the codes he holds and his free-bet balances. Money in minor units as
 * strings (decision 008), coefficients in thousandths.
 */

const CouponTypeId = z.union(COUPON_TYPE_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<9>]);
/** A code: 3 to 32 of A–Z, 0–9, '-' and '_', in any case (kept upper case: the domain's normalisePromoCode). */
export const PromoCodeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/, '3 to 32 letters, digits, - or _');
const Currency = z.string().regex(/^[A-Z]{3}$/);

/** POST /operator-api/promo/codes: what the code gives and when. A free bet, a boost, or both. */
export const IssuePromoCodeRequest = z
  .object({
    code: PromoCodeText,
    currency: Currency,
    /** A free bet credited to the player's free-bet balance when he uses the code. */
    freebetMinor: PositiveMinorAmount.optional(),
    /** An odds boost on the coupon's winnings: basis points (1000 = 10 %), at most the cap. */
    boost: z.object({ percentBp: z.number().int().min(1).max(100_000), capMinor: PositiveMinorAmount.optional() }).optional(),
    validFrom: z.iso.datetime().optional(),
    validUntil: z.iso.datetime().optional(),
    /** The coupon's coefficient at least this (thousandths, 1.500 → 1500). */
    minCoef: z.number().int().min(1001).max(1_000_000).optional(),
    minLegs: z.number().int().min(1).max(30).default(1),
    couponTypes: z.array(CouponTypeId).min(1).optional(),
    /** In total; unlimited when absent. */
    maxUses: z.number().int().min(1).max(100_000_000).optional(),
    maxUsesPerPlayer: z.number().int().min(1).max(1000).default(1),
    /** A personal code: only this player may use it, and it is listed among his codes (S0 §3.8 promoCodes). */
    userId: z.number().int().positive().optional(),
    /** What the player reads about it (optional). */
    title: z.string().trim().min(1).max(120).optional(),
  })
  .refine((v) => v.freebetMinor !== undefined || v.boost !== undefined, { message: 'a code gives a free bet, a boost or both', path: ['freebetMinor'] })
  .refine((v) => !v.validFrom || !v.validUntil || Date.parse(v.validFrom) < Date.parse(v.validUntil), { message: 'validUntil is after validFrom', path: ['validUntil'] });
export type IssuePromoCodeRequest = z.infer<typeof IssuePromoCodeRequest>;

export const PromoCodeView = z.object({
  code: z.string(),
  currency: z.string(),
  freebetMinor: MinorAmount.nullable(),
  boost: z.object({ percentBp: z.number().int(), capMinor: MinorAmount.nullable() }).nullable(),
  validFrom: z.iso.datetime(),
  validUntil: z.iso.datetime().nullable(),
  minCoef: z.number().int().nullable(),
  minLegs: z.number().int(),
  couponTypes: z.array(CouponTypeId).nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerPlayer: z.number().int(),
  usesTotal: z.number().int(),
  userId: z.number().int().nullable(),
  title: z.string().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type PromoCodeView = z.infer<typeof PromoCodeView>;
export const PromoCodesResponse = z.object({ codes: z.array(PromoCodeView) });
export type PromoCodesResponse = z.infer<typeof PromoCodesResponse>;
export const PromoCodeParams = z.object({ code: PromoCodeText });

/** POST /operator-api/promo/freebets (Idempotency-Key): a free bet granted by the operator, not by a code. */
export const GrantFreebetRequest = z.object({ userId: z.number().int().positive(), currency: Currency, amountMinor: PositiveMinorAmount, reason: z.string().trim().min(1).max(200).optional() });
export type GrantFreebetRequest = z.infer<typeof GrantFreebetRequest>;

export const FreebetBalance = z.object({ currency: z.string(), amountMinor: MinorAmount });
export type FreebetBalance = z.infer<typeof FreebetBalance>;
export const GrantFreebetResponse = z.object({ balance: FreebetBalance, replayed: z.boolean() });

/** A code the player holds (S0 §3.8 promoCodes): a personal code with uses left, in the coupon's list. */
export const PlayerPromoCode = z.object({
  code: z.string(),
  title: z.string().nullable(),
  currency: z.string(),
  freebetMinor: MinorAmount.nullable(),
  boost: z.object({ percentBp: z.number().int(), capMinor: MinorAmount.nullable() }).nullable(),
  validUntil: z.iso.datetime().nullable(),
});
export type PlayerPromoCode = z.infer<typeof PlayerPromoCode>;

/** GET /web-api/promo: the player's codes and free-bet balances. */
export const PlayerPromoResponse = z.object({ codes: z.array(PlayerPromoCode), freebets: z.array(FreebetBalance) });
export type PlayerPromoResponse = z.infer<typeof PlayerPromoResponse>;
