import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One canned response for the baseline server. Bytes travel as base64 so they arrive unchanged. */
export interface StaticRoute {
  path: string;
  contentType: string;
  bodyBase64: string;
}

export type ParentMessage = { type: 'start'; routes?: StaticRoute[] } | { type: 'close' };
export type ChildMessage = { type: 'ready'; port: number; info: Record<string, string> } | { type: 'failed'; error: string };

export interface RunningServer {
  port: number;
  info: Record<string, string>;
  close(): Promise<void>;
}

export interface ServerChild {
  port: number;
  info: Record<string, string>;
  pid: number;
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
    execArgv: ['--import', import.meta.resolve('tsx')],
    // Production React/React Router builds: the development builds render several times slower.
    env: { ...process.env, ...options.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<{ port: number; info: Record<string, string> }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry.pathname} did not start within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    child.on('message', (message: ChildMessage) => {
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
  let server: RunningServer | undefined;
  let closing = false;
  async function shutdown() {
    if (closing) return;
    closing = true;
    try {
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
    start(message.routes ?? []).then(
      (running) => {
        server = running;
        send({ type: 'ready', port: running.port, info: running.info });
      },
      (err: unknown) => {
        send({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
        process.exit(1);
      },
    );
  });
  // The parent died (or was interrupted): do not linger holding a port and a database.
  process.on('disconnect', () => void shutdown());
}
