import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; both PGlite and PostgreSQL apply the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
  schemaFilter: ['config', 'sportsbook', 'casino', 'content', 'identity', 'audit', 'messaging', 'wallet', 'redirects', 'blocks', 'favourites', 'bets', 'promo', 'studio', 'casino_wallet', 'limits'],
});
