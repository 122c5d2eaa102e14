/**
 * A small route table and config for the guard tests (not exported from the package). The paths
 * stand in for the route table's (apps/web/app/route-table/, S0 §2.2–§2.3); only the flags matter to the guards.
 */

import type { GuardInput, GuardSiteConfig, GuardUserConfig, RouteMeta, RoutePaths } from './types.ts';

const ROUTE_LIST: readonly (RouteMeta & { path: string })[] = [
  { name: 'home', path: '/' },
  { name: 'casino', path: '/casino' },
  { name: 'login', path: '/user/login', guestOnly: true },
  { name: 'registration', path: '/registration', guestOnly: true, gatedBy: 'registration' },
  { name: 'authApp', path: '/auth', guestOnly: true, accountArea: true },
  { name: 'account', path: '/office/account', requiresAuth: true, accountArea: true },
  { name: 'history', path: '/office/history', requiresAuth: true, accountArea: true },
  { name: 'recharge', path: '/office/recharge', requiresAuth: true, accountArea: true, rechargeFamily: true },
  { name: 'recharge-card', path: '/office/recharge/card', requiresAuth: true, accountArea: true, rechargeFamily: true },
  { name: 'deduce', path: '/office/deduce', requiresAuth: true, accountArea: true, ban: { deduce: true } },
  {
    name: 'identification',
    path: '/office/identification',
    requiresAuth: true,
    accountArea: true,
    gatedBy: 'identification',
    identificationExempt: true,
  },
  { name: 'support', path: '/office/support', requiresAuth: true, accountArea: true, identificationExempt: true, ban: { allowedWhenBanned: true } },
  { name: 'confirm-terms', path: '/confirm-terms', requiresAuth: true, ban: { allowedWhenBanned: true } },
  { name: 'block', path: '/block', ban: { allowedWhenBanned: true } },
  { name: 'block-appeal-history', path: '/block-appeal-history', requiresAuth: true, restricted: true, ban: { allowedWhenBanned: true } },
  { name: 'my-casino-favorites', path: '/my-casino/favorites', requiresAuth: true },
  { name: 'rules', path: '/information/rules/1', gatedBy: 'rulesSection' },
  { name: 'statisticpopup', path: '/statisticpopup', gatedBy: 'statisticsPopup' },
  { name: 'betting-calculator', path: '/information/betting-calculator', featureId: 'bettingCalculator' },
  // Without the sign-in flag, so guard 3's own "when configured, logged in" rule shows.
  { name: 'payment-create', path: '/office/payment/create-request', paymentFlagId: '120' },
  { name: 'fill-data', path: '/office/fill-data', onlyForUserFlag: 'isDataAfterRegistration' },
  { name: 'identify-now', path: '/identify-now', onlyForUserFlag: 'is_need_identification', identificationExempt: true },
];

export const ROUTES: Readonly<Record<string, RouteMeta>> = Object.fromEntries(
  ROUTE_LIST.map(({ path: _path, ...meta }) => [meta.name, meta]),
);

export const PATHS: RoutePaths = Object.fromEntries(ROUTE_LIST.map((r) => [r.name, r.path]));

export const ROUTE_NAMES: readonly string[] = ROUTE_LIST.map((r) => r.name);

export const SITE: GuardSiteConfig = {
  isRegistrationAllowed: true,
  isShowIdentification: true,
  isAvailableConfirmTerms: true,
  useRechargeModal: false,
  availableRoutes: { '47': true, '72': true, '120': true },
  afterRegistrationAndLoginRedirectRoutesV2: [],
  defaultLanguage: 'ru',
  availableLanguages: ['en', 'ru', 'kk'],
  hiddenLanguagesForGuests: [],
  isPaymentForSignedInOnly: false,
  forbiddenPathFragments: [],
  isStatisticsPopupEnabled: true,
  enabledFeatures: { bettingCalculator: true },
  banRedirectUrl: 'https://ban.example/',
  identificationBlockerMode: 'modal',
};

export const CLEAN_USER: GuardUserConfig = {
  ban_level: 0,
  ban_version: 1,
  is_need_identification: false,
  isDataAfterRegistration: false,
};

export interface Scenario {
  route: string;
  /** Language prefix; null for an unprefixed path. Default 'en'. */
  lang?: string | null;
  search?: string;
  signedIn?: boolean;
  termsChanged?: boolean;
  /** Merged over CLEAN_USER when signed in; null: config not loaded. */
  user?: Partial<GuardUserConfig> | null;
  site?: Partial<GuardSiteConfig>;
  /** The route the navigation comes from; null (default): server or first load. */
  from?: string | null;
  afterAuthFrom?: string | null;
  paths?: RoutePaths;
}

function meta(name: string): RouteMeta {
  const found = ROUTES[name];
  if (found === undefined) throw new Error(`no fixture route ${name}`);
  return found;
}

export function pathFor(name: string, lang: string | null, paths: RoutePaths = PATHS): string {
  const path = paths[name] ?? '/';
  if (lang === null) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

export function scenario(s: Scenario): GuardInput {
  const signedIn = s.signedIn ?? false;
  const lang = s.lang === undefined ? 'en' : s.lang;
  const paths = s.paths ?? PATHS;
  return {
    route: meta(s.route),
    auth: { isSignedIn: signedIn, isUserTermsChanged: s.termsChanged ?? false },
    user: !signedIn || s.user === null ? null : { ...CLEAN_USER, ...s.user },
    site: { ...SITE, ...s.site },
    nav: {
      pathname: pathFor(s.route, lang, paths),
      search: s.search ?? '',
      from: s.from ? { route: meta(s.from), pathname: pathFor(s.from, lang ?? 'en', paths) } : null,
      afterAuth: s.afterAuthFrom ? { fromRoute: s.afterAuthFrom } : null,
    },
    paths,
    routes: ROUTES,
  };
}
