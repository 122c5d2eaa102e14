import type { FavouriteItem, FavouriteMergeItem, FavouritesMergeResponse, PutFavouriteRequest, PutFavouriteResponse } from '@wager/contract';
import { addFavourite, FAVOURITE_LIMITS, isFavouriteKind, mergeFavourites, type Favourite, type FavouriteKind } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import type { FavouriteRow, FavouritesRepository } from './favourites.repository.ts';

/**
 * A signed-in player's sportsbook favourites (S0 §2.2): starred games and championships, at most
 * `FAVOURITE_LIMITS.perKind` of each kind. The rules (limit, merge) are the domain's, the same the
 * browser keeps for a guest's local list.
 */
export interface FavouritesService {
  /** Newest first. */
  list(userId: number): Promise<FavouriteItem[]>;
  /** Stars one (idempotent: a repeat keeps its place and takes the new label); 409 FAVOURITES_LIMIT when its kind is full. */
  put(userId: number, kind: FavouriteKind, id: number, fields: PutFavouriteRequest): Promise<PutFavouriteResponse>;
  /** Unstars one; false when it was not starred (idempotent). */
  remove(userId: number, kind: FavouriteKind, id: number): Promise<boolean>;
  /** A guest's local favourites at sign-in: only adds; duplicates are ignored, the newest fill the room under the limit. */
  merge(userId: number, items: readonly FavouriteMergeItem[]): Promise<FavouritesMergeResponse>;
}

function toFavourite(row: FavouriteRow): Favourite {
  // The table's check constraint allows only the two kinds.
  const kind: FavouriteKind = isFavouriteKind(row.kind) ? row.kind : 'game';
  return { kind, id: row.refId, label: row.label, sportSlug: row.sportSlug, path: row.path, addedAt: row.createdAt.toISOString() };
}

function toRow(userId: number, item: Favourite): FavouriteRow {
  return { userId, kind: item.kind, refId: item.id, label: item.label, sportSlug: item.sportSlug, path: item.path, createdAt: new Date(item.addedAt) };
}

function limitReached(kind: FavouriteKind): AppError {
  const what = kind === 'game' ? 'games' : 'championships';
  return new AppError(409, 'FAVOURITES_LIMIT', `You have ${FAVOURITE_LIMITS.perKind} favourite ${what} already: remove one to add another.`);
}

export function createFavouritesService(deps: { data: DataSource; repository: FavouritesRepository; nowMs: () => number }): FavouritesService {
  const { data, repository, nowMs } = deps;
  return {
    async list(userId) {
      return (await repository.list(userId)).map(toFavourite);
    },

    async put(userId, kind, id, fields) {
      return data.transaction(async (tx) => {
        await repository.lockPlayer(userId, tx);
        const existing = (await repository.list(userId, tx)).map(toFavourite);
        const wanted: Favourite = { kind, id, ...fields, addedAt: new Date(nowMs()).toISOString() };
        const { items, outcome } = addFavourite(existing, wanted);
        if (outcome === 'limit') throw limitReached(kind);
        const item = items.find((it) => it.kind === kind && it.id === id) as Favourite;
        if (outcome === 'added') await repository.insert([toRow(userId, item)], tx);
        else await repository.update(userId, kind, id, fields, tx);
        return { item, created: outcome === 'added' };
      });
    },

    async remove(userId, kind, id) {
      return repository.remove(userId, kind, id);
    },

    async merge(userId, incoming) {
      const now = nowMs();
      // When the guest starred it orders his favourites; a clock ahead of ours counts as now.
      const guest: Favourite[] = incoming.map((item) => ({
        kind: item.kind,
        id: item.id,
        label: item.label,
        sportSlug: item.sportSlug,
        path: item.path,
        addedAt: new Date(Math.min(item.addedAt ? Date.parse(item.addedAt) : now, now)).toISOString(),
      }));
      return data.transaction(async (tx) => {
        await repository.lockPlayer(userId, tx);
        const existing = (await repository.list(userId, tx)).map(toFavourite);
        const result = mergeFavourites(existing, guest);
        await repository.insert(
          result.added.map((item) => toRow(userId, item)),
          tx,
        );
        return { items: result.items, added: result.added.length, duplicates: result.duplicates, overLimit: result.overLimit };
      });
    },
  };
}
