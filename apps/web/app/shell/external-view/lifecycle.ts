import { canTransition, nextAfterFailure, REMOTE_VIEW_STATE, RETRY_POLICY, type RemoteViewState, type RetryPolicy } from '@wager/domain';

/** S0 §9: a remote view retries 3 times, waiting 1000 ms doubling per try, unless the entry says otherwise. */
export function viewRetryPolicy(entry: { retries?: number | undefined; timeoutMs?: number | undefined }): RetryPolicy {
  return {
    retries: entry.retries ?? RETRY_POLICY.remoteView.retries,
    timeoutMs: entry.timeoutMs ?? RETRY_POLICY.remoteView.timeoutMs,
  };
}

/** One try's result: `retry: false` ends the lifecycle at once (a page error is not retried). */
export type TryResult<T> = { ok: true; value: T } | { ok: false; retry: boolean; error: unknown };

export interface LifecycleHooks {
  wait(ms: number): Promise<void>;
  report(state: RemoteViewState): void;
  /** True once the view is unmounted or the path changed: no further tries. */
  cancelled(): boolean;
}

/**
 * The S0 §4.2 lifecycle around tries of one view: loading, then ready; or error, a wait that
 * doubles per retry (the domain's `nextAfterFailure`, as for our own lazily loaded parts), and
 * loading again, until the retry limit leaves the error. Resolves with the value, or rejects with
 * the last error; `null` when cancelled.
 */
export async function runViewLifecycle<T>(attemptOnce: (attempt: number) => Promise<TryResult<T>>, policy: RetryPolicy, hooks: LifecycleHooks): Promise<T | null> {
  for (let attempt = 0; ; attempt++) {
    if (hooks.cancelled()) return null;
    hooks.report(REMOTE_VIEW_STATE.loading);
    const result = await attemptOnce(attempt);
    if (hooks.cancelled()) return null;
    if (result.ok) {
      hooks.report(REMOTE_VIEW_STATE.ready);
      return result.value;
    }
    hooks.report(REMOTE_VIEW_STATE.error);
    const decision = result.retry ? nextAfterFailure(attempt, policy) : ({ retry: false } as const);
    if (!decision.retry) throw result.error;
    await hooks.wait(decision.delayMs);
  }
}

/** A state holder that only takes the transitions S0 §4.2 allows. */
export function createStateTracker(onChange: (state: RemoteViewState) => void) {
  let state: RemoteViewState = REMOTE_VIEW_STATE.notExist;
  return {
    get state() {
      return state;
    },
    report(next: RemoteViewState) {
      if (next === state || !canTransition(state, next)) return;
      state = next;
      onChange(next);
    },
  };
}
