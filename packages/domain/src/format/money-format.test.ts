import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MINOR, asMinorUnits } from '../units/units.ts';
import { formatMoney, parseFormattedMoney, separatorsOf, withExactDigits } from './money-format.ts';

const NBSP = '\u00a0';
const LANGUAGES = ['en', 'ru', 'kk', 'uk', 'az', 'de', 'fr', 'es', 'pl', 'tr', 'en-IN', 'ar'] as const;
const amount = (value: bigint) => asMinorUnits(value);

describe('money in the player\'s language (UI.md: through Intl; S0 §1 languages)', () => {
  it.each([
    ['en', 123456789n, 'EUR', '1,234,567.89'],
    ['ru', 123456789n, 'RUB', `1${NBSP}234${NBSP}567,89`],
    ['ru', 5050n, 'RUB', '50,50'],
    ['ru', -5n, 'RUB', '-0,05'],
    ['kk', 100050n, 'KZT', `1${NBSP}000,50`],
    ['uk', 100050n, 'UAH', `1${NBSP}000,50`],
    ['az', 100050n, 'AZN', '1.000,50'],
    ['en', 0n, 'EUR', '0.00'],
    ['en', 1500n, 'JPY', '1,500'],
    ['en', 1n, 'BHD', '0.001'],
    ['de', 123456789n, 'EUR', '1.234.567,89'],
  ])('S0 §1, §3.1: %s shows %s minor units of %s as %j', (lang, minor, currency, text) => {
    expect(formatMoney(amount(minor), currency, lang)).toBe(text);
  });

  it('S0 §1: Russian shows a decimal comma and groups with no-break spaces, English a point and commas', () => {
    expect(formatMoney(amount(1_234_550n), 'RUB', 'ru')).toBe(`12${NBSP}345,50`);
    expect(formatMoney(amount(1_234_550n), 'RUB', 'en')).toBe('12,345.50');
  });

  it('S0 §3.1: the currency code or symbol is placed as the language places it', () => {
    expect(formatMoney(amount(5000n), 'EUR', 'en', { currencyDisplay: 'code' })).toBe(`EUR${NBSP}50.00`);
    expect(formatMoney(amount(5000n), 'EUR', 'en', { currencyDisplay: 'symbol' })).toBe('€50.00');
    expect(formatMoney(amount(5000n), 'RUB', 'ru', { currencyDisplay: 'symbol' })).toBe(`50,00${NBSP}₽`);
  });

  it('decision 008: the account\'s minor units win over the table; an unknown currency has 2', () => {
    expect(formatMoney(amount(5000n), 'EUR', 'en', { minorUnits: 3 })).toBe('5.000');
    expect(formatMoney(amount(5000n), 'XYZ', 'en')).toBe('50.00');
  });

  it('decision 008: amounts past 2^53 keep every digit (no float)', () => {
    expect(formatMoney(amount(MAX_MINOR), 'EUR', 'en')).toBe('92,233,720,368,547,758.07');
    expect(formatMoney(amount(9_007_199_254_740_993n), 'JPY', 'ru')).toBe(`9${NBSP}007${NBSP}199${NBSP}254${NBSP}740${NBSP}993`);
  });

  it('decision 008: digits an engine rounded through a float are put back from the bigint', () => {
    // What an engine without Intl.NumberFormat v3 prints for "9007199254740993.05": the float's digits.
    const floatParts: Intl.NumberFormatPart[] = [
      { type: 'integer', value: '9' }, { type: 'group', value: NBSP }, { type: 'integer', value: '007' }, { type: 'group', value: NBSP },
      { type: 'integer', value: '199' }, { type: 'group', value: NBSP }, { type: 'integer', value: '254' }, { type: 'group', value: NBSP },
      { type: 'integer', value: '740' }, { type: 'group', value: NBSP }, { type: 'integer', value: '992' }, { type: 'decimal', value: ',' },
      { type: 'fraction', value: '00' }, { type: 'literal', value: NBSP }, { type: 'currency', value: '€' },
    ];
    const fixed = withExactDigits(floatParts, '9007199254740993.05').map((p) => p.value).join('');
    expect(fixed).toBe(`9${NBSP}007${NBSP}199${NBSP}254${NBSP}740${NBSP}993,05${NBSP}€`);
  });

  it('a malformed language or currency falls back instead of throwing', () => {
    expect(formatMoney(amount(5000n), 'EUR', 'not a language!')).toBe('50.00');
    expect(formatMoney(amount(5000n), 'E1', 'en', { currencyDisplay: 'code' })).toMatch(/50\.00/);
  });

  it('property: S0 §1, decision 008: formatting then parsing in the same language gives back the minor units', () => {
    const seed = Date.now();
    console.log(`money format round-trip seed ${seed}`);
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_MINOR, max: MAX_MINOR }), fc.integer({ min: 0, max: 3 }), fc.constantFrom(...LANGUAGES), fc.constantFrom('none', 'code', 'symbol'), (minor, units, lang, display) => {
        const text = formatMoney(amount(minor), 'EUR', lang, { minorUnits: units, currencyDisplay: display as 'none' });
        expect(parseFormattedMoney(text, lang, units)).toBe(minor);
      }),
      { seed },
    );
  });

  it('property: decision 008: grouping never changes the digits: the formatted digits are the bigint\'s, in order', () => {
    const seed = Date.now();
    console.log(`money format digits seed ${seed}`);
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_MINOR, max: MAX_MINOR }), fc.integer({ min: 0, max: 4 }), fc.constantFrom(...LANGUAGES), (minor, units, lang) => {
        const text = formatMoney(amount(minor), 'EUR', lang, { minorUnits: units });
        const digits = text.replace(/\D/g, '');
        const abs = (minor < 0n ? -minor : minor).toString().padStart(units + 1, '0');
        expect(digits).toBe(abs);
        const { decimal } = separatorsOf(lang);
        if (units > 0) expect(text.split(decimal).at(-1)).toHaveLength(units);
        expect(/[-\u2212]/.test(text)).toBe(minor < 0n);
      }),
      { seed },
    );
  });
});
