import type { Redis } from 'ioredis';

/** A string-keyed JSON cache with per-entry time to live; in memory or in Redis. */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Reads through the cache; concurrent misses for one key in this process share one load. */
export function createReadThrough(cache: Cache) {
  const inFlight = new Map<string, Promise<unknown>>();
  return async function getOrLoad<T>(key: string, ttlSeconds: () => number, load: () => Promise<T>): Promise<T> {
    const hit = await cache.get<T>(key);
    if (hit !== undefined) return hit;
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const loading = (async () => {
      try {
        const value = await load();
        await cache.set(key, value, ttlSeconds());
        return value;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, loading);
    return loading;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, { value: unknown; expiresAtMs: number }>();
  constructor(private readonly nowMs: () => number = Date.now) {}

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= this.nowMs()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    // A frozen copy, as Redis would hand out a fresh one: no caller can change what another
    // request reads, and reads stay free of copying.
    this.entries.set(key, { value: deepFreeze(structuredClone(value)), expiresAtMs: this.nowMs() + ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

export class RedisCache implements Cache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'wager:cache:',
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), 'EX', Math.max(1, Math.round(ttlSeconds)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
