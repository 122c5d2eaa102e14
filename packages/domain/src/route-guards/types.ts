/**
 * Types of the route guards (S0 §2.5). The route table (S0 §2.2–§2.3, S1 §2) attaches a RouteMeta to each
 * route; the server (before render) and the browser (on each client navigation) build a GuardInput
 * and run the same pipeline, so both reach the same decision.
 */

/** Layout parts a route can hide (S0 §1, S1 §2: header, footer, bottom navigation, SEO block). */
export type LayoutPart = 'header' | 'footer' | 'bottomNavigation' | 'seoBlock';

/** The site-config switch a whole route depends on (S0 §2.5.1, §2.5.2, §2.5.6). */
export type RouteGate =
  /** S0 §2.5.1: registration pages need isRegistrationAllowed. */
  | 'registration'
  /** S0 §2.5.2: identification pages need isShowIdentification. */
  | 'identification'
  /** S0 §2.5.6: the rules section needs availableRoutes entry 47. */
  | 'rulesSection'
  /** S0 §2.5.6: the statistics popup needs its flag. */
  | 'statisticsPopup';

/** A user-config flag that a route is reserved for (S0 §2.5.4 "need-for-identification and data-after-registration"). */
export type UserFlagGate = 'is_need_identification' | 'isDataAfterRegistration';

/** What the route table attaches to each route. Every field but the name is optional: absent means "no rule". */
export interface RouteMeta {
  /** Route name (login, home, account, recharge, …; S0 §2.4). Redirect targets name routes. */
  name: string;
  /** S0 §2.5.11: needs a signed-in user (office pages, block-appeal history, confirm page, some casino personal pages). */
  requiresAuth?: boolean;
  /** S0 §2.5.4: only for guests (login, registration, the auth app); a signed-in user is sent on. */
  guestOnly?: boolean;
  /** S0 §2.5.4: part of the account area: a refused guest goes to authApp, a refused user to account. */
  accountArea?: boolean;
  /** S0 §2.5.1, §2.5.2, §2.5.6: the config switch the route depends on. */
  gatedBy?: RouteGate;
  /** S0 §2.5.4: only open while this user-config flag is set. */
  onlyForUserFlag?: UserFlagGate;
  /** S0 §2.5.3: the availableRoutes entry of a payment route. */
  paymentFlagId?: string;
  /** S0 §2.5.6: a feature id; the route is 404 unless the feature is enabled. */
  featureId?: string;
  /** S0 §4.5 ban flags. */
  ban?: {
    /** The route stays open to banned users. */
    allowedWhenBanned?: boolean;
    /** The deduce (withdrawal) route: open to banned users only at the deduce ban level (S0 §9). */
    deduce?: boolean;
  };
  /** S0 §4.5: only for banned users; anyone else is sent home. */
  restricted?: boolean;
  /** S0 §2.5.5: part of the recharge route family. */
  rechargeFamily?: boolean;
  /** S0 §2.5.9: the identification blocker leaves this route alone. */
  identificationExempt?: boolean;
  /** S0 §7: dictionary ids loaded for this route. */
  dictionaries?: readonly string[];
  /** S1 §2: layout parts hidden on this route. */
  hiddenLayoutParts?: readonly LayoutPart[];
  /** S0 §2.4: the page keeps its scroll position on navigation. */
  scrollToTopOptOut?: boolean;
}

/** Route name → path without the language prefix ('/', '/user/login', '/office/account'). A missing name is a route that does not exist. */
export type RoutePaths = Readonly<Record<string, string>>;

export interface GuardAuthState {
  isSignedIn: boolean;
  /** S0 §3.3 isUserTermsChanged (S0 §4.6). */
  isUserTermsChanged: boolean;
}

/** The user-config fields (S0 §3.2) the guards read. */
export interface GuardUserConfig {
  ban_level: number;
  ban_version: number;
  is_need_identification: boolean;
  isDataAfterRegistration: boolean;
}

/** A (route_from, route_to) pair of afterRegistrationAndLoginRedirectRoutesV2; both are route names. */
export interface AfterAuthRedirectPair {
  route_from: string;
  route_to: string;
}

/**
 * The site-config fields the guards read. The first group has the contract's names (SiteConfig in
 * @wager/contract), so a SiteConfig can be passed as is. The optional group is not in the contract
 * yet; each says what its absence means.
 */
export interface GuardSiteConfig {
  isRegistrationAllowed: boolean;
  isShowIdentification: boolean;
  isAvailableConfirmTerms: boolean;
  useRechargeModal: boolean;
  availableRoutes: Readonly<Record<string, boolean>>;
  afterRegistrationAndLoginRedirectRoutesV2: readonly AfterAuthRedirectPair[];
  defaultLanguage: string;
  availableLanguages: readonly string[];
  hiddenLanguagesForGuests: readonly string[];

  /** S0 §2.5.3 "when configured": payment routes also need a signed-in user. Absent: false. */
  isPaymentForSignedInOnly?: boolean;
  /** S0 §2.5.6: a path containing one of these gives 404. Absent: none. */
  forbiddenPathFragments?: readonly string[];
  /** S0 §2.5.6: the statistics popup's flag. Absent: off (404). */
  isStatisticsPopupEnabled?: boolean;
  /** S0 §2.5.6: feature id → enabled. Absent or missing id: off (404). */
  enabledFeatures?: Readonly<Record<string, boolean>>;
  /** S0 §4.5: the fixed external page for banned users. Absent: the internal block page. */
  banRedirectUrl?: string;
  /** S0 §2.5.9: how the identification blocker stops the user. Absent: 'modal'. */
  identificationBlockerMode?: 'modal' | 'page';
}

/** Where the navigation comes from; null on the server (a document request) and on the first load. */
export interface NavigationOrigin {
  route: RouteMeta;
  pathname: string;
}

export interface NavigationContext {
  /** The requested path, with its language prefix ('/en/office/history'). */
  pathname: string;
  /** The requested query: '' or '?…'. */
  search: string;
  from: NavigationOrigin | null;
  /** Set on the one navigation that follows a sign-in or registration, with the route it was made on (S0 §2.5.10, §4.4). */
  afterAuth: { fromRoute: string } | null;
}

export interface GuardInput {
  route: RouteMeta;
  auth: GuardAuthState;
  /** The signed-in user's config; null for a guest or while it is not loaded (its guards then allow). */
  user: GuardUserConfig | null;
  site: GuardSiteConfig;
  nav: NavigationContext;
  paths: RoutePaths;
  /**
   * Route name → metadata. With it the after-sign-in redirect (S0 §2.5.10) is taken only when the
   * player may open its target; without it the target is not checked.
   */
  routes?: Readonly<Record<string, RouteMeta>>;
}

/** A route to go to, already resolved: the language prefix and the kept query are in place. */
export interface RouteTarget {
  name: string;
  /** With the language prefix: '/en/user/login'. */
  pathname: string;
  /** '' or '?…'. */
  search: string;
}

export type GuardName =
  | 'registration'
  | 'identification'
  | 'payment'
  | 'access'
  | 'recharge'
  | 'featureFlags'
  | 'ban'
  | 'terms'
  | 'identificationBlocker'
  | 'afterAuthRedirect'
  | 'authorisation';

export type GuardModal = 'recharge' | 'identification';

/**
 * One guard's (and the pipeline's) answer. Every refusal names the guard that made it, for logs
 * and tests. A 'modal' decision means "stay on the current page and open the modal"; it is only
 * made when there is a current page (nav.from), so the server never receives one.
 */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: RouteTarget; replace: boolean; status: 301 | 302; guard: GuardName }
  | { kind: 'not_found'; guard: GuardName }
  | { kind: 'modal'; modal: GuardModal; guard: GuardName }
  | { kind: 'external'; url: string; guard: GuardName };

export type RouteGuard = (input: GuardInput) => GuardDecision;
