import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import { dictionaryLanguage } from '@wager/domain';

// Country names in the dictionary's language (S0 §1: Russian for ru, kk, uk and az; English otherwise).
countries.registerLocale(en);
countries.registerLocale(ru);

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/** Every country with its localised name, sorted by name in that language. */
export function countryOptions(lang: string): CountryOption[] {
  const language = dictionaryLanguage(lang);
  const cached = cache.get(language);
  if (cached) return cached;
  const names = countries.getNames(language, { select: 'official' });
  const collator = new Intl.Collator(language);
  const list = Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, list);
  return list;
}

export function countryName(code: string, lang: string): string {
  return countries.getName(code, dictionaryLanguage(lang), { select: 'official' }) ?? code;
}

/** S0 §9: the default country is Russia; a browser that names its region suggests that one instead. */
export const DEFAULT_COUNTRY = 'RU';

export function browserCountry(languages: readonly string[] | undefined): string | null {
  for (const tag of languages ?? []) {
    const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(tag)?.[1]?.toUpperCase();
    if (region && countries.isValid(region)) return region;
  }
  return null;
}

/** The currencies offered at registration (the main account is created in it, S0 §3.1). */
export const REGISTRATION_CURRENCIES = ['EUR', 'USD', 'RUB', 'KZT', 'UAH', 'AZN', 'GBP'] as const;

/** S0 §9: the default currency is the site config's geo currency, else RUB. */
export function defaultCurrency(geoCurrencyCode: string | null | undefined): string {
  return geoCurrencyCode && (REGISTRATION_CURRENCIES as readonly string[]).includes(geoCurrencyCode) ? geoCurrencyCode : 'RUB';
}
