import { sql } from 'drizzle-orm';
import { casinoTournaments } from '@wager/db';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

/** Test fixtures of the casino module's own tables (decision 018): what an operator's edit or a long history leaves. */
export function casinoFixtures(data: DataSource) {
  const db = executor(data);
  return {
    async addFavourites(userId: number, gameIds: number[]): Promise<void> {
      await db.execute(sql`insert into casino.favourites (user_id, game_id) select ${userId}, unnest(${sql.param(gameIds)}::int[])`);
    },
    async renameGame(gameId: number, name: string): Promise<void> {
      await db.execute(sql`update casino.games set name = ${name} where id = ${gameId}`);
    },
    /** A tournament an operator set up (S0 §2.2 bonus/casino/tournaments/{id}). */
    async addTournament(row: typeof casinoTournaments.$inferInsert): Promise<void> {
      await db.insert(casinoTournaments).values(row);
    },
    /** Moves a tournament's window into the past: it is finished now. */
    async endTournament(slug: string): Promise<void> {
      await db.execute(sql`update casino.tournaments set starts_at = starts_at - interval '2 days', ends_at = now() where slug = ${slug}`);
    },
    async unlinkCategory(gameId: number, categorySlug: string): Promise<void> {
      await db.execute(sql`delete from casino.game_categories where game_id = ${gameId} and category_id = (select id from casino.categories where slug = ${categorySlug})`);
    },
  };
}
