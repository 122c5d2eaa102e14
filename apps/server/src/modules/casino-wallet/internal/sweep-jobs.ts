import PgBoss from 'pg-boss';
import type { JobsDatabase } from '../../../platform/index.ts';

/** The queue (and pg-boss schedule) of the operator's sweep of interrupted rounds. */
export const SWEEP_QUEUE = 'casino-wallet-sweep';

export interface SweepOptions {
  /** pg-boss cron (UTC, minute granularity); default every 5 minutes. */
  cron: string;
  /** A round untouched this long is stale (decision 019: hours, well after any provider retries); default 24 h. */
  olderThanMs: number;
}
export const DEFAULT_SWEEP: SweepOptions = { cron: '*/5 * * * *', olderThanMs: 24 * 3600_000 };

/**
 * The sweep of interrupted rounds as a pg-boss schedule (decision 019 "Interrupted rounds"), on our own
 * database like the bets' settlement jobs (decision 015), so PGlite and PostgreSQL run the same code.
 * The schedule lives in the database: with several processes pg-boss sends one job per slot; the queue's
 * `singleton` policy lets one sweep run at a time. The sweep itself is idempotent (rollback ids `sweep:…`).
 */
export function createSweepJobs(deps: { db: JobsDatabase; sweep: (olderThanMs: number) => Promise<number>; options: SweepOptions; onError?: (err: unknown) => void; onSwept?: (rounds: number) => void }) {
  let boss: PgBoss | null = null;
  let workerId: string | null = null;
  let starting: Promise<void> | null = null;
  return {
    async start(): Promise<void> {
      starting ??= (async () => {
        const b = new PgBoss({ db: deps.db, schedule: true, supervise: true, migrate: true } as unknown as PgBoss.ConstructorOptions);
        b.on('error', (err) => deps.onError?.(err));
        await b.start();
        await b.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'singleton', retryLimit: 2, retryDelay: 60 });
        await b.schedule(SWEEP_QUEUE, deps.options.cron, {}, { tz: 'UTC' });
        boss = b;
        workerId = await b.work(SWEEP_QUEUE, { pollingIntervalSeconds: 30, batchSize: 1 }, async () => {
          deps.onSwept?.(await deps.sweep(deps.options.olderThanMs));
        });
      })();
      return starting;
    },

    /** Queues a sweep now (the job the schedule sends; operators, tests). */
    async runNow(): Promise<void> {
      if (!boss) throw new Error('the sweep jobs are not started');
      await boss.send(SWEEP_QUEUE, {});
      if (workerId) boss.notifyWorker(workerId);
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
export type SweepJobs = ReturnType<typeof createSweepJobs>;
