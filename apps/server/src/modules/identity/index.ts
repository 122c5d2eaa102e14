import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { DataSource, Tx } from '../../platform/index.ts';
import { authPlugin, clearSessionCookies, requestMeta, requireAuth, setSessionCookie } from './internal/auth-hook.ts';
import { DEFAULT_IDENTITY_POLICY, type IdentityPolicy } from './internal/identity.constants.ts';
import { createIdentityRepository } from './internal/identity.repository.ts';
import { identityRoutes } from './internal/identity.routes.ts';
import { createDeviceTrust } from './internal/device-trust.ts';
import { devicePlugin, deviceTrustRoutes } from './internal/device-trust.routes.ts';
import { createTokenSigner } from './internal/tokens.ts';
import { createIdentityKit, type IdentityDeps } from './internal/identity-kit.ts';
import { createSessionService, type SessionGrant, type SessionService } from './internal/sessions.service.ts';
import { createRegistrationService, type SocialSignUp } from './internal/registration.service.ts';
import { createCredentialsService } from './internal/credentials.service.ts';
import { createProfileService, type ProfileService } from './internal/profile.service.ts';
import { createAccountSecurity } from './internal/account-security.ts';
import { DEFAULT_SECURITY_RATE_LIMITS, securityRoutes, type SecurityRateLimits } from './internal/security.routes.ts';
import type { RequestMeta } from './internal/ports.ts';

export type { AuthContext, SessionGrant, SessionService, SessionStartOptions, SessionSummary } from './internal/sessions.service.ts';
export type { RegistrationService, SocialSignUp } from './internal/registration.service.ts';
export type { CredentialsService, LoginOutcome } from './internal/credentials.service.ts';
export type { AccountSnapshot, ProfileService, TermsStatus } from './internal/profile.service.ts';
export type { IdentityPolicy, RateLimitRule } from './internal/identity.constants.ts';
export type { AccountSecurity, CodeSent } from './internal/account-security.ts';
export type { SecurityRateLimits } from './internal/security.routes.ts';
export type { AuditPort, CaptchaPort, CaptchaVerdict, ConfigPort, MessagingPort, ProtectionGatePort, RequestMeta, WalletPort } from './internal/ports.ts';
export { DEFAULT_IDENTITY_POLICY, SESSION_COOKIE, UA_COOKIE } from './internal/identity.constants.ts';
export { CLIENT_ID_COOKIE, GRANT_COOKIE } from './internal/device-trust.ts';
export { clearSessionCookies, requestMeta, requireAuth, setSessionCookie };

/**
 * What other modules and the page renderer ask identity (the module face's `service`): the session
 * behind a Cookie header, and the player's account, terms and identification (ProfileService).
 */
export interface IdentityService extends ProfileService {
  sessionFromCookieHeader: SessionService['sessionFromCookieHeader'];
}

/** Registers plugins in order; keeps each one's own encapsulation choice (the hooks stay app-wide). */
function combinePlugins(...plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  const combined: FastifyPluginAsync = async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  };
  return fastifyPlugin(combined);
}

/** Overrides of the security numbers (tests, operators); anything left out keeps its default. */
export type IdentityPolicyOverrides = Partial<Omit<IdentityPolicy, 'rateLimits'>> & { rateLimits?: Partial<IdentityPolicy['rateLimits']> };

export function resolveIdentityPolicy(overrides: IdentityPolicyOverrides = {}): IdentityPolicy {
  return {
    ...DEFAULT_IDENTITY_POLICY,
    ...overrides,
    rateLimits: { ...DEFAULT_IDENTITY_POLICY.rateLimits, ...overrides.rateLimits },
  };
}

/**
 * The identity module (S0 §3.5, §4.3, §4.4, §4.6): registration, sign-in in every form, sessions and tokens, one-time
 * codes, lockout, password reset, terms. `plugin` resolves `request.auth` for the whole app and
 * enforces the CSRF rule; register it before any routes that read `request.auth`.
 */
export function createIdentityModule(
  deps: Omit<IdentityDeps, 'repository' | 'policy' | 'nowMs'> & {
    data: DataSource;
    policy?: IdentityPolicyOverrides;
    nowMs?: () => number;
    /** Per-IP limits of the security page's writes. */
    securityRateLimits?: Partial<SecurityRateLimits>;
  },
) {
  const policy = resolveIdentityPolicy(deps.policy);
  const nowMs = deps.nowMs ?? Date.now;
  const repository = createIdentityRepository(deps.data);
  const kit = createIdentityKit({
    repository,
    audit: deps.audit,
    messaging: deps.messaging,
    captcha: deps.captcha,
    config: deps.config,
    wallet: deps.wallet,
    protection: deps.protection,
    appSecret: deps.appSecret,
    redis: deps.redis,
    policy,
    nowMs,
  });
  // Four focused services (by what they change): sessions, registration, credentials and two-step sign-in, profile.
  const sessions = createSessionService(kit);
  const registration = createRegistrationService(kit, sessions);
  const credentials = createCredentialsService(kit, sessions);
  const profile = createProfileService(kit);
  const deviceTrust = createDeviceTrust({ appSecret: deps.appSecret, tokens: createTokenSigner(deps.appSecret, nowMs), nowMs });

  /** The player's own security settings (the security page, S0 §3.2 protection methods): two-step, e-mail, phone, password. */
  const security = createAccountSecurity({ repository, audit: deps.audit, messaging: deps.messaging, appSecret: deps.appSecret, policy, nowMs, credentials, sessions });

  const service: IdentityService = { ...profile, sessionFromCookieHeader: sessions.sessionFromCookieHeader };

  /** Signs a player in on this reply: a new session (the browser's old one ends), the cookie, the audit event. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number, options: { remember: boolean }): Promise<void> {
    const meta = requestMeta(request);
    const user = await repository.findUserById(userId);
    await deps.protection?.beforeSignIn({ userId, email: user?.email ?? null, phone: user?.phone ?? null });
    if (request.auth?.via === 'cookie') await sessions.endSession(request.auth.sessionId, request.auth.userId, null);
    const session: SessionGrant = await sessions.createSession(userId, { remember: options.remember, ip: meta.ip, userAgent: meta.userAgent });
    await sessions.recordSignIn(userId, meta, 'social');
    setSessionCookie(request, reply, session);
  }

  /**
   * A preHandler for routes that need the current terms accepted: 401 for guests, 451
   * TERMS_NOT_ACCEPTED with exception_code 1 when the terms changed (S1 §8).
   */
  const requireCurrentTerms: preHandlerAsyncHookHandler = async (request) => {
    await profile.assertTermsAccepted(requireAuth(request).userId);
  };

  return {
    service,
    policy,
    plugin: combinePlugins(devicePlugin(deviceTrust), authPlugin(sessions)),
    routes: combinePlugins(
      identityRoutes({ sessions, registration, credentials, profile }, policy),
      deviceTrustRoutes(deviceTrust),
      securityRoutes(security, { ...DEFAULT_SECURITY_RATE_LIMITS, ...deps.securityRateLimits }),
    ),
    /** What the social module needs (its SocialAccounts interface). */
    socialAccounts: {
      findOrCreateSocialUser: (input: SocialSignUp, meta?: RequestMeta) => registration.findOrCreateSocialUser(input, meta),
      signIn,
    },
    requireCurrentTerms,
    /** The security page's operations (tests drive two-step set-up through it). */
    security,
    /** What player protection needs of sessions (decision 021): end them all (BlockUser, a used-up session limit) or one. */
    limitsSessions: {
      endAllSessions: (userId: number, tx?: Tx) => repository.revokeUserSessions(userId, new Date(nowMs()), tx),
      endSession: async (sessionId: string, userId: number) => {
        await sessions.endSession(sessionId, userId, null);
      },
      sessionStartedAt: async (sessionId: string) => (await repository.findSessionById(sessionId))?.createdAt ?? null,
    },
  };
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;
