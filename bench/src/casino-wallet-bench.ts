import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { signProviderRequest } from '../../apps/server/src/modules/casino-wallet/index.ts';
import { passFail, round, table } from './report.ts';
import { startServerChild, type ServerChild } from './server-child.ts';
import { databaseCpuBetween, databaseCpuSample } from './database-cpu.ts';

/**
 * The casino seamless-wallet benchmark (decision 019; our targets, beyond the spec): provider-API
 * rounds (a signed bet, then a signed win that ends the round, over HTTP on keep-alive sockets) by
 * CLIENTS concurrent game sessions against the real server in its own process on PostgreSQL. The
 * wallet benchmark's baseline (BEGIN; UPDATE one row; COMMIT on a pool of CLIENTS connections) is
 * measured in the same run, before and after, for the ratio. Targets: ≥ 2,000 rounds/s and per-call
 * p99 < 100 ms; the ledger audit must be clean afterwards.
 */
const CLIENTS = Number(process.env.BENCH_CASINO_CLIENTS ?? 64);
const DURATION_MS = Number(process.env.BENCH_CASINO_DURATION_MS ?? 10_000);
const WARMUP_MS = 2_000;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const CASINO_TARGETS = { roundsPerSecond: 2_000, p99Ms: 100 } as const;

export interface CasinoWalletBenchResult {
  clients: number;
  durationS: number;
  rounds: number;
  roundsPerSecond: number;
  callP50Ms: number;
  callP99Ms: number;
  roundP99Ms: number;
  errors: number;
  firstError: string | null;
  baselinePerSecond: number;
  ratio: number;
  serverCpuMsPerRound: number;
  /** PostgreSQL's CPU per round (its backends for this database, local only; null when unknown). */
  databaseCpuMsPerRound: number | null;
  pass: boolean;
}

const pct = (sorted: Float64Array, q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0, 2);

/** BEGIN; UPDATE one row; COMMIT by CLIENTS workers for `ms`: the wallet bench's baseline. */
async function baseline(url: string, ms: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  const table = `bench_casino_baseline_${randomBytes(4).toString('hex')}`;
  try {
    await pool.query(`CREATE TABLE ${table} (id integer PRIMARY KEY, n bigint NOT NULL DEFAULT 0)`);
    await pool.query(`INSERT INTO ${table} (id) SELECT generate_series(1, 10000)`);
    let done = 0;
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            await client.query(`UPDATE ${table} SET n = n + 1 WHERE id = $1`, [1 + Math.floor(Math.random() * 10000)]);
            await client.query('COMMIT');
          } finally {
            client.release();
          }
          done++;
        }
      }),
    );
    return done / (ms / 1000);
  } finally {
    await pool.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await pool.end();
  }
}

export async function runCasinoWalletBench(log: (message: string) => void): Promise<CasinoWalletBenchResult | null> {
  const url = process.env.DATABASE_URL?.trim() || DEFAULT_URL;
  const secret = randomBytes(32).toString('hex');
  log(`casino wallet: ${CLIENTS} sessions, ${DURATION_MS / 1000}s of rounds (bet + win) over HTTP, PostgreSQL ${url.replace(/\/\/[^@]*@/, '//')}`);
  const base1 = await baseline(url, 3_000);
  log(`casino wallet: baseline ${base1.toFixed(0)} tx/s`);
  let server: ServerChild | null = null;
  try {
    server = await startServerChild(new URL('./casino-server.ts', import.meta.url), {
      env: { DATABASE_URL: url, CASINO_PROVIDER_WAGER_STUDIO_SECRET: secret, BENCH_CASINO_PLAYERS: String(CLIENTS), APP_SECRET: randomBytes(24).toString('hex') },
    });
    const sessions = server.info.sessions!.split(',');
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const port = server.port;
    const post = (path: string, body: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { ...signProviderRequest(secret, path, body, Date.now() / 1000, 'wager-studio'), 'content-length': Buffer.byteLength(body) } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end(body);
      });

    const calls: number[] = [];
    const rounds: number[] = [];
    let errors = 0;
    let firstError: string | null = null;
    let measuring = false;
    let n = 0;
    const drive = async (ms: number) => {
      const until = performance.now() + ms;
      await Promise.all(
        sessions.map(async (sessionId, c) => {
          while (performance.now() < until) {
            const id = `${c}-${n++}`;
            const t0 = performance.now();
            const bet = await post('/casino-api/v1/bet', JSON.stringify({ sessionId, roundId: `r${id}`, transactionId: `b${id}`, amountMinor: '100', currency: 'EUR' }));
            const t1 = performance.now();
            const win = await post('/casino-api/v1/win', JSON.stringify({ sessionId, roundId: `r${id}`, transactionId: `w${id}`, amountMinor: String(Math.floor(Math.random() * 200)), currency: 'EUR', endRound: true }));
            const t2 = performance.now();
            for (const r of [bet, win]) if (r.status !== 200) (errors++, (firstError ??= `${r.status} ${r.body}`));
            if (measuring) {
              calls.push(t1 - t0, t2 - t1);
              rounds.push(t2 - t0);
            }
          }
        }),
      );
    };
    log('casino wallet: warm-up');
    await drive(WARMUP_MS);
    errors = 0;
    firstError = null;
    measuring = true;
    const database = server.info.databaseName ?? '';
    const db0 = databaseCpuSample(database);
    const cpu0 = await server.cpuUsage();
    const started = performance.now();
    log('casino wallet: measuring');
    await drive(DURATION_MS);
    const elapsed = performance.now() - started;
    const cpu1 = await server.cpuUsage();
    const databaseCpuMs = databaseCpuBetween(db0, databaseCpuSample(database));
    agent.destroy();
    const sortedCalls = Float64Array.from(calls).sort();
    const sortedRounds = Float64Array.from(rounds).sort();
    const roundsPerSecond = round(rounds.length / (elapsed / 1000), 1);
    const callP99Ms = pct(sortedCalls, 0.99);
    // The server prints the ledger audit (CASINO_AUDIT [...]) as it closes: [] is clean.
    const closing = server;
    server = null;
    await closing.close();
    // The second baseline once the server's connections are gone (PostgreSQL's max_connections is shared).
    const base2 = await baseline(url, 3_000);
    const baselinePerSecond = (base1 + base2) / 2;
    const pass = roundsPerSecond >= CASINO_TARGETS.roundsPerSecond && callP99Ms < CASINO_TARGETS.p99Ms && errors === 0;
    return {
      clients: CLIENTS,
      durationS: round(elapsed / 1000, 1),
      rounds: rounds.length,
      roundsPerSecond,
      callP50Ms: pct(sortedCalls, 0.5),
      callP99Ms,
      roundP99Ms: pct(sortedRounds, 0.99),
      errors,
      firstError,
      baselinePerSecond: round(baselinePerSecond, 1),
      ratio: round(roundsPerSecond / baselinePerSecond, 3),
      serverCpuMsPerRound: round((cpu1.user + cpu1.system - cpu0.user - cpu0.system) / 1000 / Math.max(1, rounds.length), 3),
      databaseCpuMsPerRound: databaseCpuMs === null ? null : round(databaseCpuMs / Math.max(1, rounds.length), 3),
      pass,
    };
  } finally {
    await server?.close();
  }
}

export function describeCasinoWallet(r: CasinoWalletBenchResult): string {
  return [
    `Casino seamless wallet (decision 019): ${r.clients} sessions, rounds = signed bet + signed win over HTTP, ${r.durationS}s`,
    table([
      ['run', 'per s', 'call p50 ms', 'call p99 ms', 'round p99 ms', 'server CPU ms/round', 'database CPU ms/round', 'errors'],
      ['rounds (bet + win)', r.roundsPerSecond.toFixed(0), String(r.callP50Ms), String(r.callP99Ms), String(r.roundP99Ms), String(r.serverCpuMsPerRound), r.databaseCpuMsPerRound === null ? 'n/a' : String(r.databaseCpuMsPerRound), String(r.errors)],
      ['wallet baseline (BEGIN; UPDATE 1 row; COMMIT)', r.baselinePerSecond.toFixed(0), '', '', '', '', '', ''],
    ]),
    `  rounds/s vs wallet baseline: ${r.ratio.toFixed(3)}x${r.firstError ? `   first error: ${r.firstError.slice(0, 200)}` : ''}`,
    `  target: >= ${CASINO_TARGETS.roundsPerSecond} rounds/s and call p99 < ${CASINO_TARGETS.p99Ms} ms, no errors: ${passFail(r.pass)} (${r.roundsPerSecond.toFixed(0)} rounds/s, p99 ${r.callP99Ms} ms)`,
  ].join('\n');
}
