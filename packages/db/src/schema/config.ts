import { jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The config module's tables (S0 §3.3, §7). */
export const configSchema = pgSchema('config');

/**
 * One site-config value. `lang` is '' for the value every language sees; a row with a language
 * overrides it for that language only (texts, links).
 */
export const configEntries = configSchema.table(
  'entries',
  {
    groupName: text('group_name').notNull(),
    key: text('key').notNull(),
    lang: text('lang').notNull().default(''),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupName, t.key, t.lang] })],
);
