import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { favouriteItems } from '@wager/db';
import type { FavouriteKind } from '@wager/domain';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export interface FavouriteRow {
  userId: number;
  kind: string;
  refId: number;
  label: string;
  sportSlug: string;
  path: string;
  createdAt: Date;
}

/** favourites.items: the games and championships each signed-in player starred (S0 §2.2). */
export function createFavouritesRepository(data: DataSource) {
  const on = (tx?: Tx) => executor(data, tx);
  const ofUser = (userId: number) => eq(favouriteItems.userId, userId);
  const one = (userId: number, kind: FavouriteKind, refId: number) =>
    and(ofUser(userId), eq(favouriteItems.kind, kind), eq(favouriteItems.refId, refId));

  return {
    /**
     * Holds the player's favourites for the rest of the transaction: a count and the insert after
     * it are one step, so two requests at once cannot both take the last place under the limit.
     */
    async lockPlayer(userId: number, tx: Tx): Promise<void> {
      await on(tx).execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favourites:${userId}`}, 0))`);
    },

    /** Newest first. */
    async list(userId: number, tx?: Tx): Promise<FavouriteRow[]> {
      return on(tx)
        .select()
        .from(favouriteItems)
        .where(ofUser(userId))
        .orderBy(desc(favouriteItems.createdAt), asc(favouriteItems.kind), desc(favouriteItems.refId));
    },

    async find(userId: number, kind: FavouriteKind, refId: number, tx?: Tx): Promise<FavouriteRow | null> {
      const [row] = await on(tx).select().from(favouriteItems).where(one(userId, kind, refId));
      return row ?? null;
    },

    async countOfKind(userId: number, kind: FavouriteKind, tx?: Tx): Promise<number> {
      const [row] = await on(tx)
        .select({ n: count() })
        .from(favouriteItems)
        .where(and(ofUser(userId), eq(favouriteItems.kind, kind)));
      return row?.n ?? 0;
    },

    async insert(rows: FavouriteRow[], tx?: Tx): Promise<void> {
      if (rows.length === 0) return;
      await on(tx).insert(favouriteItems).values(rows).onConflictDoNothing();
    },

    /** The label, sport and path it is shown with now; its place (created_at) stays. */
    async update(userId: number, kind: FavouriteKind, refId: number, fields: Pick<FavouriteRow, 'label' | 'sportSlug' | 'path'>, tx?: Tx): Promise<FavouriteRow | null> {
      const [row] = await on(tx).update(favouriteItems).set(fields).where(one(userId, kind, refId)).returning();
      return row ?? null;
    },

    async remove(userId: number, kind: FavouriteKind, refId: number, tx?: Tx): Promise<boolean> {
      const removed = await on(tx).delete(favouriteItems).where(one(userId, kind, refId)).returning({ refId: favouriteItems.refId });
      return removed.length > 0;
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
