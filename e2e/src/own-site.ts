import type { FastifyInstance } from 'fastify';
import { buildApp, readEnv, type AppOptions } from '@wager/server';
import { createTestDatabase, type DatabaseHandle } from '@wager/db';

/** A production-build site on a fresh database of its own, for tests that change the operator's settings or rows. */
export interface OwnSite {
  app: FastifyInstance;
  database: DatabaseHandle;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startOwnSite(options: Pick<AppOptions, 'feed'> = {}): Promise<OwnSite> {
  const database = await createTestDatabase();
  const app = await buildApp({ env: { ...readEnv(), logLevel: 'silent' }, database, ssr: 'production', seed: true, ...options });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
