import { boolean, integer, pgSchema, text } from 'drizzle-orm/pg-core';

/** The casino module's tables. Only the game catalogue the home showcase needs exists yet. */
export const casinoSchema = pgSchema('casino');

export const games = casinoSchema.table('games', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  provider: text('provider').notNull(),
  category: text('category').notNull(),
  isLive: boolean('is_live').notNull().default(false),
  isNew: boolean('is_new').notNull().default(false),
  // Two CSS colours for the tile's artwork; real artwork arrives with the casino capability.
  artFrom: text('art_from').notNull(),
  artTo: text('art_to').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
