/**
 * Guards that turn a route off by site config (S0 §2.5.1, §2.5.2, §2.5.3, §2.5.6). A switched-off
 * route does not exist for the visitor: 404, like any unknown path.
 */

import { accessDenied } from './access.ts';
import { ALLOW, AVAILABLE_ROUTE_IDS, notFound } from './targets.ts';
import type { GuardDecision, GuardInput } from './types.ts';

/** S0 §2.5.1: registration needs isRegistrationAllowed. */
export function registrationGuard({ route, site }: GuardInput): GuardDecision {
  return route.gatedBy === 'registration' && !site.isRegistrationAllowed ? notFound('registration') : ALLOW;
}

/** S0 §2.5.2: identification needs isShowIdentification. */
export function identificationGuard({ route, site }: GuardInput): GuardDecision {
  return route.gatedBy === 'identification' && !site.isShowIdentification ? notFound('identification') : ALLOW;
}

/** S0 §2.5.3: payment needs its availability flag and, when configured, a signed-in user. */
export function paymentGuard(input: GuardInput): GuardDecision {
  const { route, site, auth } = input;
  if (route.paymentFlagId === undefined) return ALLOW;
  if (site.availableRoutes[route.paymentFlagId] !== true) return notFound('payment');
  // A guest is not refused the page outright: like any protected route, he is sent to sign in.
  if (site.isPaymentForSignedInOnly === true && !auth.isSignedIn) return accessDenied(input, 'payment');
  return ALLOW;
}

function hasForbiddenFragment(pathname: string, fragments: readonly string[]): boolean {
  // An empty fragment would match every path, which is a config mistake rather than an intent.
  return fragments.some((fragment) => fragment !== '' && pathname.includes(fragment));
}

/** S0 §2.5.6: rules section, forbidden path fragments, statistics popup and feature ids. */
export function featureFlagGuard({ route, site, nav }: GuardInput): GuardDecision {
  if (route.gatedBy === 'rulesSection' && site.availableRoutes[AVAILABLE_ROUTE_IDS.rulesSection] !== true) {
    return notFound('featureFlags');
  }
  if (hasForbiddenFragment(nav.pathname, site.forbiddenPathFragments ?? [])) return notFound('featureFlags');
  if (route.gatedBy === 'statisticsPopup' && site.isStatisticsPopupEnabled !== true) return notFound('featureFlags');
  if (route.featureId !== undefined && site.enabledFeatures?.[route.featureId] !== true) return notFound('featureFlags');
  return ALLOW;
}
