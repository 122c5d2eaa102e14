import type {
  FeedEventDetail,
  FeedEventSummary,
  FeedEventsQuery,
  FeedMarket as WireMarket,
  FeedResultSportsResponse,
  FeedResultsResponse,
  LineSportsResponse,
  SportsListResponse,
} from '@wager/contract';
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
/** The full-time handicap and total markets of each sport (S0 §3.3 Asian view shows their main lines). */
const HANDICAP = /^ft\.(ah|sets_ah|maps_ah):/;
const TOTAL = /^ft\.(total|points_total|games_total|maps_total):/;

/** The open two-way line priced closest to even: the "main line" a bookmaker shows first. */
function mainLine(markets: Iterable<FeedMarket>, pattern: RegExp): FeedMarket | undefined {
  let best: FeedMarket | undefined;
  let bestGap = Infinity;
  for (const market of markets) {
    if (market.status === 'closed' || market.outcomes.length !== 2 || !pattern.test(market.key)) continue;
    const gap = Math.abs(market.outcomes[0]!.price - market.outcomes[1]!.price);
    if (gap < bestGap) {
      best = market;
      bestGap = gap;
    }
  }
  return best;
}

export interface FeedService {
  /** S1 §3: every sport (and 2999) with its English name. */
  sportsList(lang: string): SportsListResponse;
  /** Sports with their counts of events not started. */
  lineSports(lang: string): LineSportsResponse;
  /**
   * `validity`, when given, learns until when (ms) the answer holds if the book does not change:
   * with time filter 1 an event enters the list when its start comes within the window.
   */
  lineEvents(query: FeedEventsQuery, now: number, validity?: { until: number }): FeedEventSummary[];
  liveEvents(query: FeedEventsQuery, now: number): FeedEventSummary[];
  event(id: number, lang: string): FeedEventDetail | null;
  /**
   * Events that ended on the day of `date` (YYYY-MM-DD): the UTC day, or the day at `tzo` hours from
   * UTC; `withMarkets` false leaves each market's result out.
   */
  results(date: string, sportId: number | undefined, lang: string, options?: { tzo?: number; withMarkets?: boolean }): FeedResultsResponse;
  /** The sports with results on that day and how many, in the sports' order. */
  resultSports(date: string, lang: string, tzo?: number): FeedResultSportsResponse;
  /** The current price of a selection, for a bet to re-check: null when unknown. */
  getSelection(eventId: number, marketKey: string, outcomeKey: string): Selection | null;
}

export const isOpenEvent = (status: string) => status === 'not_started' || status === 'live' || status === 'paused';

/** A market as the API sends it: an outcome is open only while its event and market are. */
export function wireMarket(market: FeedMarket, eventOpen: boolean): WireMarket {
  const marketOpen = eventOpen && market.status === 'open';
  return {
    key: market.key,
    group: market.group,
    status: market.status,
    version: market.version,
    outcomes: market.outcomes.map((o) => ({ key: o.key, price: o.price, open: marketOpen && o.open })),
  };
}

export function summary(entry: BookEvent, lang: 'en' | 'ru'): FeedEventSummary {
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
    hasVideo: e.hasVideo === true,
    live: e.live,
    mainMarket: main ? wireMarket(main, eventOpen) : null,
    asianMarkets: [mainLine(entry.markets.values(), HANDICAP), mainLine(entry.markets.values(), TOTAL)].filter((m) => m !== undefined).map((m) => wireMarket(m, eventOpen)),
    marketCount: count,
    ...(e.outcomeNames ? { outcomeNames: Object.fromEntries(Object.entries(e.outcomeNames).map(([key, name]) => [key, text(name)])) } : {}),
  };
}

/** The [from, to) instants (ms) of a day (YYYY-MM-DD) at `tzo` hours from UTC. */
function dayWindow(date: string, tzo = 0): [number, number] {
  const from = Date.parse(`${date}T00:00:00Z`) - Math.round(tzo * 3_600_000);
  return [from, from + DAY];
}

function resultOf(entry: BookEvent) {
  return entry.result ? { finishedAt: new Date(entry.finishedAt ?? entry.result.at).toISOString(), score: entry.result.score, markets: entry.result.markets } : null;
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

  function list(query: FeedEventsQuery, now: number, live: boolean, validity?: { until: number }): FeedEventSummary[] {
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
          if (live) continue;
          if (e.startsAt > now + UPCOMING_WINDOW_MS) {
            if (validity) validity.until = Math.min(validity.until, e.startsAt - UPCOMING_WINDOW_MS);
            continue;
          }
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
      const line = new Map<number, number>();
      const live = new Map<number, number>();
      for (const entry of book.events()) {
        const { status, sportId } = entry.event;
        const counts = status === 'not_started' ? line : status === 'live' || status === 'paused' ? live : null;
        counts?.set(sportId, (counts.get(sportId) ?? 0) + 1);
      }
      return {
        sports: book.sports().map((s) => ({ sportId: s.id, slug: s.slug, name: s.name[dict], eventCount: line.get(s.id) ?? 0, liveCount: live.get(s.id) ?? 0 })),
      };
    },
    lineEvents: (query, now, validity) => list(query, now, false, validity),
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
    results(date, sportId, lang, options = {}) {
      if (sportId !== undefined && !book.sport(sportId)) throw new FeedNotFound(`No sport ${sportId}.`);
      const dict = dictionaryLanguage(lang);
      const [from, to] = dayWindow(date, options.tzo);
      const events: FeedResultsResponse['events'] = [];
      for (const entry of book.events()) {
        if (entry.finishedAt === null || entry.finishedAt < from || entry.finishedAt >= to) continue;
        if (sportId !== undefined && entry.event.sportId !== sportId) continue;
        const result = resultOf(entry)!;
        events.push({ ...summary(entry, dict), result: options.withMarkets === false ? { ...result, markets: [] } : result });
      }
      events.sort((a, b) => (a.result.finishedAt < b.result.finishedAt ? 1 : -1));
      return { date, events };
    },
    resultSports(date, lang, tzo) {
      const dict = dictionaryLanguage(lang);
      const [from, to] = dayWindow(date, tzo);
      const counts = new Map<number, number>();
      for (const entry of book.events()) {
        if (entry.finishedAt === null || entry.finishedAt < from || entry.finishedAt >= to) continue;
        counts.set(entry.event.sportId, (counts.get(entry.event.sportId) ?? 0) + 1);
      }
      const sports = book.sports().filter((s) => counts.has(s.id)).map((s) => ({ sportId: s.id, name: s.name[dict], count: counts.get(s.id)! }));
      return { date, sports };
    },
    getSelection: (eventId, marketKey, outcomeKey) => book.getSelection(eventId, marketKey, outcomeKey),
  };
}
