import { queryOptions } from '@tanstack/react-query';
import { FeedEventResponse, FeedEventsResponse, FeedResultSportsResponse, FeedResultsResponse, LineSportsResponse } from '@wager/contract';
import { ApiRequestError, apiRequest } from '../../../shell/api-client.ts';

/**
 * The odds feed as the results, statistics and champs pages read it (decision 010, 012): query
 * option factories under `['sportStats', …]`, answers checked by the contract's schemas. Feed
 * answers are fresh for a second; the pages poll what moves (S1 §9: live every 5 s).
 */

/** S1 §9: live dashboards poll every 5 s. */
export const LIVE_POLL_MS = 5_000;
/** Today's results grow as games end; earlier days stay as they are. */
export const TODAY_RESULTS_POLL_MS = 60_000;

/** An unknown sport, championship or game is a 404 the page shows as its empty state, not a notification. */
const QUIET = ['NOT_FOUND'] as const;
function emptyOn404<T>(request: Promise<T>, empty: T): Promise<T> {
  return request.catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404) return empty;
    throw error;
  });
}

export interface DayQuery {
  date: string;
  /** S0 §3.3 timeZone of the player: the day is his. */
  tzo: number;
  lang: string;
}

export const sportStatsKeys = {
  all: ['sportStats'] as const,
  resultSports: (q: DayQuery) => ['sportStats', 'resultSports', q] as const,
  results: (q: DayQuery & { sportId: number; markets: 'all' | 'none' }) => ['sportStats', 'results', q] as const,
  events: (list: 'line' | 'live', q: { sportId?: number; champId?: number; lang: string }) => ['sportStats', list, q] as const,
  event: (gameId: number, lang: string) => ['sportStats', 'event', gameId, lang] as const,
  lineSports: (lang: string) => ['sportStats', 'lineSports', lang] as const,
};

export const resultsQueries = {
  /** Every sport with its name, in the book's order (names and order of the live filter). */
  lineSports: (lang: string) =>
    queryOptions({
      queryKey: sportStatsKeys.lineSports(lang),
      queryFn: ({ signal }) => apiRequest('/bff-api/line/sports', { query: { lang }, schema: LineSportsResponse, signal }),
      staleTime: 60_000,
    }),
  /** The sports with results that day, with their counts (the sport filter). */
  sports: (q: DayQuery) =>
    queryOptions({
      queryKey: sportStatsKeys.resultSports(q),
      queryFn: ({ signal }) => apiRequest('/bff-api/results/sports', { query: { ...q }, schema: FeedResultSportsResponse, signal }),
    }),
  /**
   * A day's finished events of one sport; by default without each market's result (a results row
   * opens its event for those), with them for outrights (one market each: the champion).
   */
  results: ({ markets = 'none', ...rest }: DayQuery & { sportId: number; markets?: 'all' | 'none' }) => {
    const q = { ...rest, markets };
    return queryOptions({
      queryKey: sportStatsKeys.results(q),
      queryFn: ({ signal }) => emptyOn404(apiRequest('/bff-api/results', { query: { ...q }, schema: FeedResultsResponse, signal, handles: QUIET }), { date: q.date, events: [] }),
    });
  },
  /** Events of the line or in play, by sport or championship. */
  events: (list: 'line' | 'live', q: { sportId?: number; champId?: number; lang: string }) =>
    queryOptions({
      queryKey: sportStatsKeys.events(list, q),
      queryFn: ({ signal }) => emptyOn404(apiRequest(`/bff-api/${list}/events`, { query: { ...q }, schema: FeedEventsResponse, signal, handles: QUIET }), { events: [] }),
    }),
  /** One event with every market and, once ended, every market's result; null when the feed has no such event. */
  event: (gameId: number, lang: string) =>
    queryOptions({
      queryKey: sportStatsKeys.event(gameId, lang),
      queryFn: ({ signal }) =>
        emptyOn404(
          apiRequest(`/bff-api/events/${gameId}`, { query: { lang }, schema: FeedEventResponse, signal, handles: QUIET }).then((answer) => answer.event),
          null,
        ),
    }),
};
