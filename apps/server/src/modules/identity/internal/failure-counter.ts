import type { Redis } from 'ioredis';

/**
 * Counts events per key inside a fixed window that starts at the first event (failed sign-ins per
 * IP, for the captcha rule). Redis when configured, so every process counts together; memory else.
 */
export interface FailureCounter {
  count(key: string): Promise<number>;
  increment(key: string, windowMs: number): Promise<number>;
}

const PREFIX = 'wager:identity:failures:';

export function createFailureCounter(redis: Redis | undefined, nowMs: () => number): FailureCounter {
  if (redis) {
    return {
      async count(key) {
        return Number((await redis.get(PREFIX + key)) ?? 0);
      },
      async increment(key, windowMs) {
        const full = PREFIX + key;
        const [[, value] = [], [, ttl] = []] = (await redis.multi().incr(full).pttl(full).exec()) ?? [];
        // The first event starts the window; a key without expiry (lost race) gets one too.
        if (value === 1 || ttl === -1) await redis.pexpire(full, windowMs);
        return Number(value ?? 0);
      },
    };
  }
  const entries = new Map<string, { count: number; resetAtMs: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAtMs <= nowMs()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAtMs: nowMs() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      // Keep the map small: drop a handful of expired entries on each write.
      if (entries.size > 10_000) for (const k of [...entries.keys()].slice(0, 100)) live(k);
      return entry.count;
    },
  };
}
