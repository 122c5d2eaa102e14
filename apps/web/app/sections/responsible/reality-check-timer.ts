import type { RealityCheckAnswer } from '@wager/contract';

/**
 * S1 §4 reality check, the timer's rules: the due time lives in local storage (shared by the tabs),
 * the server is asked again at most every five minutes (S1 §9), and the reminder runs only for a
 * timer above 0. Pure, with table tests (reality-check-timer.test.ts).
 */
export const REALITY_CHECK_STORAGE_KEY = 'wager:realityCheck';
/** S1 §9: re-sync with the server at most every 5 minutes. */
export const REALITY_CHECK_RESYNC_MS = 5 * 60_000;

export interface StoredRealityCheck {
  /** Epoch ms the reminder is due; null: none (no timer, or "do not show again"). */
  dueAtMs: number | null;
  minutes: number;
  /** Epoch ms of the last answer from the server. */
  syncedAtMs: number;
}

export function fromAnswer(answer: Pick<RealityCheckAnswer, 'minutes' | 'dueAt'>, nowMs: number): StoredRealityCheck {
  const dueAtMs = answer.minutes > 0 && answer.dueAt !== null ? answer.dueAt * 1000 : null;
  return { dueAtMs, minutes: answer.minutes, syncedAtMs: nowMs };
}

export function needsResync(stored: StoredRealityCheck | null, nowMs: number): boolean {
  return stored === null || nowMs - stored.syncedAtMs >= REALITY_CHECK_RESYNC_MS || nowMs < stored.syncedAtMs;
}

/** S1 §4 "nothing" and "continue" without "do not show again": the timer restarts from now. */
export function restarted(stored: StoredRealityCheck, nowMs: number): StoredRealityCheck {
  return { ...stored, dueAtMs: stored.minutes > 0 ? nowMs + stored.minutes * 60_000 : null };
}

export function parseStored(raw: string | null): StoredRealityCheck | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredRealityCheck>;
    const due = value.dueAtMs;
    if (typeof value.minutes !== 'number' || typeof value.syncedAtMs !== 'number' || !(due === null || typeof due === 'number')) return null;
    return { dueAtMs: due, minutes: value.minutes, syncedAtMs: value.syncedAtMs };
  } catch {
    return null;
  }
}

/** Time played as hours and minutes. */
export function playedFor(sessionStartedAtS: number, nowMs: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((nowMs / 1000 - sessionStartedAtS) / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
