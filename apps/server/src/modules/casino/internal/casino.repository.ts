import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { casinoCategories, casinoFavourites, casinoGameCategories, casinoGames, casinoProviders, casinoRecent } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';
import type { SeedCatalogue } from './seed/catalogue.ts';

export type ProviderRow = typeof casinoProviders.$inferSelect;
export type CategoryRow = typeof casinoCategories.$inferSelect;
export type GameRow = typeof casinoGames.$inferSelect;
export type GameCategoryRow = typeof casinoGameCategories.$inferSelect;

export interface CatalogueRows {
  providers: ProviderRow[];
  categories: CategoryRow[];
  games: GameRow[];
  links: GameCategoryRow[];
}

/** Recently played: how many a player keeps. */
export const RECENT_KEEP = 50;

/** The casino schema (decision 018): the catalogue, each player's favourites and recently played games. */
export function createCasinoRepository(data: DataSource) {
  const on = (tx?: Tx) => executor(data, tx);
  return {
    /** Inserts what is missing only: an operator's edit (a renamed game, a removed category link) stays. */
    async seed(catalogue: SeedCatalogue): Promise<number> {
      const db = on();
      await db.insert(casinoProviders).values(catalogue.providers).onConflictDoNothing();
      await db.insert(casinoCategories).values(catalogue.categories).onConflictDoNothing();
      const inserted: number[] = [];
      for (let i = 0; i < catalogue.games.length; i += 200) {
        const chunk = catalogue.games.slice(i, i + 200).map(({ categories: _c, ...game }) => game);
        const rows = await db.insert(casinoGames).values(chunk).onConflictDoNothing().returning({ id: casinoGames.id });
        inserted.push(...rows.map((r) => r.id));
      }
      const fresh = new Set(inserted);
      const categoryId = new Map(catalogue.categories.map((c) => [c.slug, c.id]));
      const links = catalogue.games
        .filter((g) => fresh.has(g.id))
        .flatMap((g) => g.categories.map((slug, position) => ({ gameId: g.id, categoryId: categoryId.get(slug)!, position })));
      for (let i = 0; i < links.length; i += 500) await db.insert(casinoGameCategories).values(links.slice(i, i + 500)).onConflictDoNothing();
      return inserted.length;
    },

    async loadCatalogue(): Promise<CatalogueRows> {
      const db = on();
      const [providers, categories, games, links] = await Promise.all([
        db.select().from(casinoProviders).orderBy(asc(casinoProviders.sortOrder), asc(casinoProviders.slug)),
        db.select().from(casinoCategories).orderBy(asc(casinoCategories.sortOrder), asc(casinoCategories.id)),
        db.select().from(casinoGames).orderBy(asc(casinoGames.id)),
        db.select().from(casinoGameCategories).orderBy(asc(casinoGameCategories.gameId), asc(casinoGameCategories.position)),
      ]);
      return { providers, categories, games, links };
    },

    /** Holds the player's favourites for the rest of the transaction (the count and the insert are one step). */
    async lockFavourites(userId: number, tx: Tx): Promise<void> {
      await on(tx).execute(sql`select pg_advisory_xact_lock(hashtextextended(${`casino-favourites:${userId}`}, 0))`);
    },

    /** Newest first. */
    async listFavourites(userId: number): Promise<number[]> {
      const rows = await on()
        .select({ gameId: casinoFavourites.gameId })
        .from(casinoFavourites)
        .where(eq(casinoFavourites.userId, userId))
        .orderBy(desc(casinoFavourites.createdAt), desc(casinoFavourites.gameId));
      return rows.map((r) => r.gameId);
    },

    async isFavourite(userId: number, gameId: number, tx?: Tx): Promise<boolean> {
      const rows = await on(tx)
        .select({ gameId: casinoFavourites.gameId })
        .from(casinoFavourites)
        .where(and(eq(casinoFavourites.userId, userId), eq(casinoFavourites.gameId, gameId)));
      return rows.length > 0;
    },

    async countFavourites(userId: number, tx?: Tx): Promise<number> {
      const [row] = await on(tx).select({ n: count() }).from(casinoFavourites).where(eq(casinoFavourites.userId, userId));
      return row?.n ?? 0;
    },

    async addFavourite(userId: number, gameId: number, at: Date, tx?: Tx): Promise<boolean> {
      const rows = await on(tx).insert(casinoFavourites).values({ userId, gameId, createdAt: at }).onConflictDoNothing().returning({ gameId: casinoFavourites.gameId });
      return rows.length > 0;
    },

    async removeFavourite(userId: number, gameId: number): Promise<boolean> {
      const rows = await on()
        .delete(casinoFavourites)
        .where(and(eq(casinoFavourites.userId, userId), eq(casinoFavourites.gameId, gameId)))
        .returning({ gameId: casinoFavourites.gameId });
      return rows.length > 0;
    },

    /** Records a play (a repeat moves the game to the top) and forgets all but the last RECENT_KEEP. */
    async recordPlayed(userId: number, gameId: number, at: Date): Promise<void> {
      await data.transaction(async (tx) => {
        const db = on(tx);
        await db
          .insert(casinoRecent)
          .values({ userId, gameId, playedAt: at })
          .onConflictDoUpdate({ target: [casinoRecent.userId, casinoRecent.gameId], set: { playedAt: at } });
        const keep = db
          .select({ gameId: casinoRecent.gameId })
          .from(casinoRecent)
          .where(eq(casinoRecent.userId, userId))
          .orderBy(desc(casinoRecent.playedAt), desc(casinoRecent.gameId))
          .limit(RECENT_KEEP);
        await db.delete(casinoRecent).where(and(eq(casinoRecent.userId, userId), sql`${casinoRecent.gameId} not in (${keep})`));
      });
    },

    /** Newest first. */
    async listRecent(userId: number): Promise<number[]> {
      const rows = await on()
        .select({ gameId: casinoRecent.gameId })
        .from(casinoRecent)
        .where(eq(casinoRecent.userId, userId))
        .orderBy(desc(casinoRecent.playedAt), desc(casinoRecent.gameId))
        .limit(RECENT_KEEP);
      return rows.map((r) => r.gameId);
    },

    /** For tests and operator tools: games by id. */
    async gamesById(ids: number[]): Promise<GameRow[]> {
      if (ids.length === 0) return [];
      return on().select().from(casinoGames).where(inArray(casinoGames.id, ids));
    },
  };
}

export type CasinoRepository = ReturnType<typeof createCasinoRepository>;
