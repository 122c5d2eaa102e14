import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiError,
  FeedEventParams,
  FeedEventQuery,
  FeedEventResponse,
  FeedEventsQuery,
  FeedEventsResponse,
  FeedResultsQuery,
  FeedResultsResponse,
  LineSportsQuery,
  LineSportsResponse,
  SportsListQuery,
  SportsListResponse,
} from '@wager/contract';
import { AppError } from '../../../platform/index.ts';
import { FeedNotFound, type FeedService } from './feed.service.ts';

/** Prices move every second: browsers and shared caches may keep an answer for one (S1 §9 polls every 2–15 s). */
function cacheControl(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', request.auth ? 'private, max-age=1' : 'public, max-age=1');
}

function notFound<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof FeedNotFound) throw new AppError(404, 'NOT_FOUND', err.message);
    throw err;
  }
}

export function feedRoutes(service: FeedService, nowMs: () => number): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const errors = { 400: ApiError, 404: ApiError };

    api.get(
      '/bff-api/sports/list',
      { schema: { summary: 'Sport list with English names, plus sportId 2999 (S1 §3, §7)', tags: ['sportsbook'], querystring: SportsListQuery, response: { 200: SportsListResponse, 400: ApiError } } },
      async (request, reply) => {
        cacheControl(request, reply);
        return service.sportsList(request.query.lng ?? 'en');
      },
    );

    api.get(
      '/bff-api/line/sports',
      { schema: { summary: 'Sports with their counts of events not started (decision 012)', tags: ['sportsbook'], querystring: LineSportsQuery, response: { 200: LineSportsResponse, 400: ApiError } } },
      async (request, reply) => {
        cacheControl(request, reply);
        return service.lineSports(request.query.lang ?? 'en');
      },
    );

    api.get(
      '/bff-api/line/events',
      { schema: { summary: 'Events not started, by sport, championship and S1 §3 time filter (decision 012)', tags: ['sportsbook'], querystring: FeedEventsQuery, response: { 200: FeedEventsResponse, ...errors } } },
      async (request, reply) => {
        const events = notFound(() => service.lineEvents(request.query, nowMs()));
        cacheControl(request, reply);
        return { events };
      },
    );

    api.get(
      '/bff-api/live/events',
      { schema: { summary: 'Events in play, by sport, championship and S1 §3 time filter (decision 012)', tags: ['sportsbook'], querystring: FeedEventsQuery, response: { 200: FeedEventsResponse, ...errors } } },
      async (request, reply) => {
        const events = notFound(() => service.liveEvents(request.query, nowMs()));
        cacheControl(request, reply);
        return { events };
      },
    );

    api.get(
      '/bff-api/events/:gameId',
      {
        schema: {
          summary: 'One event with every market (S0 §2.2 event page)',
          tags: ['sportsbook'],
          params: FeedEventParams,
          querystring: FeedEventQuery,
          response: { 200: FeedEventResponse, ...errors },
        },
      },
      async (request, reply) => {
        const event = service.event(request.params.gameId, request.query.lang ?? 'en');
        if (!event) throw new AppError(404, 'NOT_FOUND', `No event ${request.params.gameId}.`);
        cacheControl(request, reply);
        return { event };
      },
    );

    api.get(
      '/bff-api/results',
      { schema: { summary: 'Finished events of a UTC day, by sport, with every market’s result', tags: ['sportsbook'], querystring: FeedResultsQuery, response: { 200: FeedResultsResponse, ...errors } } },
      async (request, reply) => {
        const date = request.query.date ?? new Date(nowMs()).toISOString().slice(0, 10);
        const results = notFound(() => service.results(date, request.query.sportId, request.query.lang ?? 'en'));
        cacheControl(request, reply);
        return results;
      },
    );
  };
}
