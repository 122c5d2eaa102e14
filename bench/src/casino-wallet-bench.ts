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

/** One way of playing rounds: a bet and a win ('split', two calls, e.g. table games), or one play call (instant games). */
export interface CasinoWalletPhase {
  mode: 'split' | 'play';
  durationS: number;
  rounds: number;
  roundsPerSecond: number;
  callP50Ms: number;
  callP99Ms: number;
  roundP99Ms: number;
  errors: number;
  firstError: string | null;
  serverCpuMsPerRound: number;
  /** PostgreSQL's CPU per round (its backends for this database, local only; null when unknown). */
  databaseCpuMsPerRound: number | null;
  /** The load generator's own CPU per round (signing, HTTP): on this machine it shares the cores. */
  clientCpuMsPerRound: number;
  pass: boolean;
}

export interface CasinoWalletBenchResult {
  clients: number;
  split: CasinoWalletPhase & { ratio: number };
  play: CasinoWalletPhase & { ratio: number };
  baselinePerSecond: number;
  /** The targets met by either way of playing (instant games use play). */
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

    /** One phase: rounds as a bet then a win ending the round ('split', two calls), or as one play call ('play'). */
    const phase = async (mode: 'split' | 'play'): Promise<CasinoWalletPhase> => {
      const calls: number[] = [];
      const rounds: number[] = [];
      let errors = 0;
      let firstError: string | null = null;
      let measuring = false;
      const drive = async (ms: number) => {
        const until = performance.now() + ms;
        await Promise.all(
          sessions.map(async (sessionId, c) => {
            while (performance.now() < until) {
              const id = `${mode}${c}-${n++}`;
              const win = String(Math.floor(Math.random() * 200));
              const t0 = performance.now();
              const answers = [];
              if (mode === 'split') {
                answers.push(await post('/casino-api/v1/bet', JSON.stringify({ sessionId, roundId: `r${id}`, transactionId: `b${id}`, amountMinor: '100', currency: 'EUR' })));
                if (measuring) calls.push(performance.now() - t0);
                const t1 = performance.now();
                answers.push(await post('/casino-api/v1/win', JSON.stringify({ sessionId, roundId: `r${id}`, transactionId: `w${id}`, amountMinor: win, currency: 'EUR', endRound: true })));
                if (measuring) calls.push(performance.now() - t1);
              } else {
                answers.push(await post('/casino-api/v1/play', JSON.stringify({ sessionId, roundId: `r${id}`, transactionId: `p${id}`, betMinor: '100', winMinor: win, currency: 'EUR' })));
                if (measuring) calls.push(performance.now() - t0);
              }
              for (const r of answers) if (r.status !== 200) (errors++, (firstError ??= `${r.status} ${r.body}`));
              if (measuring) rounds.push(performance.now() - t0);
            }
          }),
        );
      };
      log(`casino wallet (${mode}): warm-up`);
      await drive(WARMUP_MS);
      errors = 0;
      firstError = null;
      measuring = true;
      const db0 = databaseCpuSample(database);
      const cpu0 = await server!.cpuUsage();
      const client0 = process.cpuUsage();
      const started = performance.now();
      log(`casino wallet (${mode}): measuring`);
      await drive(DURATION_MS);
      const elapsed = performance.now() - started;
      const client = process.cpuUsage(client0);
      const cpu1 = await server!.cpuUsage();
      const databaseCpuMs = databaseCpuBetween(db0, databaseCpuSample(database));
      const sortedCalls = Float64Array.from(calls).sort();
      const sortedRounds = Float64Array.from(rounds).sort();
      const perRound = (ms: number) => round(ms / Math.max(1, rounds.length), 3);
      const roundsPerSecond = round(rounds.length / (elapsed / 1000), 1);
      const callP99Ms = pct(sortedCalls, 0.99);
      return {
        mode,
        durationS: round(elapsed / 1000, 1),
        rounds: rounds.length,
        roundsPerSecond,
        callP50Ms: pct(sortedCalls, 0.5),
        callP99Ms,
        roundP99Ms: pct(sortedRounds, 0.99),
        errors,
        firstError,
        serverCpuMsPerRound: perRound((cpu1.user + cpu1.system - cpu0.user - cpu0.system) / 1000),
        databaseCpuMsPerRound: databaseCpuMs === null ? null : perRound(databaseCpuMs),
        clientCpuMsPerRound: perRound((client.user + client.system) / 1000),
        pass: roundsPerSecond >= CASINO_TARGETS.roundsPerSecond && callP99Ms < CASINO_TARGETS.p99Ms && errors === 0,
      };
    };
    let n = 0;
    const database = server.info.databaseName ?? '';
    // BENCH_CASINO_MODES=play (or split) measures one way only (e.g. under a CPU profile); the other row reads 0.
    const modes = (process.env.BENCH_CASINO_MODES ?? 'split,play').split(',');
    const skipped = (mode: 'split' | 'play'): CasinoWalletPhase => ({ mode, durationS: 0, rounds: 0, roundsPerSecond: 0, callP50Ms: 0, callP99Ms: 0, roundP99Ms: 0, errors: 0, firstError: 'not measured', serverCpuMsPerRound: 0, databaseCpuMsPerRound: null, clientCpuMsPerRound: 0, pass: false });
    const split = modes.includes('split') ? await phase('split') : skipped('split');
    const play = modes.includes('play') ? await phase('play') : skipped('play');
    agent.destroy();
    // The server prints the ledger audit (CASINO_AUDIT [...]) as it closes: [] is clean.
    const closing = server;
    server = null;
    await closing.close();
    // The second baseline once the server's connections are gone (PostgreSQL's max_connections is shared).
    const base2 = await baseline(url, 3_000);
    const baselinePerSecond = (base1 + base2) / 2;
    return {
      clients: CLIENTS,
      split: { ...split, ratio: round(split.roundsPerSecond / baselinePerSecond, 3) },
      play: { ...play, ratio: round(play.roundsPerSecond / baselinePerSecond, 3) },
      baselinePerSecond: round(baselinePerSecond, 1),
      pass: split.pass || play.pass,
    };
  } finally {
    await server?.close();
  }
}

export function describeCasinoWallet(r: CasinoWalletBenchResult): string {
  const row = (label: string, p: CasinoWalletPhase) => [
    label,
    p.roundsPerSecond.toFixed(0),
    String(p.callP50Ms),
    String(p.callP99Ms),
    String(p.roundP99Ms),
    String(p.serverCpuMsPerRound),
    p.databaseCpuMsPerRound === null ? 'n/a' : String(p.databaseCpuMsPerRound),
    String(p.clientCpuMsPerRound),
    String(p.errors),
  ];
  const verdict = (p: CasinoWalletPhase & { ratio: number }) =>
    `${passFail(p.pass)} (${p.roundsPerSecond.toFixed(0)} rounds/s, p99 ${p.callP99Ms} ms, ${p.ratio.toFixed(3)}x the wallet baseline)${p.firstError ? `   first error: ${p.firstError.slice(0, 200)}` : ''}`;
  return [
    `Casino seamless wallet (decision 019): ${r.clients} sessions, signed calls over HTTP, ${r.split.durationS}s + ${r.play.durationS}s`,
    table([
      ['run', 'rounds/s', 'call p50 ms', 'call p99 ms', 'round p99 ms', 'server CPU ms/round', 'database CPU ms/round', 'load generator CPU ms/round', 'errors'],
      row('bet + win (two calls a round)', r.split),
      row('play (bet and win in one call)', r.play),
      ['wallet baseline (BEGIN; UPDATE 1 row; COMMIT)', r.baselinePerSecond.toFixed(0), '', '', '', '', '', '', ''],
    ]),
    `  target: >= ${CASINO_TARGETS.roundsPerSecond} rounds/s and call p99 < ${CASINO_TARGETS.p99Ms} ms, no errors`,
    `    bet + win: ${verdict(r.split)}`,
    `    play:      ${verdict(r.play)}`,
  ].join('\n');
}
