import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BlockCheckResponse, RedirectLightResponse } from '@wager/contract';
import { isMaintenanceActive, localizePath, MAINTENANCE_COOKIE, MAINTENANCE_COOKIE_MAX_AGE_S, maintenanceNavigation, splitLanguagePrefix } from '@wager/domain';
import { DEFAULT_SITE_CONFIG, type ConfigService } from '../modules/config/index.ts';
import { isPagePath } from './language.ts';

export interface SiteAccessDeps {
  config: Pick<ConfigService, 'getSiteConfig'>;
  redirects: { check(url: string): Promise<RedirectLightResponse> };
  blocks: { checkRequest(request: FastifyRequest, url: string): Promise<BlockCheckResponse> };
}

function send(reply: FastifyReply, to: string, code: number) {
  // Who is sent where depends on the rules, the visitor and the time: never cache the answer.
  return reply.header('cache-control', 'no-store').redirect(to, code);
}

/**
 * Before a page renders (S0 §4.5, §4.8, §7, §8; S1 §3, §4): the operator's redirect rules, then
 * maintenance (by cookie, config or web_state: to the maintenance page, and home when it is over),
 * then the block check (to the reason's page, or away from a block page). A failed block check
 * sets maintenance (S0 §4.5, S1 §4). The browser runs the same checks on client navigation.
 * Register after the language redirect, so every page path here has its prefix.
 */
export function installSiteAccess(app: FastifyInstance, deps: SiteAccessDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = new URL(request.url, 'http://localhost');
    if (!isPagePath(url.pathname)) return;
    const path = `${url.pathname}${url.search}`;

    // S0 §8: a failed redirect check is logged and the page goes on.
    const redirect = await deps.redirects.check(path).catch((err: unknown) => {
      request.log.error({ err }, 'redirect check failed');
      return null;
    });
    if (redirect?.redirect && redirect.url) return send(reply, redirect.url, redirect.code ?? 302);

    const site = await deps.config.getSiteConfig().catch(() => DEFAULT_SITE_CONFIG);
    const lang = splitLanguagePrefix(url.pathname).prefix ?? site.defaultLanguage;
    const active = isMaintenanceActive({ cookie: request.cookies[MAINTENANCE_COOKIE], config: site.maintenance });
    const maintenance = maintenanceNavigation(url.pathname, active, lang);
    if (maintenance.kind === 'redirect') return send(reply, maintenance.to, 302);
    if (active) return;

    try {
      const { data } = await deps.blocks.checkRequest(request, path);
      if (data.redirectUrl) return send(reply, data.redirectUrl, 302);
    } catch (err) {
      request.log.error({ err }, 'block check failed; maintenance is set');
      reply.setCookie(MAINTENANCE_COOKIE, '1', { path: '/', maxAge: MAINTENANCE_COOKIE_MAX_AGE_S, sameSite: 'lax' });
      return send(reply, localizePath(lang, '/maintenance'), 302);
    }
  });
}
