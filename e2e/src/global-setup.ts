import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready at ${url}`);
}

/**
 * Starts the built site once for the browser tests, as `npm start` would after a build: production
 * mode, a free port, and a fresh embedded database with in-process cache. DATABASE_URL and REDIS_URL
 * are for the integration tests: a shared PostgreSQL or Redis would carry rows and cached config
 * from one run (or one own-site test server) to the next, so the browser tests never use them
 * (vitest.config.ts blanks them in the test workers too).
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wager-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/src/test-server.ts'], {
    cwd: REPO_ROOT,
    // DEV_OUTBOX: tests read codes from /dev/outbox.json. TRUST_PROXY: each browser context claims its
    // own X-Forwarded-For address, so per-IP limits and captcha counters keep tests apart.
    // The odds feed is the simulator with its default seed, as on `npm start`: the sport pages show
    // its games (its first write of the whole book is spread over several flushes, decision 012).
    env: { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_OUTBOX: '1', TRUST_PROXY: '127.0.0.1', BETS_MAX_STAKE_MINOR: '100000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A server that goes away mid-run fails every later test with ECONNREFUSED: say why it went.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`e2e: the test server (pid ${child.pid}) exited during the run: code ${code}, signal ${signal}`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: on a busy 2-core machine tsx, migrations and the demo seed take a while.
  await waitForReady(`${baseUrl}/ready`, child, 180_000);
  project.provide('baseUrl', baseUrl);

  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      // It went during the run (reported above): nothing to stop, only the files to remove.
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}.secret`, { force: true });
      return;
    }
    // Graceful shutdown: SIGTERM closes the server, database and cache, and exits 0.
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    stopping = true;
    child.kill('SIGTERM');
    // The timer is cleared once the server exits: a pending one would keep Vitest from exiting.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((r) => {
      timer = setTimeout(() => r('timeout'), 15_000);
    });
    const code = await Promise.race([exited, timedOut]).finally(() => clearTimeout(timer));
    // PGlite's directory and the secret the server keeps beside it (`${DATA_DIR}.secret`).
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.secret`, { force: true });
    if (code !== 0) {
      child.kill('SIGKILL');
      throw new Error(`the server did not shut down cleanly on SIGTERM (exit ${code})`);
    }
  };
}
