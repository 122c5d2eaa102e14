import type { Cache, DataSource } from '../../platform/index.ts';
import { createRedirectsRepository } from './internal/redirects.repository.ts';
import { createRedirectsService, type WarnLog } from './internal/redirects.service.ts';
import { redirectsRoutes } from './internal/redirects.routes.ts';

export type { RedirectsService, WarnLog } from './internal/redirects.service.ts';
export { REDIRECT_RULES_CACHE_SECONDS, REDIRECTS_GENERATION_KEY } from './internal/redirects.service.ts';

/**
 * The redirects module (S0 §7 redirect check, §8; S1 §3, §9; the rules themselves are beyond the
 * spec): operator redirect rules in `redirects.rules`, resolved by
 * `POST /redirects-api/api/v1/redirect-light`. `log` receives the cyclic redirects (S0 §8).
 */
export function createRedirectsModule(deps: { data: DataSource; cache: Cache; log?: WarnLog }) {
  const service = createRedirectsService({ repository: createRedirectsRepository(deps.data), cache: deps.cache, log: deps.log });
  return { service, routes: redirectsRoutes(service) };
}

export type RedirectsModule = ReturnType<typeof createRedirectsModule>;
