import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@wager/db';
import { buildApp, readEnv } from '@wager/server';
import { runAsChild } from './server-child.ts';
import { createBenchSource } from './stream-source.ts';

/**
 * The real server for the feed and stream benchmarks: `buildApp` as production builds it, without
 * the web renderer (its hooks skip API paths; no web build needed), on a fresh database. The feed
 * source is FEED_SOURCE's (the simulator by default), or with BENCH_STREAM_GAMES > 0 the bench's own
 * source: that many live games, every one changing prices once a second, all in one batch or in
 * BENCH_STREAM_SLICES batches spread over the second (stream-source.ts).
 */
runAsChild(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wager-bench-feed-'));
  const env = readEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  const database = env.databaseUrl ? await createTestDatabase({ DATABASE_URL: env.databaseUrl }) : undefined;
  const games = Number(process.env.BENCH_STREAM_GAMES ?? 0);
  const source = games > 0 ? createBenchSource({ games, tickMs: 1000, slices: Number(process.env.BENCH_STREAM_SLICES ?? 1) }) : undefined;
  const app = await buildApp({ env, database, ssr: false, seed: true, ...(source ? { feed: { source } } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    stats() {
      const times = (source?.takePublishTimes() ?? []).sort((a, b) => a - b);
      const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
      return { batches: times.length, publishMsP50: at(0.5), publishMsP99: at(0.99), publishMsMax: times.at(-1) ?? 0 };
    },
    info: { database: database ? 'postgres' : 'pglite', cache: env.redisUrl ? 'redis' : 'memory', feed: source ? `bench source, ${games} live games` : env.feedSource },
    async close() {
      try {
        await app.close();
        await database?.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
});
