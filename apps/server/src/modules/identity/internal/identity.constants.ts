import {
  DEFAULT_LOCKOUT_POLICY,
  DEFAULT_LOGIN_CAPTCHA_POLICY,
  DEFAULT_SESSION_POLICY,
  ONE_TIME_CODE_POLICY,
  type CaptchaPolicy,
  type LockoutPolicy,
  type SessionPolicy,
} from '@wager/domain';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

/**
 * Every number of sign-in security in one place (decision 007; S0 §4.4 for session expiry). The
 * defaults below; app.ts may pass others (`identity` in AppOptions). Documented in README
 * "Sign-in security".
 *
 * - Sessions: "remember me" 30 days absolute; otherwise 12 h absolute and 30 min idle (no request
 *   at all for 30 min ends it, server-side). Last activity is written at most once a minute.
 * - Lockout: 5 failed sign-ins within 30 min lock the account for 30 min (423 ACCOUNT_LOCKED with
 *   retryAfterSeconds); a code sent to the player's phone or e-mail unlocks it early.
 * - Captcha: after 3 failed sign-ins from one IP within 30 min (400 CAPTCHA_REQUIRED, code 100).
 * - One-time codes: 6 digits, 10 min, 5 tries, one per minute and 5 per hour per recipient.
 * - Tokens: service bearer token 15 min; two-step challenge 5 min; password-reset token 15 min.
 * - Per-IP request limits below (429 RATE_LIMITED with retryAfterSeconds).
 * - Fingerprint: a forged or expired one on a sign-in call is a 400 FINGERPRINT_INVALID; a missing
 *   one only when `requireFingerprint` is on. Tokens last 30 min; the secure-data grant 1800 s.
 */
export interface IdentityPolicy {
  session: SessionPolicy;
  lockout: LockoutPolicy;
  loginCaptcha: CaptchaPolicy;
  code: { ttlMs: number; maxAttempts: number; resendAfterMs: number; maxPerHour: number };
  serviceTokenTtlMs: number;
  twoStepChallengeTtlMs: number;
  resetTokenTtlMs: number;
  rateLimits: {
    login: RateLimitRule;
    register: RateLimitRule;
    smsSend: RateLimitRule;
    passwordReset: RateLimitRule;
    unlock: RateLimitRule;
  };
  /** The terms revision when config group `terms` has no `updatedAt` (S0 §4.6). */
  defaultTermsUpdatedAt: string;
  /**
   * Sign-in calls without a fingerprint are refused (400 FINGERPRINT_INVALID) when on; a forged or
   * expired one is refused always. Off by default so API clients without a browser can sign in.
   */
  requireFingerprint: boolean;
}

export const DEFAULT_IDENTITY_POLICY: IdentityPolicy = {
  session: DEFAULT_SESSION_POLICY,
  lockout: DEFAULT_LOCKOUT_POLICY,
  loginCaptcha: DEFAULT_LOGIN_CAPTCHA_POLICY,
  code: {
    ttlMs: ONE_TIME_CODE_POLICY.ttlMs,
    maxAttempts: ONE_TIME_CODE_POLICY.maxAttempts,
    resendAfterMs: ONE_TIME_CODE_POLICY.resendAfterMs,
    maxPerHour: 5,
  },
  serviceTokenTtlMs: 15 * 60_000,
  twoStepChallengeTtlMs: 5 * 60_000,
  resetTokenTtlMs: 15 * 60_000,
  rateLimits: {
    login: { max: 30, timeWindowMs: 60_000 },
    register: { max: 20, timeWindowMs: 60 * 60_000 },
    smsSend: { max: 10, timeWindowMs: 10 * 60_000 },
    passwordReset: { max: 20, timeWindowMs: 10 * 60_000 },
    unlock: { max: 20, timeWindowMs: 10 * 60_000 },
  },
  defaultTermsUpdatedAt: '2025-01-01T00:00:00.000Z',
  requireFingerprint: false,
};

/** The session cookie (S0 §3.4) and the companion cookie cleared at logout (S0 §4.4). */
export const SESSION_COOKIE = 'user_token';
export const UA_COOKIE = 'ua';
