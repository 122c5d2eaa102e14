import { afterAll, describe, expect, it } from 'vitest';
import { createPlatform, MemoryCache, type Platform } from './index.ts';

const redisUrl = process.env.REDIS_URL;
const kinds: { name: string; make: () => Platform }[] = [
  { name: 'memory', make: () => createPlatform(undefined) },
  ...(redisUrl ? [{ name: 'redis', make: () => createPlatform(redisUrl) }] : []),
];

describe.each(kinds)('platform cache and pub/sub ($name)', ({ make }) => {
  const platform = make();
  const key = `test:${Math.random().toString(36).slice(2)}`;
  afterAll(async () => {
    await platform.close();
  });

  it('stores JSON values and deletes them', async () => {
    await platform.cache.set(key, { a: 1, list: ['x'] }, 60);
    expect(await platform.cache.get(key)).toEqual({ a: 1, list: ['x'] });
    await platform.cache.delete(key);
    expect(await platform.cache.get(key)).toBeUndefined();
  });

  it('delivers a published message to every subscriber, and stops after unsubscribe', async () => {
    const channel = `${key}:events`;
    const received: unknown[] = [];
    const second: unknown[] = [];
    const stop = await platform.pubsub.subscribe(channel, (message) => received.push(message));
    const stopSecond = await platform.pubsub.subscribe(channel, (message) => second.push(message));
    await platform.pubsub.publish(channel, { account_id: 1, new_balance: '10.00' });
    await expect.poll(() => received.length).toBe(1);
    await expect.poll(() => second.length).toBe(1);
    expect(received[0]).toEqual({ account_id: 1, new_balance: '10.00' });
    await stop();
    await stopSecond();
    await platform.pubsub.publish(channel, { late: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
  });

  it('answers the readiness ping', async () => {
    await expect(platform.ping()).resolves.toBeUndefined();
  });
});

describe('memory cache expiry', () => {
  it('S1 §9: an entry disappears once its time to live has passed', async () => {
    let now = 0;
    const cache = new MemoryCache(() => now);
    await cache.set('k', 1, 600);
    now = 599_999;
    expect(await cache.get('k')).toBe(1);
    now = 600_000;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('hands out frozen values, so one reader cannot change what another reads', async () => {
    const cache = new MemoryCache();
    const original = { n: 1, nested: { list: [1] } };
    await cache.set('k', original, 60);
    original.n = 5;
    const first = (await cache.get<{ n: number; nested: { list: number[] } }>('k'))!;
    expect(() => {
      first.n = 2;
    }).toThrow(TypeError);
    expect(() => first.nested.list.push(2)).toThrow(TypeError);
    expect(await cache.get('k')).toEqual({ n: 1, nested: { list: [1] } });
  });
});
