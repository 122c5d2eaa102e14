import { integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './sportsbook.ts';

/** The content module's tables: promotions and the information pages. */
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

/**
 * A block of an information page's body (S0 §2.2 information pages): structured, never HTML, so
 * content edited by an operator cannot inject markup or script into the page.
 */
export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'contact'; label: string; value: string; href?: string };

/**
 * Information pages (S0 §2.2: contacts, about, how to bet, payment, cookies, licenses, responsible
 * gaming, AML/KYC, dispute resolution …), one row per page and language; operator-editable content.
 */
export const pages = contentSchema.table(
  'pages',
  {
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: jsonb('body').$type<ContentBlock[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.language] })],
);

/** The betting rules (S0 §2.2 information/rules/{ruleGroup}/{chapter}): groups of numbered chapters, per language. */
export const ruleChapters = contentSchema.table(
  'rule_chapters',
  {
    groupId: integer('group_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    language: text('language').notNull(),
    groupTitle: text('group_title').notNull(),
    title: text('title').notNull(),
    body: jsonb('body').$type<ContentBlock[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.chapterId, t.language] })],
);
