import { describe, expect, it } from 'vitest';
import { daysBack, defaultSportId, groupByChampionship, isIsoDate, periodLabel, playerDay, readId, readResultsFilter, resultsSearch, sportCounts } from './feed-view.ts';

describe('results page helpers (S0 §2.2 results, §2.4 filters in the URL)', () => {
  it('S0 §3.3 timeZone: the player’s day follows his offset from UTC, fractional ones included', () => {
    const at = Date.UTC(2026, 10, 24, 22, 30);
    expect(playerDay(at, 0)).toBe('2026-11-24');
    expect(playerDay(at, 3)).toBe('2026-11-25');
    expect(playerDay(at, 1.5)).toBe('2026-11-25');
    expect(playerDay(Date.UTC(2026, 10, 24, 2), -3)).toBe('2026-11-23');
  });

  it('S0 §2.2 results: today and the six days before, newest first, across a month end', () => {
    expect(daysBack('2026-12-02', 7)).toEqual(['2026-12-02', '2026-12-01', '2026-11-30', '2026-11-29', '2026-11-28', '2026-11-27', '2026-11-26']);
  });

  it('S0 §2.4: the filter is read from the URL; a bad or future date is today, a bad sport the default', () => {
    const today = '2026-11-24';
    expect(readResultsFilter(new URLSearchParams('date=2026-11-20&sport=4'), today)).toEqual({ date: '2026-11-20', sportId: 4 });
    expect(readResultsFilter(new URLSearchParams('date=2026-11-31&sport=x'), today)).toEqual({ date: today, sportId: null });
    expect(readResultsFilter(new URLSearchParams('date=2026-11-25'), today)).toEqual({ date: today, sportId: null });
    expect(readResultsFilter(new URLSearchParams(''), today)).toEqual({ date: today, sportId: null });
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(readId('0')).toBeNull();
    expect(readId('99999999999')).toBeNull();
    expect(readId('2999')).toBe(2999);
  });

  it('S0 §2.4: a filter change keeps the other params and leaves the defaults out of the URL', () => {
    const today = '2026-11-24';
    const current = new URLSearchParams('sport=1&platform_type=desktop');
    expect(resultsSearch(current, { date: '2026-11-22' }, today).toString()).toBe('sport=1&platform_type=desktop&date=2026-11-22');
    expect(resultsSearch(new URLSearchParams('date=2026-11-22&sport=1'), { date: today, sportId: null }, today).toString()).toBe('');
  });

  it('S0 §2.2 results: a day without a sport asked for shows its first sport with results', () => {
    expect(defaultSportId([{ sportId: 1, count: 0 }, { sportId: 4, count: 3 }, { sportId: 10, count: 9 }])).toBe(4);
    expect(defaultSportId([])).toBeNull();
    expect(defaultSportId(undefined)).toBeNull();
  });

  it('S0 §2.2: events grouped by championship in the order they come; sports counted in the sports’ order', () => {
    const ev = (id: number, champ: number, sportId = 1) => ({ id, sportId, championship: { id: champ, name: `c${champ}` }, category: { id: 1, name: 'x' } });
    const groups = groupByChampionship([ev(1, 20), ev(2, 10), ev(3, 20)]);
    expect(groups.map((g) => [g.championship.id, g.events.map((e) => e.id)])).toEqual([
      [20, [1, 3]],
      [10, [2]],
    ]);
    expect(sportCounts([ev(1, 1, 4), ev(2, 1, 1), ev(3, 1, 4), ev(4, 1, 99)], [1, 2, 3, 4])).toEqual([
      { sportId: 1, count: 1 },
      { sportId: 4, count: 2 },
      { sportId: 99, count: 1 },
    ]);
  });

  it('S0 §2.2 live results: the feed’s period codes have dictionary labels', () => {
    expect(periodLabel('h2')).toEqual({ key: 'sportStats.period.h', n: 2 });
    expect(periodLabel('set3')).toEqual({ key: 'sportStats.period.set', n: 3 });
    expect(periodLabel('ot')).toEqual({ key: 'sportStats.period.ot', n: 1 });
    expect(periodLabel('ot2')).toEqual({ key: 'sportStats.period.ot', n: 2 });
    expect(periodLabel('so')).toEqual({ key: 'sportStats.period.so', n: 0 });
    expect(periodLabel('map')).toBeNull();
    expect(periodLabel('half-time')).toBeNull();
  });
});
