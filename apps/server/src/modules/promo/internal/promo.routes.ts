import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiError,
  GrantFreebetRequest,
  GrantFreebetResponse,
  IDEMPOTENCY_KEY_HEADER,
  IssuePromoCodeRequest,
  PlayerPromoResponse,
  PromoCodeParams,
  PromoCodesResponse,
  PromoCodeView,
} from '@wager/contract';
import { AppError, OPERATOR_API_PREFIX, operatorGuard } from '../../../platform/index.ts';
import { requireAuth } from '../../identity/index.ts';
import { idempotencyKeyOf } from '../../wallet/index.ts';
import type { PromoService } from './promo.service.ts';

const IdempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional().describe('Required: a unique key per grant') }).passthrough();

/**
 * Promo routes (decision 016). Operator (`/operator-api/promo/…`, `Authorization: Bearer
 * $OPERATOR_API_TOKEN`): issue, list and revoke codes; grant a free bet. Player: `GET /web-api/promo`,
 * the codes he holds and his free-bet balances. A code is used from the coupon (`promoCode` of the
 * quote and the placement), not here.
 */
export function promoRoutes(service: PromoService, operatorToken: string | undefined): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const operator = operatorGuard(operatorToken);
    const TAGS = ['promo (operator)'];
    const errors = { 400: ApiError, 401: ApiError, 404: ApiError };

    api.post(
      `${OPERATOR_API_PREFIX}promo/codes`,
      {
        onRequest: operator,
        schema: {
          summary: 'Issue a promo code: a free bet and/or an odds boost, its window, conditions and uses',
          tags: TAGS,
          body: IssuePromoCodeRequest,
          response: { 201: PromoCodeView, ...errors, 409: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return reply.code(201).send(await service.issue(request.body, 'operator:api'));
      },
    );

    api.get(
      `${OPERATOR_API_PREFIX}promo/codes`,
      { onRequest: operator, schema: { summary: 'Every promo code with its uses, newest first', tags: TAGS, response: { 200: PromoCodesResponse, ...errors } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { codes: await service.list() };
      },
    );

    api.post(
      `${OPERATOR_API_PREFIX}promo/codes/:code/revoke`,
      {
        onRequest: operator,
        schema: { summary: 'Revoke a code (idempotent): no further use; what it gave stays', tags: TAGS, params: PromoCodeParams, response: { 200: PromoCodeView, ...errors } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const view = await service.revoke(request.params.code);
        if (!view) throw new AppError(404, 'NOT_FOUND', 'No such code.');
        return view;
      },
    );

    api.post(
      `${OPERATOR_API_PREFIX}promo/freebets`,
      {
        onRequest: operator,
        schema: {
          summary: "Grant a free bet to a player's free-bet balance (Idempotency-Key)",
          tags: TAGS,
          headers: IdempotencyHeaders,
          body: GrantFreebetRequest,
          response: { 200: GrantFreebetResponse, ...errors, 409: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.grantFreebet(request.body, idempotencyKeyOf(request), 'operator:api');
      },
    );

    api.get(
      '/web-api/promo',
      { schema: { summary: "The player's promo codes (S0 §3.8 promoCodes) and free-bet balances", tags: ['promo'], response: { 200: PlayerPromoResponse, 401: ApiError } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.player(requireAuth(request).userId);
      },
    );
  };
}
