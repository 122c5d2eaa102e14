/**
 * Guards that depend on where the navigation comes from: the recharge modal (S0 §2.5.5) and the
 * redirect after sign-in or registration (S0 §2.5.10).
 */

import { isBanned } from '../user-config-rules.ts';
import { ALLOW, GUARD_ROUTE_NAMES, modal, redirect, routeTarget } from './targets.ts';
import type { AfterAuthRedirectPair, GuardDecision, GuardInput, RouteMeta, RoutePaths, RouteTarget } from './types.ts';

const isRechargeRoute = (route: RouteMeta): boolean =>
  route.name === GUARD_ROUTE_NAMES.recharge || route.rechargeFamily === true;

/**
 * S0 §2.5.10: the configured pair for the navigation right after a sign-in or registration made on
 * its route_from; null when none is pending.
 */
function pendingAfterAuthPair(input: GuardInput): AfterAuthRedirectPair | null {
  const { nav, auth, site } = input;
  if (nav.afterAuth === null || !auth.isSignedIn) return null;
  const { fromRoute } = nav.afterAuth;
  return site.afterRegistrationAndLoginRedirectRoutesV2.find((pair) => pair.route_from === fromRoute) ?? null;
}

/**
 * Pages only guests may open. A pair that leads to one after sign-in is ignored: the access guard
 * would send the player straight back where he came from (a bounce the redirect-chain property found).
 */
export const GUEST_ONLY_ROUTE_NAMES: ReadonlySet<string> = new Set(['login', 'registration', 'authApp', 'passwordreset', 'forgotpassword']);

/** S0 §2.5.10: where the pending pair sends the user, unless its route_to is missing, guest-only or already the target. */
export function afterAuthTarget(input: GuardInput): RouteTarget | null {
  const pair = pendingAfterAuthPair(input);
  if (pair === null || pair.route_to === input.route.name || GUEST_ONLY_ROUTE_NAMES.has(pair.route_to)) return null;
  return routeTarget(input, pair.route_to);
}

/**
 * S0 §2.5.5: with useRechargeModal and no pending after-registration redirect, entering the
 * recharge family from outside it is cancelled and the recharge modal opens instead. Without a
 * page to stay on (server, first load) there is nothing to cancel; a guest is sent to sign in later
 * by the authorisation guard.
 */
export function rechargeGuard(input: GuardInput): GuardDecision {
  const { route, site, auth, nav } = input;
  if (!isRechargeRoute(route) || !site.useRechargeModal || !auth.isSignedIn) return ALLOW;
  if (nav.from === null || isRechargeRoute(nav.from.route)) return ALLOW;
  // A pending redirect (often to recharge itself, after registration) shows the page, not the modal.
  if (pendingAfterAuthPair(input) !== null) return ALLOW;
  return modal('recharge', 'recharge');
}

/** S0 §2.5.10: the after-login or after-registration redirect. */
export function afterAuthRedirectGuard(input: GuardInput): GuardDecision {
  // S0 §4.6 comes first: a player who must confirm the terms stays on confirm-terms (sending him
  // on would bounce him between the two guards).
  // Likewise a player the identification blocker holds stays on the identification page, and a
  // banned player is left to the ban guard (the redirect-chain property found both bounces).
  const { route, site, auth, user } = input;
  if (route.name === GUARD_ROUTE_NAMES.confirmTerms && site.isAvailableConfirmTerms && auth.isUserTermsChanged) return ALLOW;
  if (user !== null && isBanned(user.ban_level)) return ALLOW;
  if (route.name === GUARD_ROUTE_NAMES.identification && user?.is_need_identification && site.isShowIdentification) return ALLOW;
  const to = afterAuthTarget(input);
  return to !== null ? redirect('afterAuthRedirect', to) : ALLOW;
}

/**
 * S0 §2.5.10 for the sign-in flow: after a sign-in or registration made on route `fromRoute`, the
 * path (without the language prefix) of the configured route_to; null when no pair starts there,
 * the pair goes nowhere else, or route_to is not a route without params.
 */
export function afterAuthRedirectPath(
  pairs: readonly { route_from: string; route_to: string }[],
  fromRoute: string | null,
  paths: RoutePaths,
): string | null {
  if (fromRoute === null) return null;
  const pair = pairs.find((candidate) => candidate.route_from === fromRoute);
  if (!pair || pair.route_to === fromRoute || GUEST_ONLY_ROUTE_NAMES.has(pair.route_to)) return null;
  return paths[pair.route_to] ?? null;
}
