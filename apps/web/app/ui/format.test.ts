import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDecimalOdds } from './format.ts';

describe('display formats', () => {
  // The odds table itself is the domain's (packages/domain/src/format/date-odds-format.test.ts).
  it('S0 §9: the components show the domain\'s decimal odds, and a dash for what is not a price', () => {
    expect(formatDecimalOdds(1875)).toBe('1.875');
    expect(formatDecimalOdds(2000)).toBe('2.00');
    expect(formatDecimalOdds(Number.NaN)).toBe('—');
  });

  it('S0 §3.3, §9: times use the tzo offset and the 12/24-hour choice, the same on server and browser', () => {
    const instant = '2026-11-22T17:05:00Z';
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: 3, is12h: false, withDate: false })).toBe('20:05');
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: 3, is12h: true, withDate: false })).toMatch(/^08:05\sPM$/);
    expect(formatDateTime(instant, { lang: 'en', timeZoneHours: -3.5, is12h: false, withDate: false })).toBe('13:35');
  });
});
