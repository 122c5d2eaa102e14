import { BLOCK_CHECK_RETRY, checkRetryDecision, REDIRECT_CHECK_RETRY, type CheckRetryPolicy } from '@wager/domain';
import { apiRequest, isAbortError } from '../api-client.ts';

/**
 * The redirect and block checks the shell makes on client navigation (S0 §7; S1 §9 retries):
 * redirect-light 5 retries at 1 s, block 2 retries at 100 ms. The server render makes the same
 * checks for a document, so the first page of a visit needs none.
 */

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/** Calls `call` until it answers or the retries are spent; null when every try failed. Aborts pass through. */
async function withRetries<T>(policy: CheckRetryPolicy, signal: AbortSignal, call: () => Promise<T>): Promise<T | null> {
  for (let failures = 0; ; ) {
    try {
      return await call();
    } catch (error) {
      if (isAbortError(error)) throw error;
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      failures++;
      const decision = checkRetryDecision(policy, failures);
      if (!decision.retry) return null;
      await wait(decision.delayMs, signal);
    }
  }
}

export interface RedirectAnswer {
  redirect: boolean;
  code: number | null;
  url: string | null;
}

export interface BlockAnswer {
  data: { redirectUrl: string | null };
}

function parseRedirect(data: unknown): RedirectAnswer {
  const { redirect, code, url } = (data ?? {}) as Partial<RedirectAnswer>;
  if (typeof redirect !== 'boolean') throw new Error('redirect answer without redirect');
  return { redirect, code: typeof code === 'number' ? code : null, url: typeof url === 'string' ? url : null };
}

function parseBlock(data: unknown): BlockAnswer {
  const inner = (data as { data?: { redirectUrl?: unknown } } | null)?.data;
  if (!inner || (inner.redirectUrl !== null && typeof inner.redirectUrl !== 'string')) throw new Error('block answer without data');
  return { data: { redirectUrl: inner.redirectUrl } };
}

/** POST /redirects-api/api/v1/redirect-light; null when it failed every try (logged, S0 §8). */
export async function checkRedirect(url: string, signal: AbortSignal): Promise<RedirectAnswer | null> {
  const answer = await withRetries(REDIRECT_CHECK_RETRY, signal, () =>
    apiRequest('/redirects-api/api/v1/redirect-light', { method: 'POST', body: { url }, schema: { parse: parseRedirect }, handles: true, signal }),
  );
  if (answer === null) console.error('redirect check failed', url);
  return answer;
}

/** POST /blocks-api/api/v2/block; null when it failed every try (then maintenance is set, S0 §4.5). */
export async function checkBlock(url: string, signedIn: boolean, signal: AbortSignal): Promise<BlockAnswer | null> {
  const answer = await withRetries(BLOCK_CHECK_RETRY, signal, () =>
    apiRequest('/blocks-api/api/v2/block', { method: 'POST', body: { auth: signedIn, url }, schema: { parse: parseBlock }, handles: true, signal }),
  );
  if (answer === null) console.error('block check failed; maintenance is set', url);
  return answer;
}
