/**
 * Sign-in and session rules (S0 §4.4, §4.6; the server-side numbers are ours,
 * docs/decisions/007-identity-security-rules.md). Pure: the server passes in the time
 * and the randomness. The numbers are the defaults; the server may be configured with others.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface SessionPolicy {
  /** Absolute lifetime of a "remember me" session. */
  rememberMs: number;
  /** Absolute lifetime of any other session. */
  standardMs: number;
  /** A session without "remember me" ends after this long without a request; null: never idles. */
  idleMs: number | null;
  /** A "remember me" session's idle limit; null: only the absolute lifetime applies. */
  rememberIdleMs: number | null;
  /** Last-seen is written at most this often (the idle limit is exact to within this). */
  touchIntervalMs: number;
}

/** Decision 007 (beyond the spec): remember-me 30 days, otherwise 12 h absolute and 30 min idle. */
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  rememberMs: 30 * DAY_MS,
  standardMs: 12 * HOUR_MS,
  idleMs: 30 * MINUTE_MS,
  rememberIdleMs: null,
  touchIntervalMs: MINUTE_MS,
};

export function sessionExpiresAtMs(createdAtMs: number, remember: boolean, policy: SessionPolicy = DEFAULT_SESSION_POLICY): number {
  return createdAtMs + (remember ? policy.rememberMs : policy.standardMs);
}

export type SessionStatus = 'active' | 'expired' | 'idle' | 'revoked';

/** S0 §4.4: a token is valid only while its expiry is later than now; plus the idle limit. */
export function sessionStatus(
  session: { expiresAtMs: number; lastSeenAtMs: number; remember: boolean; revoked: boolean },
  nowMs: number,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): SessionStatus {
  if (session.revoked) return 'revoked';
  if (!(session.expiresAtMs > nowMs)) return 'expired';
  const idleMs = session.remember ? policy.rememberIdleMs : policy.idleMs;
  if (idleMs !== null && nowMs - session.lastSeenAtMs >= idleMs) return 'idle';
  return 'active';
}

/** Whether this request should record activity (at most once per touch interval). */
export function shouldTouchSession(lastSeenAtMs: number, nowMs: number, policy: SessionPolicy = DEFAULT_SESSION_POLICY): boolean {
  return nowMs - lastSeenAtMs >= policy.touchIntervalMs;
}

export interface LockoutPolicy {
  /** Failures inside the window that lock the account. */
  maxFailures: number;
  windowMs: number;
  /** How long the account stays locked (a code sent to the player unlocks it early). */
  lockMs: number;
}

/** Decision 007 (beyond the spec): 5 failures within 30 minutes lock the account for 30 minutes. */
export const DEFAULT_LOCKOUT_POLICY: LockoutPolicy = { maxFailures: 5, windowMs: 30 * MINUTE_MS, lockMs: 30 * MINUTE_MS };

export interface LoginFailureState {
  count: number;
  windowStartedAtMs: number | null;
  lockedUntilMs: number | null;
}

export function isLocked(state: Pick<LoginFailureState, 'lockedUntilMs'>, nowMs: number): boolean {
  return state.lockedUntilMs !== null && state.lockedUntilMs > nowMs;
}

/** Whole seconds until a lock ends (at least 1 while locked). */
export function lockRetryAfterSeconds(lockedUntilMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((lockedUntilMs - nowMs) / 1000));
}

/**
 * The failure state after one more failed sign-in: a new window starts when the last one is over;
 * reaching the limit locks the account and starts afresh.
 */
export function afterLoginFailure(
  state: LoginFailureState,
  nowMs: number,
  policy: LockoutPolicy = DEFAULT_LOCKOUT_POLICY,
): LoginFailureState & { lockedNow: boolean } {
  const inWindow = state.windowStartedAtMs !== null && nowMs - state.windowStartedAtMs < policy.windowMs;
  const count = (inWindow ? state.count : 0) + 1;
  const windowStartedAtMs = inWindow ? state.windowStartedAtMs : nowMs;
  if (count >= policy.maxFailures) {
    return { count: 0, windowStartedAtMs: null, lockedUntilMs: nowMs + policy.lockMs, lockedNow: true };
  }
  const keepLock = state.lockedUntilMs !== null && state.lockedUntilMs > nowMs ? state.lockedUntilMs : null;
  return { count, windowStartedAtMs, lockedUntilMs: keepLock, lockedNow: false };
}

/** A successful sign-in or an unlock resets the counter and the lock. */
export const CLEARED_LOGIN_FAILURES: LoginFailureState = Object.freeze({ count: 0, windowStartedAtMs: null, lockedUntilMs: null });

export interface CaptchaPolicy {
  /** Failed sign-ins from one client within the window after which a captcha is demanded. */
  afterFailures: number;
  windowMs: number;
}

/** Decision 007 (beyond the spec; the answer is S1 §8 captcha code 100): a captcha after 3 failed sign-ins from one IP within 30 minutes. */
export const DEFAULT_LOGIN_CAPTCHA_POLICY: CaptchaPolicy = { afterFailures: 3, windowMs: 30 * MINUTE_MS };

export function captchaRequired(failuresFromClient: number, policy: CaptchaPolicy = DEFAULT_LOGIN_CAPTCHA_POLICY): boolean {
  return failuresFromClient >= policy.afterFailures;
}

/** No 0/O/o, 1/l/I/i: a generated password survives being read aloud or copied by hand. */
export const GENERATED_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_PASSWORD_LENGTH = 10;

/**
 * The one-click (fast_reg) password (S1 §3). `randomIndex(n)` must return a uniform integer in
 * [0, n) from a cryptographic source.
 */
export function generatePassword(randomIndex: (n: number) => number, length: number = GENERATED_PASSWORD_LENGTH): string {
  let password = '';
  for (let i = 0; i < length; i++) {
    const index = randomIndex(GENERATED_PASSWORD_ALPHABET.length);
    const char = GENERATED_PASSWORD_ALPHABET[index];
    if (char === undefined) throw new RangeError(`random index out of range: ${index}`);
    password += char;
  }
  return password;
}

/** S0 §3.5 "e-mail or id": which kind of login a player typed. */
export type LoginKind = 'email' | 'id' | 'unknown';

export function loginKind(login: string): LoginKind {
  const value = login.trim();
  if (/^\d{1,15}$/.test(value)) return 'id';
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return 'email';
  return 'unknown';
}

/** S0 §4.6, §3.7: terms changed when the player never accepted them or accepted an older revision. */
export function termsChanged(acceptedAtMs: number | null, updatedAtMs: number): boolean {
  return acceptedAtMs === null || acceptedAtMs < updatedAtMs;
}
