import { matchRoutes, type RouteObject } from 'react-router';
import { isLanguagePrefix, type RouteMeta, type RoutePaths } from '@wager/domain';
import { ROUTE_TABLE, type ParamConstraint, type RouteEntry } from './table.ts';

export interface RouteMatch {
  name: string;
  entry: RouteEntry;
  meta: RouteMeta;
  params: Record<string, string | undefined>;
}

const BY_NAME = new Map(ROUTE_TABLE.map((entry) => [entry.name, entry]));

// The same tree React Router builds from routes.ts (layouts do not change matching), so the ranking agrees.
const TREE: RouteObject[] = [
  {
    path: ':lng',
    children: ROUTE_TABLE.map((entry): RouteObject =>
      entry.path === '' ? { index: true, id: entry.name } : { path: entry.path, id: entry.name },
    ),
  },
];

function fits(value: string | undefined, constraint: ParamConstraint): boolean {
  // An absent optional param is always fine.
  if (value === undefined) return true;
  return constraint instanceof RegExp ? constraint.test(value) : constraint.includes(value);
}

/** S0 §5: the language prefix and every constrained param. */
function constraintsHold(entry: RouteEntry, params: Record<string, string | undefined>): boolean {
  if (!isLanguagePrefix(params.lng ?? '')) return false;
  return Object.entries(entry.constraints ?? {}).every(([name, constraint]) => fits(params[name], constraint));
}

/**
 * The route of a path with its language prefix ('/en/office/history'), or null when none: an
 * unknown path (the catch-all), a constraint that fails (S0 §5) or a non-production route in
 * production (S0 §2.2, §6). Null means the 404 page.
 */
export function matchRoute(pathname: string, options: { production?: boolean } = {}): RouteMatch | null {
  const key = `${options.production ? 1 : 0}${pathname}`;
  const known = MATCHES.get(key);
  if (known !== undefined) return known;
  const match = matchRouteNow(pathname, options);
  // A render asks for its path several times (guards, layout, dictionary parts, scroll): ranking
  // the whole table each time was a third of a page render's CPU. Bounded: paths are unbounded.
  if (MATCHES.size >= MATCH_CACHE_SIZE) MATCHES.delete(MATCHES.keys().next().value as string);
  MATCHES.set(key, match);
  return match;
}

const MATCH_CACHE_SIZE = 2_000;
const MATCHES = new Map<string, RouteMatch | null>();

function matchRouteNow(pathname: string, options: { production?: boolean }): RouteMatch | null {
  const matches = matchRoutes(TREE, pathname);
  const leaf = matches?.at(-1);
  const entry = leaf?.route.id === undefined ? undefined : BY_NAME.get(leaf.route.id);
  if (!leaf || !entry || entry.path === '*') return null;
  if (entry.devOnly && options.production) return null;
  if (!constraintsHold(entry, leaf.params)) return null;
  return { name: entry.name, entry, meta: { name: entry.name, ...entry.meta }, params: { ...leaf.params } };
}

/** S0 §7: the dictionary parts a path's route declares (none for an unknown path: its 404 page needs only the shell's). */
export function routeDictionaryParts(pathname: string): readonly string[] {
  return matchRoute(pathname)?.meta.dictionaries ?? [];
}

/** The entry of a route name. */
export function routeEntry(name: string): RouteEntry | undefined {
  return BY_NAME.get(name);
}

/**
 * Route name → path without the prefix, for the guards' redirect targets (S0 §2.4 login, home,
 * account, recharge…). Only routes without params can be targets.
 */
export const ROUTE_PATHS: RoutePaths = Object.fromEntries(
  ROUTE_TABLE.filter((entry) => !entry.path.includes(':') && !entry.path.includes('*') && !entry.redirectOnly).map((entry) => [
    entry.name,
    entry.path === '' ? '/' : `/${entry.path}`,
  ]),
);

export interface Breadcrumb {
  /** Path without the language prefix ('/' for home). */
  path: string;
  /** Key under `sections.titles` in the dictionaries; null for home. */
  titleKey: string | null;
}

const ENTRY_BY_PATH = new Map(
  ROUTE_TABLE.filter((entry) => !entry.path.includes(':') && !entry.path.includes('*') && !entry.redirectOnly && entry.titleKey !== undefined).map(
    (entry) => [`/${entry.path}`, entry],
  ),
);

/**
 * The breadcrumbs of a page (beyond the spec): home, every section above it that
 * is a page of its own with a title (office/bonuses above office/bonuses/deposit…), then the page.
 */
export function breadcrumbsFor(pathname: string, current: RouteEntry): Breadcrumb[] {
  const segments = pathname.split('/').filter(Boolean).slice(1);
  const crumbs: Breadcrumb[] = [{ path: '/', titleKey: null }];
  for (let i = 1; i < segments.length; i++) {
    const ancestor = ENTRY_BY_PATH.get(`/${segments.slice(0, i).join('/')}`);
    if (ancestor?.titleKey !== undefined && ancestor.name !== current.name) crumbs.push({ path: `/${segments.slice(0, i).join('/')}`, titleKey: ancestor.titleKey });
  }
  // A detail page titled like the list above it (a tournament under tournaments) adds no second crumb.
  if (current.titleKey !== undefined && crumbs.at(-1)?.titleKey !== current.titleKey) crumbs.push({ path: `/${segments.join('/')}`, titleKey: current.titleKey });
  return crumbs;
}
