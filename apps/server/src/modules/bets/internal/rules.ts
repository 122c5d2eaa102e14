import type { CouponProblemCode } from '@wager/contract';

// The server's own small rules around the domain's coupon maths (packages/domain/src/coupon/, decision 014).

export type OddsPolicy = 0 | 1 | 2;

/** The feed's outcome result as a leg result (settleCoupon's words). */
export function legResultOf(result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | undefined): 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' {
  switch (result) {
    case 'won':
      return 'win';
    case 'lost':
      return 'lose';
    case 'half_won':
      return 'half_win';
    case 'half_lost':
      return 'half_lose';
    default:
      // A market the event ended without a result for, or a cancelled event: stake back (1.00).
      return 'void';
  }
}

/** Refusal codes about the amount or the coupon's shape: 422; the rest (prices, markets, money, limits) 409/403. */
export const AMOUNT_RULE_CODES: ReadonlySet<CouponProblemCode> = new Set([
  'BELOW_MIN',
  'ABOVE_MAX',
  'SYSTEM_VALUE_INVALID',
  'TOO_FEW_LEGS',
  'DEPENDENT_SELECTIONS',
  'EXACT_COEF_UNAVAILABLE',
  'PROMO_CODE_INVALID',
  'VIP_BET_UNAVAILABLE',
]);
export const PLAYER_LIMIT_CODES: ReadonlySet<CouponProblemCode> = new Set(['LIMIT_REACHED', 'SELF_EXCLUDED', 'TIMED_OUT']);

export function refusalStatus(code: CouponProblemCode): 403 | 409 | 422 {
  if (PLAYER_LIMIT_CODES.has(code)) return 403;
  return AMOUNT_RULE_CODES.has(code) ? 422 : 409;
}

/** Saved-coupon codes: 8 characters of an alphabet without 0/O, 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function couponCode(randomBytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[(randomBytes[i] ?? 0) % CODE_ALPHABET.length];
  return code;
}

/** How long a cash-out offer stands. */
export const CASH_OUT_QUOTE_MS = 5_000;
/** The published cash-out margin: 5 % (basis points of the fair value kept). */
export const CASH_OUT_MARGIN_BP = 500;

