import { dictionaryFor } from '../../i18n/dictionaries.server.ts';

/** The page title of a coupon page, from the dictionary of the request's language. */
export function couponTitle(lng: string, key: 'page' | 'history' | 'print'): string {
  const dictionary = dictionaryFor(lng) as unknown as { brand: { name: string }; coupon?: { pages?: Record<string, string> } };
  return `${dictionary.coupon?.pages?.[key] ?? 'Wager'} · ${dictionary.brand.name}`;
}
