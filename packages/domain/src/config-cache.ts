// Caching and retry of site-config requests (S0 §7, S1 §7, §9).

export const CONFIG_GROUP_CACHE_SECONDS = { min: 600, max: 900 } as const;

// Full-config fallback (/bff-api/config/all.json): 5 retries at 1 s.
export const CONFIG_RETRY = { retries: 5, delayMs: 1000 } as const;

/**
 * A random TTL in [600, 900] s so cached config groups do not all expire at once.
 * `random` is like Math.random (values in [0, 1)); out-of-range values are clamped.
 */
export function configGroupCacheTtlSeconds(random: () => number): number {
  const { min, max } = CONFIG_GROUP_CACHE_SECONDS;
  const r = random();
  const value = min + Math.floor((Number.isFinite(r) ? r : 0) * (max - min + 1));
  return Math.min(max, Math.max(min, value));
}
