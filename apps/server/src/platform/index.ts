export { AppError, apiError, installErrorHandling } from './errors.ts';
export { MemoryCache, RedisCache, createReadThrough } from './cache.ts';
export type { Cache } from './cache.ts';
export { MemoryPubSub, RedisPubSub } from './pubsub.ts';
export type { PubSub, Unsubscribe } from './pubsub.ts';
export { createPlatform } from './platform.ts';
export type { Platform } from './platform.ts';
export { createMicroCache } from './micro-cache.ts';
export { createRuleStore, type RuleRows } from './rule-store.ts';
