import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from '@wager/db';
import { buildApp, readEnv } from '@wager/server';
import { runAsChild } from './server-child.ts';

/**
 * The real server as production runs it (SSR from the web build, helmet, compression, seeded
 * demo data) on a fresh database: PGlite in a temporary directory, or a brand-new PostgreSQL
 * database (dropped on close) when DATABASE_URL is set; REDIS_URL selects Redis as usual.
 */
runAsChild(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wager-bench-'));
  const env = readEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  // createTestDatabase is the one helper that makes (and later drops) a fresh PostgreSQL database.
  const database = env.databaseUrl ? await createTestDatabase({ DATABASE_URL: env.databaseUrl }) : undefined;
  const app = await buildApp({ env, database, ssr: 'production', seed: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Measure the steady state: a fresh book's first write behind (decision 012) takes some seconds;
  // afterwards a second's changes are a few dozen rows.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && (((await app.inject('/ready')).json() as { feedBacklog?: number }).feedBacklog ?? 0) > 500) await sleep(500);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    info: { database: database ? 'postgres' : 'pglite', cache: env.redisUrl ? 'redis' : 'memory' },
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
