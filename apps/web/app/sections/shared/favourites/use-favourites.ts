import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouritesResponse } from '@wager/contract';
import { addFavourite, FAVOURITE_LIMITS, favouriteKey, hasFavourite, parseFavourite, removeFavourite, type Favourite, type FavouriteKind } from '@wager/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiRequestError } from '../../../shell/api-client.ts';
import { notify } from '../../../shell/notifications/notifications.ts';
import { useHydrated } from '../../../shell/query/query-client.ts';
import { useShell } from '../../../shell/use-shell.ts';
import { deleteFavourite, favouriteKeys, favouritesQueries, putFavourite } from './api.ts';
import { localFavourites, useLocalFavourites, useMergeAtSignIn } from './favourites-store.ts';

/** What a star names: a game or a championship, its name and its page (path without the language prefix). */
export interface FavouriteTarget {
  kind: FavouriteKind;
  id: number;
  label: string;
  sportSlug: string;
  path: string;
}

export interface UseFavourites {
  /** Newest first. Empty on the server and while hydrating (the first browser render matches the server's). */
  items: readonly Favourite[];
  isFavourite(kind: FavouriteKind, id: number): boolean;
  /** Stars or unstars it (optimistic for a signed-in player, rolled back when the server refuses). */
  toggle(item: FavouriteTarget): void;
  /** The list is known: a guest's once hydrated, a player's once loaded. */
  ready: boolean;
  /** A player's list could not be loaded (and none is shown yet). */
  failed: boolean;
  retry(): void;
}

const NO_ITEMS: readonly Favourite[] = [];

/**
 * The sportsbook favourites (S0 §2.2): a signed-in player's from the server (so they follow him
 * across devices), a guest's from local storage; chosen by `useShell().isSignedIn`. At sign-in the
 * guest's are merged into the account's (`useMergeAtSignIn`). `refetchInterval` polls the list
 * (the favourites menu: S1 §9 favourites 10000 ms); the stars only read it.
 */
export function useFavourites(options: { refetchInterval?: number | false } = {}): UseFavourites {
  const { t } = useTranslation();
  const { isSignedIn } = useShell();
  const hydrated = useHydrated();
  const local = useLocalFavourites();
  const client = useQueryClient();
  useMergeAtSignIn(isSignedIn);

  const query = useQuery({ ...favouritesQueries.list(), enabled: isSignedIn, refetchInterval: isSignedIn ? (options.refetchInterval ?? false) : false });
  // A player's list only after hydration: what the server rendered (no list) is what hydrates.
  const items = isSignedIn ? (hydrated ? (query.data?.items ?? NO_ITEMS) : NO_ITEMS) : local;
  const keys = useMemo(() => new Set(items.map((item) => favouriteKey(item.kind, item.id))), [items]);

  const tellLimit = useCallback(
    (kind: FavouriteKind) => notify({ kind: 'warning', message: t(kind === 'game' ? 'favourites.limitGames' : 'favourites.limitChamps', { n: FAVOURITE_LIMITS.perKind }) }),
    [t],
  );

  const mutation = useMutation({
    mutationKey: favouriteKeys.toggle(),
    mutationFn: async ({ item, on }: { item: FavouriteTarget; on: boolean }): Promise<void> => {
      const { kind, id, label, sportSlug, path } = item;
      if (on) await putFavourite(kind, id, { label, sportSlug, path });
      else await deleteFavourite(kind, id);
    },
    onMutate: async ({ item, on }): Promise<{ previous: FavouritesResponse | undefined }> => {
      await client.cancelQueries({ queryKey: favouriteKeys.list() });
      const previous = client.getQueryData<FavouritesResponse>(favouriteKeys.list());
      if (previous) {
        const next = on ? addFavourite(previous.items, { ...item, label: item.label.trim(), addedAt: new Date().toISOString() }).items : removeFavourite(previous.items, item.kind, item.id);
        client.setQueryData<FavouritesResponse>(favouriteKeys.list(), { items: next });
      }
      return { previous };
    },
    onError: (error, { item }, context) => {
      if (context?.previous) client.setQueryData(favouriteKeys.list(), context.previous);
      if (error instanceof ApiRequestError && error.code === 'FAVOURITES_LIMIT') tellLimit(item.kind);
    },
    onSettled: () => {
      // The last of several quick toggles refetches; earlier ones would overwrite the later optimistic state.
      if (client.isMutating({ mutationKey: favouriteKeys.toggle() }) === 1) void client.invalidateQueries({ queryKey: favouriteKeys.list() });
    },
  });
  const { mutate } = mutation;

  const isFavourite = useCallback((kind: FavouriteKind, id: number) => keys.has(favouriteKey(kind, id)), [keys]);

  const toggle = useCallback(
    (item: FavouriteTarget) => {
      const on = !isFavourite(item.kind, item.id);
      if (!isSignedIn) {
        if (!on) return localFavourites.remove(item.kind, item.id);
        // What storage could not read back is not stored (the server would answer 400 for it too).
        const favourite = parseFavourite({ ...item, addedAt: new Date().toISOString() });
        if (!favourite) return console.warn('not a valid favourite', item);
        if (localFavourites.add(favourite) === 'limit') tellLimit(item.kind);
        return;
      }
      const cached = client.getQueryData<FavouritesResponse>(favouriteKeys.list());
      // The server would refuse it too (409 FAVOURITES_LIMIT): say so without the round trip.
      if (on && cached && !hasFavourite(cached.items, item.kind, item.id) && addFavourite(cached.items, { ...item, addedAt: '' }).outcome === 'limit') {
        tellLimit(item.kind);
        return;
      }
      mutate({ item, on });
    },
    [client, isFavourite, isSignedIn, mutate, tellLimit],
  );

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    items,
    isFavourite,
    toggle,
    ready: hydrated && (!isSignedIn || query.data !== undefined),
    failed: isSignedIn && query.isError && query.data === undefined && !query.isFetching,
    retry,
  };
}
