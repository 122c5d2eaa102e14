import { CASINO_FILTERS, CASINO_SORTS, type CasinoFilter, type CasinoGamesQuery, type CasinoSort } from '@wager/contract';

/**
 * Which casino page a route shows (S0 §2.2 casino routes): the category pages' slugs equal their
 * route names (`/slots` → slots, `/live-casino` → live-casino), `/casino/:subcategory` is that
 * subcategory, `/slots/:subcategory` a subcategory of slots, `/slots/vulkan` the vulkan slots.
 * Pure, so the mapping has a table test (casino-routes.test.ts).
 */

/** Category pages whose slug is the route's first path segment. */
export const CATEGORY_ROUTES = [
  'slots', 'live-casino', 'bingo', 'fishinghunting', 'poker', 'tvgames', 'scratchcards', 'keno', 'virtualsports',
  'fast-games', 'fast-bet', 'asian-games', 'card-games', 'crash-games', 'skill-games', 'othergames',
] as const;

/** What a grid page lists: a category, a provider's games, or every game (`/games`). */
export interface GridScope {
  category?: string;
  provider?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The grid scope of a casino path without the language prefix (`/slots/megaways` → category
 * megaways), or null when the path is not a grid page (lobby, search, a game page…) or names an
 * invalid slug (the page answers 404).
 */
export function gridScopeOf(path: string): GridScope | null {
  const parts = path.split('/').filter(Boolean);
  const [first, second] = parts;
  if (first === undefined || parts.includes('game')) return null;
  if (first === 'games' && parts.length === 1) return {};
  if (first === 'providers' && second !== undefined && parts.length === 2) return SLUG.test(second) ? { provider: second } : null;
  if (first === 'casino' && second !== undefined && parts.length === 2) return SLUG.test(second) ? { category: second } : null;
  if (first === 'slots' && second !== undefined && parts.length === 2) return SLUG.test(second) ? { category: second === 'vulkan' ? 'slots-vulkan' : second } : null;
  // `/poker/:game?`: the poker room's games, whichever sub-path.
  if (first === 'poker' && parts.length <= 2) return { category: 'poker' };
  if ((CATEGORY_ROUTES as readonly string[]).includes(first) && parts.length === 1) return { category: first };
  return null;
}

/** The grid's URL search params (`?filter=slots&sort=new`) read back; unknown values are the defaults. */
export function gridParamsOf(search: URLSearchParams): { filter: CasinoFilter | undefined; sort: CasinoSort } {
  const filter = search.get('filter');
  const sort = search.get('sort');
  return {
    filter: (CASINO_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as CasinoFilter) : undefined,
    sort: (CASINO_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CasinoSort) : 'popular',
  };
}

/** A page of the grid: 48 tiles, the contract's default page size. */
export const GRID_PAGE = 48;

/** The `GET /bff-api/casino/games` query of a grid page (without offset: the pages add it). */
export function gridQuery(scope: GridScope, params: { filter?: CasinoFilter; sort: CasinoSort }, lang: string): Omit<CasinoGamesQuery, 'offset'> {
  return { ...scope, ...(params.filter ? { filter: params.filter } : {}), sort: params.sort, limit: GRID_PAGE, lang };
}

/** The path of a game page inside the language (`route` of the contract's CasinoGame is without it). */
export function gameHref(lang: string, route: string): string {
  return `/${lang}${route.startsWith('/') ? route : `/${route}`}`;
}

/** Return to player in basis points as the player reads it: 9650 → "96.5 %" in English, "96,5 %" in Russian. */
export function formatRtp(rtpBp: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(rtpBp / 10_000);
}

/** The similar games under a game page: the most popular of its home category. */
export const similarQuery = (category: string, lang: string) => ({ category, sort: 'popular' as const, limit: 12, lang });
