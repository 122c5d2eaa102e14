/**
 * Minimum and maximum amount of a payment method in one currency (issue 5 §5), in minor units;
 * both bounds are inclusive.
 */
export interface AmountLimits {
  minMinor: bigint;
  maxMinor: bigint;
}

export type AmountLimitProblem = { code: 'below_min'; limits: AmountLimits } | { code: 'above_max'; limits: AmountLimits };

/** Null when the amount is within the limits. */
export function checkAmountLimits(amountMinor: bigint, limits: AmountLimits): AmountLimitProblem | null {
  if (amountMinor < limits.minMinor) return { code: 'below_min', limits };
  if (amountMinor > limits.maxMinor) return { code: 'above_max', limits };
  return null;
}
