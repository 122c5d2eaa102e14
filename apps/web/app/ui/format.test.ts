import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDecimalOdds } from './format.ts';

describe('display formats', () => {
  it.each([
    [1850, '1.85'],
    [1875, '1.875'],
    [2000, '2.00'],
    [10500, '10.50'],
    [1001, '1.001'],
  ])('S0 §9: decimal odds %i thousandths read %s (at most 3 decimals)', (milli, text) => {
    expect(formatDecimalOdds(milli)).toBe(text);
  });

  it('S0 §3.3, §9: times use the tzo offset and the 12/24-hour choice, the same on server and browser', () => {
    const instant = '2026-11-22T17:05:00Z';
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: 3, is12h: false, withDate: false })).toBe('20:05');
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: 3, is12h: true, withDate: false })).toMatch(/^08:05\sPM$/);
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: -3.5, is12h: false, withDate: false })).toBe('13:35');
  });
});
