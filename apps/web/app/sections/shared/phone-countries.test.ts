import { describe, expect, it } from 'vitest';
import { formatPhoneInput, phoneCodeOf, phoneCountries, phoneMask, phoneProblem, toE164 } from './phone-countries.ts';

describe('phone countries and masks from libphonenumber-js (S0 §3.6, §5)', () => {
  it('S0 §3.6: every country has a dial code with a plus prefix', () => {
    const countries = phoneCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.every((c) => /^\+\d{1,4}$/.test(c.phoneCode))).toBe(true);
    expect(phoneCodeOf('RU')).toBe('+7');
    expect(phoneCodeOf('KZ')).toBe('+7');
    expect(phoneCodeOf('DE')).toBe('+49');
    expect(phoneCodeOf('XX')).toBe('');
  });

  it.each([
    ['RU', 10],
    ['KZ', 10],
    ['UA', 9],
    ['AZ', 9],
    ['GB', 10],
  ])('S0 §3.6: %s has a mask with Min ≤ %i ≤ Max digits and an example', (country, digits) => {
    const mask = phoneMask(country);
    expect(mask).not.toBeNull();
    expect(mask!.min).toBeLessThanOrEqual(digits);
    expect(mask!.max).toBeGreaterThanOrEqual(digits);
    expect(mask!.mask).toMatch(/x/);
    expect(mask!.example.replace(/\D/g, '')).toHaveLength(mask!.mask.replace(/[^x]/g, '').length);
  });

  it.each<[string, string, ReturnType<typeof phoneProblem>]>([
    ['', 'RU', 'required'],
    ['916123', 'RU', 'tooShort'],
    ['9161234567', 'RU', null],
    ['916 123-45-67', 'RU', null],
    ['123456789012345678', 'RU', 'tooLong'],
    ['0001234567', 'RU', 'invalid'],
    ['671234567', 'UA', null],
    ['7011234567', 'KZ', null],
    ['9161234567', 'XX', 'invalid'],
    // The server's numbering plan (full metadata) refuses it, so the form does too (it once checked only the length).
    ['1234567', 'DE', 'invalid'],
  ])('S0 §3.6, §5: %j in %s → %s', (value, country, expected) => {
    expect(phoneProblem(value, country)).toBe(expected);
  });

  it('formats as typed in the country layout and stores E.164', () => {
    expect(formatPhoneInput('9161234567', 'RU')).toBe('916 123-45-67');
    expect(formatPhoneInput('abc', 'RU')).toBe('');
    expect(toE164('916 123-45-67', 'RU')).toBe('+79161234567');
    expect(toE164('7011234567', 'KZ')).toBe('+77011234567');
  });
});
