/**
 * Building decisions and redirect targets. Every guard redirect keeps the language prefix and the
 * referral query (S0 §2.1 "every redirect carries lng", §2.5.4 "keeping the referral query").
 */

import { resolveLanguage, splitLanguagePrefix, localizePath } from '../language.ts';
import { withReturnUrl } from '../navigation.ts';
import type { GuardDecision, GuardInput, GuardModal, GuardName, RouteTarget } from './types.ts';

/** Route names the guards send users to (S0 §2.4 login, authApp, home, account, recharge; §2.2, §2.3 the rest). */
export const GUARD_ROUTE_NAMES = {
  home: 'home',
  login: 'login',
  authApp: 'authApp',
  account: 'account',
  recharge: 'recharge',
  identification: 'identification',
  confirmTerms: 'confirm-terms',
  block: 'block',
} as const;

/** availableRoutes entries the guards read (S0 §2.5.4, §2.5.6). */
export const AVAILABLE_ROUTE_IDS = { rulesSection: '47', login: '72' } as const;

/** S1 §7: the referral query (`ref`, stored as the refererid cookie). */
export const REFERRAL_QUERY_PARAM = 'ref';

/**
 * Query params a guard redirect keeps: every source of the S1 §7 referral cookies (the cookies are
 * set from the query on navigation, so a redirect that dropped them would lose the referral) and
 * S0 §2.4 platform_type.
 */
export const KEPT_QUERY_PARAMS: readonly string[] = [
  REFERRAL_QUERY_PARAM,
  'bf',
  'btag',
  'tag',
  'qtag',
  'affid',
  'click_id',
  'utm_source',
  'aip',
  'subid',
  'pb',
  'platform_type',
];

export const ALLOW: GuardDecision = { kind: 'allow' };

export const notFound = (guard: GuardName): GuardDecision => ({ kind: 'not_found', guard });
export const external = (guard: GuardName, url: string): GuardDecision => ({ kind: 'external', url, guard });
export const modal = (guard: GuardName, which: GuardModal): GuardDecision => ({ kind: 'modal', modal: which, guard });

/** Guard redirects replace the refused entry, so Back does not return into the guard (302 on the server). */
export const redirect = (guard: GuardName, to: RouteTarget): GuardDecision => ({ kind: 'redirect', to, replace: true, status: 302, guard });

export function targetHref(target: RouteTarget): string {
  return `${target.pathname}${target.search}`;
}

/** The language of the request: its prefix, else what S0 §2.1 would choose. */
export function requestLanguage(input: GuardInput): string {
  const { prefix } = splitLanguagePrefix(input.nav.pathname);
  if (prefix !== null) return prefix;
  return resolveLanguage({ available: input.site.availableLanguages, defaultLanguage: input.site.defaultLanguage });
}

/** The kept params of a query, in their order: '' or '?…'. */
export function keptQuery(search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (KEPT_QUERY_PARAMS.includes(key)) kept.append(key, value);
  }
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}

export interface TargetOptions {
  /** Carry the requested URL as the return URL (S0 §2.4), for pages that send the user back. */
  returnUrl?: boolean;
  /** Another language prefix (only the language check changes it). */
  lang?: string;
}

function pathOf(input: GuardInput, name: string): string | null {
  if (Object.hasOwn(input.paths, name)) return input.paths[name] ?? null;
  // Home always exists: it is the empty path (S0 §2.2).
  return name === GUARD_ROUTE_NAMES.home ? '/' : null;
}

function buildTarget(input: GuardInput, name: string, path: string, options: TargetOptions): RouteTarget {
  const pathname = localizePath(options.lang ?? requestLanguage(input), path);
  const search = keptQuery(input.nav.search);
  if (!options.returnUrl) return { name, pathname, search };
  const withReturn = withReturnUrl(`${pathname}${search}`, `${input.nav.pathname}${input.nav.search}`);
  const at = withReturn.indexOf('?');
  return { name, pathname, search: at === -1 ? '' : withReturn.slice(at) };
}

/** The named route under the request's language with the kept query, or null when the route does not exist. */
export function routeTarget(input: GuardInput, name: string, options: TargetOptions = {}): RouteTarget | null {
  const path = pathOf(input, name);
  return path === null ? null : buildTarget(input, name, path, options);
}

export function homeTarget(input: GuardInput): RouteTarget {
  return buildTarget(input, GUARD_ROUTE_NAMES.home, pathOf(input, GUARD_ROUTE_NAMES.home) ?? '/', {});
}
