// Remote-view (micro-frontend) lifecycle and retry policy (S0 §1, §4.2, §9).

export const REMOTE_VIEW_STATE = { notExist: -2, error: -1, loading: 1, ready: 2 } as const;

export type RemoteViewState = (typeof REMOTE_VIEW_STATE)[keyof typeof REMOTE_VIEW_STATE];

const { notExist, error, loading, ready } = REMOTE_VIEW_STATE;

// Exactly the transitions S0 §4.2 allows; staying in the same state is not a transition.
const ALLOWED_TRANSITIONS: Readonly<Record<RemoteViewState, readonly RemoteViewState[]>> = {
  [notExist]: [loading, ready],
  [error]: [loading, notExist],
  [loading]: [error, ready, notExist],
  [ready]: [notExist],
};

export function canTransition(from: RemoteViewState, to: RemoteViewState): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/** Wait before retry number `attempt` (0-based): the base wait doubles per try (S0 §4.2). */
export function retryDelayMs(attempt: number, baseMs: number): number {
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  return baseMs * 2 ** n;
}

export interface RetryPolicy {
  readonly retries: number;
  readonly timeoutMs: number;
}

// S0 §1 and §9: wrapper default, remote view default, header.
export const RETRY_POLICY = {
  wrapper: { retries: 0, timeoutMs: 1000 },
  remoteView: { retries: 3, timeoutMs: 1000 },
  header: { retries: 5, timeoutMs: 1000 },
} as const satisfies Record<string, RetryPolicy>;

export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

/**
 * Decide what to do after a failed load. `attempt` is the number of retries already made
 * (0 after the first failure); once the limit is reached the error block stays (S0 §4.2).
 */
export function nextAfterFailure(attempt: number, policy: RetryPolicy): RetryDecision {
  if (!(attempt >= 0) || attempt >= policy.retries) return { retry: false };
  return { retry: true, delayMs: retryDelayMs(attempt, policy.timeoutMs) };
}
