import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiError,
  AvailableLimitsAnswer,
  BlockUserAnswer,
  BlockUserRequest,
  CSRF_HEADER,
  LIMIT_PATHS,
  LimitActionRequest,
  LimitsAnswer,
  PingAnswer,
  RealityCheckAnswer,
  RealityCheckRequest,
  RejectLimitQuery,
  SaveLimitsAnswer,
  SaveLimitsRequest,
  SelfExcludeReasonsAnswer,
  TestAnswersAnswer,
  TestAnswersRequest,
} from '@wager/contract';
import type { LimitType } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import { requireAuth, type AuthContext } from '../../identity/index.ts';
import type { LimitsService } from './limits.service.ts';
import type { ProtectionService } from './protection.service.ts';

/** S1 §7: X-Language, else the lng cookie, else English. */
function languageOf(request: FastifyRequest): string {
  const header = request.headers['x-language'];
  return (typeof header === 'string' && header) || request.cookies?.lng || 'en';
}

/**
 * The signed-in player (401 otherwise, S1 §8). A cookie-authenticated write must carry the site's
 * X-Requested-With header (identity applies that rule under /web-api; the limit service's paths
 * are outside it, so it is applied here too).
 */
function player(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.via === 'cookie' && request.method !== 'GET') {
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || header.toLowerCase() !== 'xmlhttprequest') {
      throw new AppError(403, 'CSRF_REJECTED', 'This request must come from the site (X-Requested-With header missing).');
    }
  }
  return auth;
}

/** The limit service's routes (S1 §7, statuses S1 §8: saved 200, action saved 204, error 400, unauthorized 401, forbidden 403). */
export function limitsRoutes(limits: LimitsService, protection: ProtectionService): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const TAGS = ['limits'];
    const errors = { 400: ApiError, 401: ApiError, 403: ApiError };
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/limit-service-api/') || request.url.startsWith(LIMIT_PATHS.realityCheck)) reply.header('cache-control', 'no-store');
    });

    api.get(LIMIT_PATHS.limits, { schema: { summary: "The player's limits, every S1 §3 type (X-Language)", tags: TAGS, response: { 200: LimitsAnswer, ...errors } } }, async (request) =>
      limits.limits(player(request).userId),
    );

    api.get(LIMIT_PATHS.availableLimits, { schema: { summary: 'The values each limit type may take (S1 §3, §5)', tags: TAGS, response: { 200: AvailableLimitsAnswer, ...errors } } }, async (request) =>
      limits.available(player(request).userId),
    );

    api.get(LIMIT_PATHS.selfExcludeReasons, { schema: { summary: 'Self-exclusion reasons in the X-Language (S1 §3)', tags: TAGS, response: { 200: SelfExcludeReasonsAnswer, ...errors } } }, async (request) => {
      player(request);
      return limits.reasons(languageOf(request));
    });

    api.post(
      LIMIT_PATHS.limits,
      { schema: { summary: 'Set limits: tighter at once, looser after the questions and the cooling-off (S1 §4, §5)', tags: TAGS, body: SaveLimitsRequest, response: { 200: SaveLimitsAnswer, ...errors } } },
      async (request) => {
        const { userId } = player(request);
        protection.forget(userId);
        return limits.save(userId, request.body, languageOf(request));
      },
    );

    api.post(
      LIMIT_PATHS.testAnswers,
      { schema: { summary: 'Answer the questions of a looser limit; passed → PENDING', tags: TAGS, body: TestAnswersRequest, response: { 200: TestAnswersAnswer, ...errors } } },
      async (request) => {
        const { userId } = player(request);
        protection.forget(userId);
        return limits.testAnswers(userId, request.body);
      },
    );

    api.post(
      LIMIT_PATHS.limitAction,
      { schema: { summary: 'Approve a pending change after its cooling-off (action 1)', tags: TAGS, body: LimitActionRequest, response: { 204: z.null().describe('Saved (S1 §8 action saved)'), ...errors, 409: ApiError } } },
      async (request, reply) => {
        const { userId } = player(request);
        protection.forget(userId);
        await limits.approve(userId, request.body.limitType as LimitType);
        return reply.code(204).send(null);
      },
    );

    api.delete(
      LIMIT_PATHS.limit,
      { schema: { summary: 'Reject (cancel) a pending change', tags: TAGS, querystring: RejectLimitQuery, response: { 204: z.null().describe('Saved (S1 §8 action saved)'), ...errors } } },
      async (request, reply) => {
        await limits.reject(player(request).userId, request.query.limitType as LimitType);
        return reply.code(204).send(null);
      },
    );

    api.post(LIMIT_PATHS.ping, { schema: { summary: 'Session time (S1 §4: every 30 s while a session limit exists)', tags: TAGS, response: { 200: PingAnswer, ...errors } } }, async (request) =>
      protection.ping(player(request).userId),
    );

    api.post(
      LIMIT_PATHS.blockUser,
      { schema: { summary: 'Block myself at once (type 37); every session ends', tags: TAGS, body: BlockUserRequest.optional(), response: { 200: BlockUserAnswer, ...errors } } },
      async (request) => {
        await protection.blockUser(player(request).userId, request.body?.selfExcludeReason ?? null);
        return { success: true };
      },
    );

    api.get(LIMIT_PATHS.realityCheck, { schema: { summary: 'The reality check of this session (S1 §3, §4)', tags: TAGS, response: { 200: RealityCheckAnswer, ...errors } } }, async (request) => {
      const auth = player(request);
      return protection.realityCheck(auth.userId, auth.sessionId);
    });

    api.post(
      LIMIT_PATHS.realityCheck,
      { schema: { summary: 'The answer to a reality-check reminder: continue, log_out or nothing', tags: TAGS, body: RealityCheckRequest, response: { 200: RealityCheckAnswer, ...errors } } },
      async (request) => {
        const auth = player(request);
        return protection.realityCheck(auth.userId, auth.sessionId, request.body);
      },
    );
  };
}

/**
 * S1 §4: signed-in time counts on every API request too, not only the ping (after the answer is
 * sent, so no request waits for it). App-wide (fastify-plugin).
 */
export function sessionTimePlugin(protection: ProtectionService): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onResponse', async (request) => {
      if (!request.auth || request.url === LIMIT_PATHS.ping) return;
      if (!request.url.startsWith('/web-api/') && !request.url.startsWith('/limit-service-api/')) return;
      try {
        await protection.touch(request.auth.userId);
      } catch (err) {
        request.log.warn({ err }, 'session time not counted');
      }
    });
  };
  return fastifyPlugin(plugin);
}
