import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_TYPES } from './catalogue.ts';
import { describeDays, describeLimitValue, hoursLeft } from './display.ts';

describe('S1 §3: limit values shown as days, months or years', () => {
  it.each([
    [30, 1, 'days', 1],
    [30, 7, 'days', 7],
    [30, 30, 'months', 1],
    [30, 90, 'months', 3],
    [30, 180, 'months', 6],
    [30, 360, 'years', 1],
    [30, 365, 'years', 1],
    [30, 720, 'years', 2],
    [30, 730, 'years', 2],
    [30, 1080, 'years', 3],
    [30, 1095, 'years', 3],
    [30, 1800, 'years', 5],
    [30, 1825, 'years', 5],
    [30, 3650, 'years', 10],
    [33, 1, 'days', 1],
    [33, 7, 'days', 7],
    [33, 30, 'months', 1],
    [33, 90, 'months', 3],
    [31, 5, 'hours', 5],
    [31, 24, 'hours', 24],
    [31, -1, 'unset', 0],
    [32, 45, 'minutes', 45],
    [20, 20, 'money', 20],
    [1, 500, 'money', 500],
    [12, 0, 'money', 0],
    [20, 999_999_999, 'none', 0],
    [22, -1, 'unset', 0],
    [30, 0, 'unset', 0],
    [33, 0, 'unset', 0],
    [32, 0, 'unset', 0],
  ] as const)('S1 §3: type %i value %i reads as %s × %i', (type, value, unit, count) => {
    expect(describeLimitValue(type, value)).toEqual({ unit, count });
  });

  it('S1 §3: a day count always reads back to the same number of days (30-day months, 360/365-day years)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (days) => {
        const { unit, count } = describeDays(days);
        expect(Number.isInteger(count) && count > 0).toBe(true);
        const back = unit === 'days' ? [count] : unit === 'months' ? [count * 30] : [count * 360, count * 365];
        expect(back).toContain(days);
        // The largest unit wins: a whole number of years is never shown in months or days.
        if (days % 360 === 0 || days % 365 === 0) expect(unit).toBe('years');
      }),
    );
  });

  it('S1 §3: every type shows -1 as not set and never throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMIT_TYPES), fc.integer({ min: -1, max: 2_000_000_000 }), (type, value) => {
        const shown = describeLimitValue(type, value);
        if (value === -1) expect(shown.unit).toBe('unset');
        expect(Number.isFinite(shown.count)).toBe(true);
      }),
    );
  });
});

describe('S1 §4: hours left until a pending change can be approved', () => {
  it.each([
    [0, 86_400, 24],
    [0, 86_399, 24],
    [0, 3_601, 2],
    [0, 600, 1],
    [100, 100, 0],
    [200, 100, 0],
  ])('now %i, until %i → %i hours', (now, until, hours) => {
    expect(hoursLeft(now, until)).toBe(hours);
  });

  it('S1 §4: the hours left never grow as time passes and reach 0 exactly when due', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), (start, until, step) => {
        const due = start + until;
        expect(hoursLeft(start + step, due)).toBeLessThanOrEqual(hoursLeft(start, due));
        expect(hoursLeft(due, due)).toBe(0);
        if (start < due) expect(hoursLeft(start, due)).toBeGreaterThan(0);
      }),
    );
  });
});
