import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkBlock, checkRedirect } from './site-checks.ts';

let calls: { url: string; body: unknown; at: number }[] = [];
let answers: (number | { status: number; body: unknown })[] = [];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)), at: Date.now() });
    const next = answers.shift() ?? 503;
    const { status, body } = typeof next === 'number' ? { status: next, body: { error: { code: 'INTERNAL', message: 'down' } } } : next;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function settle<T>(promise: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return promise;
}

describe('shell site checks on navigation (S0 §7, S1 §9)', () => {
  it('S0 §7: the redirect check sends the url and reads redirect, code and url', async () => {
    answers = [{ status: 200, body: { redirect: true, code: 301, url: '/en/casino', reasons: [], breadcrumbs: [] } }];
    const answer = await settle(checkRedirect('/en/old', new AbortController().signal));
    expect(answer).toEqual({ redirect: true, code: 301, url: '/en/casino' });
    expect(calls).toEqual([{ url: '/redirects-api/api/v1/redirect-light', body: { url: '/en/old' }, at: expect.any(Number) }]);
  });

  it('S0 §7, S1 §9: the redirect check retries 5 times at 1 s, then gives up (logged)', async () => {
    const answer = await settle(checkRedirect('/en/x', new AbortController().signal));
    expect(answer).toBeNull();
    expect(calls).toHaveLength(6);
    expect(calls.slice(1).map((c, i) => c.at - calls[i]!.at)).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(console.error).toHaveBeenCalledWith('redirect check failed', '/en/x');
  });

  it('S0 §7, S1 §9: the block check sends the auth flag and retries 2 times at 100 ms', async () => {
    answers = [503, 500, { status: 200, body: { data: { redirectUrl: '/en/block', isBlocked: true } } }];
    const answer = await settle(checkBlock('/en/casino', true, new AbortController().signal));
    expect(answer).toEqual({ data: { redirectUrl: '/en/block' } });
    expect(calls.map((c) => c.body)).toEqual([{ auth: true, url: '/en/casino' }, { auth: true, url: '/en/casino' }, { auth: true, url: '/en/casino' }]);
    expect(calls.slice(1).map((c, i) => c.at - calls[i]!.at)).toEqual([100, 100]);
  });

  it('S0 §4.5: a block check that fails every try answers null (the shell then sets maintenance)', async () => {
    expect(await settle(checkBlock('/en/casino', false, new AbortController().signal))).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('a navigation that moves on cancels the check quietly', async () => {
    const controller = new AbortController();
    const pending = checkRedirect('/en/x', controller.signal);
    const outcome = expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    controller.abort();
    await vi.runAllTimersAsync();
    await outcome;
  });
});
