import { describe, expect, it } from 'vitest';
import { createBook } from './book.ts';
import { createFeedService } from './feed.service.ts';
import { createSimulatorSource } from './simulator.source.ts';

const NOW = Date.UTC(2026, 10, 24, 12);

function simulatedBook() {
  const book = createBook();
  const source = createSimulatorSource({ seed: 'feed-service', tickMs: 0, horizonMs: 12 * 3_600_000 });
  source.subscribe((batch) => book.apply(batch));
  source.start(NOW);
  source.stop();
  return createFeedService(book);
}

describe('feed summaries (S0 §3.3 appViewType, docs/decisions/013-sport-screens.md)', () => {
  const service = simulatedBook();

  it('S0 §3.3: the Asian view markets are the handicap and the total priced closest to even, handicap first', () => {
    const events = service.lineEvents({ lang: 'en' }, NOW).filter((e) => e.sportId === 1);
    expect(events.length).toBeGreaterThan(0);
    for (const summary of events) {
      const [handicap, total] = summary.asianMarkets;
      expect(handicap?.key).toMatch(/^ft\.ah:/);
      expect(total?.key).toMatch(/^ft\.total:/);
      const detail = service.event(summary.id, 'en')!;
      const gap = (key: string) => {
        const m = detail.markets.find((x) => x.key === key)!;
        return Math.abs(m.outcomes[0]!.price - m.outcomes[1]!.price);
      };
      for (const m of detail.markets.filter((x) => /^ft\.ah:/.test(x.key))) expect(gap(handicap!.key)).toBeLessThanOrEqual(gap(m.key));
      for (const m of detail.markets.filter((x) => /^ft\.total:/.test(x.key))) expect(gap(total!.key)).toBeLessThanOrEqual(gap(m.key));
    }
  });

  it('S0 §3.3: each sport offers its own main lines (sets, games, maps, points)', () => {
    const keys = new Set(service.lineEvents({ lang: 'en' }, NOW).flatMap((e) => e.asianMarkets.map((m) => m.key.replace(/:.*$/, ''))));
    expect([...keys].sort()).toEqual(expect.arrayContaining(['ft.ah', 'ft.total', 'ft.sets_ah', 'ft.games_total']));
  });

  it('S1 §3: line and live counts per sport agree with the lists', () => {
    const sports = service.lineSports('en').sports;
    for (const sport of sports) {
      expect(sport.eventCount).toBe(service.lineEvents({ sportId: sport.sportId, lang: 'en' }, NOW).length);
      expect(sport.liveCount).toBe(service.liveEvents({ sportId: sport.sportId, lang: 'en' }, NOW).length);
    }
    expect(sports.some((s) => s.liveCount > 0)).toBe(true);
  });
});
