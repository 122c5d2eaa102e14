import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  CasinoGameDetail,
  CasinoGamesPage,
  CasinoLaunchAnswer,
  CasinoLobby,
  CasinoSearchAnswer,
  MyCasinoGames,
  type CasinoGamesQuery,
  type CasinoLaunchRequest,
} from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';
import { PLAYER_DATA } from '../../shell/query/query-client.ts';

/**
 * The casino's reads and writes (S0 §2.2 casino routes, §3.7; S1 §3) as TanStack Query options
 * (decision 010), at the paths of `packages/contract/src/casino.ts` and parsed with its schemas.
 * The catalogue is public (`/bff-api/casino/…`); a player's lists and launches are under
 * `/web-api/casino/…` (player data: dropped when the player signs out or changes). Page loaders
 * prefetch the same keys from the catalogue's in-process face (`context.services.casino`).
 */

export type GridQuery = Omit<CasinoGamesQuery, 'offset'>;

export const casinoKeys = {
  all: ['casino'] as const,
  lobby: (lang: string) => ['casino', 'lobby', lang] as const,
  games: (query: GridQuery) => ['casino', 'games', query] as const,
  game: (id: number, lang: string) => ['casino', 'game', id, lang] as const,
  search: (q: string, lang: string) => ['casino', 'search', q.trim().toLowerCase(), lang] as const,
  favourites: () => ['casino', 'my', 'favourites'] as const,
  recent: () => ['casino', 'my', 'recent'] as const,
};

/** Favourites load quietly (the stars); a 401 only means he has just signed out. */
const BACKGROUND = { handles: true, refreshOnUnauthorized: false } as const;
/** A catalogue part that fails says so in place, with its refresh button (ui/query-state): no notification. */
const IN_PLACE = { handles: true } as const;
/** The game page says a refused launch in words (its codes); the shell notifies nothing for them. */
const LAUNCH_HANDLES = true;

function queryOf(query: GridQuery, offset: number): Record<string, string | number | undefined> {
  return { ...query, offset };
}

export const casinoQueries = {
  lobby: (lang: string) =>
    queryOptions({
      queryKey: casinoKeys.lobby(lang),
      queryFn: ({ signal }) => apiRequest('/bff-api/casino/lobby', { query: { lang }, schema: CasinoLobby, signal, ...IN_PLACE }),
    }),
  /** A grid's pages ("show more" asks for the next `nextOffset`). */
  games: (query: GridQuery) =>
    infiniteQueryOptions({
      queryKey: casinoKeys.games(query),
      queryFn: ({ signal, pageParam }) => apiRequest('/bff-api/casino/games', { query: queryOf(query, pageParam), schema: CasinoGamesPage, signal, ...IN_PLACE }),
      initialPageParam: 0,
      getNextPageParam: (last: CasinoGamesPage) => last.nextOffset ?? undefined,
    }),
  game: (id: number, lang: string) =>
    queryOptions({
      queryKey: casinoKeys.game(id, lang),
      queryFn: ({ signal }) => apiRequest(`/bff-api/casino/games/${id}`, { query: { lang }, schema: CasinoGameDetail, signal, ...IN_PLACE }),
    }),
  /** Instant search: typo tolerance is the server's (S0 §2.2 casino-search). */
  search: (q: string, lang: string) =>
    queryOptions({
      queryKey: casinoKeys.search(q, lang),
      queryFn: ({ signal }) => apiRequest('/bff-api/casino/search', { query: { q: q.trim(), lang }, schema: CasinoSearchAnswer, signal, ...IN_PLACE }),
      staleTime: 60_000,
    }),
  favourites: () =>
    queryOptions({
      queryKey: casinoKeys.favourites(),
      queryFn: ({ signal }) => apiRequest('/web-api/casino/favourites', { schema: MyCasinoGames, signal, ...BACKGROUND }),
      meta: PLAYER_DATA,
    }),
  recent: () =>
    queryOptions({
      queryKey: casinoKeys.recent(),
      queryFn: ({ signal }) => apiRequest('/web-api/casino/recent', { schema: MyCasinoGames, signal, ...BACKGROUND }),
      meta: PLAYER_DATA,
    }),
};

/**
 * Stars or unstars a game (S0 §2.2 my-casino/favorites): `PUT` / `DELETE
 * /web-api/casino/favourites/:gameId` (CasinoGameIdParams), idempotent; the answer is not read,
 * the list is refetched after.
 */
export function setCasinoFavourite(gameId: number, on: boolean) {
  return apiRequest(`/web-api/casino/favourites/${gameId}`, { method: on ? 'PUT' : 'DELETE', handles: ['FAVOURITES_LIMIT'] });
}

/** POST /web-api/casino/launch: the game's URL for the frame (real or demo). */
export function launchGame(request: CasinoLaunchRequest) {
  return apiRequest('/web-api/casino/launch', { method: 'POST', body: request, schema: CasinoLaunchAnswer, handles: LAUNCH_HANDLES });
}
