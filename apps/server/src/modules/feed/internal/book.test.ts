import { describe, expect, it } from 'vitest';
import { createBook } from './book.ts';
import type { FeedEvent } from './feed-types.ts';

const event = (over: Partial<FeedEvent>): FeedEvent => ({
  id: 1,
  sportId: 1,
  category: { id: 1, name: { en: 'England', ru: 'Англия' } },
  championship: { id: 2, name: { en: 'Premier League', ru: 'Премьер-лига' } },
  home: { id: 3, name: { en: 'Arsenal', ru: 'Арсенал' } },
  away: { id: 4, name: { en: 'Chelsea', ru: 'Челси' } },
  name: null,
  startsAt: 0,
  status: 'live',
  isTop: false,
  live: { score: [2, 1], period: 'h2', periods: [], minute: 90 },
  ...over,
});

describe('the hot state (decision 012)', () => {
  it('S0 §2.2 results: a finished event stays as it ended; a later event message under its id does not rewrite it', () => {
    const book = createBook();
    book.apply([
      { type: 'event', at: 0, event: event({}) },
      { type: 'result', at: 10, eventId: 1, status: 'finished', score: [2, 1], markets: [] },
      // A restarted simulator that gives the id to another game.
      { type: 'event', at: 20, event: event({ home: { id: 9, name: { en: 'Everton', ru: 'Эвертон' } }, status: 'live', live: { score: [0, 0], period: 'h1', periods: [], minute: 3 } }) },
    ]);
    const entry = book.event(1)!;
    expect(entry.event.status).toBe('finished');
    expect(entry.event.home!.name.en).toBe('Arsenal');
    expect(entry.event.live!.score).toEqual([2, 1]);
  });

  it('decision 015: a corrected result replaces the markets\' results and is reported again; the same result repeated is not', () => {
    const book = createBook();
    const result = (home: 'won' | 'lost') => ({ type: 'result' as const, at: 10, eventId: 1, status: 'finished' as const, score: [2, 1] as [number, number], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: home }] }] });
    book.apply([{ type: 'event', at: 0, event: event({}) }]);
    expect([...book.apply([result('won')]).results]).toEqual([1]);
    expect([...book.apply([result('won')]).results]).toEqual([]);
    expect([...book.apply([result('lost')]).results]).toEqual([1]);
    expect(book.event(1)!.result!.markets[0]!.outcomes[0]!.result).toBe('lost');
    expect(book.event(1)!.finishedAt).toBe(10);
  });

  it("decision 015: a correction's time becomes the results' version (what settlement compares); the finish time stays", () => {
    const book = createBook();
    const result = (at: number, home: 'won' | 'lost') => ({ type: 'result' as const, at, eventId: 1, status: 'finished' as const, score: [2, 1] as [number, number], markets: [{ key: 'ft.1x2', outcomes: [{ key: 'home', result: home }] }] });
    book.apply([{ type: 'event', at: 0, event: event({}) }, result(10, 'won')]);
    book.apply([result(25, 'lost')]);
    expect(book.event(1)!.result!.at).toBe(25);
    expect(book.event(1)!.finishedAt).toBe(10);
  });
});
