import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_FORMAT, type OddsFormatId } from '../display-settings.ts';
import { convertOdds } from './index.ts';

const { decimal, fractional, american, hongKong, indonesian, malay } = ODDS_FORMAT;
const NAMED: readonly OddsFormatId[] = [decimal, fractional, american, hongKong, indonesian, malay];
const decimalText = (thousandths: number) => `${Math.trunc(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;

describe('odds conversion (S0 §9, decision 014)', () => {
  it.each<[string, OddsFormatId, OddsFormatId, string | null]>([
    ['2.50', decimal, fractional, '6/4'],
    ['6/4', fractional, american, '+150'],
    ['-110', american, decimal, '1.909'],
    ['-110', american, malay, '0.909'],
    ['0.909', hongKong, indonesian, '-1.10'],
    ['-0.667', malay, decimal, '2.499'],
    ['1/1', fractional, hongKong, '1.00'],
    ['EVS', fractional, american, '+100'],
    ['1.5015', decimal, decimal, null],
    ['nonsense', decimal, american, null],
    ['+50', american, decimal, null],
  ])('S0 §9: %s from format %i to %i reads %s', (value, from, to, expected) => {
    expect(convertOdds(value, from, to)).toBe(expected);
  });

  it('S0 §9: a decimal price converted to any format and back is the same price within the rounding of that format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 100_000 }), fc.constantFrom(...NAMED), (odds, format) => {
        const shown = convertOdds(decimalText(odds), decimal, format);
        expect(shown).not.toBeNull();
        const back = convertOdds(shown as string, format, decimal) as string;
        // Shown again, the round trip reads the same: no drift however often it is converted.
        expect(convertOdds(back, decimal, format)).toBe(shown);
        const backOdds = Math.round(Number(back) * 1000);
        if (format === decimal || format === fractional || format === hongKong) expect(backOdds).toBe(odds);
        if (format === american && odds <= 2000) expect(Math.abs(backOdds - odds)).toBeLessThanOrEqual(Math.ceil((odds - 1000) ** 2 / 200_000) + 1);
        if (format === american && odds > 2000) expect(Math.abs(backOdds - odds)).toBeLessThanOrEqual(5);
      }),
    );
  });
});
