/**
 * The guard pipeline (S0 §2.5): the eleven guards in the spec's order; the first that does not
 * allow decides. The server runs it before rendering a document, the browser before each client
 * navigation, on the same input, so both reach the same decision.
 */

import { accessGuard, authorisationGuard } from './access.ts';
import { featureFlagGuard, identificationGuard, paymentGuard, registrationGuard } from './feature-gates.ts';
import { afterAuthRedirectGuard, rechargeGuard } from './navigation-flow.ts';
import { ALLOW, notFound } from './targets.ts';
import type { GuardDecision, GuardInput, RouteGuard, RouteTarget } from './types.ts';
import { banGuard, identificationBlockerGuard, termsGuard } from './user-state.ts';

/** S0 §2.5.1 to §2.5.11, in order. */
export const ROUTE_GUARDS: readonly RouteGuard[] = [
  registrationGuard,
  identificationGuard,
  paymentGuard,
  accessGuard,
  rechargeGuard,
  featureFlagGuard,
  banGuard,
  termsGuard,
  identificationBlockerGuard,
  afterAuthRedirectGuard,
  authorisationGuard,
];

/** Whether the guards let the player onto the after-sign-in target (unknown metadata: assumed yes). */
function afterAuthTargetOpen(input: GuardInput, to: RouteTarget): boolean {
  const route = input.routes?.[to.name];
  if (route === undefined) return true;
  const nav = { ...input.nav, pathname: to.pathname, search: to.search, afterAuth: null };
  return runGuards({ ...input, route, nav }).kind === 'allow';
}

export function runGuards(input: GuardInput): GuardDecision {
  for (const guard of ROUTE_GUARDS) {
    const decision = guard(input);
    if (decision.kind === 'allow') continue;
    // A redirect to the requested path would loop (only a route table that sends a route to itself,
    // e.g. home flagged for sign-in with no login route, can cause it): show the 404 page instead.
    if (decision.kind === 'redirect' && decision.to.pathname === input.nav.pathname) return notFound(decision.guard);
    // S0 §2.5.10: the configured route after sign-in only when the player may open it; otherwise
    // the other guards would send him straight back (the redirect-chain property found such bounces).
    if (decision.kind === 'redirect' && decision.guard === 'afterAuthRedirect' && !afterAuthTargetOpen(input, decision.to)) continue;
    return decision;
  }
  return ALLOW;
}
