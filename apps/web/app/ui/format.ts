import { formatDecimalOdds as formatOdds, isDecimalOdds } from '@wager/domain';

/**
 * Display formats of the web app. Dates and money are the domain's (`formatDateTime`, `formatMoney`
 * in packages/domain/src/format/): one formatter for the server render, the browser and the server's
 * own pages, through Intl in the player's language.
 */
export { formatDateTime } from '@wager/domain';

/** Decimal odds from thousandths: 1850 → "1.85", 1875 → "1.875" (S0 §9 rounds to 3 decimals); "—" for what is not odds. */
export function formatDecimalOdds(oddsMilli: number): string {
  return isDecimalOdds(oddsMilli) ? formatOdds(oddsMilli) : '—';
}
