import { performance } from 'node:perf_hooks';
import { benchmark, type LoadOptions, type LoadResult } from './load.ts';
import { compare, describeComparison, ms, passFail, type Comparison } from './report.ts';
import { startServerChild, type ServerChild } from './server-child.ts';

/**
 * The casino catalogue (decision 018): the guest lobby answer (GET /bff-api/casino/lobby, English,
 * 12 games a row) under load from the real server against the static baseline replaying the same
 * bytes, and the search's latency: SEARCH_QUERIES instant-search requests (prefixes as a player
 * types them and names with a typo) one after another over the seeded catalogue. Targets: at least
 * LOBBY_TARGET_RPS lobby answers a second; search p99 under SEARCH_P99_TARGET_MS.
 */
export const LOBBY_TARGET_RPS = 5000;
export const SEARCH_P99_TARGET_MS = 50;
const SEARCH_QUERIES = 2000;
const LOBBY_PATH = '/bff-api/casino/lobby?lang=en&perRow=12';

export interface CasinoBenchResult {
  info: Record<string, string>;
  lobby: Comparison;
  search: { queries: number; p50Ms: number; p99Ms: number; maxMs: number; games: number };
  target: { lobbyRequestsPerSecAtLeast: number; searchP99MsBelow: number; lobbyPass: boolean; searchPass: boolean };
}

type WithServer = <T>(child: Promise<ServerChild>, use: (base: string, server: ServerChild) => Promise<T>) => Promise<T>;

async function capture(url: string, headers: Record<string, string>): Promise<{ contentType: string; body: Buffer }> {
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}, expected 200`);
  return { contentType: response.headers.get('content-type') ?? 'application/octet-stream', body: Buffer.from(await response.arrayBuffer()) };
}

/** What a player types: the first letters of a name, and a whole name with one letter swapped or dropped. */
function queriesOf(names: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < SEARCH_QUERIES; i++) {
    const name = names[(i * 7919) % names.length]!;
    if (i % 3 === 0) out.push(name.slice(0, 2 + (i % 6)));
    else if (i % 3 === 1) {
      const at = 1 + (i % Math.max(1, name.length - 2));
      out.push(name.slice(0, at) + name.slice(at + 1));
    } else out.push(name.replace(/([a-z])([a-z])/, '$2$1'));
  }
  return out;
}

export async function runCasinoBench(log: (message: string) => void, withServer: WithServer, load: LoadOptions & { warmupS: number }): Promise<CasinoBenchResult> {
  log('casino: starting the real server (no web renderer, seeded catalogue, fresh database, feed off)...');
  // The feed off: the odds simulator's ticks are not the catalogue's cost.
  const real = await withServer(startServerChild(new URL('./feed-server.ts', import.meta.url), { env: { FEED_SOURCE: 'off' } }), async (base, server) => {
    const captured = await capture(base + LOBBY_PATH, load.headers);
    const rows = (JSON.parse(captured.body.toString('utf8')) as { rows: unknown[] }).rows.length;
    log(`casino: GET ${LOBBY_PATH}: ${rows} rows, ${(captured.body.length / 1024).toFixed(1)} KiB JSON; load (server)`);
    const result: LoadResult = await benchmark(base + LOBBY_PATH, load, server.cpuUsage);

    const names: string[] = [];
    for (let offset: number | null = 0; offset !== null; ) {
      const page = (await (await fetch(`${base}/bff-api/casino/games?limit=96&offset=${offset}`)).json()) as { games: { name: string }[]; nextOffset: number | null };
      names.push(...page.games.map((g) => g.name));
      offset = page.nextOffset;
    }
    const queries = queriesOf(names);
    log(`casino: ${queries.length} searches over ${names.length} games, one after another`);
    const times: number[] = [];
    for (const q of queries) {
      const started = performance.now();
      const response = await fetch(`${base}/bff-api/casino/search?q=${encodeURIComponent(q)}&limit=24`);
      if (response.status !== 200) throw new Error(`search ${q} answered ${response.status}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
    return { captured, result, info: { ...server.info, games: String(names.length) }, search: { queries: queries.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: times.at(-1)!, games: names.length } };
  });
  log('casino: starting the static baseline server...');
  const baseline = await withServer(
    startServerChild(new URL('./static-server.ts', import.meta.url), {
      routes: [{ path: new URL(LOBBY_PATH, 'http://x').pathname, contentType: real.captured.contentType, bodyBase64: real.captured.body.toString('base64') }],
    }),
    async (base, server) => {
      const replayed = await capture(base + LOBBY_PATH, load.headers);
      if (!replayed.body.equals(real.captured.body)) throw new Error('the static server does not replay the lobby answer byte for byte');
      log('casino: load (static)');
      return benchmark(base + LOBBY_PATH, load, server.cpuUsage);
    },
  );
  const lobby = compare('5. Casino lobby answer, guest', LOBBY_PATH, real.captured.body.length, real.result, baseline);
  const lobbyPass = real.result.requestsPerSec >= LOBBY_TARGET_RPS && real.result.non2xx === 0 && real.result.errors === 0;
  const searchPass = real.search.p99Ms < SEARCH_P99_TARGET_MS;
  return {
    info: real.info,
    lobby,
    search: real.search,
    target: { lobbyRequestsPerSecAtLeast: LOBBY_TARGET_RPS, searchP99MsBelow: SEARCH_P99_TARGET_MS, lobbyPass, searchPass },
  };
}

export function describeCasino(result: CasinoBenchResult): string {
  const s = result.search;
  return [
    describeComparison(result.lobby),
    `  target: lobby >= ${LOBBY_TARGET_RPS} req/s: ${passFail(result.target.lobbyPass)} (${result.lobby.server.requestsPerSec.toFixed(0)} req/s, ` +
      `${result.lobby.throughputRatio.toFixed(3)}x the static baseline)`,
    `  search over ${s.games} games, ${s.queries} queries: p50 ${ms(s.p50Ms)} ms, p99 ${ms(s.p99Ms)} ms, max ${ms(s.maxMs)} ms`,
    `  target: search p99 < ${SEARCH_P99_TARGET_MS} ms: ${passFail(result.target.searchPass)}`,
  ].join('\n');
}
