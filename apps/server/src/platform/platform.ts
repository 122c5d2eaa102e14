import { Redis } from 'ioredis';
import { MemoryCache, RedisCache, type Cache } from './cache.ts';
import { MemoryPubSub, RedisPubSub, type PubSub } from './pubsub.ts';

export interface Platform {
  cache: Cache;
  pubsub: PubSub;
  kind: 'memory' | 'redis';
  /** The Redis namespace of this platform's keys and channels ('' for the site's own). */
  namespace: string;
  /** The shared Redis connection when REDIS_URL is set (rate-limit store, atomic counters). */
  redis?: Redis;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * REDIS_URL selects Redis for cache and pub/sub; otherwise both live in this process's memory.
 * `namespace` keeps apps that share one Redis apart (test files run at once): every key (cache, rate
 * limits, failure counters, through ioredis's keyPrefix) and every channel starts with it.
 */
export function createPlatform(redisUrl: string | undefined, namespace = ''): Platform {
  if (!redisUrl) {
    const pubsub = new MemoryPubSub();
    return { cache: new MemoryCache(), pubsub, kind: 'memory', namespace: '', ping: async () => {}, close: () => pubsub.close() };
  }
  const prefix = namespace ? `${namespace}:` : '';
  const options = { maxRetriesPerRequest: 2, enableAutoPipelining: true, ...(prefix ? { keyPrefix: prefix } : {}) };
  const client = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  // Channels are not keys (ioredis does not prefix them): the namespace goes into the channel names.
  const pubsub = new RedisPubSub(client, subscriber, `wager:${prefix}`);
  return {
    cache: new RedisCache(client),
    pubsub,
    kind: 'redis',
    namespace,
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
