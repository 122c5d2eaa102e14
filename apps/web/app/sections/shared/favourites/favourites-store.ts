import { useEffect } from 'react';
import { createLocalStore } from '../../../shell/local-store.ts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addFavourite, favouriteKey, parseStoredFavourites, removeFavourite, storedFavourites, type AddOutcome, type Favourite, type FavouriteKind } from '@wager/domain';
import { favouriteKeys, mergeFavourites } from './api.ts';

/**
 * A guest's favourites (S0 §2.2), kept in this browser's local storage so they survive a reload;
 * the rules (limit, parse of what storage holds) are the domain's. The server render knows none
 * (guests share cached pages), so the store reads storage only after hydration, as the coupon's
 * does: the first browser render matches the server's. When the guest signs in, his favourites
 * are merged into his account's once and the local list is cleared (`useMergeAtSignIn`).
 */
export const FAVOURITES_STORAGE_KEY = 'wager:favourites';

const EMPTY: readonly Favourite[] = Object.freeze([]) as readonly Favourite[];

const store = createLocalStore<readonly Favourite[]>({
  key: FAVOURITES_STORAGE_KEY,
  empty: EMPTY,
  parse: parseStoredFavourites,
  serialise: storedFavourites,
  isEmpty: (items) => items.length === 0,
});

/** The guest's favourites, newest first (none on the server and while hydrating). */
export function useLocalFavourites(): readonly Favourite[] {
  return store.use();
}

export const localFavourites = {
  /** Stars one (at the front), unless its kind is at the limit ('limit': nothing changes). */
  add(item: Favourite): AddOutcome {
    const { items, outcome } = addFavourite(store.current(), item);
    if (outcome !== 'limit') store.set(items);
    return outcome;
  },
  remove(kind: FavouriteKind, id: number): void {
    store.set(removeFavourite(store.current(), kind, id));
  },
  clear(): void {
    store.set(EMPTY);
  },
  /** What storage holds now (read once if nothing has read it yet). */
  current(): readonly Favourite[] {
    return store.current();
  },
};

let merging: Promise<void> | null = null;

/**
 * The guest's favourites to the server once (POST /web-api/favourites/merge) and the local list
 * cleared of what was sent; the answer (the merged list) fills the favourites query. A failed merge
 * keeps the local list for the next try. One merge at a time for the whole tab; null when there is
 * nothing to send or one is already on its way.
 */
export function mergeLocalFavourites(client: QueryClient): Promise<void> | null {
  if (merging) return null;
  const items = localFavourites.current();
  if (items.length === 0) return null;
  merging = mergeFavourites(items)
    .then((merged) => {
      // Only what was sent is cleared: a star a tab still signed out added meanwhile stays for next time.
      const sent = new Set(items.map((item) => favouriteKey(item.kind, item.id)));
      store.set(localFavourites.current().filter((item) => !sent.has(favouriteKey(item.kind, item.id))));
      client.setQueryData(favouriteKeys.list(), { items: merged.items });
    })
    .catch(() => {
      // Kept locally; the next page with favourites tries again.
    })
    .finally(() => {
      merging = null;
    });
  return merging;
}

/**
 * At sign-in (`isSignedIn` turning true, or a page opened signed in while the guest list is still
 * there) the guest's favourites are merged into the account's (`mergeLocalFavourites`). Mounted by
 * every `useFavourites`.
 */
export function useMergeAtSignIn(isSignedIn: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (isSignedIn) void mergeLocalFavourites(client);
  }, [client, isSignedIn]);
}
