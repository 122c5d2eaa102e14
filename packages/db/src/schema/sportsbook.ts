import { boolean, index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sportsbook schema: the demo catalogue the home page shows (`sports`, `events`), and the odds
 * feed's state (`feed_*`, written by the feed module in batches, decision 012).
 */
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

// ---- the odds feed (decision 012) ----

export type FeedRefJson = { id: number; name: LocalizedText };
export type FeedLiveJson = { score: [number, number]; period: string; periods: { period: string; score: [number, number] }[]; minute: number | null };
export type FeedOutcomeResultJson = { key: string; result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' };

/** Every event the feed offered, by the source's stable id (the simulator's event ids). */
export const feedEvents = sportsbookSchema.table(
  'feed_events',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    category: jsonb('category').$type<FeedRefJson>().notNull(),
    championship: jsonb('championship').$type<FeedRefJson>().notNull(),
    home: jsonb('home').$type<FeedRefJson>(),
    away: jsonb('away').$type<FeedRefJson>(),
    /** Outrights (sportId 2999) have a name instead of competitors. */
    name: jsonb('name').$type<LocalizedText>(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** not_started, live, paused, finished, cancelled. */
    status: text('status').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    live: jsonb('live').$type<FeedLiveJson>(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feed_events_finished_idx').on(t.finishedAt, t.sportId)],
);

/** A market of an event by its stable key (`ft.1x2`, `ft.total:2.25`); version as the feed last published it. */
export const feedMarkets = sportsbookSchema.table(
  'feed_markets',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => feedEvents.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    group: text('group').notNull(),
    /** open, suspended, closed, settled. */
    status: text('status').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.key] })],
);

export const feedOutcomes = sportsbookSchema.table(
  'feed_outcomes',
  {
    eventId: integer('event_id').notNull(),
    marketKey: text('market_key').notNull(),
    key: text('key').notNull(),
    // Decimal odds in thousandths (1.850 → 1850).
    priceMilli: integer('price_milli').notNull(),
    /** open, or closed (the price was clamped or nothing can win: not offered). */
    status: text('status').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.marketKey, t.key] })],
);

/** The result of each market an event offered, once it finished or was cancelled. */
export const feedResults = sportsbookSchema.table(
  'feed_results',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => feedEvents.id, { onDelete: 'cascade' }),
    marketKey: text('market_key').notNull(),
    outcomes: jsonb('outcomes').$type<FeedOutcomeResultJson[]>().notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.marketKey] })],
);
