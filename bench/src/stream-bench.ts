import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { passFail, round } from './report.ts';
import { startServerChild, type CpuSample, type ServerChild } from './server-child.ts';
import type { StreamClientCommand, StreamClientReport } from './stream-client.ts';

/**
 * The live stream under load (decision 012 "Live push"): SUBSCRIBERS server-sent event connections
 * on one server process, each following GAMES_PER_SUBSCRIBER of GAMES live games (a pseudo-random
 * pick, so almost no two subscribers share a group: the hub's worst case), with every game's prices
 * moving once a second (stream-source.ts), all in one batch or spread over the second. The clients
 * are CLIENT_PROCESSES child processes on raw sockets (stream-client.ts). Measured over MEASURE_S
 * seconds after WARMUP_S: delivery latency from the source's publish in the server (`at` in each
 * message) to the receipt, p50/p99, and the server process's CPU per second, as subscribers per core.
 */
const SUBSCRIBERS = Number(process.env.BENCH_STREAM_SUBSCRIBERS ?? 10_000);
const GAMES = Number(process.env.BENCH_STREAM_GAMES ?? 100);
/**
 * 1: every game moves in one batch a second (as the simulator ticks); n: a batch every 1/n s moves
 * every n-th game (as a commercial feed's messages arrive). The suite runs both unless
 * BENCH_STREAM_SLICES names one.
 */
export const STREAM_SLICES = process.env.BENCH_STREAM_SLICES ? [Number(process.env.BENCH_STREAM_SLICES)] : [1, 10];
const GAMES_PER_SUBSCRIBER = 3;
const CLIENT_PROCESSES = Number(process.env.BENCH_STREAM_CLIENTS ?? 2);
const CONNECT_CONCURRENCY = 100;
const WARMUP_S = 5;
const MEASURE_S = Number(process.env.BENCH_STREAM_SECONDS ?? 20);
export const STREAM_P99_TARGET_MS = 200;

export interface StreamBenchResult {
  subscribers: number;
  games: number;
  /** Batches a second the games' changes come in (1: all at once). */
  slices: number;
  gamesPerSubscriber: number;
  clientProcesses: number;
  connectMs: number;
  failedConnections: number;
  measureS: number;
  messages: number;
  expectedMessages: number;
  messagesPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** In the server: a batch applied and every message of it written to the sockets (ms, one call). */
  serverBatchMs: { batches: number; p50: number; p99: number; max: number };
  serverCpuCores: number;
  subscribersPerCore: number;
  serverRssMiB: number | null;
  /** Before the subscribers connected. */
  serverRssBeforeMiB: number | null;
  clientCpuCores: number;
  closedDuringRun: number;
  target: { p99BelowMs: number; pass: boolean };
}

type WithServer = <T>(child: Promise<ServerChild>, use: (base: string, server: ServerChild) => Promise<T>) => Promise<T>;

/** Deterministic picks (a small LCG): the same subscriptions every run. */
function subscriptions(ids: number[]): string[] {
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: SUBSCRIBERS }, () => {
    const picked = new Set<number>();
    while (picked.size < Math.min(GAMES_PER_SUBSCRIBER, ids.length)) picked.add(ids[Math.floor(random() * ids.length)]!);
    return [...picked].join(',');
  });
}

function percentile(histogram: number[], total: number, p: number): number {
  const rank = Math.ceil(total * p);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms++) {
    seen += histogram[ms]!;
    if (seen >= rank) return ms;
  }
  return histogram.length - 1;
}

function next<T extends StreamClientReport['type']>(child: ChildProcess, type: T, timeoutMs: number): Promise<Extract<StreamClientReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stream client: no ${type} within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (report: StreamClientReport) => {
      if (report.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(report as Extract<StreamClientReport, { type: T }>);
    };
    child.on('message', onMessage);
  });
}

const cpuMicros = (a: CpuSample, b: CpuSample) => b.user - a.user + (b.system - a.system);

export async function runStreamBench(log: (message: string) => void, withServer: WithServer, slices: number): Promise<StreamBenchResult> {
  log(`stream: starting the real server with ${GAMES} live games, every one's prices moving each second in ${slices} batch(es)...`);
  return withServer(startServerChild(new URL('./feed-server.ts', import.meta.url), { env: { BENCH_STREAM_GAMES: String(GAMES), BENCH_STREAM_SLICES: String(slices) } }), async (base, server) => {
    const live = (await (await fetch(`${base}/bff-api/live/events?lang=en`)).json()) as { events: { id: number }[] };
    const ids = live.events.map((e) => e.id);
    if (ids.length < GAMES) throw new Error(`the server has ${ids.length} live games, expected ${GAMES}`);
    const queries = subscriptions(ids);
    // The source moves the game at index i in batch i mod slices (ids in the source's order).
    const perSecond = queries.reduce((n, q) => n + new Set(q.split(',').map((id) => ids.indexOf(Number(id)) % slices)).size, 0);
    const idle = await server.cpuUsage();
    const clients: ChildProcess[] = [];
    try {
      for (let i = 0; i < CLIENT_PROCESSES; i++) {
        clients.push(
          fork(fileURLToPath(new URL('./stream-client.ts', import.meta.url)), [], {
            execArgv: ['--import', import.meta.resolve('tsx')],
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          }),
        );
      }
      const port = Number(new URL(base).port);
      log(`stream: opening ${SUBSCRIBERS} connections from ${CLIENT_PROCESSES} client processes (${CONNECT_CONCURRENCY} at a time each)...`);
      const opened = await Promise.all(
        clients.map((child, i) => {
          const share = queries.filter((_, q) => q % CLIENT_PROCESSES === i);
          const done = next(child, 'opened', 180_000);
          child.send({ type: 'open', port, queries: share, concurrency: CONNECT_CONCURRENCY } satisfies StreamClientCommand);
          return done;
        }),
      );
      const failed = opened.reduce((n, o) => n + o.failed, 0);
      const connectMs = Math.max(...opened.map((o) => o.ms));
      log(`stream: ${SUBSCRIBERS - failed} open in ${(connectMs / 1000).toFixed(1)} s (${failed} failed); ${WARMUP_S}s warm-up, then ${MEASURE_S}s measured`);
      await sleep(WARMUP_S * 1000);
      for (const child of clients) child.send({ type: 'measure', on: true } satisfies StreamClientCommand);
      const cpuBefore = await server.cpuUsage();
      const wallBefore = performance.now();
      await sleep(MEASURE_S * 1000);
      const cpuAfter = await server.cpuUsage();
      const wallS = (performance.now() - wallBefore) / 1000;
      const measured = await Promise.all(
        clients.map((child) => {
          const done = next(child, 'measured', 30_000);
          child.send({ type: 'measure', on: false } satisfies StreamClientCommand);
          return done;
        }),
      );
      const histogram = new Array<number>(measured[0]!.histogram.length).fill(0);
      for (const m of measured) m.histogram.forEach((n, ms) => (histogram[ms]! += n));
      const messages = measured.reduce((n, m) => n + m.messages, 0);
      let max = 0;
      histogram.forEach((n, ms) => n > 0 && (max = ms));
      const serverCpuCores = cpuMicros(cpuBefore, cpuAfter) / 1e6 / wallS;
      const p99 = percentile(histogram, messages, 0.99);
      return {
        subscribers: SUBSCRIBERS - failed,
        games: GAMES,
        slices,
        gamesPerSubscriber: GAMES_PER_SUBSCRIBER,
        clientProcesses: CLIENT_PROCESSES,
        connectMs,
        failedConnections: failed,
        measureS: round(wallS, 1),
        messages,
        // Every game moves once a second: one message a second per subscriber when they move in one
        // batch, up to one per followed game when the batches are spread.
        expectedMessages: Math.round(wallS * perSecond),
        messagesPerSec: round(messages / wallS, 0),
        latencyMs: { p50: percentile(histogram, messages, 0.5), p90: percentile(histogram, messages, 0.9), p99, max },
        serverBatchMs: {
          batches: cpuAfter.stats?.batches ?? 0,
          p50: round(cpuAfter.stats?.publishMsP50 ?? 0, 1),
          p99: round(cpuAfter.stats?.publishMsP99 ?? 0, 1),
          max: round(cpuAfter.stats?.publishMsMax ?? 0, 1),
        },
        serverCpuCores: round(serverCpuCores, 3),
        subscribersPerCore: Math.round((SUBSCRIBERS - failed) / serverCpuCores),
        serverRssMiB: cpuAfter.rss ? round(cpuAfter.rss / 2 ** 20, 0) : null,
        serverRssBeforeMiB: idle.rss ? round(idle.rss / 2 ** 20, 0) : null,
        clientCpuCores: round(measured.reduce((n, m) => n + m.cpuMicros, 0) / 1e6 / wallS, 3),
        closedDuringRun: measured.reduce((n, m) => n + m.closed, 0),
        target: { p99BelowMs: STREAM_P99_TARGET_MS, pass: messages > 0 && failed === 0 && p99 < STREAM_P99_TARGET_MS },
      };
    } finally {
      for (const child of clients) {
        if (child.connected) child.send({ type: 'close' } satisfies StreamClientCommand);
      }
      await sleep(300);
      for (const child of clients) if (child.exitCode === null) child.kill();
    }
  });
}

export function describeStream(r: StreamBenchResult): string {
  return [
    `5. Live stream: ${r.subscribers} subscribers on one server process, ${r.gamesPerSubscriber} of ${r.games} live games each, every game moving once a second ` +
      (r.slices === 1 ? '(all in one batch)' : `(in ${r.slices} batches spread over the second)`),
    `  connect ${(r.connectMs / 1000).toFixed(1)} s (${r.failedConnections} failed); ${r.messages} messages in ${r.measureS} s (${r.messagesPerSec}/s, expected about ${Math.round(r.expectedMessages / r.measureS)}/s)`,
    `  delivery latency (publish in the server → receipt): p50 ${r.latencyMs.p50} ms, p90 ${r.latencyMs.p90} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms`,
    `  in the server, a batch applied and all its messages written to the sockets: p50 ${r.serverBatchMs.p50} ms, p99 ${r.serverBatchMs.p99} ms, max ${r.serverBatchMs.max} ms (${r.serverBatchMs.batches} batches)`,
    `  server CPU ${r.serverCpuCores.toFixed(3)} cores → ${r.subscribersPerCore} subscribers per core; server RSS ${r.serverRssMiB ?? 'n/a'} MiB (${r.serverRssBeforeMiB ?? 'n/a'} MiB before the subscribers); clients' CPU ${r.clientCpuCores.toFixed(3)} cores`,
    `  target: p99 < ${STREAM_P99_TARGET_MS} ms: ${passFail(r.target.pass)} (${r.latencyMs.p99} ms)`,
  ].join('\n');
}
