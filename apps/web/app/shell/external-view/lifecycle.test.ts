import { describe, expect, it } from 'vitest';
import { REMOTE_VIEW_STATE, type RemoteViewState } from '@wager/domain';
import { createStateTracker, runViewLifecycle, viewRetryPolicy, type TryResult } from './lifecycle.ts';

function harness(results: TryResult<string>[]) {
  const waits: number[] = [];
  const states: RemoteViewState[] = [];
  const tracker = createStateTracker((state) => states.push(state));
  let tries = 0;
  const attempt = async () => {
    const result = results[Math.min(tries, results.length - 1)];
    tries++;
    if (!result) throw new Error('no result');
    return result;
  };
  const hooks = { wait: async (ms: number) => void waits.push(ms), report: tracker.report, cancelled: () => false };
  return { waits, states, attempt, hooks, tries: () => tries };
}

const fail: TryResult<string> = { ok: false, retry: true, error: new Error('down') };

describe('the external view lifecycle (S0 §4.2, §9)', () => {
  it('S0 §9: defaults are 3 retries from 1000 ms; the entry may override both', () => {
    expect(viewRetryPolicy({})).toEqual({ retries: 3, timeoutMs: 1000 });
    expect(viewRetryPolicy({ retries: 1, timeoutMs: 200 })).toEqual({ retries: 1, timeoutMs: 200 });
  });

  it('S0 §4.2: two failed tries, then ready: the waits double, states go loading → error → loading … ready', async () => {
    const h = harness([fail, fail, { ok: true, value: 'view' }]);
    await expect(runViewLifecycle(h.attempt, viewRetryPolicy({}), h.hooks)).resolves.toBe('view');
    expect(h.waits).toEqual([1000, 2000]);
    const { loading, error, ready } = REMOTE_VIEW_STATE;
    expect(h.states).toEqual([loading, error, loading, error, loading, ready]);
  });

  it('S0 §4.2, §9: after the retry limit it stops with the error (4 tries, waits 1000, 2000, 4000)', async () => {
    const h = harness([fail]);
    await expect(runViewLifecycle(h.attempt, viewRetryPolicy({}), h.hooks)).rejects.toThrow('down');
    expect(h.tries()).toBe(4);
    expect(h.waits).toEqual([1000, 2000, 4000]);
    expect(h.states.at(-1)).toBe(REMOTE_VIEW_STATE.error);
  });

  it('S0 §4.2: a page error is not retried', async () => {
    const h = harness([{ ok: false, retry: false, error: new Error('404') }]);
    await expect(runViewLifecycle(h.attempt, viewRetryPolicy({}), h.hooks)).rejects.toThrow('404');
    expect(h.tries()).toBe(1);
    expect(h.waits).toEqual([]);
  });

  it('S0 §4.2: a cancelled view (unmounted, path changed) makes no further tries', async () => {
    const h = harness([fail]);
    let cancelled = false;
    const hooks = { ...h.hooks, wait: async () => void (cancelled = true), cancelled: () => cancelled };
    await expect(runViewLifecycle(h.attempt, viewRetryPolicy({}), hooks)).resolves.toBeNull();
    expect(h.tries()).toBe(1);
  });
});
