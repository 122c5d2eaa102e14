import { combinationCount, COUPON_TYPE } from '@wager/domain';
import type { CouponProblemCode } from '@wager/contract';

// Small coupon rules the server needs before the domain's coupon maths grows them
// (packages/domain/src/coupon/); each names the domain function that replaces it.

export type OddsPolicy = 0 | 1 | 2;

/**
 * S0 §3.8 / S1 §3 changeCoefAction: 0 the player confirms every change, 1 accepts any change,
 * 2 accepts increases. True when the move needs the player's confirmation.
 * TODO(domain) oddsChangeDecision
 */
export function priceChangeRefused(policy: OddsPolicy, picked: number, now: number): boolean {
  if (picked === now) return false;
  if (policy === 1) return false;
  if (policy === 2) return now < picked;
  return true;
}

/** The feed's outcome result as a leg result (settleCoupon's words). TODO(domain) legResultOf */
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

/** S0 §3.8 system options: every size from 2 to free − 1, with its combination count and minimum stake. TODO(domain) systemOptions */
export function systemOptions(freeLegs: number, bankers: number, minStakePerCombination: bigint) {
  const out: { value: number; offset: number; minBetAmount: string; combo: number; presetName: string | null }[] = [];
  for (let k = 2; k < freeLegs; k++) {
    const combo = combinationCount(freeLegs, k);
    out.push({ value: k, offset: bankers, minBetAmount: (minStakePerCombination * combo).toString(), combo: Number(combo), presetName: null });
  }
  return out;
}

/** Whether a system's size is allowed for its free legs (decision 014). TODO(domain) systemValueProblem */
export function systemValueValid(typeId: number, systemValue: number | undefined, freeLegs: number): boolean {
  if (typeId !== COUPON_TYPE.system) return true;
  return systemValue !== undefined && systemValue >= 2 && systemValue < freeLegs;
}

/** S0 §5 amount rules: below the minimum, above the maximum (null: none). TODO(domain) checkStakeLimits */
export function amountProblem(stake: bigint, min: bigint, max: bigint | null): CouponProblemCode | null {
  if (stake < min) return 'BELOW_MIN';
  if (max !== null && stake > max) return 'ABOVE_MAX';
  return null;
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
export const PLAYER_LIMIT_CODES: ReadonlySet<CouponProblemCode> = new Set(['LIMIT_REACHED', 'SELF_EXCLUDED']);

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
export const CASH_OUT_MARGIN_BP = 500n;

/**
 * A cash-out's value (decision 015): the stake × Π accepted / current price over the open legs ×
 * each settled leg's factor (a won leg its price, a void one 1.00), less the margin, rounded down.
 * TODO(domain) cashOutValue
 */
export function cashOutValue(stake: bigint, legs: readonly { accepted: number; current: number | null; result: 'open' | 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' }[]): bigint {
  let num = stake * (10_000n - CASH_OUT_MARGIN_BP);
  let den = 10_000n;
  for (const leg of legs) {
    if (leg.result === 'open') {
      num *= BigInt(leg.accepted);
      den *= BigInt(leg.current ?? leg.accepted);
      continue;
    }
    const factor = { win: BigInt(leg.accepted) * 2n, lose: 0n, void: 2000n, half_win: BigInt(leg.accepted) + 1000n, half_lose: 1000n }[leg.result];
    num *= factor;
    den *= 2000n;
  }
  return num / den;
}
