import { asMinorUnits, formatMoney } from '@wager/domain';

/** Minor units (bigint or the wire's string) in the player's language (UI.md: through Intl, never floats). */
export function money(amount: bigint | string, currency: string, lang: string): string {
  const minor = typeof amount === 'bigint' ? amount : BigInt(amount);
  return `${formatMoney(asMinorUnits(minor), currency, lang)} ${currency}`;
}
