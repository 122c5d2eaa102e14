import { queryOptions } from '@tanstack/react-query';
import { FeedEventResponse, FeedEventsResponse, LineSportsResponse, type FeedEventsQuery, type TimeFilter } from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';
import type { SportSection } from '../../ui/sport-links.ts';

/**
 * The sportsbook's reads (S0 §2.2 sport screens; answers from the feed's hot state, decision 012)
 * as TanStack Query options (decision 010). The page loaders prefetch the same keys from the
 * in-process feed face, so a page renders with its data and the browser starts with it.
 */
export interface EventsFilter {
  sportId?: number;
  champId?: number;
  timeFilter?: TimeFilter;
}

export const feedKeys = {
  sports: (lang: string) => ['feed', 'sports', lang] as const,
  events: (section: SportSection, filter: EventsFilter, lang: string) =>
    ['feed', 'events', section, filter.sportId ?? 0, filter.champId ?? 0, filter.timeFilter ?? 0, lang] as const,
  event: (gameId: number, lang: string) => ['feed', 'event', gameId, lang] as const,
};

export function eventsQueryParams(filter: EventsFilter, lang: string): FeedEventsQuery {
  return { ...filter, lang: lang as FeedEventsQuery['lang'] };
}

export const feedQueries = {
  sports: (lang: string) =>
    queryOptions({
      queryKey: feedKeys.sports(lang),
      queryFn: ({ signal }) => apiRequest('/bff-api/line/sports', { query: { lang }, schema: LineSportsResponse, signal }),
    }),
  events: (section: SportSection, filter: EventsFilter, lang: string) =>
    queryOptions({
      queryKey: feedKeys.events(section, filter, lang),
      queryFn: async ({ signal }) => {
        const query: Record<string, string> = { lang };
        if (filter.sportId) query.sportId = String(filter.sportId);
        if (filter.champId) query.champId = String(filter.champId);
        if (filter.timeFilter) query.timeFilter = String(filter.timeFilter);
        return (await apiRequest(`/bff-api/${section}/events`, { query, schema: FeedEventsResponse, signal })).events;
      },
    }),
  event: (gameId: number, lang: string) =>
    queryOptions({
      queryKey: feedKeys.event(gameId, lang),
      queryFn: async ({ signal }) => (await apiRequest(`/bff-api/events/${gameId}`, { query: { lang }, schema: FeedEventResponse, signal })).event,
    }),
};
