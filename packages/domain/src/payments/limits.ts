import { parseMajorToMinor } from '../ledger/money.ts';
import type { MinorUnits } from '../units/units.ts';

/**
 * Minimum and maximum amount of a payment method in one currency (beyond the spec, decision 008), in minor units;
 * both bounds are inclusive.
 */
export interface AmountLimits {
  minMinor: MinorUnits;
  maxMinor: MinorUnits;
}

/**
 * Why an amount cannot be sent, one set of codes for browser and server; the browser's text for
 * each is the dictionary key `wallet.amount.<code>` (`required` for `empty`).
 */
export const AMOUNT_PROBLEMS = ['empty', 'invalid', 'belowMin', 'aboveMax', 'aboveBalance'] as const;
export type AmountProblemCode = (typeof AMOUNT_PROBLEMS)[number];

export type AmountLimitProblem = { code: 'belowMin'; limits: AmountLimits } | { code: 'aboveMax'; limits: AmountLimits };

/** Null when the amount is within the limits (the server's check of a request's wire amount). */
export function checkAmountLimits(amountMinor: MinorUnits, limits: AmountLimits): AmountLimitProblem | null {
  if (amountMinor < limits.minMinor) return { code: 'belowMin', limits };
  if (amountMinor > limits.maxMinor) return { code: 'aboveMax', limits };
  return null;
}

export type AmountCheck = { ok: true; minor: MinorUnits } | { ok: false; reason: AmountProblemCode };

/**
 * What the player typed against the method's range and, for a withdrawal, the balance (decision 008):
 * empty, not an amount with the currency's decimals (or zero), below the minimum, above the maximum,
 * above the balance; else the amount in minor units. The limits part is `checkAmountLimits`, the
 * one the server applies.
 */
export function checkAmount(typed: string, limits: AmountLimits & { minorUnits: number; balanceMinor?: MinorUnits | undefined }): AmountCheck {
  if (typed.trim() === '') return { ok: false, reason: 'empty' };
  const minor = parseMajorToMinor(typed, limits.minorUnits);
  if (minor === null || minor <= 0n) return { ok: false, reason: 'invalid' };
  const problem = checkAmountLimits(minor, limits);
  if (problem) return { ok: false, reason: problem.code };
  if (limits.balanceMinor !== undefined && minor > limits.balanceMinor) return { ok: false, reason: 'aboveBalance' };
  return { ok: true, minor };
}
