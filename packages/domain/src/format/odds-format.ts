import type { DecimalOdds } from '../units/units.ts';

/** Decimal odds from thousandths: 1850 → "1.85", 1875 → "1.875", 2000 → "2.00" (S0 §9 rounds to 3 decimals). Built from the integer's digits. */
export function formatDecimalOdds(odds: DecimalOdds): string {
  const whole = Math.trunc(odds / 1000);
  const thousandths = String(odds % 1000).padStart(3, '0');
  const fraction = thousandths.endsWith('0') ? thousandths.slice(0, 2) : thousandths;
  return `${whole}.${fraction}`;
}
