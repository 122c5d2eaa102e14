import type { DataSource } from './unit-of-work.ts';
import { executor } from './data-source.ts';

/** What pg-boss takes as its database (its `db` option): one SQL text and its values → rows. */
export interface JobsDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * pg-boss on our data source (decisions 015, 019): the same job tables and queries on PGlite and on
 * PostgreSQL. PGlite runs one statement per parameterised query, so pg-boss's schema scripts
 * (several statements, no values) go through `exec`; PostgreSQL's pool takes both as they are.
 */
export function createJobsDatabase(data: DataSource): JobsDatabase {
  const client = (executor(data) as unknown as { $client: unknown }).$client;
  const isPglite = typeof (client as Partial<PgliteLike>).exec === 'function' && !('totalCount' in (client as object));
  if (isPglite) {
    const pglite = client as PgliteLike;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  const pool = client as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  return { executeSql: (text, values) => pool.query(text, values) };
}
