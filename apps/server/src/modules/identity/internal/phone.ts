import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * A phone as typed, checked against the country's numbering plan (libphonenumber-js full metadata)
 * and written in E.164 (+79161234567); null when it is not a valid number.
 */
export function normalisePhone(input: string, countryCode: string | undefined): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), countryCode as CountryCode | undefined);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/** S0 §3.2 phone_code and phone_number: "+7" and the national number. */
export function splitPhone(e164: string): { phoneCode: string; nationalNumber: string } | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return null;
  return { phoneCode: `+${parsed.countryCallingCode}`, nationalNumber: parsed.nationalNumber };
}
