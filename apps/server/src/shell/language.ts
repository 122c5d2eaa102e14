import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageRedirect, resolveLanguage, splitLanguagePrefix } from '@wager/domain';
import { DEFAULT_SITE_CONFIG, type ConfigService } from '../modules/config/index.ts';

const ONE_YEAR_S = 365 * 24 * 3600;
/** Paths that are never pages: the spec's API prefixes and our own service endpoints. */
const API_PREFIXES = [
  '/web-api/',
  '/bff-api/',
  '/redirects-api/',
  '/blocks-api/',
  '/social-api/',
  '/limit-service-api/',
  '/fatman-api/',
  // Payment providers' callbacks and the sandbox's hosted checkout (S0 §2.3 onpay; decision 008).
  '/payments-api/',
  // The operator API (decision 016: promo codes and free bets), bearer-token only.
  '/operator-api/',
  // Wager Studio's game client API (decision 020); its frame is the page /:lng/studio/play.
  '/studio-api/',
  // The game providers' seamless-wallet API (decision 019), HMAC-signed.
  '/casino-api/',
  // S1 §7 the third-party game sections (the casino catalogue's partitions).
  '/third-party/api/',
];
const NON_PAGE_PREFIXES = [
  ...API_PREFIXES,
  '/assets/',
  '/docs/',
  '/dev/',
];
const NON_PAGE_PATHS = new Set(['/health', '/ready', '/metrics']);

/** A path under one of the spec's API prefixes: unknown ones answer a JSON 404, never a page. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A page path: not an API, not a service endpoint, not a file (assets, `.data` requests), not one
 * of React Router's own endpoints (`/__manifest` for lazy route discovery).
 */
export function isPagePath(pathname: string): boolean {
  if (NON_PAGE_PATHS.has(pathname) || pathname.startsWith('/__')) return false;
  if (NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The page's language (S0 §2.1), set by the language hook on page paths; null elsewhere. */
    lng: string | null;
  }
}

/**
 * The language of a request the language hook did not decide (S0 §2.1): a `.data` request of
 * client navigation gets the same rule on its path's prefix.
 */
export function requestLanguage(
  request: FastifyRequest,
  site: { availableLanguages: readonly string[]; defaultLanguage: string },
): string {
  const pathname = new URL(request.url, 'http://localhost').pathname.replace(/\.data$/, '');
  return resolveLanguage({
    prefix: splitLanguagePrefix(pathname).prefix,
    cookie: request.cookies.lng ?? null,
    acceptLanguage: request.headers['accept-language'] ?? null,
    available: site.availableLanguages,
    defaultLanguage: site.defaultLanguage,
  });
}

/**
 * S0 §2.1 on the server: a page path without an available language prefix is redirected to the
 * prefixed path (path and query kept), and the `lng` cookie always follows the page's language.
 */
export function installLanguageRedirect(app: FastifyInstance, config: ConfigService): void {
  app.decorateRequest('lng', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = new URL(request.url, 'http://localhost');
    if (!isPagePath(url.pathname)) return;
    // A config outage must not turn every page into a JSON error: fall back to the defaults and let
    // the page render (or show its own 500 page).
    const site = await config.getSiteConfig().catch((err: unknown) => {
      request.log.error({ err }, 'site config unavailable; using defaults for the language redirect');
      return DEFAULT_SITE_CONFIG;
    });
    const cookie = request.cookies.lng ?? null;
    const { lang, redirectTo } = languageRedirect({
      pathname: url.pathname,
      search: url.search,
      cookie,
      acceptLanguage: request.headers['accept-language'] ?? null,
      available: site.availableLanguages,
      defaultLanguage: site.defaultLanguage,
    });
    request.lng = lang;
    if (cookie !== lang) {
      reply.setCookie('lng', lang, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
    }
    if (redirectTo) {
      // The target depends on the cookie and the browser's languages: never cache it.
      reply.header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Language');
      return reply.redirect(redirectTo, 302);
    }
  });
}
