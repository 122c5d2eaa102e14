import { Redis } from 'ioredis';
import { MemoryCache, RedisCache, type Cache } from './cache.ts';
import { MemoryPubSub, RedisPubSub, type PubSub } from './pubsub.ts';

export interface Platform {
  cache: Cache;
  pubsub: PubSub;
  kind: 'memory' | 'redis';
  /** The shared Redis connection when REDIS_URL is set (rate-limit store, atomic counters). */
  redis?: Redis;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** REDIS_URL selects Redis for cache and pub/sub; otherwise both live in this process's memory. */
export function createPlatform(redisUrl: string | undefined): Platform {
  if (!redisUrl) {
    const pubsub = new MemoryPubSub();
    return { cache: new MemoryCache(), pubsub, kind: 'memory', ping: async () => {}, close: () => pubsub.close() };
  }
  const options = { maxRetriesPerRequest: 2, enableAutoPipelining: true } as const;
  const client = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  const pubsub = new RedisPubSub(client, subscriber);
  return {
    cache: new RedisCache(client),
    pubsub,
    kind: 'redis',
    redis: client,
    async ping() {
      await client.ping();
    },
    async close() {
      await pubsub.close();
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
