import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The casino module's tables (S0 §2.2 casino routes, §3.7, §7; S1 §3; decision 018): the catalogue
 * (providers, categories, games and which categories a game is in) and each player's favourites and
 * recently played games. No foreign keys to other schemas: the player is identity's.
 */
export const casinoSchema = pgSchema('casino');

export const casinoProviders = casinoSchema.table('providers', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** Two CSS colours of the provider's generated art. */
  artFrom: text('art_from').notNull(),
  artTo: text('art_to').notNull(),
  /** Who launches its games; only the in-house sandbox exists ('studio'). */
  aggregator: text('aggregator').notNull().default('studio'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const casinoCategories = casinoSchema.table('categories', {
  /** S0 §3.7 CRID / §7 RI. */
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Site path without the language prefix, e.g. `/slots`. */
  route: text('route').notNull(),
});

export const casinoGames = casinoSchema.table(
  'games',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The Russian name where one is seeded; else the English one shows. */
    nameRu: text('name_ru'),
    providerSlug: text('provider_slug')
      .notNull()
      .references(() => casinoProviders.slug),
    /** A Wager Studio engine (decision 017), or null for a live table. */
    engine: text('engine'),
    /** S1 §3 filter. */
    filter: text('filter').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    rtpBp: integer('rtp_bp'),
    volatility: text('volatility'),
    demo: boolean('demo').notNull().default(true),
    /** null: every currency the site offers. */
    currencies: text('currencies').array(),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }),
    popularity: integer('popularity').notNull().default(0),
    releasedAt: date('released_at', { mode: 'string' }).notNull(),
    artSeed: integer('art_seed').notNull(),
    artFrom: text('art_from').notNull(),
    artTo: text('art_to').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionRu: text('description_ru'),
    /** ISO 3166-1 alpha-2 countries where the game is not offered. */
    blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check('games_engine', sql`${t.engine} is null or ${t.engine} in ('dice', 'crash', 'mines', 'plinko', 'keno', 'slots', 'scratchcard')`),
    check('games_filter', sql`${t.filter} in ('lotteries', 'slots', 'climb', 'dice', 'cards', 'other')`),
    check('games_volatility', sql`${t.volatility} is null or ${t.volatility} in ('low', 'medium', 'high')`),
    check('games_rtp', sql`${t.rtpBp} is null or ${t.rtpBp} between 0 and 10000`),
  ],
);

export const casinoGameCategories = casinoSchema.table(
  'game_categories',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => casinoCategories.id, { onDelete: 'cascade' }),
    /** 0 = the game's home category (its route). */
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.categoryId] })],
);

/** A player's starred casino games (S0 §2.2 my-casino), at most 200. */
export const casinoFavourites = casinoSchema.table(
  'favourites',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/** A player's recently played games; the last 50 are kept. */
export const casinoRecent = casinoSchema.table(
  'recent',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('recent_user_played').on(t.userId, t.playedAt)],
);

/**
 * Casino promotions (S0 §2.2 bonus/casino, bonus/casino/promotions/{id}, bonus/casino/{id} and the
 * routed landing path bonus/casino/landing-*): operator-editable content in English and Russian.
 * `kind` landing: shown only at its own `landing-*` path, never in the list.
 */
export const casinoPromotions = casinoSchema.table(
  'promotions',
  {
    slug: text('slug').primaryKey(),
    kind: text('kind').notNull().default('promotion'),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryRu: text('summary_ru').notNull(),
    /** Paragraphs separated by blank lines. */
    bodyEn: text('body_en').notNull(),
    bodyRu: text('body_ru').notNull(),
    /** One term a line. */
    termsEn: text('terms_en').notNull(),
    termsRu: text('terms_ru').notNull(),
    badgeEn: text('badge_en').notNull(),
    badgeRu: text('badge_ru').notNull(),
    artFrom: text('art_from').notNull(),
    artTo: text('art_to').notNull(),
    /** Site path (without the language) of the promotion's call to action. */
    ctaRoute: text('cta_route').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [check('promotions_kind', sql`${t.kind} in ('promotion', 'landing')`), check('promotions_landing_slug', sql`${t.kind} <> 'landing' or ${t.slug} like 'landing-%'`)],
);

/**
 * Casino tournaments (S0 §2.2 bonus/casino/tournaments/{id}): a window, the games that count (a
 * category, or a list of game ids), the metric (`wagered`: total stakes; `multiplier`: best win ÷
 * stake of one round), the minimum stake and the prize per place, both per currency in minor units
 * (decimal strings in JSON, never floats). The leaderboard is computed from the casino wallet's rounds.
 */
export const casinoTournaments = casinoSchema.table(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    rulesEn: text('rules_en').notNull(),
    rulesRu: text('rules_ru').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    metric: text('metric').notNull(),
    categorySlug: text('category_slug'),
    gameIds: integer('game_ids').array(),
    /** Currency → minimum stake of a counted round (minor units, decimal string). */
    minStake: jsonb('min_stake').$type<Record<string, string>>().notNull(),
    /** Place 1, 2, … → currency → prize (minor units, decimal string). */
    prizes: jsonb('prizes').$type<Record<string, string>[]>().notNull(),
  },
  (t) => [
    check('tournaments_metric', sql`${t.metric} in ('wagered', 'multiplier')`),
    check('tournaments_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('tournaments_games', sql`${t.categorySlug} is not null or ${t.gameIds} is not null`),
  ],
);
