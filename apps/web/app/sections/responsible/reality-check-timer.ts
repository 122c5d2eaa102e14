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
  /** Epoch ms the reminder is due; null: none. */
  dueAtMs: number | null;
  minutes: number;
  /** Epoch ms of the last answer from the server. */
  syncedAtMs: number;
  /** S1 §4 "do not show again" (for this session). */
  stopped: boolean;
}

/**
 * A server answer merged into what this browser keeps. The browser owns the due time once it has
 * one (S1 §4: the timer lives in local storage; the tabs share it); the server says the minutes
 * (the limit's value, 0 = none) and gives the first due time. A change of the minutes starts over.
 */
export function synced(previous: StoredRealityCheck | null, answer: Pick<RealityCheckAnswer, 'minutes' | 'dueAt'>, nowMs: number): StoredRealityCheck {
  if (answer.minutes <= 0) return { dueAtMs: null, minutes: answer.minutes, syncedAtMs: nowMs, stopped: false };
  if (previous && previous.minutes === answer.minutes && (previous.stopped || previous.dueAtMs !== null)) return { ...previous, syncedAtMs: nowMs };
  const dueAtMs = answer.dueAt !== null && answer.dueAt * 1000 > nowMs - 60_000 ? answer.dueAt * 1000 : nowMs + answer.minutes * 60_000;
  return { dueAtMs, minutes: answer.minutes, syncedAtMs: nowMs, stopped: false };
}

export function needsResync(stored: StoredRealityCheck | null, nowMs: number): boolean {
  return stored === null || nowMs - stored.syncedAtMs >= REALITY_CHECK_RESYNC_MS || nowMs < stored.syncedAtMs;
}

/** S1 §4 "nothing" and "continue" without "do not show again": the timer restarts from now. */
export function restarted(stored: StoredRealityCheck, nowMs: number): StoredRealityCheck {
  return { ...stored, stopped: false, dueAtMs: stored.minutes > 0 ? nowMs + stored.minutes * 60_000 : null };
}

/** S1 §4 "continue" with "do not show again": no more reminders this session. */
export function stopped(stored: StoredRealityCheck): StoredRealityCheck {
  return { ...stored, stopped: true, dueAtMs: null };
}

export function parseStored(raw: string | null): StoredRealityCheck | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredRealityCheck>;
    const due = value.dueAtMs;
    if (typeof value.minutes !== 'number' || typeof value.syncedAtMs !== 'number' || !(due === null || typeof due === 'number')) return null;
    return { dueAtMs: due, minutes: value.minutes, syncedAtMs: value.syncedAtMs, stopped: value.stopped === true };
  } catch {
    return null;
  }
}

/** Time played as hours and minutes. */
export function playedFor(sessionStartedAtS: number, nowMs: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((nowMs / 1000 - sessionStartedAtS) / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
