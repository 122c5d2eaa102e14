import {
  AsYouType,
  Metadata,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
  type CountryCode,
} from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';

/**
 * Phone numbers by one numbering plan on both sides (S0 §3.6 masks, §5): libphonenumber-js with its
 * full ('max') metadata, which checks a number against the country's patterns, not only its length.
 * The server's check (identity) and the web's phone field both import from here
 * (`@wager/contract/phone`, kept out of the contract's main entry so only the pages that need a
 * phone load the metadata): a number the form accepts is one the server accepts, and the other way
 * round. The masks' examples are mobile numbers (the number receives SMS codes).
 */
export {
  AsYouType,
  Metadata,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isValidPhoneNumber,
  mobileExamples,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
};
export type { CountryCode };

const SUPPORTED = new Set<string>(getCountries());

/** An ISO 3166-1 alpha-2 code the numbering plans know. */
export function isPhoneCountry(code: string | undefined): code is CountryCode {
  return code !== undefined && SUPPORTED.has(code);
}

/**
 * A phone as typed, checked against the country's numbering plan and written in E.164
 * (+79161234567); null when it is not a valid number.
 */
export function normalisePhone(input: string, countryCode: string | undefined): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), isPhoneCountry(countryCode) ? countryCode : undefined);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/** S0 §3.2 phone_code and phone_number: "+7" and the national number. */
export function splitPhone(e164: string): { phoneCode: string; nationalNumber: string } | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return null;
  return { phoneCode: `+${parsed.countryCallingCode}`, nationalNumber: parsed.nationalNumber };
}

/** S0 §3.6 mask Min and Max: the shortest and longest national number the country's plan allows (any type); null when unknown. */
export function nationalNumberLengths(code: string): { min: number; max: number } | null {
  if (!isPhoneCountry(code)) return null;
  const metadata = new Metadata();
  metadata.selectNumberingPlan(code);
  const lengths = metadata.numberingPlan?.possibleLengths() ?? [];
  return lengths.length > 0 ? { min: Math.min(...lengths), max: Math.max(...lengths) } : null;
}
