import {
  runGuards,
  routeRedirect,
  targetHref,
  type GuardAuthState,
  type GuardSiteConfig,
  type GuardUserConfig,
  type GuardModal,
} from '@wager/domain';
import { LEGACY_GAME_ROUTES } from '../../route-table/legacy-games.ts';
import { matchRoute, ROUTE_PATHS } from '../../route-table/match.ts';

/**
 * What the guards need to know about the visitor and the site. The server builds it for every
 * request (guard-state.server.ts) and hands it to the browser with the guard route's data, so the
 * browser can make the decisions only it can make (modals, S0 §2.5.5, §2.5.9).
 */
export interface GuardState {
  site: GuardSiteConfig & { promoBonusToOffer: boolean; thirdPartyHasFirstDepositRedirect: boolean };
  auth: GuardAuthState;
  user: GuardUserConfig | null;
}

export interface NavigationRequest {
  /** With the language prefix. */
  pathname: string;
  /** '' or '?…'. */
  search: string;
  /** The page the navigation leaves; null on the server (a document request). */
  from: { pathname: string; search: string } | null;
  /** Non-production routes are 404 in production (S0 §2.2, §6). */
  production: boolean;
}

export type NavigationDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; status: 301 | 302; replace: boolean; why: string }
  | { kind: 'not_found'; why: string }
  | { kind: 'external'; url: string; why: string }
  | { kind: 'modal'; modal: GuardModal; why: string };

/**
 * One navigation, decided: the fixed redirects of the route table (S0 §2.2, §2.3), then the route
 * itself (unknown path, failed constraint or non-production route: 404, S0 §2.3, §5), then the
 * eleven guards of S0 §2.5 in order.
 */
export function decideNavigation(request: NavigationRequest, state: GuardState): NavigationDecision {
  const fixed = routeRedirect({
    pathname: request.pathname,
    search: request.search,
    site: { promoBonusToOffer: state.site.promoBonusToOffer, slotFirstDepositRedirect: state.site.thirdPartyHasFirstDepositRedirect },
    legacyGameRoutes: LEGACY_GAME_ROUTES,
    routeExists: (pathname) => matchRoute(pathname, { production: request.production }) !== null,
  });
  if (fixed !== null) return { kind: 'redirect', to: fixed.to, status: fixed.status, replace: fixed.replace, why: `redirect:${fixed.rule}` };

  const match = matchRoute(request.pathname, { production: request.production });
  if (match === null) return { kind: 'not_found', why: 'route' };
  // A route that only redirects and was not redirected above (e.g. an unknown legacy form) is no page.
  if (match.entry.redirectOnly) return { kind: 'allow' };

  const fromMatch = request.from === null ? null : matchRoute(request.from.pathname, { production: request.production });
  const decision = runGuards({
    route: match.meta,
    auth: state.auth,
    user: state.user,
    site: state.site,
    paths: ROUTE_PATHS,
    nav: {
      pathname: request.pathname,
      search: request.search,
      from: request.from !== null && fromMatch !== null ? { route: fromMatch.meta, pathname: request.from.pathname } : null,
      // S0 §2.5.10: the sign-in flow follows the configured pair itself (use-after-sign-in.ts); the
      // navigation it makes then meets these guards like any other.
      afterAuth: null,
    },
  });
  switch (decision.kind) {
    case 'allow':
      return decision;
    case 'redirect':
      return { kind: 'redirect', to: targetHref(decision.to), status: decision.status, replace: decision.replace, why: `guard:${decision.guard}` };
    case 'not_found':
      return { kind: 'not_found', why: `guard:${decision.guard}` };
    case 'external':
      return { kind: 'external', url: decision.url, why: `guard:${decision.guard}` };
    case 'modal':
      return { kind: 'modal', modal: decision.modal, why: `guard:${decision.guard}` };
  }
}

/** S0 §2.4: query params of the navigation-menu modals; changing only these on the same route runs no guard. */
export const NAVIGATION_MODAL_PARAMS: readonly string[] = ['modal', 'navMenu', 'showForgotPasswordModal'];

/** S0 §2.4: true when two URLs of the same path differ only in navigation-menu-modal params. */
export function onlyModalQueryChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  const strip = (url: URL) => {
    const query = new URLSearchParams(url.search);
    for (const name of NAVIGATION_MODAL_PARAMS) query.delete(name);
    query.sort();
    return query.toString();
  };
  return strip(current) === strip(next);
}
