import { integer, jsonb, pgSchema, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './sportsbook.ts';

/** The content module's tables: promotions for now. */
export const contentSchema = pgSchema('content');

export const promotions = contentSchema.table('promotions', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  summary: jsonb('summary').$type<LocalizedText>().notNull(),
  badge: jsonb('badge').$type<LocalizedText>().notNull(),
  artFrom: text('art_from').notNull(),
  artTo: text('art_to').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
