import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One canned response for the baseline server. Bytes travel as base64 so they arrive unchanged. */
export interface StaticRoute {
  path: string;
  contentType: string;
  bodyBase64: string;
}

/** CPU time the server process has used so far, microseconds (process.cpuUsage()). */
export interface CpuSample {
  user: number;
  system: number;
  /** Resident memory of the process, bytes (with the CPU sample). */
  rss?: number;
  /** The server's own figures since the previous sample (RunningServer.stats). */
  stats?: Record<string, number>;
}

export type ParentMessage = { type: 'start'; routes?: StaticRoute[] } | { type: 'cpu' } | { type: 'close' };
export type ChildMessage =
  | { type: 'ready'; port: number; info: Record<string, string> }
  | { type: 'failed'; error: string }
  | ({ type: 'cpu' } & CpuSample);

export interface RunningServer {
  port: number;
  info: Record<string, string>;
  /** Figures of the server's own, sent with each CPU sample: since the previous one. */
  stats?(): Record<string, number>;
  close(): Promise<void>;
}

export interface ServerChild {
  port: number;
  info: Record<string, string>;
  pid: number;
  /** The server's own CPU use: unlike latency, barely moved by other load on a shared machine. */
  cpuUsage(): Promise<CpuSample>;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 90_000;
const CLOSE_TIMEOUT_MS = 15_000;

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts a server in its own Node process (tsx, NODE_ENV=production) so the load generator in
 * this process never shares an event loop with the server it measures; both the real server and
 * the baseline run this way, so the comparison is like for like.
 */
export async function startServerChild(
  entry: URL,
  options: { env?: NodeJS.ProcessEnv; routes?: StaticRoute[] } = {},
): Promise<ServerChild> {
  const child = fork(fileURLToPath(entry), [], {
    // Resolve tsx from here so the child can load TypeScript whatever the working directory.
    // BENCH_SERVER_PROFILE=dir: a V8 CPU profile of each server process, written to dir when it exits.
    execArgv: ['--import', import.meta.resolve('tsx'), ...(process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [])],
    // Production React builds: the development ones are much slower and would skew the figures.
    env: { ...process.env, ...options.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<{ port: number; info: Record<string, string> }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry.pathname} did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'cpu') return;
      clearTimeout(timer);
      if (message.type === 'ready') resolve({ port: message.port, info: message.info });
      else reject(new Error(`${entry.pathname} failed to start: ${message.error}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${entry.pathname} exited during start (code ${code}, signal ${signal})`));
    });
  });
  child.send({ type: 'start', routes: options.routes } satisfies ParentMessage);
  let started: { port: number; info: Record<string, string> };
  try {
    started = await ready;
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    ...started,
    pid: child.pid ?? -1,
    cpuUsage() {
      return new Promise<CpuSample>((resolve, reject) => {
        const onMessage = (message: ChildMessage) => {
          if (message.type !== 'cpu') return;
          child.off('message', onMessage);
          resolve({ user: message.user, system: message.system, rss: message.rss, stats: message.stats });
        };
        child.on('message', onMessage);
        child.send({ type: 'cpu' } satisfies ParentMessage, (err) => err && reject(err));
      });
    },
    async close() {
      if (child.connected) child.send({ type: 'close' } satisfies ParentMessage);
      // A clean close drops the PostgreSQL database and the PGlite directory; kill only if stuck.
      if (!(await waitForExit(child, CLOSE_TIMEOUT_MS))) {
        child.kill('SIGKILL');
        await waitForExit(child, 2_000);
      }
    },
  };
}

/** Child side: start on the parent's word, report the port, close cleanly when told to or orphaned. */
export function runAsChild(start: (routes: StaticRoute[]) => Promise<RunningServer>): void {
  const send = (message: ChildMessage) => process.send?.(message);
  let starting: Promise<RunningServer> | undefined;
  let closing = false;
  async function shutdown() {
    if (closing) return;
    closing = true;
    try {
      // A close that arrives mid-start still waits for the server, so its database gets cleaned up.
      const server = await starting?.catch(() => undefined);
      await server?.close();
    } finally {
      process.exit(0);
    }
  }
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'close') {
      void shutdown();
      return;
    }
    if (message.type === 'cpu') {
      void starting?.then((server) => send({ type: 'cpu', ...process.cpuUsage(), rss: process.memoryUsage.rss(), stats: server.stats?.() }));
      return;
    }
    starting = start(message.routes ?? []);
    starting.then(
      (running) => {
        send({ type: 'ready', port: running.port, info: running.info });
      },
      (err: unknown) => {
        send({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
        process.exit(1);
      },
    );
  });
  // The parent died: do not linger holding a port and a database.
  process.on('disconnect', () => void shutdown());
  // Ctrl-C reaches the whole process group; the parent then asks for a clean close (which drops
  // the PostgreSQL database and the PGlite directory), so the signal itself is not fatal here.
  process.on('SIGINT', () => {});
}
