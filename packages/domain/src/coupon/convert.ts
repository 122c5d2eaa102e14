import type { OddsFormatId } from '../display-settings.ts';
import { formatOdds, toDecimalOdds } from '../odds/index.ts';

/**
 * Decision 014 odds conversion for an auditor: a price as written in one S0 §9 format, read to
 * decimal thousandths (rounded half away from zero to 3 decimals, S0 §9) and written in another,
 * by the same `toDecimalOdds` and `formatOdds` the odds buttons use. Null when the text is no price
 * of the `from` format.
 */
export function convertOdds(value: string, from: OddsFormatId, to: OddsFormatId): string | null {
  const odds = toDecimalOdds(value, from);
  return odds === undefined ? null : formatOdds(odds, to);
}
