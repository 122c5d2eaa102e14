import PgBoss from 'pg-boss';
import type { JobsDatabase } from './jobs.repository.ts';

/** The queue of settlement jobs: one job per ended (or corrected) game. */
export const SETTLE_GAME_QUEUE = 'bets-settle-game';

export interface SettlementJobsOptions {
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s); a job sent here wakes it at once. */
  pollingIntervalSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/**
 * Settlement as durable jobs (decision 015) through pg-boss on our own database (its `db` adapter),
 * so PGlite and PostgreSQL run the same code: a job outlives a crash, is retried with back-off when
 * it fails, and is taken by one worker at a time (pg-boss claims with SKIP LOCKED). The work itself
 * is idempotent (coupon row lock, ledger keys per settlement), so a repeated job pays nothing twice.
 */
export function createSettlementJobs(deps: {
  db: JobsDatabase;
  settleGame: (gameId: number) => Promise<unknown>;
  onError?: (err: unknown) => void;
  options?: SettlementJobsOptions;
}) {
  const options = deps.options ?? {};
  let boss: PgBoss | null = null;
  let workerId: string | null = null;
  let starting: Promise<void> | null = null;
  const waiting: number[] = [];

  async function send(gameId: number): Promise<void> {
    await boss!.send(SETTLE_GAME_QUEUE, { gameId });
    if (workerId) boss!.notifyWorker(workerId);
  }

  return {
    async start(): Promise<void> {
      starting ??= (async () => {
        const b = new PgBoss({ db: deps.db, schedule: false, supervise: true, migrate: true } as unknown as PgBoss.ConstructorOptions);
        b.on('error', (err) => deps.onError?.(err));
        await b.start();
        await b.createQueue(SETTLE_GAME_QUEUE, { name: SETTLE_GAME_QUEUE, retryLimit: options.retryLimit ?? 10, retryDelay: options.retryDelaySeconds ?? 5, retryBackoff: true });
        boss = b;
        workerId = await b.work<{ gameId: number }>(SETTLE_GAME_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) await deps.settleGame(job.data.gameId);
        });
        for (const gameId of waiting.splice(0)) await send(gameId);
      })();
      return starting;
    },

    /** Queues the settlement of a game (kept until the jobs start when called earlier). */
    async enqueue(gameId: number): Promise<void> {
      if (!boss) {
        waiting.push(gameId);
        return;
      }
      await send(gameId);
    },

    async stop(): Promise<void> {
      const b = boss;
      boss = null;
      workerId = null;
      starting = null;
      if (b) await b.stop({ graceful: true, wait: true, timeout: 5000, close: false });
    },
  };
}

export type SettlementJobs = ReturnType<typeof createSettlementJobs>;
