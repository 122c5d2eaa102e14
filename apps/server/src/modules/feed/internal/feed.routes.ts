import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiError,
  FeedEventParams,
  FeedEventQuery,
  FeedEventResponse,
  FeedEventsQuery,
  FeedEventsResponse,
  FeedResultSportsQuery,
  FeedResultSportsResponse,
  FeedResultsQuery,
  FeedResultsResponse,
  LineSportsQuery,
  LineSportsResponse,
  SportsListQuery,
  SportsListResponse,
} from '@wager/contract';
import { AppError, sendCachedAnswer } from '../../../platform/index.ts';
import { createAnswerCache, type CachedAnswer } from './answer-cache.ts';
import { FeedNotFound, type FeedService } from './feed.service.ts';

/** Prices move every second: browsers and shared caches may keep an answer for one (S1 §9 polls every 2–15 s). */
function cacheControl(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', request.auth ? 'private, max-age=1' : 'public, max-age=1');
}

function eventsKey(query: FeedEventsQuery): string {
  return `${query.sportId ?? ''}|${query.champId ?? ''}|${query.timeFilter ?? 0}|${query.lang ?? 'en'}`;
}

function notFound<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof FeedNotFound) throw new AppError(404, 'NOT_FOUND', err.message);
    throw err;
  }
}

/** The date (YYYY-MM-DD) at `now` for a clock `tzo` hours from UTC (the UTC date without one). */
export function dayAt(now: number, tzo = 0): string {
  return new Date(now + Math.round(tzo * 3_600_000)).toISOString().slice(0, 10);
}

/**
 * Sends an answer serialised once (answer-cache.ts): the JSON text, or its gzip made once, which
 * compression then leaves alone. Each request still gets its own cache-control.
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  cacheControl(request, reply);
  return sendCachedAnswer(request, reply, answer);
}

/**
 * The feed's read routes. Every answer is serialised through its response schema once per change
 * of the book and per query, and served from that text until the book changes (answer-cache.ts):
 * guests poll the same lists many times a second, the book changes about once a second.
 */
export function feedRoutes(service: FeedService, nowMs: () => number, generation: () => number): FastifyPluginAsync {
  const answers = createAnswerCache(generation);
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const errors = { 400: ApiError, 404: ApiError };

    api.get(
      '/bff-api/sports/list',
      { schema: { summary: 'Sport list with English names, plus sportId 2999 (S1 §3, §7)', tags: ['sportsbook'], querystring: SportsListQuery, response: { 200: SportsListResponse, 400: ApiError } } },
      async (request, reply) => {
        const lng = request.query.lng ?? 'en';
        return sendAnswer(request, reply, answers.get(`sports|${lng}`, nowMs(), () => ({ json: JSON.stringify(SportsListResponse.parse(service.sportsList(lng))) })));
      },
    );

    api.get(
      '/bff-api/line/sports',
      { schema: { summary: 'Sports with their counts of events not started (decision 012)', tags: ['sportsbook'], querystring: LineSportsQuery, response: { 200: LineSportsResponse, 400: ApiError } } },
      async (request, reply) => {
        const lang = request.query.lang ?? 'en';
        return sendAnswer(request, reply, answers.get(`line-sports|${lang}`, nowMs(), () => ({ json: JSON.stringify(LineSportsResponse.parse(service.lineSports(lang))) })));
      },
    );

    api.get(
      '/bff-api/line/events',
      { schema: { summary: 'Events not started, by sport, championship and S1 §3 time filter (decision 012)', tags: ['sportsbook'], querystring: FeedEventsQuery, response: { 200: FeedEventsResponse, ...errors } } },
      async (request, reply) => {
        const now = nowMs();
        const answer = answers.get(`line|${eventsKey(request.query)}`, now, () => {
          const validity = { until: Infinity };
          const events = notFound(() => service.lineEvents(request.query, now, validity));
          return { json: JSON.stringify(FeedEventsResponse.parse({ events })), validUntil: validity.until };
        });
        return sendAnswer(request, reply, answer);
      },
    );

    api.get(
      '/bff-api/live/events',
      { schema: { summary: 'Events in play, by sport, championship and S1 §3 time filter (decision 012)', tags: ['sportsbook'], querystring: FeedEventsQuery, response: { 200: FeedEventsResponse, ...errors } } },
      async (request, reply) => {
        const now = nowMs();
        const answer = answers.get(`live|${eventsKey(request.query)}`, now, () => {
          const events = notFound(() => service.liveEvents(request.query, now));
          return { json: JSON.stringify(FeedEventsResponse.parse({ events })) };
        });
        return sendAnswer(request, reply, answer);
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
        const { gameId } = request.params;
        const lang = request.query.lang ?? 'en';
        const answer = answers.get(`event|${gameId}|${lang}`, nowMs(), () => {
          const event = service.event(gameId, lang);
          if (!event) throw new AppError(404, 'NOT_FOUND', `No event ${gameId}.`);
          return { json: JSON.stringify(FeedEventResponse.parse({ event })) };
        });
        return sendAnswer(request, reply, answer);
      },
    );

    api.get(
      '/bff-api/results',
      { schema: { summary: 'Finished events of a UTC day, by sport, with every market’s result', tags: ['sportsbook'], querystring: FeedResultsQuery, response: { 200: FeedResultsResponse, ...errors } } },
      async (request, reply) => {
        const now = nowMs();
        const { sportId, tzo, markets } = request.query;
        const date = request.query.date ?? dayAt(now, tzo);
        const lang = request.query.lang ?? 'en';
        const answer = answers.get(`results|${date}|${sportId ?? ''}|${lang}|${tzo ?? ''}|${markets ?? ''}`, now, () => ({
          json: JSON.stringify(FeedResultsResponse.parse(notFound(() => service.results(date, sportId, lang, { tzo, withMarkets: markets !== 'none' })))),
        }));
        return sendAnswer(request, reply, answer);
      },
    );

    api.get(
      '/bff-api/results/sports',
      { schema: { summary: 'Sports with results on a day, with their counts (the results page’s filter)', tags: ['sportsbook'], querystring: FeedResultSportsQuery, response: { 200: FeedResultSportsResponse, 400: ApiError } } },
      async (request, reply) => {
        const { lang, tzo } = request.query;
        const answer = service.resultSports(request.query.date ?? dayAt(nowMs(), tzo), lang ?? 'en', tzo);
        cacheControl(request, reply);
        return answer;
      },
    );
  };
}
