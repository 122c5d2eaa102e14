import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiError,
  CAPTCHA_HEADER,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  PhoneCountriesQuery,
  PhoneCountriesResponse,
  PasswordResetRequest,
  PasswordResetRequestResponse,
  PasswordResetSave,
  PasswordResetSaveResponse,
  PasswordResetVerify,
  PasswordResetVerifyResponse,
  RegisterRequest,
  RegisterResponse,
  SessionCheckResponse,
  SessionResponse,
  SmsSendRequest,
  SmsSendResponse,
  TermsStatusResponse,
  CredentialsEmailRequest,
  CredentialsEmailResponse,
  TokenQuery,
  TokenResponse,
  UnlockRequest,
  UnlockResponse,
} from '@wager/contract';
import type { IdentityPolicy, RateLimitRule } from './identity.constants.ts';
import { clearSessionCookies, requestMeta, requireAuth, setSessionCookie } from './auth-hook.ts';
import type { CredentialsService } from './credentials.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { RegistrationService } from './registration.service.ts';
import type { SessionGrant, SessionService } from './sessions.service.ts';
import { phoneCountries } from './phone-countries.ts';
import { fingerprintCheck } from './device-trust.routes.ts';

const NO_STORE = 'no-store';

/** Per-IP limit of a route (@fastify/rate-limit, registered by app.ts with the Redis store when configured). */
function perIp(rule: RateLimitRule) {
  return { rateLimit: { max: rule.max, timeWindow: rule.timeWindowMs } };
}

/** Identity's focused services, as its routes use them. */
export interface IdentityServices {
  sessions: SessionService;
  registration: RegistrationService;
  credentials: CredentialsService;
  profile: ProfileService;
}

export function identityRoutes(services: IdentityServices, policy: IdentityPolicy): FastifyPluginAsync {
  const { sessions, registration, credentials, profile } = services;
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    // The sign-in calls carry the fingerprint (S0 §3.5, S1 §8).
    const checkFingerprint = fingerprintCheck(policy.requireFingerprint);

    /** A new sign-in renews the session: the one this browser had before ends (S0 §4.4). */
    async function startSession(request: FastifyRequest, reply: Parameters<typeof setSessionCookie>[1], session: SessionGrant) {
      if (request.auth?.via === 'cookie') await sessions.endSession(request.auth.sessionId, request.auth.userId, null);
      setSessionCookie(request, reply, session);
      reply.header('cache-control', NO_STORE);
    }

    api.post(
      '/web-api/auth/register',
      {
        preHandler: checkFingerprint,
        config: perIp(policy.rateLimits.register),
        schema: {
          summary: 'Registration: fast_reg, full_reg, phone_reg (S0 §3.5, S1 §3); signs the player in',
          tags: ['identity'],
          body: RegisterRequest,
          response: { 201: RegisterResponse, 400: ApiError, 403: ApiError, 409: ApiError, 429: ApiError },
        },
      },
      async (request, reply) => {
        const result = await registration.register(request.body, requestMeta(request));
        await startSession(request, reply, result.session);
        return reply.code(201).send({ userId: result.userId, ...(result.credentials ? { credentials: result.credentials } : {}) });
      },
    );

    api.post(
      '/web-api/auth/login',
      {
        preHandler: checkFingerprint,
        config: perIp(policy.rateLimits.login),
        schema: {
          summary: 'Sign-in by every S0 §3.5 form, and by token for the PWA',
          tags: ['identity'],
          body: LoginRequest,
          response: { 200: LoginResponse, 400: ApiError, 401: ApiError, 423: ApiError, 429: ApiError },
        },
      },
      async (request, reply) => {
        const captcha = request.headers[CAPTCHA_HEADER];
        const outcome = await credentials.login(request.body, requestMeta(request), typeof captcha === 'string' ? captcha : undefined);
        if (outcome.status === 'two_step_required') return { status: 'two_step_required' as const, challengeId: outcome.challengeId };
        await startSession(request, reply, outcome.session);
        return { status: 'ok' as const, userId: outcome.session.userId, expiresAt: outcome.session.expiresAt.toISOString() };
      },
    );

    api.post(
      '/web-api/auth/sms/send',
      {
        preHandler: checkFingerprint,
        config: perIp(policy.rateLimits.smsSend),
        schema: {
          summary: 'Sends a one-time code by SMS for sign-in or phone registration (one a minute per phone)',
          tags: ['identity'],
          body: SmsSendRequest,
          response: { 200: SmsSendResponse, 400: ApiError, 409: ApiError, 429: ApiError },
        },
      },
      async (request) => {
        const sent = await credentials.sendSmsCode(request.body, requestMeta(request));
        return { sentAt: sent.sentAt.toISOString(), expiresAt: sent.expiresAt.toISOString(), resendAfterSeconds: sent.resendAfterSeconds };
      },
    );

    api.get(
      '/web-api/auth/phone-countries',
      {
        schema: {
          summary: 'Phone countries and masks for the sign-in and registration forms (S0 §3.6, §7)',
          tags: ['identity'],
          querystring: PhoneCountriesQuery,
          response: { 200: PhoneCountriesResponse, 400: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=86400');
        return phoneCountries(request.query.lang ?? 'en');
      },
    );

    api.post(
      '/web-api/auth/unlock',
      {
        preHandler: checkFingerprint,
        config: perIp(policy.rateLimits.unlock),
        schema: {
          summary: 'Unlocks an account locked after failed sign-ins, with the code sent to the player',
          tags: ['identity'],
          body: UnlockRequest,
          response: { 200: UnlockResponse, 400: ApiError, 429: ApiError },
        },
      },
      async (request) => {
        await credentials.unlock(request.body, requestMeta(request));
        return { unlocked: true as const };
      },
    );

    api.post(
      '/web-api/auth/logout',
      {
        schema: {
          summary: 'Ends the session and clears the ua and user_token cookies (S0 §4.4)',
          tags: ['identity'],
          response: { 200: LogoutResponse, 403: ApiError },
        },
      },
      async (request, reply) => {
        const auth = request.auth;
        const ended = auth ? await sessions.endSession(auth.sessionId, auth.userId, requestMeta(request)) : false;
        clearSessionCookies(reply);
        reply.header('cache-control', NO_STORE);
        return { loggedOut: ended };
      },
    );

    api.get(
      '/web-api/session',
      {
        schema: {
          summary: 'The current session (S0 §7): never cached',
          tags: ['identity'],
          response: { 200: SessionResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const auth = request.auth;
        return { authenticated: !!auth, userId: auth?.userId ?? null, expiresAt: auth?.expiresAt.toISOString() ?? null };
      },
    );

    api.get(
      '/web-api/auth/session-check',
      {
        schema: {
          summary: 'Session check (S0 §4.4): the signed-in player id, 401 when signed out',
          tags: ['identity'],
          response: { 200: SessionCheckResponse, 401: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        return { userId: requireAuth(request).userId };
      },
    );

    api.get(
      '/web-api/user/gettoken',
      {
        schema: {
          summary: 'A short-lived bearer token for the service APIs (S0 §7 token)',
          tags: ['identity'],
          querystring: TokenQuery,
          response: { 200: TokenResponse, 401: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const issued = await sessions.issueServiceToken(requireAuth(request));
        return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
      },
    );

    api.post(
      '/web-api/auth/password-reset/request',
      {
        preHandler: checkFingerprint,
        config: perIp(policy.rateLimits.passwordReset),
        schema: {
          summary: 'Forgot password, "call" (S1 §4): a code by e-mail or SMS; the same answer for unknown logins',
          tags: ['identity'],
          body: PasswordResetRequest,
          response: { 200: PasswordResetRequestResponse, 400: ApiError, 429: ApiError },
        },
      },
      async (request) => {
        const sent = await credentials.requestPasswordReset(request.body, requestMeta(request));
        return { resetId: sent.resetId, channel: sent.channel, expiresAt: sent.expiresAt.toISOString(), resendAfterSeconds: sent.resendAfterSeconds };
      },
    );

    api.post(
      '/web-api/auth/password-reset/verify',
      {
        config: perIp(policy.rateLimits.passwordReset),
        schema: {
          summary: 'Forgot password, "approve" (S1 §4): the code gives a token to save a new password',
          tags: ['identity'],
          body: PasswordResetVerify,
          response: { 200: PasswordResetVerifyResponse, 400: ApiError, 429: ApiError },
        },
      },
      async (request) => credentials.verifyPasswordReset(request.body),
    );

    api.post(
      '/web-api/auth/password-reset/save',
      {
        config: perIp(policy.rateLimits.passwordReset),
        schema: {
          summary: 'Forgot password, "save" (S1 §4): sets the password and ends every session',
          tags: ['identity'],
          body: PasswordResetSave,
          response: { 200: PasswordResetSaveResponse, 400: ApiError, 429: ApiError },
        },
      },
      async (request, reply) => {
        const { userId } = await credentials.savePasswordReset(request.body, requestMeta(request));
        if (request.auth?.userId === userId) clearSessionCookies(reply);
        return { saved: true as const };
      },
    );

    api.post(
      '/web-api/auth/credentials/email',
      {
        schema: {
          summary: 'E-mails the signed-in player their account id and password (S1 §3 save option 2)',
          tags: ['identity'],
          body: CredentialsEmailRequest,
          response: { 200: CredentialsEmailResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
        },
        // A few per hour: enough to fix a typo, too few to turn the site into a mailer.
        config: perIp({ max: 5, timeWindowMs: 60 * 60_000 }),
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        await credentials.emailCredentials(requireAuth(request).userId, request.body, requestMeta(request));
        return { sent: true as const };
      },
    );

    api.get(
      '/web-api/api-v3/v2/user/agreement-rules/status',
      {
        schema: {
          summary: 'Terms status (S0 §3.7, §4.6, §7): result is true when the terms changed since acceptance',
          tags: ['identity'],
          response: { 200: TermsStatusResponse, 401: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const status = await profile.termsStatus(requireAuth(request).userId);
        return { result: status.result, updatedAt: status.updatedAt.toISOString() };
      },
    );

    api.post(
      '/web-api/api-v3/v2/user/agreement-rules/confirm',
      {
        schema: {
          summary: 'Confirms the current terms (S0 §4.6 confirm-terms)',
          tags: ['identity'],
          response: { 200: TermsStatusResponse, 401: ApiError, 403: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', NO_STORE);
        const status = await profile.confirmTerms(requireAuth(request).userId, requestMeta(request));
        return { result: status.result, updatedAt: status.updatedAt.toISOString() };
      },
    );
  };
}
