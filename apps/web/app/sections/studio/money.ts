import { asMinorUnits, currencyByCode, formatMoney } from '@wager/domain';

/** Demo credits (ISO "XXX") and real currencies alike show two decimals; the unit label is the caller's. */
export function money(minor: string | bigint, currency: string, lang: string): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(minor);
  const units = currencyByCode(currency)?.minorUnits ?? 2;
  const sign = value < 0n ? '−' : '';
  return sign + formatMoney(asMinorUnits(value < 0n ? -value : value), currency, lang, { minorUnits: units });
}

/** The stake's step and first value: the currency's coupon step (S0 §9), demo credits 0.50 / 1.00. */
export function stakeSteps(currency: string): { step: bigint; initial: bigint } {
  const ref = currencyByCode(currency);
  return ref ? { step: ref.amountStepMinor, initial: ref.initialAmountMinor } : { step: 50n, initial: 100n };
}

/** Basis points as a multiplier: 19800 → "1.98". */
export const multiplierText = (bp: string | bigint): string => {
  const v = typeof bp === 'bigint' ? bp : BigInt(bp);
  return `${v / 10_000n}.${(v % 10_000n).toString().padStart(4, '0').slice(0, 2)}`;
};
