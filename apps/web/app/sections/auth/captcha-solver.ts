import { searchSolution } from './captcha-search.ts';

/**
 * ALTCHA proof of work (the v1 challenge the server sends from GET /web-api/captcha/update): find
 * the number n ≤ maxnumber with hash(salt + n) = challenge, then send the base64 JSON payload in
 * the x-captcha header. Solved in a Web Worker so the page stays responsive.
 */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number | undefined;
  salt: string;
  signature: string;
}

export interface AltchaSolution {
  number: number;
  took: number;
}

export const DEFAULT_MAX_NUMBER = 1_000_000;

export function encodePayload(challenge: AltchaChallenge, solution: AltchaSolution): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  });
  return btoa(json);
}

/** Solves with up to 4 workers splitting the numbers; falls back to this thread without workers. */
export async function solveChallenge(challenge: AltchaChallenge, signal?: AbortSignal): Promise<string | null> {
  const started = performance.now();
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const base = { algorithm: challenge.algorithm, challenge: challenge.challenge, salt: challenge.salt, max };
  let number: number | null = null;
  if (typeof Worker === 'function') {
    const count = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));
    const workers: Worker[] = [];
    try {
      for (let i = 0; i < count; i++) workers.push(new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' }));
      number = await new Promise<number | null>((resolve, reject) => {
        let pending = count;
        signal?.addEventListener('abort', () => resolve(null), { once: true });
        workers.forEach((worker, index) => {
          worker.onmessage = (event: MessageEvent<{ number: number | null }>) => {
            if (event.data.number !== null) resolve(event.data.number);
            else if (--pending === 0) resolve(null);
          };
          worker.onerror = (event) => reject(new Error(event.message || 'captcha worker failed'));
          worker.postMessage({ ...base, start: index, step: count });
        });
      });
    } catch (error) {
      console.warn('captcha workers unavailable, solving on the page', error);
      number = await searchSolution({ ...base, start: 0, step: 1 }, () => signal?.aborted ?? false);
    } finally {
      workers.forEach((worker) => worker.terminate());
    }
  } else {
    number = await searchSolution({ ...base, start: 0, step: 1 }, () => signal?.aborted ?? false);
  }
  if (number === null) return null;
  return encodePayload(challenge, { number, took: Math.round(performance.now() - started) });
}
