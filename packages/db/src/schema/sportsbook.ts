import { boolean, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The sportsbook module's tables. Only the catalogue the home page shows exists yet. */
export const sportsbookSchema = pgSchema('sportsbook');

/** Names are stored per language: { en, ru }. */
export type LocalizedText = { en: string; ru: string };

export const sports = sportsbookSchema.table('sports', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const events = sportsbookSchema.table('events', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sports.id),
  league: jsonb('league').$type<LocalizedText>().notNull(),
  home: text('home').notNull(),
  away: text('away').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  isLive: boolean('is_live').notNull().default(false),
  isTop: boolean('is_top').notNull().default(false),
  liveMinute: integer('live_minute'),
  scoreHome: integer('score_home'),
  scoreAway: integer('score_away'),
  // Decimal odds in thousandths (1.850 → 1850): integers keep prices exact.
  oddsHomeMilli: integer('odds_home_milli').notNull(),
  oddsDrawMilli: integer('odds_draw_milli'),
  oddsAwayMilli: integer('odds_away_milli').notNull(),
});
