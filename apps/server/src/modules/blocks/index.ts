import type { FastifyRequest } from 'fastify';
import type { Cache, DataSource } from '../../platform/index.ts';
import { createBlocksRepository } from './internal/blocks.repository.ts';
import { createBlocksService } from './internal/blocks.service.ts';
import { blockInputOf, blocksRoutes } from './internal/blocks.routes.ts';

export type { BlockCheckInput, BlocksService } from './internal/blocks.service.ts';
export { BLOCK_RULES_CACHE_SECONDS, BLOCKS_GENERATION_KEY } from './internal/blocks.service.ts';

/** The environment variable naming the trusted country header, e.g. `cf-ipcountry` behind Cloudflare. */
export const GEO_COUNTRY_HEADER_ENV = 'GEO_COUNTRY_HEADER';

/**
 * The header the country comes from: GEO_COUNTRY_HEADER, lower-cased; unset or empty means none,
 * so country rules never match. There is no GeoIP database lookup: it needs a licensed, regularly
 * updated database (MaxMind GeoLite2 and the like) that cannot be fetched or shipped here; a
 * proxy in front that knows the country (Cloudflare, a GeoIP-enabled load balancer) sets the header.
 */
export function countryHeaderFrom(env: NodeJS.ProcessEnv): string | null {
  const name = env[GEO_COUNTRY_HEADER_ENV]?.trim().toLowerCase();
  if (!name) return null;
  if (!/^[a-z0-9-]{1,64}$/.test(name)) throw new Error(`${GEO_COUNTRY_HEADER_ENV} must be an HTTP header name, got ${JSON.stringify(name)}`);
  return name;
}

/**
 * The blocks module (S0 §4.5, §7 block check; S1 §3; the rule kinds are beyond the spec):
 * operator block rules in `blocks.rules`, matched by `POST /blocks-api/api/v2/block`. `nowMs` is
 * the clock of time windows; `countryHeader` overrides GEO_COUNTRY_HEADER from `env` (default
 * process.env).
 */
export function createBlocksModule(deps: { data: DataSource; cache: Cache; nowMs?: () => number; countryHeader?: string | null; env?: NodeJS.ProcessEnv }) {
  const countryHeader = deps.countryHeader !== undefined ? deps.countryHeader : countryHeaderFrom(deps.env ?? process.env);
  const service = createBlocksService({ repository: createBlocksRepository(deps.data), cache: deps.cache, nowMs: deps.nowMs });
  /** The block check of a page request itself (the server render runs it before the page, S0 §4.5). */
  function checkRequest(request: FastifyRequest, url: string) {
    return service.check(blockInputOf(request, url, false, countryHeader));
  }
  return { service, routes: blocksRoutes(service, { countryHeader }), countryHeader, checkRequest };
}

export type BlocksModule = ReturnType<typeof createBlocksModule>;
