import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createDatabase, migrationsFolder, type DatabaseHandle } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * PostgreSQL database (dropped on close) when TEST_DATABASE_URL or DATABASE_URL is set, so test
 * files never see each other's rows.
 *
 * Both start from a copy of one migrated database made once per set of migrations, not from running
 * the migrations again: a PGlite's start (its initdb) and the migrations took ~3-7 s a database on
 * the 2-core CI machine, a copy takes a fraction of that. PGlite: a data-dir dump in the temp folder,
 * shared by the run's test processes; PostgreSQL: a template database `wager_tpl_<hash>`.
 */
export async function createTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const baseUrl = (env.TEST_DATABASE_URL ?? env.DATABASE_URL)?.trim();
  if (!baseUrl) return createDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteDump() });
  const name = `wager_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = await migratedTemplate(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await whileBusy(() => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  } finally {
    await admin.end();
  }
  const handle = createDatabase({ kind: 'postgres', url: withDatabase(baseUrl, name), poolSize: 5 });
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

const withDatabase = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The migrations' fingerprint: any edit, added or removed file makes a new copy. */
let fingerprint: string | null = null;
function migrationsFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(relative(migrationsFolder, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(migrationsFolder);
  return (fingerprint = hash.digest('hex').slice(0, 16));
}

let dump: Promise<Blob> | null = null;
/** A migrated, empty PGlite as a data-dir dump: read from the temp folder, or made and left there for the run's other processes. */
function migratedPgliteDump(): Promise<Blob> {
  dump ??= (async () => {
    const file = join(tmpdir(), `wager-pglite-${migrationsFingerprint()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const client = new PGlite();
    try {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
      const made = await client.dumpDataDir('none');
      // Written whole, then renamed: a process reading at the same moment sees all of it or nothing.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
      renameSync(partial, file);
      // The copies of earlier migrations are of no more use (43 MB each).
      for (const old of readdirSync(tmpdir())) if (/^wager-pglite-[0-9a-f]{16}\.tar$/.test(old) && join(tmpdir(), old) !== file) rmSync(join(tmpdir(), old), { force: true });
      return made;
    } finally {
      await client.close();
    }
  })();
  dump.catch(() => (dump = null));
  return dump;
}

/** Runs `statement` again while PostgreSQL says the database is still in use (55006: a closed pool's backend not gone yet). */
async function whileBusy<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await statement();
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const TEMPLATE_LOCK_KEY = 7_285_000_002;
const templates = new Map<string, Promise<string>>();
/** A migrated template database on this server, made once (under an advisory lock: test processes start together). */
function migratedTemplate(baseUrl: string): Promise<string> {
  let made = templates.get(baseUrl);
  if (made) return made;
  made = (async () => {
    const name = `wager_tpl_${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) {
        // Migrated under another name and renamed when complete: a failed run leaves no half template.
        const building = `${name}_build`;
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await admin.query(`CREATE DATABASE "${building}"`);
        const handle = createDatabase({ kind: 'postgres', url: withDatabase(baseUrl, building), poolSize: 1 });
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await whileBusy(() => admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`));
        // Templates of earlier migrations are of no more use; one another run is copying stays (the drop fails).
        const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'wager\\_tpl\\_%' AND datname <> $1", [name]);
        for (const old of rows) await admin.query(`DROP DATABASE IF EXISTS "${old.datname}"`).catch(() => undefined);
      }
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
      await admin.end();
    }
  })();
  made.catch(() => templates.delete(baseUrl));
  templates.set(baseUrl, made);
  return made;
}
