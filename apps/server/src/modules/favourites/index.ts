import type { DataSource } from '../../platform/index.ts';
import { createFavouritesRepository } from './internal/favourites.repository.ts';
import { createFavouritesService } from './internal/favourites.service.ts';
import { favouritesRoutes } from './internal/favourites.routes.ts';

export type { FavouritesService } from './internal/favourites.service.ts';

/**
 * Sportsbook favourites (S0 §2.2 sport screens): the games and championships a signed-in player
 * starred, in `favourites.items`, so they follow him across devices; `/web-api/favourites…`
 * lists, stars, unstars and merges a guest's local ones at sign-in. Register the routes after
 * identity's plugin (they read `request.auth`).
 */
export function createFavouritesModule(deps: { data: DataSource; nowMs?: () => number }) {
  const service = createFavouritesService({ data: deps.data, repository: createFavouritesRepository(deps.data), nowMs: deps.nowMs ?? Date.now });
  return { service, routes: favouritesRoutes(service) };
}

export type FavouritesModule = ReturnType<typeof createFavouritesModule>;
