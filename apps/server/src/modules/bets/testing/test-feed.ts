import type { FeedEvent, FeedListener, FeedMarket, FeedMessage, FeedSource } from '../../feed/index.ts';

/** A feed source the test drives by hand: each `push` is one batch the app's book applies. */
export function createTestFeed() {
  const listeners = new Set<FeedListener>();
  const source: FeedSource & { push(batch: FeedMessage[]): void } = {
    kind: 'test',
    start() {},
    stop() {},
    snapshot: () => [],
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    push(batch) {
      for (const l of listeners) l(batch);
    },
  };
  return source;
}

export const SPORT = { id: 1, slug: 'football', name: { en: 'Football', ru: 'Футбол' }, sortOrder: 1 };

export function game(id: number, startsAt: number, status: FeedEvent['status'] = 'not_started', sportId = 1): FeedEvent {
  return {
    id,
    sportId,
    category: { id: 77, name: { en: 'England', ru: 'Англия' } },
    championship: { id: 7701, name: { en: 'Premier League', ru: 'Премьер-лига' } },
    home: { id: id * 10 + 1, name: { en: `Home ${id}`, ru: `Хозяева ${id}` } },
    away: { id: id * 10 + 2, name: { en: `Away ${id}`, ru: `Гости ${id}` } },
    name: null,
    startsAt,
    status,
    isTop: false,
    live: status === 'not_started' ? null : { score: [0, 0], period: 'h1', periods: [], minute: 10 },
  };
}

/** The 1X2 market of a game at these prices (thousandths). */
export function x12(version: number, prices: [number, number, number], status: FeedMarket['status'] = 'open'): FeedMarket {
  return {
    key: 'ft.1x2',
    group: 'main',
    status,
    version,
    outcomes: [
      { key: 'home', price: prices[0], open: true },
      { key: 'draw', price: prices[1], open: true },
      { key: 'away', price: prices[2], open: true },
    ],
  };
}
