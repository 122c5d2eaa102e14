import { setTimeout as sleep } from 'node:timers/promises';
import { benchmark, type LoadOptions } from './load.ts';
import { compare, describeComparison, passFail, type Comparison } from './report.ts';
import { startServerChild, type ServerChild } from './server-child.ts';

/**
 * A live game page (S0 §2.2 game pages; docs/decisions/013-sport-screens.md): the server render of
 * the live football game with the most markets, every request rendered (no guest page cache, as a
 * signed-in player gets it), against a static server replaying the same bytes. Targets: at most
 * 10 ms of server CPU per render and at most 60 KB (60,000 B) of HTML.
 */
export const GAME_CPU_TARGET_MS = 10;
export const GAME_HTML_MAX_BYTES = 60_000;

export interface GamePageResult {
  path: string;
  markets: number;
  htmlBytes: number;
  comparison: Comparison;
  cpuPass: boolean;
  htmlPass: boolean;
}

type Use = <T>(child: Promise<ServerChild>, use: (base: string, server: ServerChild) => Promise<T>) => Promise<T>;

async function liveFootballPath(base: string): Promise<{ path: string; markets: number }> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const live = (await (await fetch(`${base}/bff-api/live/events?sportId=1&lang=en`)).json()) as { events: { id: number; marketCount: number }[] };
    const best = live.events.sort((a, b) => b.marketCount - a.marketCount)[0];
    if (best) {
      // The line address redirects to the game's own live address.
      const response = await fetch(`${base}/en/line/sports/football/1/${best.id}`, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (location) return { path: new URL(location, base).pathname, markets: best.marketCount };
    }
    if (Date.now() > deadline) throw new Error('no live football game to measure');
    await sleep(1000);
  }
}

export async function runGamePageBench(load: LoadOptions & { warmupS: number }, withServer: Use, log: (m: string) => void): Promise<GamePageResult> {
  log('starting the real server with PAGE_CACHE_TTL_MS=0 for the live game page...');
  const real = await withServer(startServerChild(new URL('./app-server.ts', import.meta.url), { env: { PAGE_CACHE_TTL_MS: '0' } }), async (base, server) => {
    const { path, markets } = await liveFootballPath(base);
    const response = await fetch(base + path, { headers: { ...load.headers, 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    log(`game page ${path}: ${body.length} B HTML, ${markets} markets`);
    log(`load: GET ${path} (server, every request rendered)`);
    const result = await benchmark(base + path, load, server.cpuUsage);
    return { path, markets, body, contentType: response.headers.get('content-type') ?? 'text/html', result };
  });
  log('starting the static baseline server with the same bytes...');
  const baseline = await withServer(
    startServerChild(new URL('./static-server.ts', import.meta.url), { routes: [{ path: real.path, contentType: real.contentType, bodyBase64: real.body.toString('base64') }] }),
    async (base, server) => {
      log(`load: GET ${real.path} (static)`);
      return benchmark(base + real.path, load, server.cpuUsage);
    },
  );
  const comparison = compare('4. Live game page, every request rendered', real.path, real.body.length, real.result, baseline);
  const cpu = comparison.server.cpuMsPerRequest;
  return {
    path: real.path,
    markets: real.markets,
    htmlBytes: real.body.length,
    comparison,
    cpuPass: comparison.server.requests > 0 && comparison.server.non2xx === 0 && cpu !== null && cpu <= GAME_CPU_TARGET_MS,
    htmlPass: real.body.length <= GAME_HTML_MAX_BYTES,
  };
}

export function describeGamePage(result: GamePageResult): string {
  return [
    describeComparison(result.comparison),
    `  target: server CPU per live game page render <= ${GAME_CPU_TARGET_MS} ms: ${passFail(result.cpuPass)} (${result.comparison.server.cpuMsPerRequest} ms)`,
    `  target: live game page HTML <= ${GAME_HTML_MAX_BYTES} B: ${passFail(result.htmlPass)} (${result.htmlBytes} B, ${result.markets} markets)`,
  ].join('\n');
}
