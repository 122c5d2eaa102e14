/**
 * Guards on the signed-in user's state: ban (S0 §2.5.7, §4.5), terms (S0 §2.5.8, §4.6) and the
 * identification blocker (S0 §2.5.9). While a signed-in user's config is not loaded they allow:
 * the server loads it before rendering, and the browser re-runs them when it arrives.
 */

import { isBanned, isDeduceAllowed } from '../user-config-rules.ts';
import { ALLOW, GUARD_ROUTE_NAMES, external, homeTarget, modal, notFound, redirect, routeTarget } from './targets.ts';
import type { GuardDecision, GuardInput } from './types.ts';

/** S0 §4.5: the configured external page, else the internal block page; never through. */
function sendBannedAway(input: GuardInput): GuardDecision {
  if (input.site.banRedirectUrl) return external('ban', input.site.banRedirectUrl);
  const block = routeTarget(input, GUARD_ROUTE_NAMES.block);
  return block !== null ? redirect('ban', block) : notFound('ban');
}

/**
 * S0 §4.5, §9: banned when ban_level > 0. A banned user is sent away unless the route is allowed
 * when banned; the deduce route is allowed only at level 53 with ban version 1, else at 45. A user
 * who is not banned (guests included) is sent home from restricted routes.
 */
export function banGuard(input: GuardInput): GuardDecision {
  const { route, auth, user } = input;
  if (auth.isSignedIn && user === null) return ALLOW;
  const banned = user !== null && auth.isSignedIn && isBanned(user.ban_level);
  if (!banned) return route.restricted ? redirect('ban', homeTarget(input)) : ALLOW;
  if (route.ban?.deduce) return isDeduceAllowed(user.ban_level, user.ban_version) ? ALLOW : sendBannedAway(input);
  return route.ban?.allowedWhenBanned ? ALLOW : sendBannedAway(input);
}

/**
 * S0 §4.6: a signed-in user whose terms changed (feature on) is sent to confirm-terms, carrying
 * the return URL; the confirm-terms page is left for the root when there is nothing to confirm.
 */
export function termsGuard(input: GuardInput): GuardDecision {
  const { route, auth, site } = input;
  if (!auth.isSignedIn) return ALLOW;
  const mustConfirm = site.isAvailableConfirmTerms && auth.isUserTermsChanged;
  const onConfirmPage = route.name === GUARD_ROUTE_NAMES.confirmTerms;
  if (mustConfirm && !onConfirmPage) {
    const to = routeTarget(input, GUARD_ROUTE_NAMES.confirmTerms, { returnUrl: true });
    return to !== null ? redirect('terms', to) : ALLOW;
  }
  if (!mustConfirm && onConfirmPage) return redirect('terms', homeTarget(input));
  return ALLOW;
}

/**
 * S0 §2.5.9: a user who must be identified is stopped on every route that is not exempt: by the
 * identification modal, or by the identification page (per config). The identification and
 * confirm-terms pages are always exempt, or this guard and the terms guard would bounce the user
 * between them. When identification is switched off (S0 §2.5.2) its page is a 404, so nothing is shown.
 * A banned user is left to the ban guard: he may only be on routes allowed when banned, and sending
 * him on to the identification page would bounce him between the two guards.
 */
export function identificationBlockerGuard(input: GuardInput): GuardDecision {
  const { route, auth, user, site, nav } = input;
  if (!auth.isSignedIn || user === null || !user.is_need_identification || !site.isShowIdentification) return ALLOW;
  if (isBanned(user.ban_level)) return ALLOW;
  const exempt =
    route.identificationExempt === true ||
    route.name === GUARD_ROUTE_NAMES.identification ||
    route.name === GUARD_ROUTE_NAMES.confirmTerms;
  if (exempt) return ALLOW;
  // The modal needs a page to stay on: with none (server, first load) the page is used instead.
  if ((site.identificationBlockerMode ?? 'modal') === 'modal' && nav.from !== null) {
    return modal('identificationBlocker', 'identification');
  }
  const to = routeTarget(input, GUARD_ROUTE_NAMES.identification, { returnUrl: true });
  if (to !== null) return redirect('identificationBlocker', to);
  return nav.from !== null ? modal('identificationBlocker', 'identification') : ALLOW;
}
