import type { preHandlerAsyncHookHandler } from 'fastify';
import { CAPTCHA_HEADER, type ApiError } from '@wager/contract';
import { CAPTCHA_MESSAGES, type CaptchaService } from './captcha.service.ts';

/**
 * A preHandler for a captcha-protected route: the solved payload travels in the x-captcha header
 * and is redeemed here. On failure the answer is S1 §8's 400 with a captcha code, so the client
 * shows the captcha and retries with the header.
 */
export function requireCaptcha(service: CaptchaService): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const header = request.headers[CAPTCHA_HEADER];
    const payload = Array.isArray(header) ? header[0] : header;
    const verdict = await service.verify(payload);
    if (verdict.ok) return;
    const body: ApiError = {
      error: { code: 'CAPTCHA_REQUIRED', message: CAPTCHA_MESSAGES[verdict.captchaCode], captchaCode: verdict.captchaCode },
    };
    return reply.code(400).header('cache-control', 'no-store').send(body);
  };
}
