import { currencyByCode } from '../currency/iso4217.ts';
import { formatMinor } from '../ledger/money.ts';
import type { MinorUnits } from '../units/units.ts';

/**
 * Money as the player reads it, in their language (UI.md: numbers, money and dates through `Intl`):
 * Russian "1 234,50", English "1,234.50", German "1.234,50". The amount stays a bigint of minor
 * units to the end: it is written as an exact decimal string ("1234.50", `formatMinor`) and given
 * to `Intl.NumberFormat` as a string (ES2023 Intl.NumberFormat v3 formats decimal strings exactly).
 * The digits of the answer are then checked against ours and, where an engine went through a float
 * (an old browser), put back from the bigint, so no digit ever changes on the way.
 */

export type CurrencyDisplay = 'none' | 'code' | 'symbol';

export interface MoneyFormatOptions {
  /** The currency's minor units when the caller knows them (an account's); else from the ISO 4217 table, else 2. */
  minorUnits?: number;
  /** `none` (default): the number alone, the screen places the currency; `code`: "EUR"; `symbol`: "€". */
  currencyDisplay?: CurrencyDisplay;
}

/** The minor units of `currency`: from the ISO 4217 table, else 2. */
export function minorUnitsOf(currency: string): number {
  return currencyByCode(currency.trim().toUpperCase())?.minorUnits ?? 2;
}

/**
 * `amount` minor units of `currency` for a player reading `lang`: every digit kept, the fraction
 * always as long as the currency's minor units, groups and separators of the language.
 */
export function formatMoney(amount: MinorUnits, currency: string, lang: string, options: MoneyFormatOptions = {}): string {
  const minorUnits = options.minorUnits ?? minorUnitsOf(currency);
  const decimal = formatMinor(amount, minorUnits);
  const parts = numberFormat(lang, minorUnits, currency, options.currencyDisplay ?? 'none').formatToParts(decimal as unknown as number);
  return withExactDigits(parts, decimal).map((part) => part.value).join('');
}

/**
 * The parts an engine produced, with the integer and fraction digits of the exact `decimal`
 * ("-1234.50") put back when they differ (an engine that rounded through a float): the integer
 * span is regrouped by threes with the engine's own group separator.
 */
export function withExactDigits(parts: readonly Intl.NumberFormatPart[], decimal: string): Intl.NumberFormatPart[] {
  const [whole = '', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const engineWhole = parts.filter((p) => p.type === 'integer').map((p) => p.value).join('');
  const engineFraction = parts.filter((p) => p.type === 'fraction').map((p) => p.value).join('');
  if (engineWhole === whole && engineFraction === fraction) return [...parts];
  const first = parts.findIndex((p) => p.type === 'integer');
  let last = first;
  while (last + 1 < parts.length && (parts[last + 1]!.type === 'integer' || parts[last + 1]!.type === 'group')) last++;
  const separator = parts.find((p) => p.type === 'group')?.value;
  const grouped = separator === undefined ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const fixed = parts.map((p) => (p.type === 'fraction' ? { ...p, value: fraction } : p));
  if (first < 0) return fixed;
  return [...fixed.slice(0, first), { type: 'integer', value: grouped }, ...fixed.slice(last + 1)];
}

/**
 * Reads back what `formatMoney` wrote in `lang` (the number with or without the currency): its
 * group separators dropped, its decimal separator read as the point. Null when it is not an amount
 * with at most `minorUnits` decimals.
 */
export function parseFormattedMoney(text: string, lang: string, minorUnits: number): MinorUnits | null {
  const { group, decimal, minus } = separatorsOf(lang);
  let plain = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') plain += char;
    else if (char === decimal) plain += '.';
    else if (char === minus || char === '-' || char === '\u2212') plain += '-';
    else if (char === group || /\s/.test(char)) continue;
    else if (/[\p{L}\p{Sc}\p{Cf}]/u.test(char)) continue; // the currency's code or symbol, direction marks
    else return null;
  }
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match || (match[3] ?? '').length > minorUnits) return null;
  const value = BigInt(`${match[1]}${match[2]}${(match[3] ?? '').padEnd(minorUnits, '0')}`);
  return value as MinorUnits;
}

/** The group and decimal separators and the minus sign of `lang`'s numbers. */
export function separatorsOf(lang: string): { group: string; decimal: string; minus: string } {
  const parts = numberFormat(lang, 1, 'XXX', 'none').formatToParts(-1234567.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? '',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    minus: parts.find((p) => p.type === 'minusSign')?.value ?? '-',
  };
}

// Building an Intl formatter costs ~50x formatting with one; a page formats dozens of amounts.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, minorUnits: number, currency: string, display: CurrencyDisplay): Intl.NumberFormat {
  const key = `${lang}|${minorUnits}|${display === 'none' ? '' : currency}|${display}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = {
      minimumFractionDigits: minorUnits,
      maximumFractionDigits: minorUnits,
      // ASCII digits in every language, so the digits can be checked against the bigint's.
      numberingSystem: 'latn',
      ...(display === 'none' ? { style: 'decimal' } : { style: 'currency', currency, currencyDisplay: display }),
    };
    format = createFormat(lang, options);
    formats.set(key, format);
  }
  return format;
}

function createFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(lang, options);
  } catch {
    // A malformed language tag or currency code: English, and the currency as it came.
    try {
      return new Intl.NumberFormat('en', options);
    } catch {
      const { currency: _currency, currencyDisplay: _display, ...number } = options;
      return new Intl.NumberFormat('en', { ...number, style: 'decimal' });
    }
  }
}
