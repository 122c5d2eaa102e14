/**
 * Fixed redirects of the route table (S0 §2.2, §2.3, §2.4; S1 §2): pure decisions from a requested
 * path to its target. The web app's route loader applies them on the server (document requests)
 * and on client navigation (its `.data` requests) alike. Every target keeps the language prefix
 * (S0 §2.1 "every redirect carries lng") and the request's query (S0 §2.4 platform_type kept).
 */

import { isLanguagePrefix } from '../language.ts';

/** S0 §2.2: a guest landing on home with this query sees the forgot-password modal. */
export const FORGOT_PASSWORD_MODAL_PARAM = 'showForgotPasswordModal';
/** S0 §2.4, S1 §2: the platform query parameter. */
export const PLATFORM_TYPE_PARAM = 'platform_type';
/** S0 §2.2: the bonus id that moves to the casino slot-first-deposit page. */
export const SLOT_FIRST_DEPOSIT_ID = 'slot_first_deposit';
/** S0 §2.2: where that bonus id goes (the casino bonus page of the slot first deposit). */
export const SLOT_FIRST_DEPOSIT_PATH = '/bonus/casino/slot-first-deposit';

export interface RouteRedirectSite {
  /** S0 §2.2: bonus pages move to the bonus-offer (specialoffer) variant; off, the variant moves back. */
  promoBonusToOffer: boolean;
  /** S0 §2.2 "when configured": the slot_first_deposit bonus moves to the casino page (thirdPartyHasFirstDepositRedirect). */
  slotFirstDepositRedirect: boolean;
}

export interface RouteRedirectInput {
  /** With the language prefix: '/en/cyber'. */
  pathname: string;
  /** '' or '?…'. */
  search: string;
  site: RouteRedirectSite;
  /** S0 §2.2: legacy allgamesentrance game name → current game route; a missing one falls back to the games index. */
  legacyGameRoutes: Readonly<Record<string, string>>;
  /** Whether a path (with its prefix) is a route: platform_type is dropped from a target that is none (S0 §2.4). */
  routeExists(pathname: string): boolean;
}

export interface RouteRedirect {
  /** Path and query with the language prefix: '/en/cyber/real?platform_type=mobile'. */
  to: string;
  status: 301 | 302;
  /** Replaces the history entry on client navigation (S0 §2.2 "replace redirect"). */
  replace: boolean;
  /** Which rule of the spec decided, for logs and tests. */
  rule: FixedRedirectRule;
}

export type FixedRedirectRule =
  | 'cyber'
  | 'officeDefault'
  | 'cyberDisciplines'
  | 'rules'
  | 'forgotPassword'
  | 'coupon'
  | 'legacyGames'
  | 'oldPromo'
  | 'landingPage'
  | 'slotFirstDeposit'
  | 'bonusToOffer'
  | 'offerToBonus';

interface Target {
  rest: string;
  query?: Record<string, string>;
  status?: 301 | 302;
  rule: FixedRedirectRule;
}

const BONUS_SECTIONS = ['rules', 'games', 'partners'];

function bonusSwap(segments: string[], site: RouteRedirectSite): Target | null {
  const [root, section, id, ...more] = segments;
  const isBonus = root === 'bonus';
  const isOffer = root === 'specialoffer';
  if (!isBonus && !isOffer) return null;
  // Only the bonus pages and their sub-sections swap; bonus/casino… is the casino's own section.
  if (section !== undefined && !BONUS_SECTIONS.includes(section)) return null;
  if (more.length > 0) return null;
  // S0 §2.2: the bonus page slot_first_deposit moves to the casino page (301), when configured.
  if (id === SLOT_FIRST_DEPOSIT_ID && site.slotFirstDepositRedirect) {
    return { rest: SLOT_FIRST_DEPOSIT_PATH, status: 301, rule: 'slotFirstDeposit' };
  }
  const tail = segments.slice(1).map((segment) => `/${segment}`).join('');
  if (isBonus && site.promoBonusToOffer) return { rest: `/specialoffer${tail}`, rule: 'bonusToOffer' };
  if (isOffer && !site.promoBonusToOffer) return { rest: `/bonus${tail}`, rule: 'offerToBonus' };
  return null;
}

function targetOf(segments: string[], input: RouteRedirectInput): Target | null {
  const path = segments.join('/');
  const [first, second, third, ...more] = segments;
  // S0 §2.2: cyber and esports go to their real sub-path.
  if (path === 'cyber' || path === 'esports' || path === 'esports/real') return { rest: '/cyber/real', rule: 'cyber' };
  // S0 §2.2: cyber disciplines redirect to all.
  if (first === 'cyber' && third === 'disciplines' && more.length === 0 && second !== undefined) {
    return { rest: `/cyber/${second}/all`, rule: 'cyberDisciplines' };
  }
  // S0 §2.2: the personal office opens on account, its default.
  if (path === 'office') return { rest: '/office/account', rule: 'officeDefault' };
  // S0 §2.2: rules redirects to rules/1.
  if (path === 'information/rules') return { rest: '/information/rules/1', rule: 'rules' };
  // S0 §2.2: user/forgotpassword → home with the forgot-password modal; user/coupon → the language root.
  if (path === 'user/forgotpassword') return { rest: '/', query: { [FORGOT_PASSWORD_MODAL_PARAM]: '1' }, rule: 'forgotPassword' };
  if (path === 'user/coupon') return { rest: '/', rule: 'coupon' };
  // S0 §2.2: legacy allgamesentrance paths get 301 to the current game route, else the games index.
  if (first === 'allgamesentrance') {
    const current = second === undefined ? undefined : input.legacyGameRoutes[second];
    return { rest: current === undefined ? '/games' : `/games/${current}`, status: 301, rule: 'legacyGames' };
  }
  // S0 §2.2: old landing and promo paths redirect to promotions/{name}.
  if ((first === 'landing' || first === 'promo') && second !== undefined && third === undefined) {
    return { rest: `/promotions/${second}`, rule: 'oldPromo' };
  }
  // S0 §2.3: lpage/{landingId} redirects to landing-page/{landingId}.
  if (first === 'lpage' && second !== undefined && third === undefined) return { rest: `/landing-page/${second}`, rule: 'landingPage' };
  return bonusSwap(segments, input.site);
}

/** The redirect S0 §2.2–§2.4 gives a path, or null when it has none. */
export function routeRedirect(input: RouteRedirectInput): RouteRedirect | null {
  const segments = input.pathname.split('/').filter((segment) => segment !== '');
  const lang = segments[0];
  if (lang === undefined || !isLanguagePrefix(lang)) return null;
  const target = targetOf(segments.slice(1), input);
  if (target === null) return null;
  const pathname = target.rest === '/' ? `/${lang}` : `/${lang}${target.rest}`;
  const query = new URLSearchParams(input.search);
  for (const [key, value] of Object.entries(target.query ?? {})) query.set(key, value);
  // S0 §2.4: platform_type is kept, and removed when the target is no route.
  if (!input.routeExists(pathname)) query.delete(PLATFORM_TYPE_PARAM);
  const search = query.toString();
  const status = target.status ?? 302;
  return {
    to: search === '' ? pathname : `${pathname}?${search}`,
    status,
    // S0 §2.2: the bonus/offer swap is a replace redirect; permanent moves replace too.
    replace: true,
    rule: target.rule,
  };
}

export interface PlatformProbe {
  /** navigator.platform (e.g. 'MacIntel'). */
  platform: string;
  /** navigator.maxTouchPoints. */
  maxTouchPoints: number;
  /** The current query: '' or '?…'. */
  search: string;
}

/**
 * S0 §2.4, S1 §2: a tablet reporting itself as a desktop Mac (iPad Safari says "MacIntel" but has
 * touch points) gets platform_type=mobile, unless platform_type is already set. Returns the new
 * query, or null when nothing changes.
 */
export function tabletPlatformSearch(probe: PlatformProbe): string | null {
  const query = new URLSearchParams(probe.search);
  if (query.has(PLATFORM_TYPE_PARAM)) return null;
  const reportsMac = /^Mac/i.test(probe.platform);
  if (!reportsMac || probe.maxTouchPoints <= 1) return null;
  query.set(PLATFORM_TYPE_PARAM, 'mobile');
  return `?${query.toString()}`;
}
