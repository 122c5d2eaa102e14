import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiError,
  DepositRequest,
  DepositResponse,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKey,
  PaymentHistoryQuery,
  PaymentHistoryResponse,
  PaymentIdParams,
  PaymentMethodsQuery,
  PaymentMethodsResponse,
  WithdrawalRequest,
  WithdrawalResponse,
} from '@wager/contract';
import { AppError } from '../../../../platform/index.ts';
import type { PaymentsService } from './payments.service.ts';

const NO_STORE = 'no-store';

/** Modest per-player limits on opening payments (429 RATE_LIMITED); a guest is counted by address. */
export interface PaymentRateLimits {
  create: { max: number; timeWindowMs: number };
}
export const DEFAULT_PAYMENT_RATE_LIMITS: PaymentRateLimits = { create: { max: 30, timeWindowMs: 60_000 } };

/** The Idempotency-Key of a money-moving request: required (400 IDEMPOTENCY_KEY_REQUIRED), well-formed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined || raw === '') throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'This request needs an Idempotency-Key header.');
  const parsed = IdempotencyKey.safeParse(raw);
  if (!parsed.success) throw new AppError(400, 'VALIDATION_FAILED', 'The Idempotency-Key header must be 8 to 128 letters, digits or _ . : -');
  return parsed.data;
}

/** The header as documented in OpenAPI (checked by idempotencyKeyOf, so a missing one gets its own code). */
const IdempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional().describe('Required: a unique key per money-moving request') }).passthrough();

function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.');
  return request.auth.userId;
}

/**
 * The player's payments API (S0 §2.2 recharge, deduce, historypay; §2.3; decision 008): methods,
 * deposit, withdrawal and its cancellation, history. Signed-in players only (401 otherwise); cookie-authenticated writes need the CSRF header
 * (identity's rule). No ban check beyond sign-in: S0 §2.5.7 keeps deduce open at the deduce ban level.
 */
export function paymentsRoutes(service: PaymentsService, limits: PaymentRateLimits = DEFAULT_PAYMENT_RATE_LIMITS): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError };
    const perUser = {
      rateLimit: {
        max: limits.create.max,
        timeWindow: limits.create.timeWindowMs,
        keyGenerator: (request: FastifyRequest) => (request.auth ? `payments:user:${request.auth.userId}` : `payments:ip:${request.ip}`),
      },
    };

    api.get(
      '/web-api/payments/methods',
      {
        schema: {
          summary: 'Deposit or withdrawal methods in the active account currency, with minimum and maximum amounts (minor units)',
          tags: ['payments'],
          querystring: PaymentMethodsQuery,
          response: { 200: PaymentMethodsResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        return service.methods(userIdOf(request), request.query.direction);
      },
    );

    api.post(
      '/web-api/payments/deposit',
      {
        config: perUser,
        schema: {
          summary: 'Starts a deposit: a payment (created) and the provider checkout URL to send the player to. Idempotency-Key required',
          description:
            'The same Idempotency-Key with the same body answers the same payment; with a different body 409 IDEMPOTENCY_KEY_REUSED. ' +
            'Amount outside the method limits: 400 AMOUNT_OUT_OF_RANGE. Money moves only when the provider confirms (signed callback).',
          tags: ['payments'],
          headers: IdempotencyHeaders,
          body: DepositRequest,
          response: { 200: DepositResponse, ...errors, 503: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const userId = userIdOf(request);
        const key = idempotencyKeyOf(request);
        const cookieLng = request.cookies?.lng;
        const fallback = cookieLng && /^[a-z]{2}$/.test(cookieLng) ? cookieLng : 'en';
        return service.deposit(userId, key, request.body, fallback);
      },
    );

    api.post(
      '/web-api/payments/withdrawal',
      {
        config: perUser,
        schema: {
          summary: 'Requests a withdrawal: the amount is held at once (409 INSUFFICIENT_FUNDS when short). Idempotency-Key required',
          description: 'States: requested → approved → paid, or rejected by the operator, or cancelled by the player while requested. The destination is stored masked.',
          tags: ['payments'],
          headers: IdempotencyHeaders,
          body: WithdrawalRequest,
          response: { 200: WithdrawalResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        return service.withdraw(userIdOf(request), idempotencyKeyOf(request), request.body);
      },
    );

    api.post(
      '/web-api/payments/withdrawal/:paymentId/cancel',
      {
        schema: {
          summary: 'The player cancels a withdrawal not yet approved; the held amount returns to the account. Idempotency-Key required',
          description: 'Repeating it is harmless: a cancelled withdrawal answers cancelled and its hold came back once.',
          tags: ['payments'],
          headers: IdempotencyHeaders,
          params: PaymentIdParams,
          response: { 200: WithdrawalResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const userId = userIdOf(request);
        // Money moves back, so the key is required like on every money-moving request; the state
        // machine and the release transfer's own key already make a repeat harmless.
        idempotencyKeyOf(request);
        return service.cancelWithdrawal(userId, request.params.paymentId);
      },
    );

    api.get(
      '/web-api/payments/history',
      {
        schema: {
          summary: "The player's deposits and withdrawals, newest first, filtered by direction, status and dates, paged",
          tags: ['payments'],
          querystring: PaymentHistoryQuery,
          response: { 200: PaymentHistoryResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        return service.history(userIdOf(request), request.query);
      },
    );
  };
}
