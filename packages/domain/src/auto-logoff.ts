// Session upkeep and auto-logoff timing (S0 §4.4, §9). Pure: the caller passes the clock.

/** S0 §9: auth state refreshes every 60000 ms, only while the page is visible (S0 §4.4). */
export const AUTH_REFRESH_INTERVAL_MS = 60_000;
/** S0 §4.4, §9: the session check is retried 2 times with a 1500 ms delay. */
export const SESSION_CHECK_RETRY = { retries: 2, delayMs: 1500 } as const;
/** S0 §9: activity events are throttled to one per 100 ms. */
export const ACTIVITY_THROTTLE_MS = 100;
/** S0 §7, §9: token requests in flight are shared for 60 s. */
export const TOKEN_REQUEST_CACHE_MS = 60_000;
/** S1 §9, S0 §4.6: the terms-changed check runs every 60 s. */
export const TERMS_CHECK_INTERVAL_MS = 60_000;

/** S0 §4.4: what counts as player activity (plus a return to a visible tab and media playback). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'resize'] as const;

export interface AutoLogoffConfig {
  /** Site config isAutoLogoffEnabled. */
  enabled: boolean;
  /** Site config autoLogoffMinutes. */
  minutes: number;
}

/** S0 §9: the timeout is the config minutes times 60000 ms; null when auto-logoff is off or misconfigured. */
export function autoLogoffTimeoutMs(config: AutoLogoffConfig): number | null {
  if (!config.enabled) return null;
  if (!Number.isFinite(config.minutes) || config.minutes <= 0) return null;
  return Math.round(config.minutes * 60_000);
}

/** S0 §4.4, §6: auto-logoff only watches a signed-in player on a site that enables it. */
export function isAutoLogoffActive(config: AutoLogoffConfig, isSignedIn: boolean): boolean {
  return isSignedIn && autoLogoffTimeoutMs(config) !== null;
}

/** Reads the stored last-active time (ms since epoch); anything unreadable is "unknown". */
export function parseLastActive(stored: string | null | undefined): number | null {
  if (stored === null || stored === undefined || stored.trim() === '') return null;
  const value = Number(stored);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
}

/**
 * S0 §9: activity is recorded at most once per 100 ms. The first event always counts, and so does
 * an event after the clock went backwards (the stored time would otherwise stay in the future).
 */
export function shouldRecordActivity(lastRecordedAt: number | null, now: number, throttleMs: number = ACTIVITY_THROTTLE_MS): boolean {
  if (lastRecordedAt === null) return true;
  if (now < lastRecordedAt) return true;
  return now - lastRecordedAt >= throttleMs;
}

export interface IdleInput {
  /** Last activity anywhere (stored, so shared by the player's tabs); null if never recorded. */
  lastActiveAt: number | null;
  now: number;
  timeoutMs: number;
  /** S0 §4.4: media playing prevents idleness. */
  mediaPlaying?: boolean;
}

/** S0 §4.4: the player is idle once the timeout has passed since the last activity, unless media plays. */
export function isIdleExpired({ lastActiveAt, now, timeoutMs, mediaPlaying = false }: IdleInput): boolean {
  if (mediaPlaying) return false;
  if (lastActiveAt === null) return false;
  return now - lastActiveAt >= timeoutMs;
}

/** How long until the idle timeout passes (0 when it already has); the timer's next wait. */
export function msUntilIdle({ lastActiveAt, now, timeoutMs }: Omit<IdleInput, 'mediaPlaying'>): number {
  if (lastActiveAt === null) return timeoutMs;
  return Math.max(0, lastActiveAt + timeoutMs - now);
}

export type ReturnDecision = 'logoff' | 'continue';

/**
 * S0 §4.4: when the player comes back (the tab becomes visible, or the page loads), a timeout that
 * passed while away logs them off and stores the inactivity flag; otherwise the return is activity.
 */
export function decideOnReturn(input: IdleInput): ReturnDecision {
  return isIdleExpired(input) ? 'logoff' : 'continue';
}

/** S0 §4.4, §9: the periodic auth refresh runs only while the page is visible and at most every 60 s. */
export function shouldRefreshAuth(input: { visible: boolean; lastRefreshAt: number | null; now: number; intervalMs?: number }): boolean {
  if (!input.visible) return false;
  if (input.lastRefreshAt === null) return true;
  return input.now - input.lastRefreshAt >= (input.intervalMs ?? AUTH_REFRESH_INTERVAL_MS);
}

/** S0 §4.4, §9: the wait before session-check try `attempt` (0 = first), or null when no try is left. */
export function sessionCheckDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 0 || attempt > SESSION_CHECK_RETRY.retries) return null;
  return attempt === 0 ? 0 : SESSION_CHECK_RETRY.delayMs;
}

/** S0 §7, §9: a cached token request started at `startedAt` may be shared until 60 s later. */
export function isTokenRequestFresh(startedAt: number, now: number, cacheMs: number = TOKEN_REQUEST_CACHE_MS): boolean {
  return now >= startedAt && now - startedAt < cacheMs;
}

/** S0 §4.4: a token is valid only if present and its expiry is later than now. */
export function isTokenValid(token: { value: string | null | undefined; expiresAt: number | null | undefined }, now: number): boolean {
  return typeof token.value === 'string' && token.value !== '' && typeof token.expiresAt === 'number' && token.expiresAt > now;
}
