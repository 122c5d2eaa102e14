export { createDatabase, databaseOptionsFromEnv } from './client.ts';
export type { Database, DatabaseHandle, DatabaseOptions, Schema } from './client.ts';
export * from './schema/index.ts';
export { createTestDatabase } from './test-database.ts';
