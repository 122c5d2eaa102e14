import type { LoadResult } from './load.ts';

export interface Comparison {
  name: string;
  path: string;
  bodyBytes: number;
  server: LoadResult;
  baseline: LoadResult;
  /** Real server req/s divided by baseline req/s: the share of static throughput left after the work. */
  throughputRatio: number;
  /** Real server p99 divided by baseline p99 (null when the baseline's p99 rounds to 0 ms). */
  p99Ratio: number | null;
  /** Server CPU per request minus baseline CPU per request, ms: the work behind the bytes. */
  extraCpuMsPerRequest: number | null;
}

export function compare(name: string, path: string, bodyBytes: number, server: LoadResult, baseline: LoadResult): Comparison {
  return {
    name,
    path,
    bodyBytes,
    server,
    baseline,
    throughputRatio: round(server.requestsPerSec / baseline.requestsPerSec, 3),
    p99Ratio: baseline.p99Ms > 0 ? round(server.p99Ms / baseline.p99Ms, 2) : null,
    extraCpuMsPerRequest:
      server.cpuMsPerRequest !== null && baseline.cpuMsPerRequest !== null
        ? round(server.cpuMsPerRequest - baseline.cpuMsPerRequest, 3)
        : null,
  };
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number | null, digits = 2) => (value === null ? 'n/a' : value.toFixed(digits));
export const passFail = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Fixed-width text table: first column left-aligned, the rest right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '))
    .join('\n');
}

export function describeComparison(c: Comparison): string {
  const line = (label: string, r: LoadResult) =>
    `  ${label.padEnd(9)} ${r.requestsPerSec.toFixed(1).padStart(8)} req/s   p50 ${String(r.p50Ms).padStart(4)} ms   p99 ${String(r.p99Ms).padStart(4)} ms` +
    `   CPU ${ms(r.cpuMsPerRequest).padStart(6)} ms/req` +
    (r.non2xx || r.errors || r.timeouts ? `   (${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)` : '');
  return [
    `${c.name}: GET ${c.path} (${kib(c.bodyBytes)} uncompressed)`,
    line('server', c.server),
    line('static', c.baseline),
    `  server/static throughput ${c.throughputRatio.toFixed(3)} (static serves ${(1 / c.throughputRatio).toFixed(1)}x as many), ` +
      `p99 ratio ${c.p99Ratio === null ? 'n/a (static p99 < 1 ms)' : `${c.p99Ratio.toFixed(2)}x`}, ` +
      `extra server CPU ${ms(c.extraCpuMsPerRequest)} ms/req`,
  ].join('\n');
}
