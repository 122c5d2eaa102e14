import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_MINOR, formatMinor, parseMajorToMinor, parseMinor } from './money.ts';

describe('money in minor units (decision 008: integers, never floats)', () => {
  it.each([
    [5050n, 2, '50.50'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [-5n, 2, '-0.05'],
    [-123456n, 2, '-1234.56'],
    [1500n, 0, '1500'],
    [-1500n, 0, '-1500'],
    [1n, 3, '0.001'],
    [MAX_MINOR, 2, '92233720368547758.07'],
  ])('decision 008: formatMinor(%s, %i) = %s', (minor, units, text) => {
    expect(formatMinor(minor, units)).toBe(text);
  });

  it.each([
    ['50', 2, 5000n],
    ['50.5', 2, 5050n],
    ['50,50', 2, 5050n],
    [' 1 000.25 ', 2, 100025n],
    ['1\u00a0000', 2, 100000n],
    ['50.', 2, 5000n],
    ['0.01', 2, 1n],
    ['150', 0, 150n],
    ['0.001', 3, 1n],
    ['999999999999999', 2, 99999999999999900n],
  ])('decision 008: the typed amount %j in a currency with %i minor units is %s minor units', (typed, units, minor) => {
    expect(parseMajorToMinor(typed, units)).toBe(minor);
  });

  it.each([
    ['', 2],
    ['abc', 2],
    ['-5', 2],
    ['5.001', 2],
    ['5.5', 0],
    ['1e3', 2],
    ['1,000.25', 2],
    ['.5', 2],
    ['1234567890123456', 2],
    ['Infinity', 2],
    ['0x10', 2],
  ])('decision 008: %j is not an amount with %i minor units', (typed, units) => {
    expect(parseMajorToMinor(typed, units)).toBeNull();
  });

  it.each([
    ['0', 0n],
    ['5000', 5000n],
    ['9223372036854775807', MAX_MINOR],
  ])('decision 008: the wire amount %j is %s', (wire, minor) => {
    expect(parseMinor(wire)).toBe(minor);
  });

  it.each(['', '-1', '01', '1.5', ' 1', '9223372036854775808', '99999999999999999999', '1e3', '+1'])('decision 008: the wire amount %j is refused', (wire) => {
    expect(parseMinor(wire)).toBeNull();
  });

  it('property: decision 008: a formatted non-negative amount parses back to the same minor units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n - 1n }), fc.integer({ min: 0, max: 3 }), (minor, units) => {
        fc.pre(minor < 10n ** BigInt(15 + units));
        expect(parseMajorToMinor(formatMinor(minor, units), units)).toBe(minor);
      }),
    );
  });

  it('property: decision 008: formatting keeps every digit and the sign (no float rounding)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_MINOR, max: MAX_MINOR }), fc.integer({ min: 0, max: 4 }), (minor, units) => {
        const text = formatMinor(minor, units);
        expect(text.startsWith('-')).toBe(minor < 0n);
        expect(BigInt(text.replace('.', ''))).toBe(minor);
        if (units > 0) expect(text.split('.')[1]).toHaveLength(units);
      }),
    );
  });

  it('property: decision 008: every bigint in range survives the wire', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_MINOR }), (minor) => {
        expect(parseMinor(minor.toString())).toBe(minor);
      }),
    );
  });
});
