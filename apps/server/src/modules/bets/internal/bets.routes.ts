import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiError,
  BetHistoryQuery,
  BetHistoryResponse,
  CashOutRequest,
  CashOutResponse,
  CouponCode,
  CouponDraft,
  CouponQuoteResponse,
  CouponRefusal,
  HeldSettlementsResponse,
  IDEMPOTENCY_KEY_HEADER,
  LoadCouponResponse,
  PlaceCouponRequest,
  PlaceCouponResponse,
  PlacedCoupon,
  SaveCouponRequest,
  SaveCouponResponse,
  SettleGameParams,
  SettleGameResponse,
} from '@wager/contract';
import { BetSettledEvent } from '@wager/contract';
import { AppError, OPERATOR_API_PREFIX, openEventStream, operatorGuard, type PubSub } from '../../../platform/index.ts';
import { idempotencyKeyOf } from '../../wallet/index.ts';
import { betsChannel, CouponRefused, type BetsService } from './bets.service.ts';

/** A comment line this often keeps proxies from closing an idle bet stream. */
export const BETS_STREAM_HEARTBEAT_MS = 25_000;

const NO_STORE = 'no-store';

export interface BetsRateLimits {
  save: { max: number; timeWindowMs: number };
}
export const DEFAULT_BETS_RATE_LIMITS: BetsRateLimits = { save: { max: 20, timeWindowMs: 60_000 } };

function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.');
  return request.auth.userId;
}

const IdempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional().describe('Required: a unique key per place request') }).passthrough();
/** A refusal carries the coupon's problems (CouponRefusal); other errors the usual ApiError. */
const Refusal = z.union([CouponRefusal, ApiError]);

async function refusing<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof CouponRefused) return reply.code(err.statusCode).send(err.body());
    throw err;
  }
}

/**
 * The coupon and bets API (decision 015): quote (guests too), place (signed in, Idempotency-Key),
 * a coupon, the history, save and load. Refusals: 409 prices, markets, events, money and liability;
 * 422 amount and shape rules; 403 the player-protection hook; nothing is written on any of them.
 */
export function betsRoutes(service: BetsService, pubsub: PubSub | undefined, limits: BetsRateLimits = DEFAULT_BETS_RATE_LIMITS, operatorToken?: string): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const operator = operatorGuard(operatorToken);
    const streams = new Set<() => void>();
    // Open streams end before the server closes, or close() would wait for them for ever.
    app.addHook('preClose', async () => {
      for (const end of [...streams]) end();
    });
    const errors = { 400: ApiError, 401: ApiError, 404: ApiError };

    api.post(
      '/web-api/coupon/quote',
      { schema: { summary: 'The coupon now: current prices, problems, coefficient, system options and possible win (guests too)', tags: ['bets'], body: CouponDraft, response: { 200: CouponQuoteResponse, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        return service.quote(request.auth?.userId ?? null, request.body);
      },
    );

    api.post(
      '/web-api/coupon/place',
      {
        schema: {
          summary: 'Places the coupon (several singles: one coupon per bet), the stake debited in the same transaction. Idempotency-Key required',
          description:
            'The same key with the same body answers the first result; with another body 409 IDEMPOTENCY_KEY_REUSED. Refused (nothing written): ' +
            '409 PRICE_CHANGED (with the new quote), MARKET_SUSPENDED, EVENT_STARTED, EVENT_FINISHED, SELECTION_UNAVAILABLE, SCORE_CHANGED, INSUFFICIENT_FUNDS, ACCOUNT_FROZEN, LIABILITY_EXCEEDED; ' +
            '422 BELOW_MIN, ABOVE_MAX, SYSTEM_VALUE_INVALID, TOO_FEW_LEGS, DEPENDENT_SELECTIONS, EXACT_COEF_UNAVAILABLE, PROMO_CODE_INVALID, VIP_BET_UNAVAILABLE; 403 LIMIT_REACHED, SELF_EXCLUDED.',
          tags: ['bets'],
          headers: IdempotencyHeaders,
          body: PlaceCouponRequest,
          response: { 200: PlaceCouponResponse, ...errors, 403: Refusal, 409: Refusal, 422: Refusal },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const userId = userIdOf(request);
        const key = idempotencyKeyOf(request);
        return refusing(reply, () => service.place(userId, key, request.body));
      },
    );

    api.get(
      '/web-api/bets/history',
      { schema: { summary: "The player's coupons, newest first, by period, status and type, paged by id", tags: ['bets'], querystring: BetHistoryQuery, response: { 200: BetHistoryResponse, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        return service.history(userIdOf(request), request.query);
      },
    );

    api.post(
      '/web-api/coupon/save',
      {
        config: { rateLimit: { max: limits.save.max, timeWindow: limits.save.timeWindowMs, keyGenerator: (request: FastifyRequest) => `coupon-save:${request.ip}` } },
        schema: { summary: 'Saves the selections under a short code (any visitor)', tags: ['bets'], body: SaveCouponRequest, response: { 200: SaveCouponResponse, ...errors, 429: ApiError } },
      },
      async (request) => service.save(request.body),
    );

    api.get(
      '/web-api/coupon/load/:code',
      { schema: { summary: 'The saved selections, quoted now', tags: ['bets'], params: z.object({ code: z.string() }), response: { 200: LoadCouponResponse, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const code = CouponCode.safeParse(request.params.code.toUpperCase());
        const loaded = code.success ? await service.load(code.data) : null;
        if (!loaded) throw new AppError(404, 'NOT_FOUND', 'No coupon under this code.');
        return loaded;
      },
    );

    api.post(
      '/web-api/bets/:couponId/cashout',
      {
        schema: {
          summary: 'Cash-out: without quoteId an offer valid about 5 s; with it the acceptance (paid through the ledger with the coupon change)',
          description: 'Open singles and expresses only. 409 MARKET_SUSPENDED while a leg is suspended; 409 PRICE_CHANGED when the value fell below the offer; 409 STATE_CONFLICT when the offer expired or the coupon changed.',
          tags: ['bets'],
          params: z.object({ couponId: z.string() }),
          body: CashOutRequest,
          response: { 200: CashOutResponse, ...errors, 409: Refusal },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const userId = userIdOf(request);
        const raw = request.params.couponId;
        return refusing(reply, async () => {
          const answer = /^\d{1,18}$/.test(raw) ? await service.cashOut(userId, BigInt(raw), request.body) : null;
          if (!answer) throw new AppError(404, 'NOT_FOUND', 'No such coupon.');
          return answer;
        });
      },
    );

    api.get(
      '/web-api/bets/events',
      {
        schema: {
          summary: "The player's bet stream (decision 015): server-sent events, event `bet` with a BetSettledEvent when a coupon is settled, re-settled or cashed out",
          description: 'text/event-stream; a comment line every 25 s. Balances have their own stream (GET /web-api/accounts/events).',
          tags: ['bets'],
          response: { 401: ApiError },
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        if (!pubsub) throw new AppError(404, 'NOT_FOUND', 'No bet stream here.');
        const stream = openEventStream(request, reply, streams);
        try {
          const unsubscribe = await pubsub.subscribe(betsChannel(userId), (message) => {
            const parsed = BetSettledEvent.safeParse(message);
            if (parsed.success) stream.event('bet', parsed.data);
          });
          stream.onEnd(unsubscribe);
          stream.heartbeat(BETS_STREAM_HEARTBEAT_MS);
        } catch (err) {
          request.log.warn({ err }, 'bet stream failed');
          stream.end();
        }
      },
    );

    api.get(
      '/web-api/coupon/:couponId',
      { schema: { summary: "One of the player's coupons with its legs", tags: ['bets'], params: z.object({ couponId: z.string() }), response: { 200: PlacedCoupon, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const userId = userIdOf(request);
        const raw = request.params.couponId;
        // Not a coupon id (digits, at most a bigint): no such coupon.
        const coupon = /^\d{1,18}$/.test(raw) ? await service.coupon(userId, BigInt(raw)) : null;
        if (!coupon) throw new AppError(404, 'NOT_FOUND', 'No such coupon.');
        return coupon;
      },
    );

    // Decision 015 "Held re-settlements": the operator's list, and the game's settlement run again
    // (after the player paid in, say). `Authorization: Bearer $OPERATOR_API_TOKEN`; none when unset.
    api.get(
      `${OPERATOR_API_PREFIX}bets/held-settlements`,
      { onRequest: operator, schema: { summary: 'Coupons whose (re-)settlement the ledger refused, oldest first', tags: ['bets (operator)'], response: { 200: HeldSettlementsResponse, ...errors } } },
      async (_request, reply) => {
        reply.header('cache-control', NO_STORE);
        const held = await service.heldSettlements();
        return { held: held.map((h) => ({ couponId: h.couponId.toString(), gameId: h.gameId, resultsVersion: h.resultsVersion, code: h.code, heldAt: h.heldAt.toISOString() })) };
      },
    );

    api.post(
      `${OPERATOR_API_PREFIX}bets/games/:gameId/settle`,
      {
        onRequest: operator,
        schema: {
          summary: "Runs a game's settlement now, as its job would (idempotent): held coupons the balance now covers are settled",
          tags: ['bets (operator)'],
          params: SettleGameParams,
          response: { 200: SettleGameResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        return service.settleGame(request.params.gameId);
      },
    );
  };
}
