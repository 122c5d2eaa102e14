import { describe, expect, it } from 'vitest';
import { asDecimalOdds } from '../units/units.ts';
import { formatDateTime } from './date-time.ts';
import { formatDecimalOdds } from './odds-format.ts';

describe('dates and odds for the player (UI.md: Intl in the player\'s language)', () => {
  const instant = '2026-11-22T17:05:00Z';

  it('S0 §3.3, §9: times use the tzo offset (default 3) and the 12/24-hour choice, whatever zone the machine is in', () => {
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: 3, is12h: false, withDate: false })).toBe('20:05');
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: 3, is12h: true, withDate: false })).toMatch(/^08:05\sPM$/);
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: -3.5, is12h: false, withDate: false })).toBe('13:35');
  });

  it('S0 §1: the date is written in the player\'s language', () => {
    expect(formatDateTime(instant, { lang: 'ru', timeZoneHours: 3, is12h: false, dateStyle: 'long', dateOnly: true })).toBe('22 ноября 2026 г.');
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: 3, is12h: false, dateStyle: 'long', dateOnly: true })).toBe('November 22, 2026');
    expect(formatDateTime(instant, { lang: 'ru', timeZoneHours: 3, is12h: false })).toBe('22 нояб., 20:05');
    expect(formatDateTime('2026-11-22T22:30:00Z', { lang: 'en', timeZoneHours: 3, is12h: false, dateStyle: 'medium' })).toBe('Nov 23, 2026, 01:30');
  });

  it('an instant that is not a date is shown as it came', () => {
    expect(formatDateTime('soon', { lang: 'en', timeZoneHours: 3, is12h: false })).toBe('soon');
  });

  it.each([
    [1850, '1.85'],
    [1875, '1.875'],
    [2000, '2.00'],
    [10500, '10.50'],
    [1001, '1.001'],
  ])('S0 §9: decimal odds %i thousandths read %s (at most 3 decimals)', (milli, text) => {
    expect(formatDecimalOdds(asDecimalOdds(milli))).toBe(text);
  });
});
