import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, createTestDatabase, type DatabaseHandle } from '@wager/db';
import { createLedgerRepository } from './internal/ledger.repository.ts';
import { createLedger } from './internal/ledger.service.ts';
import { loadRequest, type LoadAccount, type LoadSpec } from './testing/crash-load.ts';
import { createLedgerFixtures } from './testing/ledger-fixtures.repository.ts';
import { testDataSource } from '../../testing/test-data.ts';

const CHILD = fileURLToPath(new URL('./testing/crash-child.ts', import.meta.url));
const postgresUrl = (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)?.trim();
// PGlite rounds are slower (the child reopens and recovers the data directory each time).
const ROUNDS = Number(process.env.LEDGER_CRASH_ROUNDS ?? (postgresUrl ? 5 : 4));

interface Round {
  committed: { spec: LoadSpec; transferId: number }[];
  errors: string[];
  killedAfterReady: boolean;
}

/** Runs the child until a random moment, then SIGKILLs it; returns what it reported as committed before dying. */
function runAndKill(database: string, accounts: LoadAccount[], prefix: string, killEarly: boolean): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, CRASH_DATABASE: database, CRASH_ACCOUNTS: JSON.stringify(accounts), CRASH_PREFIX: prefix },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const round: Round = { committed: [], errors: [], killedAfterReady: false };
    let buffer = '';
    let stderr = '';
    let ready = false;
    const kill = () => child.kill('SIGKILL');
    // Some rounds die while the child is still opening (and, for PGlite, recovering) the database.
    const early = killEarly ? setTimeout(kill, 200 + Math.random() * 1_500) : undefined;
    const safety = setTimeout(kill, 20_000);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      // A line cut by the kill is no report: only complete lines count.
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line === 'READY') ready = true;
        else if (line.startsWith('OK ')) {
          // The kill falls at a random moment once transfers are flowing.
          if (round.committed.length === 0 && !killEarly) setTimeout(kill, Math.random() * 1_000);
          round.committed.push(JSON.parse(line.slice(3)));
        } else if (line.startsWith('ERR ')) round.errors.push(line);
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(early);
      clearTimeout(safety);
      round.killedAfterReady = ready;
      if (signal !== 'SIGKILL') return reject(new Error(`the crash child exited by itself (${code}): ${stderr.slice(-2000)}`));
      resolve(round);
    });
  });
}

/** After every crash: reopen, and the ledger's invariants hold; every reported transfer is there once; replays move nothing. */
async function verify(handle: DatabaseHandle, accounts: LoadAccount[], reported: { spec: LoadSpec; transferId: number }[]) {
  const ledger = createLedger({ repository: createLedgerRepository(testDataSource(handle)) });
  const fx = createLedgerFixtures(handle.db);
  expect(await ledger.audit()).toEqual([]);
  const keys = await fx.transferKeys('crash:');
  for (const { spec, transferId } of reported) {
    expect(keys.get(spec.key), `committed transfer ${spec.key} is missing after the crash`).toBe(1);
    expect(await fx.transferIdByKey(spec.key)).toBe(transferId);
  }
  const before = await fx.balances();
  for (const { spec, transferId } of reported.slice(-5)) {
    expect(await ledger.transfer(loadRequest(spec, accounts))).toMatchObject({ replayed: true, transferId });
  }
  expect(await fx.balances()).toEqual(before);
}

async function crashRounds(open: () => Promise<DatabaseHandle>, childDatabase: string, closeBetween: boolean) {
  let handle = await open();
  const fx = createLedgerFixtures(handle.db);
  const accounts: LoadAccount[] = [];
  for (const currencyCode of ['EUR', 'EUR', 'EUR', 'EUR', 'USD', 'USD']) accounts.push({ accountId: (await fx.player(currencyCode)).accountId, currencyCode });
  const reported: { spec: LoadSpec; transferId: number }[] = [];
  let afterReady = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    if (closeBetween) await handle.close();
    const result = await runAndKill(childDatabase, accounts, `crash:${round}`, round === 2);
    expect(result.errors).toEqual([]);
    if (result.killedAfterReady) afterReady++;
    reported.push(...result.committed);
    if (process.env.LEDGER_CRASH_VERBOSE) console.log(`round ${round}: ${result.committed.length} committed, killed ${result.killedAfterReady ? 'mid-load' : 'while opening'}`);
    if (closeBetween) handle = await open();
    await verify(handle, accounts, reported);
  }
  // The load did run: the crashes hit a ledger that was busy moving money.
  expect(afterReady).toBeGreaterThanOrEqual(ROUNDS - 1);
  expect(reported.length).toBeGreaterThan(10);
  return handle;
}

/**
 * Decision 008: SIGKILL the process posting transfers at random moments, restart, and the money is
 * still right: invariants hold and every transfer reported committed is there exactly once.
 */
describe('ledger crash test (decision 008)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it.skipIf(!!postgresUrl)(
    'decision 008: PGlite (file-backed) survives SIGKILL mid-load: reopens, invariants hold, committed transfers are there once',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'wager-crash-'));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      const open = async () => {
        const handle = createDatabase({ kind: 'pglite', dataDir: dir });
        await handle.migrate();
        return handle;
      };
      const handle = await crashRounds(open, `pglite:${dir}`, true);
      await handle.close();
    },
    90_000,
  );

  it.skipIf(!postgresUrl)(
    'decision 008: PostgreSQL: the client process killed mid-load loses no committed transfer and half-writes nothing',
    async () => {
      const handle = await createTestDatabase();
      cleanup.push(() => handle.close());
      const url = new URL(postgresUrl!);
      url.pathname = `/${await createLedgerFixtures(handle.db).databaseName()}`;
      await crashRounds(async () => handle, url.toString(), false);
    },
    90_000,
  );
});
