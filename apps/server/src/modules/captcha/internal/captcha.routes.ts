import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CaptchaChallenge, CaptchaValidateRequest, CaptchaValidationResult } from '@wager/contract';
import { CAPTCHA_MESSAGES, type CaptchaService } from './captcha.service.ts';

/** S1 §7 "GET update (time)": the time is the client's cache buster; any value is accepted. */
const CaptchaUpdateQuery = z.object({ time: z.string().max(32).optional() });
const CaptchaTimeResponse = z.object({ time: z.number().int() });

const NO_STORE = 'no-store';

/** S1 §7 captcha calls: update (a new challenge), validate, gettime. */
export function captchaRoutes(service: CaptchaService, nowMs: () => number): FastifyPluginAsync {
  const unixSeconds = () => Math.floor(nowMs() / 1000);
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/web-api/captcha/update',
      {
        schema: {
          summary: 'A new ALTCHA proof-of-work challenge, valid 10 minutes (S1 §7 captcha update)',
          tags: ['captcha'],
          querystring: CaptchaUpdateQuery,
          response: { 200: CaptchaChallenge, 400: ApiError },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', NO_STORE);
        return service.createChallenge();
      },
    );

    api.post(
      '/web-api/captcha/validate',
      {
        schema: {
          summary: 'Checks a solved captcha without using it up (S1 §3 validation result, S1 §7 captcha validate)',
          tags: ['captcha'],
          body: CaptchaValidateRequest,
          response: { 200: CaptchaValidationResult, 400: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        // Not redeemed here: the protected request checks it again and uses it up (S1 §5).
        const verdict = await service.check(request.body.captcha);
        return {
          success: verdict.ok,
          type: 'altcha',
          time: unixSeconds(),
          error_message: verdict.ok ? null : CAPTCHA_MESSAGES[verdict.captchaCode],
        };
      },
    );

    api.get(
      '/web-api/captcha/gettime',
      {
        schema: {
          summary: 'Server time in unix seconds (S1 §7 captcha gettime)',
          tags: ['captcha'],
          response: { 200: CaptchaTimeResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', NO_STORE);
        return { time: unixSeconds() };
      },
    );
  };
}
