import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from './client.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * PostgreSQL database (dropped on close) when TEST_DATABASE_URL or DATABASE_URL is set, so test
 * files never see each other's rows.
 */
export async function createTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const baseUrl = (env.TEST_DATABASE_URL ?? env.DATABASE_URL)?.trim();
  if (!baseUrl) {
    const handle = createDatabase({ kind: 'pglite' });
    await handle.migrate();
    return handle;
  }
  const name = `wager_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
