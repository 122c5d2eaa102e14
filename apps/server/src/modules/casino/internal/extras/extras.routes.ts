import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiError,
  CasinoLottoResults,
  CasinoLottoResultsQuery,
  CasinoPromotion,
  CasinoPromotionParams,
  CasinoPromotionsAnswer,
  CasinoTournamentDetail,
  CasinoTournamentParams,
  CasinoTournamentQuery,
  CasinoTournamentsAnswer,
  CasinoTournamentsQuery,
} from '@wager/contract';
import { AppError } from '../../../../platform/index.ts';
import { requireAuth } from '../../../identity/index.ts';
import type { CasinoExtras } from './extras.service.ts';

const TAGS = ['casino'];
/** Promotions change on an operator's edit; leaderboards as players play: short shared caching only. */
const SHORT = 'public, max-age=15';

/**
 * Casino promotions and tournaments (public, /bff-api/casino/…), and a player's lotto results
 * (/web-api/casino/lotto/results, 401 for guests). The tournament detail names the signed-in
 * player's own place, so it is never cached for a signed-in request.
 */
export function extrasRoutes(extras: CasinoExtras, nowMs: () => number): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `No such ${what}.`);

    api.get(
      '/bff-api/casino/promotions',
      { schema: { summary: 'The casino promotions on now (S0 §2.2 bonus/casino)', tags: TAGS, querystring: CasinoTournamentsQuery, response: { 200: CasinoPromotionsAnswer, 400: ApiError } } },
      async (request, reply) => {
        reply.header('cache-control', SHORT);
        return { promotions: await extras.promotions(request.query.lang) };
      },
    );
    api.get(
      '/bff-api/casino/promotions/:id',
      { schema: { summary: 'A casino promotion or a bonus/casino/landing-* landing', tags: TAGS, params: CasinoPromotionParams, querystring: CasinoTournamentsQuery, response: { 200: CasinoPromotion, 400: ApiError, 404: ApiError } } },
      async (request, reply) => {
        const promotion = await extras.promotion(request.params.id, request.query.lang);
        if (!promotion) throw notFound('promotion');
        reply.header('cache-control', SHORT);
        return promotion;
      },
    );
    api.get(
      '/bff-api/casino/tournaments',
      { schema: { summary: 'Casino tournaments: running, upcoming and finished, with prize pools', tags: TAGS, querystring: CasinoTournamentsQuery, response: { 200: CasinoTournamentsAnswer, 400: ApiError } } },
      async (request, reply) => {
        reply.header('cache-control', SHORT);
        return { now: new Date(nowMs()).toISOString(), tournaments: await extras.tournaments(request.query.lang) };
      },
    );
    api.get(
      '/bff-api/casino/tournaments/:id',
      { schema: { summary: "A tournament: rules, prizes, the top 20 and the signed-in player's place", tags: TAGS, params: CasinoTournamentParams, querystring: CasinoTournamentQuery, response: { 200: CasinoTournamentDetail, 400: ApiError, 404: ApiError } } },
      async (request, reply) => {
        const userId = request.auth?.userId ?? null;
        const detail = await extras.tournament(request.params.id, { ...request.query, userId });
        if (!detail) throw notFound('tournament');
        reply.header('cache-control', userId === null ? SHORT : 'private, no-store');
        return detail;
      },
    );
    api.get(
      '/web-api/casino/lotto/results',
      { schema: { summary: "The player's latest finished rounds of lottery-type games (S0 §2.2 lotto/results)", tags: TAGS, querystring: CasinoLottoResultsQuery, response: { 200: CasinoLottoResults, 400: ApiError, 401: ApiError } } },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        reply.header('cache-control', 'private, no-store');
        return extras.lottoResults(userId, request.query);
      },
    );
  };
}
