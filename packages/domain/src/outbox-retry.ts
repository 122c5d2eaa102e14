/**
 * When a failed SMS or e-mail is tried again (beyond the spec, docs/decisions/007-identity-security-rules.md:
 * the outbox is what makes delivery reliable). Waits double from 30 s up to an hour; after 8 failed tries the message is left in
 * the outbox with its last error for an operator to look at.
 */
export const OUTBOX_RETRY = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 8 } as const;

/** The wait before the next try after `attempts` failed ones; null when it should not be tried again. */
export function outboxRetryDelayMs(attempts: number, policy: { firstDelayMs: number; maxDelayMs: number; maxAttempts: number } = OUTBOX_RETRY): number | null {
  if (!Number.isInteger(attempts) || attempts < 1 || attempts >= policy.maxAttempts) return null;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempts - 1));
}
