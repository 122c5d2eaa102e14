import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isPhoneCountry,
  isValidPhoneNumber,
  mobileExamples as examples,
  nationalNumberLengths,
  parsePhoneNumberWithError,
} from '@wager/contract/phone';

/**
 * Phone countries and masks (S0 §3.6) from libphonenumber-js metadata, never a hand-written table,
 * and the same metadata as the server's check (`@wager/contract/phone`, the full numbering plans):
 * a country has its dial code with a plus, a mask has the example layout and the Min and Max
 * lengths of the national number.
 */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** With the plus prefix: "+7". */
  phoneCode: string;
}

export interface PhoneMask {
  country: string;
  /** The layout of an example mobile number, digits as x: "xxx xxx-xx-xx". */
  mask: string;
  /** The example itself, for the placeholder. */
  example: string;
  min: number;
  max: number;
}

export { isPhoneCountry };

let countryList: PhoneCountry[] | null = null;

export function phoneCountries(): PhoneCountry[] {
  countryList ??= getCountries().map((code) => ({ code, phoneCode: `+${getCountryCallingCode(code)}` }));
  return countryList;
}

export function phoneCodeOf(code: string): string {
  return isPhoneCountry(code) ? `+${getCountryCallingCode(code)}` : '';
}

const masks = new Map<string, PhoneMask>();

export function phoneMask(code: string): PhoneMask | null {
  if (!isPhoneCountry(code)) return null;
  const cached = masks.get(code);
  if (cached) return cached;
  const lengths = nationalNumberLengths(code);
  const example = getExampleNumber(code, examples);
  let mask = '';
  let exampleText = '';
  if (example) {
    const typer = new AsYouType(code);
    exampleText = typer.input(example.nationalNumber);
    mask = typer.getTemplate() || 'x'.repeat(example.nationalNumber.length);
  }
  const result: PhoneMask = {
    country: code,
    mask,
    example: exampleText,
    min: lengths?.min ?? 4,
    max: lengths?.max ?? 15,
  };
  masks.set(code, result);
  return result;
}

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Formats the national number as typed, in the country's layout. */
export function formatPhoneInput(value: string, code: string): string {
  const digits = phoneDigits(value);
  if (!isPhoneCountry(code) || digits === '') return digits;
  const max = phoneMask(code)?.max ?? 15;
  return new AsYouType(code).input(digits.slice(0, max));
}

export type PhoneProblem = 'required' | 'tooShort' | 'tooLong' | 'invalid';

/** S0 §3.6, §5: the national number must have Min to Max digits and be a valid number of the country. */
export function phoneProblem(value: string, code: string): PhoneProblem | null {
  const digits = phoneDigits(value);
  if (digits === '') return 'required';
  const mask = phoneMask(code);
  if (!mask || !isPhoneCountry(code)) return 'invalid';
  if (digits.length < mask.min) return 'tooShort';
  if (digits.length > mask.max) return 'tooLong';
  return isValidPhoneNumber(digits, code) ? null : 'invalid';
}

/** The number in E.164 (+79161234567), as the server stores it. */
export function toE164(value: string, code: string): string {
  const digits = phoneDigits(value);
  if (!isPhoneCountry(code)) return digits;
  try {
    return parsePhoneNumberWithError(digits, code).number;
  } catch {
    return `+${getCountryCallingCode(code)}${digits}`;
  }
}
