/**
 * One-time codes sent by SMS or e-mail (S1 §4 forgot-password flow; docs/decisions/007-identity-security-rules.md): 6 digits,
 * single use, expiring, a bounded number of attempts. Pure rules; the server draws the digits.
 */
export const ONE_TIME_CODE_POLICY = {
  digits: 6,
  /** A code is good for 10 minutes after it is sent. */
  ttlMs: 10 * 60_000,
  /** Wrong tries before the code is spent (the next try gets time_up). */
  maxAttempts: 5,
  /** One message per recipient and purpose per minute (the answer's resendAfterSeconds). */
  resendAfterMs: 60_000,
} as const;

/** S1 §4: a code failure is wrong_code if the code deadline has not passed, else time_up. */
export type CodeFailureReason = 'wrong_code' | 'time_up';

/** S1 §4: wrong_code before the deadline, time_up from it on; no code at all is a wrong code. */
export function codeFailureReason(nowMs: number, deadlineMs: number | null): CodeFailureReason {
  return deadlineMs !== null && nowMs >= deadlineMs ? 'time_up' : 'wrong_code';
}

export interface StoredCodeState {
  expiresAtMs: number;
  attempts: number;
  consumed: boolean;
}

export type CodeCheck =
  | { ok: true }
  /** `countsAttempt`: this try must be recorded against the code (it was live and wrong). */
  | { ok: false; reason: CodeFailureReason; countsAttempt: boolean };

/**
 * Decides a try of a code. A used or exhausted code has reached its deadline (time_up: ask for a
 * new one); an expired one likewise; a live code that does not match is a wrong_code.
 */
export function checkOneTimeCode(input: {
  nowMs: number;
  code: StoredCodeState | null;
  matches: boolean;
  maxAttempts?: number;
}): CodeCheck {
  const maxAttempts = input.maxAttempts ?? ONE_TIME_CODE_POLICY.maxAttempts;
  const { code, nowMs } = input;
  if (!code) return { ok: false, reason: codeFailureReason(nowMs, null), countsAttempt: false };
  const spent = code.consumed || code.attempts >= maxAttempts;
  const deadlineMs = spent ? Math.min(code.expiresAtMs, nowMs) : code.expiresAtMs;
  if (nowMs >= deadlineMs) return { ok: false, reason: codeFailureReason(nowMs, deadlineMs), countsAttempt: false };
  if (!input.matches) return { ok: false, reason: 'wrong_code', countsAttempt: true };
  return { ok: true };
}

/** Seconds until another code may be sent, 0 when it may be sent now. */
export function resendAfterSeconds(nowMs: number, lastSentAtMs: number | null, resendAfterMs: number = ONE_TIME_CODE_POLICY.resendAfterMs): number {
  if (lastSentAtMs === null) return 0;
  return Math.max(0, Math.ceil((lastSentAtMs + resendAfterMs - nowMs) / 1000));
}

/** The code's digits from a number in [0, 10^digits), zero-padded. */
export function formatOneTimeCode(value: number, digits: number = ONE_TIME_CODE_POLICY.digits): string {
  const max = 10 ** digits;
  if (!Number.isInteger(value) || value < 0 || value >= max) throw new RangeError(`code value out of range: ${value}`);
  return String(value).padStart(digits, '0');
}
