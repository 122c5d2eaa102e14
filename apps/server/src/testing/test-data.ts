import type { DatabaseHandle } from '@wager/db';
import { createDataSource } from '../platform/data-source.ts';
import type { DataSource } from '../platform/index.ts';

const sources = new WeakMap<DatabaseHandle, DataSource>();

/** The data source (decision 009) over a test database, one per database, for module factories in tests. */
export function testDataSource(database: DatabaseHandle): DataSource {
  let source = sources.get(database);
  if (!source) {
    source = createDataSource(database.db);
    sources.set(database, source);
  }
  return source;
}
