import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The favourites module's table (S0 §2.2 sport screens): the games and championships a signed-in
 * player starred. No foreign keys: the player is identity's and the game or championship the
 * feed's; a favourite outlives its game (the label is what the list shows) until he removes it.
 */
export const favouritesSchema = pgSchema('favourites');

export const favouriteItems = favouritesSchema.table(
  'items',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** game | champ */
    kind: text('kind').notNull(),
    /** The game's or the championship's id in the feed. */
    refId: integer('ref_id').notNull(),
    /** The name shown ("Arsenal — Chelsea", "Premier League"). */
    label: text('label').notNull(),
    sportSlug: text('sport_slug').notNull(),
    /** The page's path without the language prefix. */
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.refId] }),
    check('items_kind', sql`${t.kind} in ('game', 'champ')`),
    check('items_ref_id_positive', sql`${t.refId} > 0`),
    check('items_label_length', sql`char_length(${t.label}) between 1 and 200`),
    check('items_sport_slug_length', sql`char_length(${t.sportSlug}) between 1 and 40`),
    check('items_path', sql`left(${t.path}, 1) = '/' and char_length(${t.path}) <= 300`),
  ],
);
