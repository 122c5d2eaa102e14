import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, FeedStatisticsParams, FeedStatisticsQuery, FeedStatisticsResponse } from '@wager/contract';
import { AppError } from '../../../platform/index.ts';
import type { StatisticsReader } from './statistics.ts';

/** GET /bff-api/statistics/:gameId (S0 §2.2 statistic, statisticpopup). */
export function statisticsRoutes(read: StatisticsReader): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/bff-api/statistics/:gameId',
      {
        schema: {
          summary: 'A game’s head to head, each side’s last results and the championship’s table (S0 §2.2 statistic pages)',
          tags: ['sportsbook'],
          params: FeedStatisticsParams,
          querystring: FeedStatisticsQuery,
          response: { 200: FeedStatisticsResponse, 400: ApiError, 404: ApiError },
        },
      },
      async (request, reply) => {
        const statistics = read(request.params.gameId, request.query.lang ?? 'en');
        if (!statistics) throw new AppError(404, 'NOT_FOUND', `No event ${request.params.gameId}.`);
        // Like the feed's other answers (decision 012): the event's live state moves every second.
        reply.header('cache-control', request.auth ? 'private, max-age=1' : 'public, max-age=1');
        return statistics;
      },
    );
  };
}
