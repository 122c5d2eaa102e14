import type { FeedEventDetail, FeedEventSummary, FeedEventsQuery, FeedMarket as WireMarket, FeedResultsResponse, LineSportsResponse, SportsListResponse } from '@wager/contract';
import { dictionaryLanguage } from '@wager/domain';
import type { Book, BookEvent, Selection } from './book.ts';
import type { FeedMarket, Localized } from './feed-types.ts';

/** What `line/events` and `live/events` may not answer: an unknown sport or championship. */
export class FeedNotFound extends Error {}

const DAY = 86_400_000;
/** S1 §3 timeFilter 1 "upcoming events": starting within this (decision 012). */
export const UPCOMING_WINDOW_MS = 2 * 3_600_000;
/** Market key scopes of a sport's first and second period (timeFilter 2 and 3, decision 012). */
const FIRST_PERIOD = /^(1h|p1|q1|set1|map1)\./;
const SECOND_PERIOD = /^(2h|p2|q2|set2|map2)\./;
const MAIN_MARKETS = ['ft.1x2', 'ft.winner', 'outright.winner'];

export interface FeedService {
  /** S1 §3: every sport (and 2999) with its English name. */
  sportsList(lang: string): SportsListResponse;
  /** Sports with their counts of events not started. */
  lineSports(lang: string): LineSportsResponse;
  lineEvents(query: FeedEventsQuery, now: number): FeedEventSummary[];
  liveEvents(query: FeedEventsQuery, now: number): FeedEventSummary[];
  event(id: number, lang: string): FeedEventDetail | null;
  /** Events that ended on the UTC day of `date` (YYYY-MM-DD). */
  results(date: string, sportId: number | undefined, lang: string): FeedResultsResponse;
  /** The current price of a selection, for a bet to re-check: null when unknown. */
  getSelection(eventId: number, marketKey: string, outcomeKey: string): Selection | null;
}

const isOpenEvent = (status: string) => status === 'not_started' || status === 'live' || status === 'paused';

function wireMarket(market: FeedMarket, eventOpen: boolean): WireMarket {
  const marketOpen = eventOpen && market.status === 'open';
  return {
    key: market.key,
    group: market.group,
    status: market.status,
    version: market.version,
    outcomes: market.outcomes.map((o) => ({ key: o.key, price: o.price, open: marketOpen && o.open })),
  };
}

function summary(entry: BookEvent, lang: 'en' | 'ru'): FeedEventSummary {
  const e = entry.event;
  const text = (l: Localized) => l[lang];
  const eventOpen = isOpenEvent(e.status);
  let main: FeedMarket | undefined;
  let count = 0;
  for (const market of entry.markets.values()) {
    if (market.status === 'closed') continue;
    count++;
    if (!main && MAIN_MARKETS.includes(market.key)) main = market;
  }
  return {
    id: e.id,
    sportId: e.sportId,
    category: { id: e.category.id, name: text(e.category.name) },
    championship: { id: e.championship.id, name: text(e.championship.name) },
    home: e.home ? { id: e.home.id, name: text(e.home.name) } : null,
    away: e.away ? { id: e.away.id, name: text(e.away.name) } : null,
    name: e.name ? text(e.name) : null,
    startsAt: new Date(e.startsAt).toISOString(),
    status: e.status,
    isTop: e.isTop,
    live: e.live,
    mainMarket: main ? wireMarket(main, eventOpen) : null,
    marketCount: count,
  };
}

function resultOf(entry: BookEvent) {
  return entry.result ? { finishedAt: new Date(entry.result.at).toISOString(), score: entry.result.score, markets: entry.result.markets } : null;
}

export function createFeedService(book: Book): FeedService {
  function checkFilters(query: FeedEventsQuery): void {
    if (query.sportId !== undefined && !book.sport(query.sportId)) throw new FeedNotFound(`No sport ${query.sportId}.`);
    if (query.champId !== undefined) {
      let known = false;
      for (const entry of book.events()) if (entry.event.championship.id === query.champId) known = true;
      if (!known) throw new FeedNotFound(`No championship ${query.champId}.`);
    }
  }

  function list(query: FeedEventsQuery, now: number, live: boolean): FeedEventSummary[] {
    checkFilters(query);
    const lang = dictionaryLanguage(query.lang ?? 'en');
    const out: BookEvent[] = [];
    for (const entry of book.events()) {
      const e = entry.event;
      if (live ? e.status !== 'live' && e.status !== 'paused' : e.status !== 'not_started') continue;
      if (query.sportId !== undefined && e.sportId !== query.sportId) continue;
      if (query.champId !== undefined && e.championship.id !== query.champId) continue;
      switch (query.timeFilter ?? 0) {
        case 1:
          if (live || e.startsAt > now + UPCOMING_WINDOW_MS) continue;
          break;
        case 2:
        case 3: {
          const scope = query.timeFilter === 2 ? FIRST_PERIOD : SECOND_PERIOD;
          let has = false;
          for (const m of entry.markets.values()) if (m.status !== 'closed' && scope.test(m.key)) has = true;
          if (!has) continue;
          break;
        }
        case 6:
          if (!e.isTop) continue;
          break;
      }
      out.push(entry);
    }
    out.sort((a, b) => a.event.startsAt - b.event.startsAt || a.event.id - b.event.id);
    return out.map((entry) => summary(entry, lang));
  }

  return {
    sportsList(lang) {
      const dict = dictionaryLanguage(lang);
      return book.sports().map((s) => ({ sportId: s.id, nameEng: s.name.en, name: s.name[dict] }));
    },
    lineSports(lang) {
      const dict = dictionaryLanguage(lang);
      const counts = new Map<number, number>();
      for (const entry of book.events()) if (entry.event.status === 'not_started') counts.set(entry.event.sportId, (counts.get(entry.event.sportId) ?? 0) + 1);
      return { sports: book.sports().map((s) => ({ sportId: s.id, slug: s.slug, name: s.name[dict], eventCount: counts.get(s.id) ?? 0 })) };
    },
    lineEvents: (query, now) => list(query, now, false),
    liveEvents: (query, now) => list(query, now, true),
    event(id, lang) {
      const entry = book.event(id);
      if (!entry) return null;
      const eventOpen = isOpenEvent(entry.event.status);
      return {
        ...summary(entry, dictionaryLanguage(lang)),
        markets: [...entry.markets.values()].filter((m) => m.status !== 'closed').map((m) => wireMarket(m, eventOpen)),
        result: resultOf(entry),
      };
    },
    results(date, sportId, lang) {
      if (sportId !== undefined && !book.sport(sportId)) throw new FeedNotFound(`No sport ${sportId}.`);
      const dict = dictionaryLanguage(lang);
      const from = Date.parse(`${date}T00:00:00Z`);
      const events: FeedResultsResponse['events'] = [];
      for (const entry of book.events()) {
        if (entry.finishedAt === null || entry.finishedAt < from || entry.finishedAt >= from + DAY) continue;
        if (sportId !== undefined && entry.event.sportId !== sportId) continue;
        events.push({ ...summary(entry, dict), result: resultOf(entry)! });
      }
      events.sort((a, b) => (a.result.finishedAt < b.result.finishedAt ? 1 : -1));
      return { date, events };
    },
    getSelection: (eventId, marketKey, outcomeKey) => book.getSelection(eventId, marketKey, outcomeKey),
  };
}
