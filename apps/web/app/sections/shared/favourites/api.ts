import { queryOptions } from '@tanstack/react-query';
import {
  DeleteFavouriteResponse,
  FavouritesMergeResponse,
  FavouritesResponse,
  PutFavouriteResponse,
  type FavouriteKind,
  type FavouriteMergeItem,
  type PutFavouriteRequest,
} from '@wager/contract';
import { apiRequest } from '../../../shell/api-client.ts';
import { PLAYER_DATA } from '../../../shell/query/query-client.ts';

/**
 * A signed-in player's sportsbook favourites on the server (S0 §2.2; `/web-api/favourites…`,
 * schemas from @wager/contract) as TanStack Query options (decision 010). Player data: it leaves
 * the tab's cache when the player signs out or changes (`PLAYER_DATA`).
 */

/** The list loads in the background (stars, the menu's polling): its failure is shown in place, a 401 means he just signed out. */
const BACKGROUND = { handles: true, refreshOnUnauthorized: false } as const;
/** A full list is the one error a star shows itself (a dictionary text); the shell notifies the rest. */
const WRITE = { handles: ['FAVOURITES_LIMIT'] } as const;

export const favouriteKeys = {
  all: ['favourites'] as const,
  list: () => ['favourites', 'list'] as const,
  toggle: () => ['favourites', 'toggle'] as const,
};

export function fetchFavourites(signal?: AbortSignal) {
  return apiRequest('/web-api/favourites', { schema: FavouritesResponse, signal, ...BACKGROUND });
}

export function putFavourite(kind: FavouriteKind, id: number, fields: PutFavouriteRequest) {
  return apiRequest(`/web-api/favourites/${kind}/${id}`, { method: 'PUT', body: fields, schema: PutFavouriteResponse, ...WRITE });
}

export function deleteFavourite(kind: FavouriteKind, id: number) {
  return apiRequest(`/web-api/favourites/${kind}/${id}`, { method: 'DELETE', schema: DeleteFavouriteResponse, ...WRITE });
}

/** A guest's local favourites into the account at sign-in; quiet on failure (the local list stays for the next try). */
export function mergeFavourites(items: readonly FavouriteMergeItem[]) {
  return apiRequest('/web-api/favourites/merge', { method: 'POST', body: { items }, schema: FavouritesMergeResponse, handles: true });
}

export const favouritesQueries = {
  list: () =>
    queryOptions({
      queryKey: favouriteKeys.list(),
      queryFn: ({ signal }) => fetchFavourites(signal),
      meta: PLAYER_DATA,
    }),
};
