import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_FORMAT, type OddsFormatId } from '../display-settings.ts';
import { formatDecimalOdds } from '../format/odds-format.ts';
import { asDecimalOdds } from '../units/units.ts';
import { FRACTION_LADDER } from './fraction-ladder.ts';
import { divRound, formatOdds, isOddsFormatId, parseOddsFormatId, toDecimalOdds } from './odds-display.ts';

const { decimal, fractional, american, hongKong, indonesian, malay } = ODDS_FORMAT;
const NAMED: readonly OddsFormatId[] = [decimal, fractional, american, hongKong, indonesian, malay];
// Up to 1000.00: beyond every price the pricing clamps to.
const anyOdds = fc.integer({ min: 1001, max: 1_001_000 }).map((n) => asDecimalOdds(n));

/** What a shown price reads as a number: the fraction's value, the signed figure otherwise. */
function reading(text: string): number {
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  return fraction ? Number(fraction[1]) / Number(fraction[2]) : Number(text);
}

describe('odds display formats (S0 §3.3 coefViewId, §9)', () => {
  it('S0 §9: the format ids are 0, 1, 2, 4, 5, 6 and the variants 14 to 16', () => {
    for (const id of [0, 1, 2, 4, 5, 6, 14, 15, 16]) expect(isOddsFormatId(id)).toBe(true);
    for (const bad of [3, 7, 13, 17, -1, 1.5, '2', null, undefined]) expect(isOddsFormatId(bad)).toBe(false);
    expect(parseOddsFormatId('2')).toBe(2);
    expect(parseOddsFormatId(6)).toBe(6);
    expect(parseOddsFormatId('16')).toBe(16);
    for (const bad of ['3', ' 2', '2.0', '', 'malay', 99, undefined]) expect(parseOddsFormatId(bad)).toBeUndefined();
  });

  it.each<[number, string, string, string, string, string, string]>([
    // odds, decimal, fractional, American, Hong Kong, Indonesian, Malay
    [2500, '2.50', '6/4', '+150', '1.50', '1.50', '-0.667'],
    [1500, '1.50', '1/2', '-200', '0.50', '-2.00', '0.50'],
    [2000, '2.00', '1/1', '+100', '1.00', '1.00', '1.00'],
    [1909, '1.909', '10/11', '-110', '0.909', '-1.10', '0.909'],
    [1910, '1.91', '91/100', '-110', '0.91', '-1.099', '0.91'],
    [1667, '1.667', '4/6', '-150', '0.667', '-1.499', '0.667'],
    [3000, '3.00', '2/1', '+200', '2.00', '2.00', '-0.50'],
    [1850, '1.85', '17/20', '-118', '0.85', '-1.176', '0.85'],
    [1333, '1.333', '1/3', '-300', '0.333', '-3.003', '0.333'],
    [1625, '1.625', '5/8', '-160', '0.625', '-1.60', '0.625'],
    [2625, '2.625', '13/8', '+163', '1.625', '1.625', '-0.615'],
    [4333, '4.333', '10/3', '+333', '3.333', '3.333', '-0.30'],
    [11000, '11.00', '10/1', '+1000', '10.00', '10.00', '-0.10'],
    [2005, '2.005', '201/200', '+101', '1.005', '1.005', '-0.995'],
    [2001, '2.001', '1001/1000', '+100', '1.001', '1.001', '-0.999'],
    [1010, '1.01', '1/100', '-10000', '0.01', '-100.00', '0.01'],
    [1001, '1.001', '1/1000', '-100000', '0.001', '-1000.00', '0.001'],
    [1_001_000, '1001.00', '1000/1', '+100000', '1000.00', '1000.00', '-0.001'],
  ])('S0 §9: %i thousandths read %s, %s, %s, HK %s, Indo %s, Malay %s', (odds, dec, frac, us, hk, indo, my) => {
    const price = asDecimalOdds(odds);
    expect([decimal, fractional, american, hongKong, indonesian, malay].map((id) => formatOdds(price, id))).toEqual([dec, frac, us, hk, indo, my]);
  });

  it('S0 §9: rounding to 3 decimals is half away from zero (American to whole units)', () => {
    expect(divRound(1005, 10)).toBe(101);
    expect(divRound(-1005, 10)).toBe(-101);
    expect(divRound(1004, 10)).toBe(100);
    expect(divRound(-100_000, 909)).toBe(-110);
    expect(formatOdds(asDecimalOdds(2_001_000), malay)).toBe('-0.001'); // 1/2000 is exactly half a thousandth
  });

  it('S0 §9: evens may read "EVS", and the exact fraction is available instead of the ladder', () => {
    expect(formatOdds(asDecimalOdds(2000), fractional, { evens: 'EVS' })).toBe('EVS');
    expect(formatOdds(asDecimalOdds(2500), fractional, { exactFractions: true })).toBe('3/2');
    expect(formatOdds(asDecimalOdds(1667), fractional, { exactFractions: true })).toBe('667/1000');
    expect(formatOdds(asDecimalOdds(1909), fractional, { exactFractions: true })).toBe('909/1000');
  });

  it('S0 §9: the variants 14 to 16, which the spec does not describe, show decimal odds', () => {
    for (const id of [14, 15, 16] as const) expect(formatOdds(asDecimalOdds(1850), id)).toBe('1.85');
  });

  it('the ladder holds distinct prices, each reading as its own fraction', () => {
    const prices = FRACTION_LADDER.map(([n, d]) => 1000 + divRound(1000 * n, d));
    expect(new Set(prices).size).toBe(prices.length);
    for (const [i, [n, d]] of FRACTION_LADDER.entries()) {
      expect(formatOdds(asDecimalOdds(prices[i]!), fractional)).toBe(`${n}/${d}`);
      if (i > 0) expect(prices[i]).toBeGreaterThan(prices[i - 1]!);
    }
  });

  it.each<[string, OddsFormatId, number | undefined]>([
    ['+150', american, 2500],
    ['-110', american, 1909],
    ['-200', american, 1500],
    ['+100', american, 2000],
    ['-100', american, 2000],
    ['99', american, undefined],
    ['+0', american, undefined],
    ['6/4', fractional, 2500],
    ['10/11', fractional, 1909],
    ['EVS', fractional, 2000],
    ['1/1', fractional, 2000],
    ['0/1', fractional, undefined],
    ['1/0', fractional, undefined],
    ['2.50', decimal, 2500],
    ['1.0', decimal, undefined],
    ['abc', decimal, undefined],
    ['0.909', hongKong, 1909],
    ['0', hongKong, undefined],
    ['-2.00', indonesian, 1500],
    ['-0.50', indonesian, undefined],
    ['-0.667', malay, 2499],
    ['1.00', malay, 2000],
    ['1.50', malay, undefined],
  ])('S0 §9: "%s" in format %i stands for %s thousandths', (text, id, odds) => {
    expect(toDecimalOdds(text, id)).toBe(odds);
  });

  it('property, S0 §9: Hong Kong above evens follows the digits rule of formatDecimalOdds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2001, max: 1_001_000 }), (odds) => {
        expect(formatOdds(asDecimalOdds(odds), hongKong)).toBe(formatDecimalOdds(asDecimalOdds(odds - 1000)));
      }),
    );
  });

  it('property, S0 §9: decimal, fractional, Hong Kong and the positive side of Indonesian and Malay read back exactly; American within 5 thousandths', () => {
    fc.assert(
      fc.property(anyOdds, fc.boolean(), (odds, exactFractions) => {
        for (const id of [decimal, hongKong]) expect(toDecimalOdds(formatOdds(odds, id), id)).toBe(odds);
        expect(toDecimalOdds(formatOdds(odds, fractional, { exactFractions }), fractional)).toBe(odds);
        if (odds >= 2000) expect(toDecimalOdds(formatOdds(odds, indonesian), indonesian)).toBe(odds);
        if (odds <= 2000) expect(toDecimalOdds(formatOdds(odds, malay), malay)).toBe(odds);
        expect(Math.abs(toDecimalOdds(formatOdds(odds, american), american)! - odds)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('property, S0 §9: a shown price, read back and shown again, reads the same in every format', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        for (const id of NAMED) {
          const text = formatOdds(odds, id);
          expect(formatOdds(toDecimalOdds(text, id)!, id)).toBe(text);
        }
      }),
    );
  });

  it('property, S0 §9: Malay odds always lie within [-1, 1] and are never 0', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        const value = Number(formatOdds(odds, malay));
        expect(Math.abs(value)).toBeLessThanOrEqual(1);
        expect(value).not.toBe(0);
      }),
    );
  });

  it('property, S0 §9: a higher price never reads lower (Malay: on each side of evens, where it wraps)', () => {
    fc.assert(
      fc.property(anyOdds, fc.integer({ min: 1, max: 5000 }), (low, step) => {
        const high = asDecimalOdds(low + step);
        for (const id of NAMED) {
          // The price every format stands for never falls.
          expect(toDecimalOdds(formatOdds(high, id), id)!).toBeGreaterThanOrEqual(toDecimalOdds(formatOdds(low, id), id)!);
          const sameSide = id !== malay || (low <= 2000) === (high <= 2000);
          if (sameSide) expect(reading(formatOdds(high, id))).toBeGreaterThanOrEqual(reading(formatOdds(low, id)));
        }
        // Fractions are exact readings of thousandths (or a ladder fraction rounding to them): strictly higher.
        expect(reading(formatOdds(high, fractional))).toBeGreaterThan(reading(formatOdds(low, fractional)));
      }),
    );
  });
});
