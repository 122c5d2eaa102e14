// Route guards (S0 §2.5): pure, shared by the server (before render) and the browser (on navigation).

export { runGuards, ROUTE_GUARDS } from './pipeline.ts';
export { registrationGuard, identificationGuard, paymentGuard, featureFlagGuard } from './feature-gates.ts';
export { accessGuard, authorisationGuard, accessDenied } from './access.ts';
export { rechargeGuard, afterAuthRedirectGuard, afterAuthRedirectPath, afterAuthTarget } from './navigation-flow.ts';
export { banGuard, termsGuard, identificationBlockerGuard } from './user-state.ts';
export {
  AVAILABLE_ROUTE_IDS,
  GUARD_ROUTE_NAMES,
  KEPT_QUERY_PARAMS,
  REFERRAL_QUERY_PARAM,
  keptQuery,
  targetHref,
} from './targets.ts';
export type * from './types.ts';
