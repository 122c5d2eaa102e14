import { gzipSync } from 'node:zlib';
import type { CachedAnswer } from '../../../platform/index.ts';

/** An answer serialised once: its JSON text and, made on first demand, its gzip (the platform's CachedAnswer). */
export type { CachedAnswer };

interface Entry extends CachedAnswer {
  /** ms: an answer that depends on the clock (S1 §3 time filter 1) is good until then. */
  validUntil: number;
}

/**
 * The feed's answers serialised once per change of the book (decision 012): every read route builds
 * its answer from the hot state, which changes about once a second, while guests ask many times a
 * second for the same few lists. An entry is keyed by route and query and belongs to one book
 * generation; the first request after any applied batch finds the cache emptied and builds afresh,
 * so an answer is never older than the book. An answer that depends on the time as well names how
 * long it holds. Only answers built without error are kept (a 404 is built every time).
 */
export function createAnswerCache(generation: () => number) {
  const entries = new Map<string, Entry>();
  let cachedGeneration = -1;
  const stats = { hits: 0, builds: 0 };

  return {
    stats,
    get(key: string, now: number, build: () => { json: string; validUntil?: number }): CachedAnswer {
      const current = generation();
      if (current !== cachedGeneration) {
        // Everything cached belongs to an older book: the cache holds at most one generation's keys.
        entries.clear();
        cachedGeneration = current;
      }
      const cached = entries.get(key);
      if (cached && now < cached.validUntil) {
        stats.hits++;
        return cached;
      }
      stats.builds++;
      const built = build();
      let gzipped: Buffer | null = null;
      const entry: Entry = {
        json: built.json,
        validUntil: built.validUntil ?? Infinity,
        gzip: () => (gzipped ??= gzipSync(built.json)),
      };
      entries.set(key, entry);
      return entry;
    },
  };
}
