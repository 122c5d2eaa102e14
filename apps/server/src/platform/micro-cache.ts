/**
 * A tiny in-process cache for hot, read-mostly answers (site config, the home showcase): each key
 * is loaded at most once per `ttlMs`, and concurrent misses share one load. It saves the round
 * trips to the shared cache or the database that every page would otherwise make.
 */
export function createMicroCache<T>(ttlMs: number, nowMs: () => number = Date.now) {
  const entries = new Map<string, { value: T; expiresAtMs: number }>();
  const inFlight = new Map<string, Promise<T>>();
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAtMs > nowMs()) return entry.value;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const loading = load()
        .then((value) => {
          entries.set(key, { value, expiresAtMs: nowMs() + ttlMs });
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
    clear(): void {
      entries.clear();
    },
  };
}
