import { getCountries, getCountryCallingCode, getExampleNumber, mobileExamples as examples, nationalNumberLengths, type CountryCode } from '@wager/contract/phone';

export interface PhoneCountryList {
  countries: { id: number; name: string; phoneCode: string; code: string }[];
  masks: { CountryId: number; Mask: string; Min: number; Max: number }[];
}

/** A stable numeric id from the alpha-2 code (AA = 1 … ZZ = 676). */
export function countryId(code: string): number {
  const upper = code.toUpperCase();
  return (upper.charCodeAt(0) - 65) * 26 + (upper.charCodeAt(1) - 65) + 1;
}

const cache = new Map<string, PhoneCountryList>();

/**
 * S0 §3.6 countries and masks from libphonenumber-js data (not a hand-written table): names in the
 * player's language (Intl), the calling code, a mask from the example mobile number with every
 * digit as X, and the shortest and longest national number the numbering plan allows (any type).
 */
export function phoneCountries(lang: string): PhoneCountryList {
  const hit = cache.get(lang);
  if (hit) return hit;
  const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  const list: PhoneCountryList = { countries: [], masks: [] };
  for (const code of getCountries()) {
    const id = countryId(code);
    const example = getExampleNumber(code as CountryCode, examples);
    const lengths = nationalNumberLengths(code);
    list.countries.push({ id, name: names.of(code) ?? code, phoneCode: `+${getCountryCallingCode(code as CountryCode)}`, code: code.toLowerCase() });
    if (example && lengths) {
      // The national significant number as it is grouped internationally (the picker shows the calling code apart).
      const grouped = example.formatInternational().replace(/^\+\d+\s*/, '');
      list.masks.push({ CountryId: id, Mask: grouped.replace(/\d/g, 'X'), Min: lengths.min, Max: lengths.max });
    }
  }
  list.countries.sort((a, b) => a.name.localeCompare(b.name, lang));
  cache.set(lang, list);
  return list;
}
