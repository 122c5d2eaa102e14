import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

describe('micro cache', () => {
  it('loads a key once per time to live and shares concurrent loads', async () => {
    let now = 0;
    let loads = 0;
    const cache = createMicroCache<number>(1000, () => now);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = createMicroCache<number>(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
