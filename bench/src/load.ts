import autocannon from 'autocannon';
import type { CpuSample } from './server-child.ts';

export interface LoadOptions {
  connections: number;
  durationS: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Server process CPU (user + system) per request, ms; null when not sampled. */
  cpuMsPerRequest: number | null;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One autocannon run. Latencies are whole milliseconds (autocannon's histogram resolution). */
export async function runLoad(url: string, options: LoadOptions, cpuUsage?: () => Promise<CpuSample>): Promise<LoadResult> {
  const before = await cpuUsage?.();
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers,
    timeout: 10,
  });
  const after = await cpuUsage?.();
  const cpuMicros = before && after ? after.user - before.user + (after.system - before.system) : null;
  return {
    // Total over elapsed time rather than the mean of per-second samples: no partial-second skew.
    requestsPerSec: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    cpuMsPerRequest: cpuMicros !== null && result.requests.total > 0 ? Math.round(cpuMicros / result.requests.total) / 1000 : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Warm-up then measurement against the same URL: the first seconds pay for JIT compilation,
 * lazy imports and cold caches, which a steady-state figure should not include.
 */
export async function benchmark(
  url: string,
  options: LoadOptions & { warmupS: number },
  cpuUsage?: () => Promise<CpuSample>,
): Promise<LoadResult> {
  await runLoad(url, { ...options, durationS: options.warmupS });
  const result = await runLoad(url, options, cpuUsage);
  if (result.requests === 0 || result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ! ${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}
