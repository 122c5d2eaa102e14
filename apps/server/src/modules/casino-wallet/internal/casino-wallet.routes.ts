import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiError,
  CASINO_PROVIDER_HEADERS,
  CasinoLaunchAnswer,
  CasinoLaunchRequest,
  ProviderAuthenticateRequest,
  ProviderBalanceRequest,
  ProviderBetRequest,
  ProviderError,
  ProviderPlayRequest,
  ProviderRollbackRequest,
  ProviderRoundEndRequest,
  ProviderSession,
  ProviderWalletAnswer,
  ProviderWinRequest,
  type ProviderErrorCode,
} from '@wager/contract';
import { visitorCountry } from '../../../platform/index.ts';
import { requireAuth } from '../../identity/index.ts';
import type { CasinoWalletService, ProviderOutcome } from './casino-wallet.service.ts';
import { answerSignature, requestSignature, sameSignature, timestampInWindow } from './signature.ts';

export const CASINO_API_PREFIX = '/casino-api/v1';

export interface LaunchRateLimit {
  max: number;
  timeWindowMs: number;
}

/** POST /web-api/casino/launch: demo for guests, real play for a signed-in player (decision 019). */
export function launchRoutes(service: CasinoWalletService, rateLimit: LaunchRateLimit, countryHeader: string | null): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/web-api/casino/launch',
      {
        schema: {
          summary: 'Launch a casino game: a URL for the game frame, real (signed-in, single-use token valid 60 s) or demo',
          description:
            'Unknown or blocked game: 404 NOT_FOUND; a game without an engine (or demo asked of a game without one): 409 GAME_UNAVAILABLE; real play for a guest: 401; no account in a currency the game accepts: 409 CURRENCY_NOT_OFFERED; a frozen account: 409 ACCOUNT_FROZEN.',
          tags: ['casino'],
          body: CasinoLaunchRequest,
          response: { 200: CasinoLaunchAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
        },
        config: {
          rateLimit: {
            max: rateLimit.max,
            timeWindow: rateLimit.timeWindowMs,
            keyGenerator: (request: FastifyRequest) => (request.auth ? `casino-launch:user:${request.auth.userId}` : `casino-launch:ip:${request.ip}`),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const userId = request.body.mode === 'real' ? requireAuth(request).userId : (request.auth?.userId ?? null);
        const cookieLng = request.cookies?.lng;
        const lng = cookieLng && /^[a-z]{2}$/.test(cookieLng) ? cookieLng : 'en';
        return service.launch(userId, request.body, lng, visitorCountry(request, countryHeader));
      },
    );
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    casinoProvider?: { slug: string; secret: string };
  }
}

/**
 * The seamless-wallet API (`/casino-api/v1/…`, decision 019). Bodies are kept raw (the signature
 * covers the exact bytes): the provider, the signature and the timestamp window are checked before
 * the body is even parsed, then the contract's zod schema; every answer, refusals included, is
 * signed with the provider's secret. The body schemas are declared for the OpenAPI document only.
 */
export function providerRoutes(service: CasinoWalletService, nowMs: () => number): FastifyPluginAsync {
  return async (app) => {
    // Encapsulated: only these routes read bodies as raw text and skip Fastify's validation.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    app.setValidatorCompiler(() => (data) => ({ value: data }));
    app.decorateRequest('casinoProvider', undefined);

    const send = (reply: FastifyReply, status: number, body: object, secret: string | null) => {
      const raw = JSON.stringify(body);
      const timestamp = String(Math.floor(nowMs() / 1000));
      reply.code(status).header('cache-control', 'no-store').header(CASINO_PROVIDER_HEADERS.timestamp, timestamp).type('application/json');
      if (secret) reply.header(CASINO_PROVIDER_HEADERS.signature, answerSignature(secret, timestamp, raw));
      return reply.send(raw);
    };
    const fail = (reply: FastifyReply, status: number, code: ProviderErrorCode, message: string, secret: string | null, balanceMinor?: string) =>
      send(reply, status, { error: { code, message }, ...(balanceMinor !== undefined ? { balanceMinor } : {}) }, secret);

    app.setErrorHandler((err, request, reply) => {
      const status = (err as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return fail(reply, status, 'VALIDATION_FAILED', (err as Error).message, request.casinoProvider?.secret ?? null);
      request.log.error({ err }, 'casino provider call failed');
      return fail(reply, 500, 'INTERNAL', 'Internal error; send the request again.', request.casinoProvider?.secret ?? null);
    });

    // The provider, the signature over `${timestamp}.${path}.${raw body}`, then the ±30 s window.
    app.addHook('preValidation', async (request, reply) => {
      const slug = request.headers[CASINO_PROVIDER_HEADERS.provider];
      const info = typeof slug === 'string' ? await service.provider(slug) : null;
      if (!info || !info.secret) return fail(reply, 401, 'UNKNOWN_PROVIDER', 'Unknown provider.', null);
      const timestamp = request.headers[CASINO_PROVIDER_HEADERS.timestamp];
      const signature = request.headers[CASINO_PROVIDER_HEADERS.signature];
      const raw = typeof request.body === 'string' ? request.body : '';
      const path = request.url.split('?')[0]!;
      if (typeof timestamp !== 'string' || typeof signature !== 'string' || !sameSignature(requestSignature(info.secret, timestamp, path, raw), signature)) {
        return fail(reply, 401, 'SIGNATURE_INVALID', 'The signature does not verify.', info.secret);
      }
      if (!timestampInWindow(timestamp, nowMs())) return fail(reply, 401, 'TIMESTAMP_OUT_OF_WINDOW', 'The timestamp is outside ±30 s of our clock.', info.secret);
      request.casinoProvider = { slug: info.slug, secret: info.secret };
    });

    const api = app.withTypeProvider<ZodTypeProvider>();
    const errors = { 400: ProviderError, 401: ProviderError, 404: ProviderError, 409: ProviderError, 500: ProviderError };
    const headers = z.object({
      [CASINO_PROVIDER_HEADERS.provider]: z.string().describe('The provider slug, e.g. wager-studio'),
      [CASINO_PROVIDER_HEADERS.timestamp]: z.string().describe('Unix time in seconds, within ±30 s of the operator clock'),
      [CASINO_PROVIDER_HEADERS.signature]: z.string().describe('hex HMAC-SHA256(secret, `${timestamp}.${path}.${raw body}`)'),
    });

    function route<S extends z.ZodTypeAny>(name: string, summary: string, body: S, answer: z.ZodTypeAny, handle: (provider: string, body: z.infer<S>) => Promise<ProviderOutcome>) {
      api.post(
        `${CASINO_API_PREFIX}/${name}`,
        // The schemas are for the document: validation is off here (the handler checks, after the signature).
        { schema: { summary, tags: ['casino-provider'], body, headers, response: { 200: answer, ...errors } } },
        async (request, reply) => {
          const provider = request.casinoProvider!;
          let json: unknown;
          try {
            json = JSON.parse(request.body as unknown as string);
          } catch {
            return fail(reply, 400, 'VALIDATION_FAILED', 'The body is not JSON.', provider.secret);
          }
          const parsed = body.safeParse(json);
          if (!parsed.success) {
            const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
            return fail(reply, 400, 'VALIDATION_FAILED', `The request is not valid: ${issues}`, provider.secret);
          }
          const outcome = await handle(provider.slug, parsed.data);
          if (outcome.ok) return send(reply, 200, outcome.answer, provider.secret);
          const { refusal } = outcome;
          return fail(reply, refusal.statusCode, refusal.code, refusal.message, provider.secret, outcome.balanceMinor);
        },
      );
    }

    route('authenticate', 'Exchange the single-use launch token (60 s) for a game session; lists the interrupted rounds of this player and game', ProviderAuthenticateRequest, ProviderSession, service.authenticate);
    route('balance', "The session player's balance", ProviderBalanceRequest, ProviderWalletAnswer, service.balance);
    route('bet', 'Debit a bet (idempotent by transactionId)', ProviderBetRequest, ProviderWalletAnswer, service.bet);
    route('win', 'Credit a win, may be 0; endRound closes the round (idempotent by transactionId)', ProviderWinRequest, ProviderWalletAnswer, service.win);
    route('play', 'An instant round in one call: debit the bet, credit the win (may be 0), end the round (idempotent by transactionId; final: a rollback of it is refused)', ProviderPlayRequest, ProviderWalletAnswer, service.play);
    route('rollback', 'Give a bet back; a rollback of an unknown bet refuses that bet later (idempotent by transactionId)', ProviderRollbackRequest, ProviderWalletAnswer, service.rollback);
    route('round-end', 'End a round (idempotent)', ProviderRoundEndRequest, ProviderWalletAnswer, service.roundEnd);
  };
}
