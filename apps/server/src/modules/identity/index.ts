import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { DataSource } from '../../platform/index.ts';
import { authPlugin, clearSessionCookies, requestMeta, requireAuth, setSessionCookie } from './internal/auth-hook.ts';
import { DEFAULT_IDENTITY_POLICY, type IdentityPolicy } from './internal/identity.constants.ts';
import { createIdentityRepository } from './internal/identity.repository.ts';
import { identityRoutes } from './internal/identity.routes.ts';
import { createDeviceTrust } from './internal/device-trust.ts';
import { devicePlugin, deviceTrustRoutes } from './internal/device-trust.routes.ts';
import { createTokenSigner } from './internal/tokens.ts';
import { createIdentityService, type SessionGrant } from './internal/identity.service.ts';
import { createAccountSecurity } from './internal/account-security.ts';
import type { AuditPort, CaptchaPort, ConfigPort, MessagingPort, WalletPort } from './internal/ports.ts';

export type { AccountSnapshot, AuthContext, IdentityService, LoginOutcome, SessionGrant } from './internal/identity.service.ts';
export type { IdentityPolicy, RateLimitRule } from './internal/identity.constants.ts';
export type { AccountSecurity, CodeSent } from './internal/account-security.ts';
export type { AuditPort, CaptchaPort, CaptchaVerdict, ConfigPort, MessagingPort, RequestMeta, WalletPort } from './internal/ports.ts';
export { DEFAULT_IDENTITY_POLICY, SESSION_COOKIE, UA_COOKIE } from './internal/identity.constants.ts';
export { CLIENT_ID_COOKIE, GRANT_COOKIE } from './internal/device-trust.ts';
export { clearSessionCookies, requestMeta, requireAuth, setSessionCookie };

/** Registers plugins in order; keeps each one's own encapsulation choice (the hooks stay app-wide). */
function combinePlugins(...plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  const combined: FastifyPluginAsync = async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  };
  (combined as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return combined;
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
 * The identity module (issue 3): registration, sign-in in every form, sessions and tokens, one-time
 * codes, lockout, password reset, terms. `plugin` resolves `request.auth` for the whole app and
 * enforces the CSRF rule; register it before any routes that read `request.auth`.
 */
export function createIdentityModule(deps: {
  data: DataSource;
  audit: AuditPort;
  messaging: MessagingPort;
  captcha: CaptchaPort;
  config: ConfigPort;
  wallet: WalletPort;
  appSecret: string;
  redis?: Redis;
  policy?: IdentityPolicyOverrides;
  nowMs?: () => number;
}) {
  const policy = resolveIdentityPolicy(deps.policy);
  const service = createIdentityService({
    repository: createIdentityRepository(deps.data),
    audit: deps.audit,
    messaging: deps.messaging,
    captcha: deps.captcha,
    config: deps.config,
    wallet: deps.wallet,
    appSecret: deps.appSecret,
    redis: deps.redis,
    policy,
    nowMs: deps.nowMs ?? Date.now,
  });
  const deviceTrust = createDeviceTrust({
    appSecret: deps.appSecret,
    tokens: createTokenSigner(deps.appSecret, deps.nowMs ?? Date.now),
    nowMs: deps.nowMs ?? Date.now,
  });

  /** The player's own security settings (office security page): two-step, e-mail, phone, password. */
  const security = createAccountSecurity({
    repository: createIdentityRepository(deps.data),
    audit: deps.audit,
    messaging: deps.messaging,
    appSecret: deps.appSecret,
    policy,
    nowMs: deps.nowMs ?? Date.now,
    verifyUserPassword: (userId, password) => service.verifyUserPassword(userId, password),
    changePassword: (userId, password, meta) => service.changePassword(userId, password, meta),
    createSession: (userId, options) => service.createSession(userId, options),
  });

  /** Starts a session for a player (social sign-in); set its cookie with `setSessionCookie`. */
  function createSession(userId: number, options: { remember: boolean; ip?: string | null; userAgent?: string | null }): Promise<SessionGrant> {
    return service.createSession(userId, { remember: options.remember, ip: options.ip ?? null, userAgent: options.userAgent ?? null });
  }

  /** Signs a player in on this reply: a new session (the browser's old one ends), the cookie, the audit event. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number, options: { remember: boolean }): Promise<void> {
    const meta = requestMeta(request);
    if (request.auth?.via === 'cookie') await service.endSession(request.auth.sessionId, request.auth.userId, null);
    const session = await createSession(userId, { remember: options.remember, ip: meta.ip, userAgent: meta.userAgent });
    await service.recordSignIn(userId, meta, 'social');
    setSessionCookie(request, reply, session);
  }

  /** soc_reg / social sign-in: the linked account, or one linked by verified e-mail, or a new one. */
  function findOrCreateSocialUser(input: { provider: string; subject: string; email: string | null; countryCode: string; currencyCode: string }) {
    return service.findOrCreateSocialUser(input);
  }

  /**
   * A preHandler for routes that need the current terms accepted: 401 for guests, 451
   * TERMS_NOT_ACCEPTED with exception_code 1 when the terms changed (S1 §8).
   */
  const requireCurrentTerms: preHandlerAsyncHookHandler = async (request) => {
    await service.assertTermsAccepted(requireAuth(request).userId);
  };

  return {
    service,
    policy,
    plugin: combinePlugins(devicePlugin(deviceTrust), authPlugin(service)),
    routes: combinePlugins(identityRoutes(service, policy), deviceTrustRoutes(deviceTrust)),
    createSession,
    signIn,
    findOrCreateSocialUser,
    /** What the social module needs (its SocialAccounts interface). */
    socialAccounts: { findOrCreateSocialUser, signIn },
    requireCurrentTerms,
    security,
  };
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;
