import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNTS_REPEAT_UPDATE,
  CURRENCY_REFERENCE,
  amountDefaults,
  conversionStatus,
  currencyByCode,
  currencyByNumericCode,
  defaultCurrency,
  nextAccountsUpdateDelayMs,
  shouldShowConversionReminder,
} from '../index.ts';

describe('default currency (S0 §9)', () => {
  it.each<[string, string | null | undefined, string | null | undefined, string]>([
    ['the active account wins', 'USD', 'KZT', 'USD'],
    ['no active account: the site geo currency', null, 'KZT', 'KZT'],
    ['neither: RUB', null, null, 'RUB'],
    ['empty strings count as absent', '', '  ', 'RUB'],
    ['lower case is normalised', 'eur', undefined, 'EUR'],
    ['a value that is not an ISO code is skipped', '12', 'UAH', 'UAH'],
  ])('S0 §9: %s', (_name, activeAccountIso, siteGeoCurrency, expected) => {
    expect(defaultCurrency({ activeAccountIso, siteGeoCurrency })).toBe(expected);
  });

  it('S0 §9: always an ISO alphabetic code, and the active account’s whenever it is one', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (active, geo) => {
        const result = defaultCurrency({ activeAccountIso: active, siteGeoCurrency: geo });
        expect(result).toMatch(/^[A-Z]{3}$/);
        const activeCode = active?.trim().toUpperCase();
        if (activeCode && /^[A-Z]{3}$/.test(activeCode)) expect(result).toBe(activeCode);
      }),
    );
  });
});

describe('account-conversion status (S0 §3.1, §4.4)', () => {
  it.each<[string, { type: number; currencyOffered: boolean }[], number]>([
    ['everything offered: 0', [{ type: 0, currencyOffered: true }, { type: 9, currencyOffered: true }], 0],
    ['main account in a currency no longer offered: 1', [{ type: 0, currencyOffered: false }, { type: 9, currencyOffered: true }], 1],
    ['main and an additional one: the main account comes first, 1', [{ type: 0, currencyOffered: false }, { type: 9, currencyOffered: false }], 1],
    ['only an additional account: 2', [{ type: 0, currencyOffered: true }, { type: 9, currencyOffered: false }], 2],
    ['a bonus account never asks for conversion: 0', [{ type: 0, currencyOffered: true }, { type: 4, currencyOffered: false }], 0],
    ['no accounts: 0', [], 0],
  ])('S0 §3.1: %s', (_name, accounts, expected) => {
    expect(conversionStatus(accounts)).toBe(expected);
  });

  it('S0 §4.4: the reminder shows once per user per browser session, and never for status 0', () => {
    expect(shouldShowConversionReminder(1, false)).toBe(true);
    expect(shouldShowConversionReminder(2, false)).toBe(true);
    expect(shouldShowConversionReminder(1, true)).toBe(false);
    expect(shouldShowConversionReminder(0, false)).toBe(false);
  });
});

describe('accounts repeat-update (S0 §4.4, §9)', () => {
  it('S0 §9: at most 5 tries, 2500 ms apart, 1000 ms after adding a currency', () => {
    expect(ACCOUNTS_REPEAT_UPDATE).toEqual({ maxTries: 5, intervalMs: 2500, afterAddCurrencyIntervalMs: 1000 });
    expect(nextAccountsUpdateDelayMs({ tries: 1, satisfied: false })).toBe(2500);
    expect(nextAccountsUpdateDelayMs({ tries: 1, satisfied: false, afterAddCurrency: true })).toBe(1000);
    expect(nextAccountsUpdateDelayMs({ tries: 4, satisfied: false })).toBe(2500);
    expect(nextAccountsUpdateDelayMs({ tries: 5, satisfied: false })).toBeNull();
    expect(nextAccountsUpdateDelayMs({ tries: 1, satisfied: true })).toBeNull();
  });

  it('S0 §9: a loop following the rule never makes more than 5 tries and stops once satisfied', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.boolean(), (satisfiedAt, afterAddCurrency) => {
        let tries = 0;
        let waited = 0;
        for (;;) {
          tries += 1;
          const delay = nextAccountsUpdateDelayMs({ tries, satisfied: tries >= satisfiedAt, afterAddCurrency });
          if (delay === null) break;
          waited += delay;
        }
        expect(tries).toBe(Math.min(satisfiedAt, 5));
        expect(waited).toBe((tries - 1) * (afterAddCurrency ? 1000 : 2500));
      }),
    );
  });
});

describe('currency reference and amount defaults (S0 §5, §9)', () => {
  it('S0 §9: about 130 ISO 4217 currencies, codes and numeric codes unique', () => {
    expect(CURRENCY_REFERENCE.length).toBeGreaterThanOrEqual(130);
    expect(new Set(CURRENCY_REFERENCE.map((c) => c.code)).size).toBe(CURRENCY_REFERENCE.length);
    expect(new Set(CURRENCY_REFERENCE.map((c) => c.numericCode)).size).toBe(CURRENCY_REFERENCE.length);
    for (const c of CURRENCY_REFERENCE) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.numericCode).toBeGreaterThan(0);
      expect([0, 2, 3]).toContain(c.minorUnits);
      expect(c.symbol.length).toBeGreaterThan(0);
      expect(c.amountStepMinor).toBeGreaterThan(0n);
      expect(c.initialAmountMinor).toBeGreaterThanOrEqual(c.amountStepMinor);
    }
  });

  it.each<[string, number, bigint, bigint, number]>([
    ['USD', 840, 250n, 500n, 2],
    ['EUR', 978, 250n, 500n, 2],
    ['RUB', 643, 10000n, 15000n, 2],
    ['JPY', 392, 500n, 1000n, 0],
    ['KWD', 414, 1000n, 2000n, 3],
  ])('S0 §9: %s (currencyId %d) steps %s and starts at %s minor units', (code, numeric, step, initial, minorUnits) => {
    expect(amountDefaults(code)).toEqual({ amountStepMinor: step, initialAmountMinor: initial, minorUnits });
    expect(currencyByNumericCode(numeric)?.code).toBe(code);
    expect(currencyByCode(code.toLowerCase())?.numericCode).toBe(numeric);
  });

  it('S0 §9: a currency not in the table gets the ruble values (100 and 150)', () => {
    expect(amountDefaults('XXX')).toEqual({ amountStepMinor: 10000n, initialAmountMinor: 15000n, minorUnits: 2 });
  });

  it('S0 §9: the operator’s table comes before the reference table', () => {
    const own = { amountStepMinor: 100n, initialAmountMinor: 300n, minorUnits: 2 };
    expect(amountDefaults('USD', (code) => (code === 'USD' ? own : undefined))).toBe(own);
    expect(amountDefaults('EUR', (code) => (code === 'USD' ? own : undefined)).amountStepMinor).toBe(250n);
  });

  it('S0 §5: the initial stake is a whole number of steps for every currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_REFERENCE.map((c) => c.code)), (code) => {
        const d = amountDefaults(code);
        // RUB is the spec's own pair (100 and 150): one and a half steps.
        if (code !== 'RUB') expect(d.initialAmountMinor % d.amountStepMinor).toBe(0n);
      }),
    );
  });
});
