import { benchmark, type LoadOptions, type LoadResult } from './load.ts';
import { compare, describeComparison, passFail, type Comparison } from './report.ts';
import { startServerChild, type ServerChild } from './server-child.ts';

/**
 * The feed's line answer under load (decision 012): GET /bff-api/line/events for football in
 * English from the real server with the simulator ticking once a second, against the static
 * baseline replaying the same bytes. Target: at least FEED_TARGET_RPS requests a second.
 */
export const FEED_TARGET_RPS = 5000;

export interface FeedBenchResult {
  path: string;
  info: Record<string, string>;
  comparison: Comparison;
  target: { requestsPerSecAtLeast: number; pass: boolean };
}

type WithServer = <T>(child: Promise<ServerChild>, use: (base: string, server: ServerChild) => Promise<T>) => Promise<T>;

async function capture(url: string, headers: Record<string, string>): Promise<{ contentType: string; body: Buffer }> {
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, expected 200`);
  return { contentType: response.headers.get('content-type') ?? 'application/octet-stream', body: Buffer.from(await response.arrayBuffer()) };
}

export async function runFeedBench(log: (message: string) => void, withServer: WithServer, load: LoadOptions & { warmupS: number }): Promise<FeedBenchResult> {
  log('feed: starting the real server (no web renderer, the simulator ticking, fresh database)...');
  const real = await withServer(startServerChild(new URL('./feed-server.ts', import.meta.url)), async (base, server) => {
    const sports = (await (await fetch(`${base}/bff-api/sports/list?lng=en&nameEng=true`)).json()) as { sportId: number; nameEng: string }[];
    const football = sports.find((s) => s.nameEng === 'Football');
    if (!football) throw new Error('the sport list has no football');
    const path = `/bff-api/line/events?sportId=${football.sportId}&lang=en`;
    const captured = await capture(base + path, load.headers);
    const events = (JSON.parse(captured.body.toString('utf8')) as { events: unknown[] }).events.length;
    log(`feed: GET ${path}: ${events} events, ${(captured.body.length / 1024).toFixed(1)} KiB JSON; load (server)`);
    const result: LoadResult = await benchmark(base + path, load, server.cpuUsage);
    return { path, captured, result, info: { ...server.info, events: String(events) } };
  });
  log('feed: starting the static baseline server...');
  const baseline = await withServer(
    startServerChild(new URL('./static-server.ts', import.meta.url), {
      routes: [{ path: new URL(real.path, 'http://x').pathname, contentType: real.captured.contentType, bodyBase64: real.captured.body.toString('base64') }],
    }),
    async (base, server) => {
      const replayed = await capture(base + real.path, load.headers);
      if (!replayed.body.equals(real.captured.body)) throw new Error('the static server does not replay the line answer byte for byte');
      log('feed: load (static)');
      return benchmark(base + real.path, load, server.cpuUsage);
    },
  );
  const comparison = compare('4. Feed line answer, simulator running', real.path, real.captured.body.length, real.result, baseline);
  const pass = real.result.requestsPerSec >= FEED_TARGET_RPS && real.result.non2xx === 0 && real.result.errors === 0;
  return { path: real.path, info: real.info, comparison, target: { requestsPerSecAtLeast: FEED_TARGET_RPS, pass } };
}

export function describeFeed(result: FeedBenchResult): string {
  return [
    describeComparison(result.comparison),
    `  target: >= ${FEED_TARGET_RPS} req/s: ${passFail(result.target.pass)} (${result.comparison.server.requestsPerSec.toFixed(0)} req/s, ` +
      `${result.comparison.throughputRatio.toFixed(3)}x the static baseline)`,
  ].join('\n');
}
