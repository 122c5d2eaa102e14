import { queryOptions } from '@tanstack/react-query';
import { FeedStatisticsResponse } from '@wager/contract';
import { ApiRequestError, apiRequest } from '../../../shell/api-client.ts';

/** S0 §2.2 statistic pages (decision 010): a game's statistics; null when the feed has no such game. */
export const statisticsQueries = {
  game: (gameId: number, lang: string) =>
    queryOptions({
      queryKey: ['sportStats', 'statistics', gameId, lang] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/bff-api/statistics/${gameId}`, { query: { lang }, schema: FeedStatisticsResponse, signal, handles: ['NOT_FOUND'] }).catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 404) return null;
          throw error;
        }),
      // The history changes only when one of the sides finishes a game.
      staleTime: 60_000,
    }),
};
