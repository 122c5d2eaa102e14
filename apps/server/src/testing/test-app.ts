import { randomUUID } from 'node:crypto';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { readEnv } from '../env.ts';
import { createPlatform, type DataSource, type Platform } from '../platform/index.ts';
import { testDataSource } from './test-data.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The database as module factories take it (decision 009). */
  data: DataSource;
  platform: Platform;
  close(): Promise<void>;
}

/**
 * The real server on a fresh database (PGlite in memory, or a new PostgreSQL database when
 * DATABASE_URL is set) and the cache/pub-sub chosen by REDIS_URL, seeded, without the web renderer.
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // Tests play the part of a TLS-terminating proxy (X-Forwarded-Proto) in front of the app.
  const env = { ...readEnv({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent', trustProxy: true };
  // A test may hand its own platform (two apps sharing one pub/sub play two processes). Test files run at
  // once against one Redis: each app keeps its keys and channels in a namespace of its own.
  const platform = overrides.platform ?? createPlatform(env.redisUrl, `test-${randomUUID()}`);
  const app = await buildApp({ env, database, platform, ssr: false, seed: true, ...overrides });
  await app.ready();
  return {
    app,
    database,
    data: testDataSource(database),
    platform,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
