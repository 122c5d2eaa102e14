import type { FastifyPluginAsync } from 'fastify';
import type { DataSource } from '../../platform/index.ts';
import { createCaptchaRepository } from './internal/captcha.repository.ts';
import { captchaRoutes } from './internal/captcha.routes.ts';
import { createCaptchaService, type CaptchaService } from './internal/captcha.service.ts';

export type { CaptchaChallenge, CaptchaCode, CaptchaService, CaptchaVerdict } from './internal/captcha.service.ts';
export { CAPTCHA_MESSAGES, CAPTCHA_TTL_MS, DEFAULT_CAPTCHA_MAX_NUMBER } from './internal/captcha.service.ts';
export { requireCaptcha } from './internal/captcha.guard.ts';

/**
 * The captcha module: a self-hosted ALTCHA proof-of-work captcha (S1 §3, §5, §7, §8). Challenges
 * are HMAC-signed with a key derived from `secret` (every process of a site shares it) and expire
 * after 10 minutes; a solution is redeemed once (identity.used_captchas). Protect a route with
 * `preHandler: requireCaptcha(service)`.
 */
export function createCaptchaModule(deps: {
  data: DataSource;
  secret: string;
  nowMs?: () => number;
  /** Default 100 000: the browser tries about half of it on average. */
  maxNumber?: number;
}): { service: CaptchaService; routes: FastifyPluginAsync } {
  const nowMs = deps.nowMs ?? Date.now;
  const service = createCaptchaService({
    repository: createCaptchaRepository(deps.data),
    secret: deps.secret,
    nowMs,
    maxNumber: deps.maxNumber,
  });
  return { service, routes: captchaRoutes(service, nowMs) };
}
