import { COUPON_TYPE, type CouponTypeId } from './settlement.ts';

/** S0 §3.1 account kinds as the coupon sees them: the maximum never applies to a bonus account (S0 §5). */
export type CouponAccountType = 'main' | 'bonus';

export interface CouponAmountLimitsInput {
  typeId: CouponTypeId;
  accountType: CouponAccountType;
  /** Site config: the coupon types the minimum applies to (S0 §5). */
  couponTypesWithMinAmount: readonly number[];
  /** Site config: the coupon types the maximum applies to (S0 §5). */
  couponTypesWithMaxAmount: readonly number[];
  minBetAmountMinor: bigint;
  /** Null: unlimited (S0 §3.8 maxBetAmount default). */
  maxBetAmountMinor: bigint | null;
}

export interface CouponAmountLimits {
  min: bigint | null;
  max: bigint | null;
}

/** S0 §5: the minimum and maximum stake of a coupon; null where no rule applies. */
export function couponAmountLimits(input: CouponAmountLimitsInput): CouponAmountLimits {
  const min = input.couponTypesWithMinAmount.includes(input.typeId) ? input.minBetAmountMinor : null;
  const max = input.accountType !== 'bonus' && input.couponTypesWithMaxAmount.includes(input.typeId) ? input.maxBetAmountMinor : null;
  return { min, max };
}

export type CouponAmountProblem = 'BELOW_MIN' | 'ABOVE_MAX';

/** S0 §5: whether a stake keeps the coupon's limits (the codes are `COUPON_PROBLEMS`'). */
export function checkCouponAmount(input: CouponAmountLimitsInput & { amountMinor: bigint }): CouponAmountProblem | null {
  const { min, max } = couponAmountLimits(input);
  if (min !== null && input.amountMinor < min) return 'BELOW_MIN';
  if (max !== null && input.amountMinor > max) return 'ABOVE_MAX';
  return null;
}

export interface CouponBlock {
  /** The block's coefficient, thousandths. */
  coef: number;
  amountMinor: bigint;
}

/**
 * S0 §5 max coupon bet amount per block: the first block takes the coupon maximum (null when not
 * finite); each later block the previous block's coef × amount rounded half up to the minor unit
 * ("rounded to 2 decimals": the minor unit of a 2-decimal currency; decision 014), exact in bigint.
 */
export function blockMaxAmounts(blocks: readonly CouponBlock[], couponMaxMinor: bigint | null): (bigint | null)[] {
  return blocks.map((block, i) => {
    if (i === 0) return couponMaxMinor;
    const previous = blocks[i - 1] as CouponBlock;
    return (BigInt(previous.coef) * previous.amountMinor * 2n + 1000n) / 2000n;
  });
}

export interface VipBetInput {
  configFlag: boolean;
  /** The coupon maximum; null when not finite. */
  maxAmount: bigint | null;
  legs: readonly { isLive: boolean }[];
  typeId: CouponTypeId;
}

/** S0 §5: VIP bet only with the config flag, a finite maximum, at least one bet, every bet a line bet, and not several singles. */
export function isVipBetAvailable(input: VipBetInput): boolean {
  return (
    input.configFlag &&
    input.maxAmount !== null &&
    input.legs.length > 0 &&
    input.legs.every((l) => !l.isLive) &&
    input.typeId !== COUPON_TYPE.severalSingles
  );
}

/** S0 §5: one-click is active only if the config allows it and the player switched it on. */
export function isOneClickActive(input: { configAllows: boolean; userEnabled: boolean }): boolean {
  return input.configAllows && input.userEnabled;
}

/** The multiples of the initial stake the quick-amount buttons offer (decision 014). */
export const QUICK_AMOUNT_MULTIPLES: readonly bigint[] = [1n, 2n, 5n, 10n];

/**
 * The coupon's quick amounts from a currency's amount step and initial stake (S0 §5, §9 per-currency
 * table, `amountDefaults`), minor units: the initial stake, then 2, 5 and 10 times it, each rounded
 * up to a whole number of steps so a button is always a stake the +/− buttons reach (decision 014).
 * USD (step 2.50, initial 5): 5, 10, 25, 50; the ruble (100, 150): 150, 300, 800, 1500.
 */
export function quickAmounts(stepMinor: bigint, initialMinor: bigint): bigint[] {
  if (stepMinor <= 0n || initialMinor <= 0n) return [];
  const amounts = QUICK_AMOUNT_MULTIPLES.map((m, i) => {
    const raw = initialMinor * m;
    return i === 0 ? raw : ((raw + stepMinor - 1n) / stepMinor) * stepMinor;
  });
  return amounts.filter((a, i) => i === 0 || a > (amounts[i - 1] as bigint));
}
