import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import {
  ApiError,
  CodeSentResponse,
  EmailVerificationConfirmRequest,
  EmailVerificationSendRequest,
  EmailVerifiedResponse,
  PasswordChangeRequest,
  PasswordChangeResponse,
  PhoneBindingConfirmRequest,
  PhoneBindingSendRequest,
  PhoneBoundResponse,
  TwoStepCodeRequest,
  TwoStepSetupResponse,
  TwoStepStateResponse,
} from '@wager/contract';
import { requestMeta, requireAuth, setSessionCookie } from './auth-hook.ts';
import type { AccountSecurity, CodeSent } from './account-security.ts';
import type { RateLimitRule } from './identity.constants.ts';

const NO_STORE = 'no-store';

/** Per-IP limits of the security page's writes (429 RATE_LIMITED), on top of the per-recipient code limits. */
export interface SecurityRateLimits {
  /** E-mail and SMS code sending (as identity's SMS sending: 10 in 10 minutes). */
  codeSend: RateLimitRule;
  /** Code and authenticator-code checks: two-step confirm/disable, e-mail and phone confirm. */
  codeCheck: RateLimitRule;
  /** Two-step set-up (a new secret each time). */
  twoStepSetup: RateLimitRule;
  /** Password change (each wrong current password is a guess). */
  password: RateLimitRule;
}

export const DEFAULT_SECURITY_RATE_LIMITS: SecurityRateLimits = {
  codeSend: { max: 10, timeWindowMs: 10 * 60_000 },
  codeCheck: { max: 20, timeWindowMs: 10 * 60_000 },
  twoStepSetup: { max: 10, timeWindowMs: 10 * 60_000 },
  password: { max: 10, timeWindowMs: 10 * 60_000 },
};

function perIp(rule: RateLimitRule) {
  return { rateLimit: { max: rule.max, timeWindow: rule.timeWindowMs } };
}

function sentAnswer(sent: CodeSent) {
  return { sentTo: sent.sentTo, sentAt: sent.sentAt.toISOString(), expiresAt: sent.expiresAt.toISOString(), resendAfterSeconds: sent.resendAfterSeconds };
}

/** The otpauth:// URI as an SVG QR code: plain paths, no script; the page shows it as an image. */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0d1526', light: '#ffffff' } });
}

/**
 * The office security page's API (S0 §2.2 office/security, §3.2 protection methods, §4.4 phone
 * binding): for the signed-in player only (401 otherwise); every write is a cookie-
 * authenticated POST, so identity's CSRF rule applies (403 without X-Requested-With).
 */
export function securityRoutes(security: AccountSecurity, limits: SecurityRateLimits): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError, 429: ApiError };

    api.post(
      '/web-api/user/security/two-step/setup',
      {
        config: perIp(limits.twoStepSetup),
        schema: {
          summary: 'Two-step sign-in set-up: a new TOTP secret, its otpauth:// URI and QR code (not on until confirmed)',
          tags: ['office'],
          response: { 200: TwoStepSetupResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const { secret, uri } = await security.beginTwoStepSetup(requireAuth(request).userId);
        return { secret, uri, qrSvg: await qrSvg(uri) };
      },
    );

    api.post(
      '/web-api/user/security/two-step/confirm',
      {
        config: perIp(limits.codeCheck),
        schema: {
          summary: 'Turns two-step sign-in on with a current code from the authenticator app (each code works once)',
          tags: ['office'],
          body: TwoStepCodeRequest,
          response: { 200: TwoStepStateResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        await security.confirmTwoStep(requireAuth(request).userId, request.body.code, requestMeta(request));
        return { enabled: true };
      },
    );

    api.post(
      '/web-api/user/security/two-step/disable',
      {
        config: perIp(limits.codeCheck),
        schema: {
          summary: 'Turns two-step sign-in off; needs a current code from the authenticator app',
          tags: ['office'],
          body: TwoStepCodeRequest,
          response: { 200: TwoStepStateResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        await security.disableTwoStep(requireAuth(request).userId, request.body.code, requestMeta(request));
        return { enabled: false };
      },
    );

    api.post(
      '/web-api/user/email/verification/send',
      {
        config: perIp(limits.codeSend),
        schema: {
          summary: 'E-mail verification: a code to the account e-mail, or to a new address given here (409 if another account has it)',
          tags: ['office'],
          body: EmailVerificationSendRequest.nullish(),
          response: { 200: CodeSentResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const sent = await security.sendEmailVerification(requireAuth(request).userId, { email: request.body?.email }, requestMeta(request));
        return sentAnswer(sent);
      },
    );

    api.post(
      '/web-api/user/email/verification/confirm',
      {
        config: perIp(limits.codeCheck),
        schema: {
          summary: 'E-mail verification: the code confirms the address and makes it the account e-mail (S0 §3.2 enable_email_auth)',
          tags: ['office'],
          body: EmailVerificationConfirmRequest,
          response: { 200: EmailVerifiedResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const { email } = await security.confirmEmailVerification(requireAuth(request).userId, request.body.code, requestMeta(request));
        return { email, verified: true as const };
      },
    );

    api.post(
      '/web-api/user/phone/binding/send',
      {
        config: perIp(limits.codeSend),
        schema: {
          summary: 'Phone binding: an SMS code to the phone (S0 §3.6 checked by country; 409 if another account has it)',
          tags: ['office'],
          body: PhoneBindingSendRequest,
          response: { 200: CodeSentResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        return sentAnswer(await security.sendPhoneBinding(requireAuth(request).userId, request.body, requestMeta(request)));
      },
    );

    api.post(
      '/web-api/user/phone/binding/confirm',
      {
        config: perIp(limits.codeCheck),
        schema: {
          summary: 'Phone binding: the SMS code binds the phone; activation type 0 → 3, 1 → 2 (S0 §4.4)',
          tags: ['office'],
          body: PhoneBindingConfirmRequest,
          response: { 200: PhoneBoundResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const bound = await security.confirmPhoneBinding(requireAuth(request).userId, request.body, requestMeta(request));
        return { phone: bound.phone, phone_code: bound.phoneCode, phone_number: bound.nationalNumber, activation_type: bound.activationType };
      },
    );

    api.post(
      '/web-api/user/security/password',
      {
        config: perIp(limits.password),
        schema: {
          summary: 'Password change: the current password, then the new one; every other session ends, this browser stays signed in',
          tags: ['office'],
          body: PasswordChangeRequest,
          response: { 200: PasswordChangeResponse, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const auth = requireAuth(request);
        const session = await security.changePassword(auth, request.body, requestMeta(request), { renew: auth.via === 'cookie' });
        if (session) setSessionCookie(request, reply, session);
        return { changed: true as const };
      },
    );
  };
}
