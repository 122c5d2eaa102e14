import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { settleCoupon, type LegResult } from '@wager/domain';
import { createDatabase, createTestDatabase, type DatabaseHandle } from '@wager/db';
import { createWalletModule } from '../wallet/index.ts';
import { createLedgerFixtures } from '../wallet/testing/ledger-fixtures.repository.ts';
import { testDataSource } from '../../testing/test-data.ts';
import { createBetsChecks } from './testing/bets-checks.repository.ts';
import { CRASH_DEPOSIT, CRASH_RESULTS, type CrashCoupon } from './testing/settlement-crash-plan.ts';

const CHILD = fileURLToPath(new URL('./testing/settlement-crash-child.ts', import.meta.url));
const postgresUrl = (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)?.trim();
/** Settlements the first process commits before it is killed. */
const KILL_AFTER = 15;

interface ChildRun {
  lines: string[];
  placed: CrashCoupon[];
  settled: string[];
  signal: NodeJS.Signals | null;
  code: number | null;
  stderr: string;
}

/** Runs the child in a phase; with `killAfterSettled` it is SIGKILLed once that many settlements were committed after its result was stored. */
function runChild(database: string, phase: 'settle' | 'recover', killAfterSettled: number | null): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, CRASH_DATABASE: database, CRASH_PHASE: phase },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run: ChildRun = { lines: [], placed: [], settled: [], signal: null, code: null, stderr: '' };
    let buffer = '';
    let flushed = false;
    const safety = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      // A line cut by the kill is no report: only complete lines count.
      buffer = lines.pop()!;
      for (const line of lines) {
        run.lines.push(line.slice(0, 200));
        if (line.startsWith('PLACED ')) run.placed = JSON.parse(line.slice(7)) as CrashCoupon[];
        else if (line === 'FLUSHED') flushed = true;
        else if (line.startsWith('SETTLED ')) run.settled.push(line.slice(8));
        if (killAfterSettled !== null && flushed && run.settled.length >= killAfterSettled) child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(safety);
      run.code = code;
      run.signal = signal;
      resolve(run);
    });
  });
}

/** What each coupon returns once both games ended (decision 014's settleCoupon over the known results). */
function expectedReturn(c: CrashCoupon): { outcome: string; returnMinor: bigint } {
  const legs = c.legs.map((l) => ({ price: l.price, result: (CRASH_RESULTS[l.gameId]![l.outcomeKey] === 'won' ? 'win' : 'lose') as LegResult }));
  const answer = settleCoupon({ typeId: c.typeId === 9 ? 0 : c.typeId, legs, stakeMinor: BigInt(c.stakeMinor) });
  return { outcome: answer.outcome, returnMinor: answer.returnMinor };
}

async function verify(handle: DatabaseHandle, placed: CrashCoupon[]) {
  const ledger = createWalletModule({ data: testDataSource(handle) }).ledger;
  const checks = createBetsChecks(handle.db);
  expect(await ledger.audit()).toEqual([]);
  expect(await checks.duplicateCouponKeys()).toEqual([]);
  const ids = placed.map((c) => BigInt(c.couponId));
  const settlements = await checks.settlements(ids);
  const stored = await checks.couponStates();
  const expectedBalance = new Map<number, bigint>();
  for (const c of placed) {
    const want = expectedReturn(c);
    const row = stored.get(c.couponId)!;
    // Settled exactly once: its status and return, sequence 1, one payout row when it pays, none when it does not.
    expect([c.couponId, row.status, row.returnMinor, row.settleSeq]).toEqual([c.couponId, want.outcome, want.returnMinor.toString(), 1]);
    const own = settlements.get(BigInt(c.couponId))!;
    expect(own.map((s) => [s.seq, s.kind, s.amountMinor])).toEqual(want.returnMinor > 0n ? [[1, 'payout', want.returnMinor]] : []);
    const transfers = await checks.couponTransfers(BigInt(c.couponId), c.accountId);
    expect(transfers.map((t) => t.key).sort()).toEqual([`coupon:${c.couponId}:stake`, ...(want.returnMinor > 0n ? [`coupon:${c.couponId}:payout:1`] : [])].sort());
    expectedBalance.set(c.accountId, (expectedBalance.get(c.accountId) ?? CRASH_DEPOSIT) - BigInt(c.stakeMinor) + want.returnMinor);
  }
  for (const [accountId, balance] of expectedBalance) expect([accountId, await checks.balance(accountId)]).toEqual([accountId, balance]);
}

async function crashAndRecover(childDatabase: string, open: () => Promise<DatabaseHandle>, between: { close?: () => Promise<void> } = {}) {
  const first = await runChild(childDatabase, 'settle', KILL_AFTER);
  expect(first.lines.filter((l) => l.startsWith('ERR')), first.stderr.slice(-2000)).toEqual([]);
  expect(first.signal, `the first process ended by itself (${first.code}): ${first.stderr.slice(-2000)}`).toBe('SIGKILL');
  // Killed during the settlement: some coupons were settled, not all.
  expect(first.placed.length, `${first.lines.slice(-5).join(' | ')} ${first.stderr.slice(-1500)}`).toBeGreaterThan(100);
  expect(first.settled.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(first.settled.length).toBeLessThan(first.placed.length);
  await between.close?.();

  const second = await runChild(childDatabase, 'recover', null);
  expect(second.lines.filter((l) => l.startsWith('ERR')), second.stderr.slice(-2000)).toEqual([]);
  expect([second.code, second.lines.at(-1)], second.stderr.slice(-2000)).toEqual([0, 'DONE']);
  // The recovery settled the rest, and nothing the first process had settled again.
  const again = new Set(first.settled);
  expect(second.settled.filter((id) => again.has(id))).toEqual([]);
  // (A settlement committed just before the kill may have died before its report: the database is the judge.)
  expect(first.settled.length + second.settled.length).toBeLessThanOrEqual(first.placed.length);

  const handle = await open();
  try {
    await verify(handle, first.placed);
  } finally {
    await handle.close();
  }
  if (process.env.BETS_CRASH_VERBOSE) console.log(`${first.placed.length} coupons; ${first.settled.length} settled before the kill, ${second.settled.length} after the restart`);
}

/**
 * Decision 015: the process settling a game's bets is killed (SIGKILL) part-way; a new process on
 * the same database (its start-up recovery queues the game; the coupon row lock and the ledger's
 * per-settlement keys stop a second payment) settles every bet exactly once.
 */
describe('settlement crash test (decision 015)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it.skipIf(!!postgresUrl)(
    'decision 015: PGlite (on disk): killed mid-settlement, the next process settles every bet exactly once; ledger audit and balances hold',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'wager-settle-crash-'));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      await crashAndRecover(`pglite:${dir}`, async () => createDatabase({ kind: 'pglite', dataDir: dir }));
    },
    120_000,
  );

  it.skipIf(!postgresUrl)(
    'decision 015: PostgreSQL: killed mid-settlement, the next process settles every bet exactly once; ledger audit and balances hold',
    async () => {
      const handle = await createTestDatabase();
      cleanup.push(() => handle.close());
      const url = new URL(postgresUrl!);
      url.pathname = `/${await createLedgerFixtures(handle.db).databaseName()}`;
      // The parent's own connection stays open: PostgreSQL serves both.
      await crashAndRecover(url.toString(), async () => createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }));
    },
    120_000,
  );
});
