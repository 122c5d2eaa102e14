/**
 * Who may enter a route (S0 §2.5.4 access, §2.5.11 authorisation) and where a refused visitor goes.
 */

import { languagesOffered, localizePath, resolveLanguage, splitLanguagePrefix } from '../language.ts';
import { ALLOW, AVAILABLE_ROUTE_IDS, GUARD_ROUTE_NAMES, homeTarget, redirect, routeTarget } from './targets.ts';
import type { GuardDecision, GuardInput, GuardName } from './types.ts';

/**
 * S0 §2.5.4: where a refused visitor goes. Account-area routes: a guest to authApp, a user to
 * account. Otherwise a guest to login when that route exists and availableRoutes 72 is on, else
 * home. The referral query is kept; sign-in pages also get the return URL (S0 §2.4, §4.4).
 */
export function accessDenied(input: GuardInput, guard: GuardName): GuardDecision {
  const { route, auth, site } = input;
  if (route.accountArea) {
    const to = auth.isSignedIn
      ? routeTarget(input, GUARD_ROUTE_NAMES.account)
      : routeTarget(input, GUARD_ROUTE_NAMES.authApp, { returnUrl: true });
    if (to !== null) return redirect(guard, to);
  }
  if (!auth.isSignedIn && site.availableRoutes[AVAILABLE_ROUTE_IDS.login] === true) {
    const to = routeTarget(input, GUARD_ROUTE_NAMES.login, { returnUrl: true });
    if (to !== null) return redirect(guard, to);
  }
  return redirect(guard, homeTarget(input));
}

/**
 * S0 §1, §2.1: the prefix must be a language offered to this visitor (some are hidden from guests).
 * A refused language is replaced, keeping the rest of the path and the whole query, as the server's
 * prefix redirect does; when nothing better is offered the request is left alone (no loop).
 */
function languageFix(input: GuardInput): GuardDecision {
  const { site, auth, nav, route } = input;
  const offered = languagesOffered(site.availableLanguages, site.hiddenLanguagesForGuests, auth.isSignedIn);
  const { prefix, rest } = splitLanguagePrefix(nav.pathname);
  if (prefix !== null && offered.includes(prefix)) return ALLOW;
  const resolved = resolveLanguage({ available: offered, defaultLanguage: site.defaultLanguage });
  const lang = offered.includes(resolved) ? resolved : offered[0];
  if (lang === undefined || lang === prefix) return ALLOW;
  return redirect('access', { name: route.name, pathname: localizePath(lang, rest), search: nav.search });
}

/** S0 §2.5.4: the route against auth state, language, need-for-identification and data-after-registration flags. */
export function accessGuard(input: GuardInput): GuardDecision {
  const { route, auth, user } = input;
  const language = languageFix(input);
  if (language.kind !== 'allow') return language;
  // Login, registration and the auth app are pointless once signed in.
  if (route.guestOnly && auth.isSignedIn) return accessDenied(input, 'access');
  if (route.onlyForUserFlag !== undefined) {
    if (!auth.isSignedIn) return accessDenied(input, 'access');
    // A signed-in user's config may still be loading; the server loads it before rendering.
    if (user !== null && !user[route.onlyForUserFlag]) return accessDenied(input, 'access');
  }
  return ALLOW;
}

/**
 * S0 §2.5.11: authorisation-flagged routes (office pages, block-appeal history, confirm page, some
 * casino personal pages) need a signed-in user; a guest is refused as in S0 §2.5.4.
 */
export function authorisationGuard(input: GuardInput): GuardDecision {
  return input.route.requiresAuth && !input.auth.isSignedIn ? accessDenied(input, 'authorisation') : ALLOW;
}
