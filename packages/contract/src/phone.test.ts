import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber as isValidByLengthOnly } from 'libphonenumber-js/min';
import { isPhoneCountry, isValidPhoneNumber, nationalNumberLengths, normalisePhone, splitPhone } from './phone.ts';

describe('phones by one numbering plan for browser and server (S0 §3.6, §5)', () => {
  it.each([
    ['9161234567', 'RU', '+79161234567'],
    ['+7 916 123-45-67', 'RU', '+79161234567'],
    ['8 (916) 123-45-67', 'RU', '+79161234567'],
    ['2025550123', 'US', '+12025550123'],
    ['15112345678', 'DE', '+4915112345678'],
    ['7001234567', 'KZ', '+77001234567'],
  ])('S0 §3.6: %j in %s is %s', (typed, country, e164) => {
    expect(normalisePhone(typed, country)).toBe(e164);
    expect(isValidPhoneNumber(typed, country as 'RU')).toBe(true);
  });

  it.each([
    ['0001234567', 'RU'],
    ['5551234567', 'US'],
    ['1234567', 'DE'],
    ['916', 'RU'],
  ])('S0 §3.6, §5: %j in %s is not a number of the country', (typed, country) => {
    expect(normalisePhone(typed, country)).toBeNull();
    expect(isValidPhoneNumber(typed, country as 'RU')).toBe(false);
  });

  it('S0 §5: the full metadata refuses what a length-only check (the web\'s old "min" build) let through', () => {
    expect(isValidByLengthOnly('1234567', 'DE')).toBe(true);
    expect(isValidPhoneNumber('1234567', 'DE')).toBe(false);
  });

  it('S0 §3.2: an E.164 number splits into phone_code and phone_number', () => {
    expect(splitPhone('+79161234567')).toEqual({ phoneCode: '+7', nationalNumber: '9161234567' });
    expect(splitPhone('nonsense')).toBeNull();
  });

  it('S0 §3.6: masks carry Min and Max national-number lengths from the numbering plan', () => {
    expect(nationalNumberLengths('RU')).toEqual({ min: 10, max: 14 });
    expect(nationalNumberLengths('DE')?.min).toBeLessThan(nationalNumberLengths('DE')!.max);
    expect(nationalNumberLengths('ZZ')).toBeNull();
    expect(isPhoneCountry('RU')).toBe(true);
    expect(isPhoneCountry('XX')).toBe(false);
  });
});
