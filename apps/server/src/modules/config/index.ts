import type { ConfigRenderFace } from '@wager/contract';
import type { Cache, DataSource } from '../../platform/index.ts';
import { createConfigRepository } from './internal/config.repository.ts';
import { createConfigService } from './internal/config.service.ts';
import { configRoutes } from './internal/config.routes.ts';

export type { ConfigService } from './internal/config.service.ts';
export { LOCAL_CONFIG_TTL_MS } from './internal/config.service.ts';
export { DEFAULT_SITE_CONFIG } from './internal/config.defaults.ts';

/** The config module (S0 §3.3, §7): site config groups from the database, cached. */
export function createConfigModule(deps: { data: DataSource; cache: Cache; random?: () => number; nowMs?: () => number }) {
  const service = createConfigService({ ...deps, repository: createConfigRepository(deps.data) });
  const render: ConfigRenderFace = {
    getSiteConfig: (lang) => service.getSiteConfig(lang),
    getFooterConfig: (lang) => service.getFooterConfig(lang),
    getRemoteViews: () => service.getRemoteViews(),
  };
  return { service, routes: configRoutes(service), render };
}
