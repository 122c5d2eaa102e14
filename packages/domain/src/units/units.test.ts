import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MINOR, MIN_MINOR, asDecimalOdds, asMinorUnits, asUserId, isMinorUnits } from './units.ts';

describe('branded units (target design: MinorUnits, UserId, DecimalOdds)', () => {
  it('decision 008: minor units are whole numbers within PostgreSQL bigint', () => {
    expect(asMinorUnits(5000n)).toBe(5000n);
    expect(asMinorUnits(-5)).toBe(-5n);
    expect(asMinorUnits(MAX_MINOR)).toBe(MAX_MINOR);
    expect(asMinorUnits(MIN_MINOR)).toBe(MIN_MINOR);
    expect(() => asMinorUnits(MAX_MINOR + 1n)).toThrow(RangeError);
    expect(() => asMinorUnits(0.5)).toThrow(RangeError);
    expect(() => asMinorUnits(2 ** 53)).toThrow(RangeError);
    expect(isMinorUnits(5)).toBe(false);
  });

  it('user ids are positive safe integers', () => {
    expect(asUserId(42)).toBe(42);
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 53]) expect(() => asUserId(bad)).toThrow(RangeError);
  });

  it('S0 §9: decimal odds are thousandths above 1 (odds round to 3 decimals)', () => {
    expect(asDecimalOdds(1850)).toBe(1850);
    for (const bad of [1000, 999, 1850.5, -2000]) expect(() => asDecimalOdds(bad)).toThrow(RangeError);
  });

  it('property: every bigint in the ledger\'s range is minor units, and nothing outside it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: MIN_MINOR * 2n, max: MAX_MINOR * 2n }), (value) => {
        expect(isMinorUnits(value)).toBe(value >= MIN_MINOR && value <= MAX_MINOR);
      }),
    );
  });
});
