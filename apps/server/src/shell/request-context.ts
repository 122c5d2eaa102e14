import type { FastifyRequest } from 'fastify';
import type { ServerLoadContext, ShellServices, Viewer } from '@wager/contract';
import type { SiteConfig } from '@wager/contract';
import { DEFAULT_SITE_CONFIG } from '../modules/config/index.ts';
import type { ViewerSession } from '../modules/office/index.ts';
import { visitorCountry } from '../platform/index.ts';
import { requestLanguage } from './language.ts';

export interface RequestContextDeps {
  getSiteConfig(lang?: string): Promise<SiteConfig>;
  viewerOf(session: ViewerSession | null, log: FastifyRequest['log']): Promise<Viewer>;
  services: ShellServices;
  /** The trusted country header (GEO_COUNTRY_HEADER), or null. */
  countryHeader?: string | null;
}

/**
 * The one request context of a server render (React Router's load context): the language, the
 * viewer and the site config snapshot, worked out once here, so no loader re-parses the language
 * prefix or looks the session up again. The viewer comes from the session identity's auth hook
 * already proved for this request (`request.auth`): no second session read.
 */
export function createRequestContext(deps: RequestContextDeps): (request: FastifyRequest) => Promise<ServerLoadContext> {
  return async (request) => {
    // A config outage must not take pages down: the defaults still render (S0 §8).
    const siteFor = (lang?: string) =>
      deps.getSiteConfig(lang).catch((err: unknown) => {
        request.log.error({ err }, 'site config unavailable; rendering with the defaults');
        return DEFAULT_SITE_CONFIG;
      });
    const lng = request.lng ?? requestLanguage(request, await siteFor());
    const [site, viewer] = await Promise.all([siteFor(lng), deps.viewerOf(request.auth, request.log)]);
    return { lng, viewer, site, services: deps.services, cspNonce: request.cspNonce, country: visitorCountry(request, deps.countryHeader ?? null) };
  };
}
