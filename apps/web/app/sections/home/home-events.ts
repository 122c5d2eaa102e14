import type { FeedEventSummary, ShowcaseEvent } from '@wager/contract';

/**
 * A compact home row (contract `ShowcaseEvent`) as the feed summary the shared event row reads:
 * what the home page does not carry (category, ids of the sides, periods) is left empty.
 */
export function summaryOf(event: ShowcaseEvent): FeedEventSummary {
  return {
    id: event.id,
    sportId: event.sportId,
    category: { id: 0, name: '' },
    championship: event.champ,
    home: event.home === null ? null : { id: 0, name: event.home },
    away: event.away === null ? null : { id: 0, name: event.away },
    name: event.name,
    startsAt: event.startsAt,
    status: event.status,
    isTop: false,
    hasVideo: false,
    live: event.score ? { score: event.score, period: '', periods: [], minute: event.minute } : null,
    mainMarket: event.market
      ? { key: event.market.key, group: 'main', status: 'open', version: event.market.version, outcomes: event.market.outcomes.map(([key, price, open]) => ({ key, price, open })) }
      : null,
    asianMarkets: [],
    marketCount: event.marketCount,
  };
}
