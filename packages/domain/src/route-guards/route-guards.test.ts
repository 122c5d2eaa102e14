import { describe, expect, it } from 'vitest';
import { runGuards } from './pipeline.ts';
import { keptQuery, targetHref } from './targets.ts';
import { PATHS, scenario, type Scenario } from './test-fixtures.ts';
import type { GuardDecision } from './types.ts';

/** A decision as one readable string: 'allow', '404 (guard)', '/en/x?… (guard)', 'modal m (guard)', 'external url (guard)'. */
function show(decision: GuardDecision): string {
  switch (decision.kind) {
    case 'allow':
      return 'allow';
    case 'not_found':
      return `404 (${decision.guard})`;
    case 'redirect':
      return `${targetHref(decision.to)} (${decision.guard})`;
    case 'modal':
      return `modal ${decision.modal} (${decision.guard})`;
    case 'external':
      return `external ${decision.url} (${decision.guard})`;
  }
}

/** The return-URL query value of a requested URL. */
const back = (url: string) => `returnUrl=${encodeURIComponent(url)}`;

const BAN_URL = 'https://ban.example/';

// [spec citation and case, scenario, expected decision]
const CASES: [string, Scenario, string][] = [
  // 1. Registration
  ['S0 §2.5.1: registration is 404 when isRegistrationAllowed is off', { route: 'registration', site: { isRegistrationAllowed: false } }, '404 (registration)'],
  ['S0 §2.5.1: registration is open when allowed', { route: 'registration' }, 'allow'],

  // 2. Identification
  ['S0 §2.5.2: identification is 404 without isShowIdentification', { route: 'identification', signedIn: true, site: { isShowIdentification: false } }, '404 (identification)'],
  ['S0 §2.5.2: identification is open with isShowIdentification', { route: 'identification', signedIn: true }, 'allow'],

  // 3. Payment
  ['S0 §2.5.3: payment is 404 when its availability flag is off', { route: 'payment-create', signedIn: true, site: { availableRoutes: { '120': false } } }, '404 (payment)'],
  ['S0 §2.5.3: payment is 404 when its availability flag is missing', { route: 'payment-create', signedIn: true, site: { availableRoutes: {} } }, '404 (payment)'],
  ['S0 §2.5.3: payment is open to a guest when sign-in is not configured', { route: 'payment-create' }, 'allow'],
  [
    'S0 §2.5.3: when configured, a guest is sent to sign in',
    { route: 'payment-create', site: { isPaymentForSignedInOnly: true } },
    `/en/user/login?${back('/en/office/payment/create-request')} (payment)`,
  ],
  ['S0 §2.5.3: when configured, a signed-in user pays', { route: 'payment-create', signedIn: true, site: { isPaymentForSignedInOnly: true } }, 'allow'],

  // 4. Access
  [
    'S0 §2.5.4, §1: a language hidden from guests is replaced, path and query kept',
    { route: 'casino', lang: 'kk', search: '?ref=p1&x=1', site: { hiddenLanguagesForGuests: ['kk'] } },
    '/ru/casino?ref=p1&x=1 (access)',
  ],
  ['S0 §2.5.4, §1: a signed-in user keeps a language hidden from guests', { route: 'casino', lang: 'kk', signedIn: true, site: { hiddenLanguagesForGuests: ['kk'] } }, 'allow'],
  [
    'S0 §2.5.4, §2.1: an unavailable default falls back to English',
    { route: 'casino', lang: 'kk', site: { hiddenLanguagesForGuests: ['kk', 'ru'] } },
    '/en/casino (access)',
  ],
  ['S0 §2.5.4, §2.1: an unprefixed path gets the default language', { route: 'casino', lang: null }, '/ru/casino (access)'],
  ['S0 §2.5.4: with no language offered at all the request is left alone', { route: 'casino', lang: 'kk', site: { availableLanguages: ['kk'], hiddenLanguagesForGuests: ['kk'] } }, 'allow'],
  ['S0 §2.5.4: a signed-in user on the login page goes home', { route: 'login', signedIn: true, search: '?ref=p1' }, '/en?ref=p1 (access)'],
  ['S0 §2.5.4: a signed-in user in the auth app (account area) goes to account', { route: 'authApp', signedIn: true }, '/en/office/account (access)'],
  ['S0 §2.5.4: a guest stays on guest pages', { route: 'login' }, 'allow'],
  [
    'S0 §2.5.4: a guest on a data-after-registration route goes to login, keeping the referral query',
    { route: 'fill-data', search: '?ref=p1&utm_x=1' },
    `/en/user/login?ref=p1&${back('/en/office/fill-data?ref=p1&utm_x=1')} (access)`,
  ],
  ['S0 §2.5.4: a user with isDataAfterRegistration enters the data route', { route: 'fill-data', signedIn: true, user: { isDataAfterRegistration: true } }, 'allow'],
  ['S0 §2.5.4: a user without isDataAfterRegistration is sent home', { route: 'fill-data', signedIn: true }, '/en (access)'],
  ['S0 §2.5.4: a user whose config is still loading is not refused', { route: 'fill-data', signedIn: true, user: null }, 'allow'],
  ['S0 §2.5.4: the need-for-identification route opens when identification is needed', { route: 'identify-now', signedIn: true, user: { is_need_identification: true } }, 'allow'],
  ['S0 §2.5.4: the need-for-identification route is refused otherwise', { route: 'identify-now', signedIn: true }, '/en (access)'],

  // 5. Recharge
  ['S0 §2.5.5: entering recharge from outside the family opens the modal', { route: 'recharge', signedIn: true, from: 'casino', site: { useRechargeModal: true } }, 'modal recharge (recharge)'],
  ['S0 §2.5.5: entering a recharge-family child from outside opens the modal', { route: 'recharge-card', signedIn: true, from: 'history', site: { useRechargeModal: true } }, 'modal recharge (recharge)'],
  ['S0 §2.5.5: moving inside the recharge family is not cancelled', { route: 'recharge', signedIn: true, from: 'recharge-card', site: { useRechargeModal: true } }, 'allow'],
  ['S0 §2.5.5: without useRechargeModal the page is used', { route: 'recharge', signedIn: true, from: 'casino' }, 'allow'],
  ['S0 §2.5.5: with no page to stay on (server, first load) the page is used', { route: 'recharge', signedIn: true, from: null, site: { useRechargeModal: true } }, 'allow'],
  [
    'S0 §2.5.5: a pending after-registration redirect shows the page',
    {
      route: 'recharge',
      signedIn: true,
      from: 'registration',
      afterAuthFrom: 'registration',
      site: { useRechargeModal: true, afterRegistrationAndLoginRedirectRoutesV2: [{ route_from: 'registration', route_to: 'recharge' }] },
    },
    'allow',
  ],
  [
    'S0 §2.5.5, §2.5.11: a guest gets no modal but is sent to sign in',
    { route: 'recharge', from: 'casino', site: { useRechargeModal: true } },
    `/en/auth?${back('/en/office/recharge')} (authorisation)`,
  ],

  // 6. Feature flags
  ['S0 §2.5.6: the rules section is 404 unless availableRoutes 47 is on', { route: 'rules', site: { availableRoutes: { '47': false, '72': true } } }, '404 (featureFlags)'],
  ['S0 §2.5.6: the rules section is open with availableRoutes 47', { route: 'rules' }, 'allow'],
  ['S0 §2.5.6: a path containing a forbidden fragment is 404', { route: 'casino', site: { forbiddenPathFragments: ['asin'] } }, '404 (featureFlags)'],
  ['S0 §2.5.6: an empty forbidden fragment matches nothing', { route: 'casino', site: { forbiddenPathFragments: [''] } }, 'allow'],
  ['S0 §2.5.6: the statistics popup is 404 without its flag', { route: 'statisticpopup', site: { isStatisticsPopupEnabled: false } }, '404 (featureFlags)'],
  ['S0 §2.5.6: the statistics popup is 404 when the flag is not configured', { route: 'statisticpopup', site: { isStatisticsPopupEnabled: undefined } }, '404 (featureFlags)'],
  ['S0 §2.5.6: the statistics popup opens with its flag', { route: 'statisticpopup' }, 'allow'],
  ['S0 §2.5.6: a feature route is 404 unless the feature is enabled', { route: 'betting-calculator', site: { enabledFeatures: { bettingCalculator: false } } }, '404 (featureFlags)'],
  ['S0 §2.5.6: a feature route is 404 when the feature is unknown', { route: 'betting-calculator', site: { enabledFeatures: {} } }, '404 (featureFlags)'],
  ['S0 §2.5.6: a feature route opens when enabled', { route: 'betting-calculator' }, 'allow'],

  // 7. Ban
  ['S0 §2.5.7, §4.5: a banned user is sent to the external page', { route: 'casino', signedIn: true, user: { ban_level: 10 } }, `external ${BAN_URL} (ban)`],
  ['S0 §2.5.7, §4.4: ban level 0 is not banned', { route: 'casino', signedIn: true, user: { ban_level: 0 } }, 'allow'],
  ['S0 §2.5.7, §4.5: a route allowed when banned stays open', { route: 'support', signedIn: true, user: { ban_level: 10 } }, 'allow'],
  ['S0 §2.5.7, §4.5, §9: deduce at ban level 53 with ban version 1 is allowed', { route: 'deduce', signedIn: true, user: { ban_level: 53, ban_version: 1 } }, 'allow'],
  ['S0 §2.5.7, §4.5, §9: deduce at ban level 45 with ban version 1 is refused', { route: 'deduce', signedIn: true, user: { ban_level: 45, ban_version: 1 } }, `external ${BAN_URL} (ban)`],
  ['S0 §2.5.7, §4.5, §9: deduce at ban level 45 with another ban version is allowed', { route: 'deduce', signedIn: true, user: { ban_level: 45, ban_version: 2 } }, 'allow'],
  ['S0 §2.5.7, §4.5, §9: deduce at ban level 53 with another ban version is refused', { route: 'deduce', signedIn: true, user: { ban_level: 53, ban_version: 2 } }, `external ${BAN_URL} (ban)`],
  ['S0 §2.5.7, §4.5: deduce is open to a user who is not banned', { route: 'deduce', signedIn: true }, 'allow'],
  ['S0 §2.5.7, §4.5: without a configured page a banned user goes to the block page', { route: 'casino', signedIn: true, user: { ban_level: 10 }, site: { banRedirectUrl: undefined } }, '/en/block (ban)'],
  [
    'S0 §2.5.7, §4.5: without a page or a block route a banned user gets 404, never the page',
    { route: 'casino', signedIn: true, user: { ban_level: 10 }, site: { banRedirectUrl: undefined }, paths: { ...PATHS, block: undefined as unknown as string } },
    '404 (ban)',
  ],
  ['S0 §2.5.7, §4.5: a restricted route sends a user who is not banned home', { route: 'block-appeal-history', signedIn: true, search: '?ref=p1' }, '/en?ref=p1 (ban)'],
  ['S0 §2.5.7, §4.5: a restricted route sends a guest home', { route: 'block-appeal-history' }, '/en (ban)'],
  ['S0 §2.5.7, §4.5: a banned user stays on a restricted route allowed when banned', { route: 'block-appeal-history', signedIn: true, user: { ban_level: 10 } }, 'allow'],
  ['S0 §2.5.7: a signed-in user whose config is still loading is not sent away', { route: 'casino', signedIn: true, user: null }, 'allow'],

  // 8. Terms
  ['S0 §2.5.8, §4.6: changed terms send a signed-in user to confirm-terms', { route: 'casino', signedIn: true, termsChanged: true, search: '?ref=p1' }, `/en/confirm-terms?ref=p1&${back('/en/casino?ref=p1')} (terms)`],
  ['S0 §2.5.8, §4.6: already on confirm-terms, the user stays', { route: 'confirm-terms', signedIn: true, termsChanged: true }, 'allow'],
  ['S0 §2.5.8, §4.6: with the feature off changed terms are not forced', { route: 'casino', signedIn: true, termsChanged: true, site: { isAvailableConfirmTerms: false } }, 'allow'],
  ['S0 §2.5.8, §4.6: confirm-terms is left for the root when terms are not changed', { route: 'confirm-terms', signedIn: true }, '/en (terms)'],
  ['S0 §2.5.8, §4.6: a guest is not sent to confirm terms', { route: 'casino', termsChanged: true }, 'allow'],

  // 9. Identification blocker
  ['S0 §2.5.9: identification required, modal mode, on a client navigation: the modal', { route: 'casino', signedIn: true, from: 'home', user: { is_need_identification: true } }, 'modal identification (identificationBlocker)'],
  [
    'S0 §2.5.9: modal mode with no page to stay on (server): the identification page',
    { route: 'casino', signedIn: true, user: { is_need_identification: true } },
    `/en/office/identification?${back('/en/casino')} (identificationBlocker)`,
  ],
  [
    'S0 §2.5.9: page mode: the identification page, keeping the referral query',
    { route: 'casino', signedIn: true, from: 'home', search: '?ref=p1', user: { is_need_identification: true }, site: { identificationBlockerMode: 'page' } },
    `/en/office/identification?ref=p1&${back('/en/casino?ref=p1')} (identificationBlocker)`,
  ],
  ['S0 §2.5.9: an exempt route is not blocked', { route: 'support', signedIn: true, from: 'home', user: { is_need_identification: true } }, 'allow'],
  ['S0 §2.5.9: the identification page itself is not blocked', { route: 'identification', signedIn: true, user: { is_need_identification: true }, site: { identificationBlockerMode: 'page' } }, 'allow'],
  ['S0 §2.5.9, §4.6: confirm-terms is not blocked (no loop with the terms guard)', { route: 'confirm-terms', signedIn: true, termsChanged: true, user: { is_need_identification: true } }, 'allow'],
  ['S0 §2.5.9, §4.5: a banned user is left to the ban guard (no bounce between block and identification)', { route: 'block', signedIn: true, user: { ban_level: 10, is_need_identification: true }, site: { banRedirectUrl: undefined } }, 'allow'],
  ['S0 §2.5.9: no identification needed, no blocker', { route: 'casino', signedIn: true, from: 'home' }, 'allow'],
  ['S0 §2.5.9, §2.5.2: identification switched off, no blocker', { route: 'casino', signedIn: true, from: 'home', user: { is_need_identification: true }, site: { isShowIdentification: false } }, 'allow'],
  [
    'S0 §2.5.9: without an identification route the client still gets the modal',
    { route: 'casino', signedIn: true, from: 'home', user: { is_need_identification: true }, site: { identificationBlockerMode: 'page' }, paths: { ...PATHS, identification: undefined as unknown as string } },
    'modal identification (identificationBlocker)',
  ],

  // 10. After login or registration
  [
    'S0 §2.5.10: after registering on route_from, the user goes to route_to, keeping the referral query',
    { route: 'casino', signedIn: true, search: '?ref=p1', afterAuthFrom: 'registration', site: { afterRegistrationAndLoginRedirectRoutesV2: [{ route_from: 'registration', route_to: 'recharge' }] } },
    '/en/office/recharge?ref=p1 (afterAuthRedirect)',
  ],
  ['S0 §2.5.10: coming from another route, no redirect', { route: 'casino', signedIn: true, afterAuthFrom: 'login', site: { afterRegistrationAndLoginRedirectRoutesV2: [{ route_from: 'registration', route_to: 'recharge' }] } }, 'allow'],
  ['S0 §2.5.10: a route_to that does not exist is ignored', { route: 'casino', signedIn: true, afterAuthFrom: 'registration', site: { afterRegistrationAndLoginRedirectRoutesV2: [{ route_from: 'registration', route_to: 'nowhere' }] } }, 'allow'],
  ['S0 §2.5.10: already on route_to, no redirect', { route: 'recharge', signedIn: true, afterAuthFrom: 'registration', site: { afterRegistrationAndLoginRedirectRoutesV2: [{ route_from: 'registration', route_to: 'recharge' }] } }, 'allow'],
  ['S0 §2.5.9, §2.5.10: a player held on the identification page stays there (no bounce home and back)', { route: 'identification', signedIn: true, afterAuthFrom: 'registration', user: { is_need_identification: true }, site: { afterRegistrationAndLoginRedirectRoutesV2: [{ route_from: 'registration', route_to: 'home' }] } }, 'allow'],
  ['S0 §2.5.10: a pair leading to a guest-only page is ignored (the player would bounce back)', { route: 'casino', signedIn: true, afterAuthFrom: 'registration', site: { afterRegistrationAndLoginRedirectRoutesV2: [{ route_from: 'registration', route_to: 'login' }] } }, 'allow'],
  ['S0 §2.5.10: only the navigation right after sign-in redirects', { route: 'casino', signedIn: true, site: { afterRegistrationAndLoginRedirectRoutesV2: [{ route_from: 'registration', route_to: 'recharge' }] } }, 'allow'],

  // 11. Authorisation
  ['S0 §2.5.11, §2.5.4: a guest on an office page goes to authApp with the return URL and referral query', { route: 'history', search: '?ref=p1' }, `/en/auth?ref=p1&${back('/en/office/history?ref=p1')} (authorisation)`],
  ['S0 §2.5.11, §2.5.4: a guest on a casino personal page goes to login (availableRoutes 72)', { route: 'my-casino-favorites' }, `/en/user/login?${back('/en/my-casino/favorites')} (authorisation)`],
  ['S0 §2.5.11, §2.5.4: without availableRoutes 72, home keeping the referral query', { route: 'my-casino-favorites', search: '?ref=p1', site: { availableRoutes: { '47': true } } }, '/en?ref=p1 (authorisation)'],
  ['S0 §2.5.11, §2.5.4: without a login route, home', { route: 'my-casino-favorites', paths: { ...PATHS, login: undefined as unknown as string } }, '/en (authorisation)'],
  ['S0 §2.5.11, §2.5.4: without an authApp route, the account area falls back to login', { route: 'history', paths: { ...PATHS, authApp: undefined as unknown as string } }, `/en/user/login?${back('/en/office/history')} (authorisation)`],
  ['S0 §2.5.11: a guest on the confirm page goes to login', { route: 'confirm-terms' }, `/en/user/login?${back('/en/confirm-terms')} (authorisation)`],
  ['S0 §2.5.11: a signed-in user enters office pages', { route: 'history', signedIn: true }, 'allow'],

  // Order of the pipeline
  ['S0 §2.5 order: ban (7) before terms (8)', { route: 'casino', signedIn: true, termsChanged: true, user: { ban_level: 10 } }, `external ${BAN_URL} (ban)`],
  ['S0 §2.5 order: feature flags (6) before authorisation (11)', { route: 'rules', site: { availableRoutes: { '72': true } } }, '404 (featureFlags)'],
  [
    'S0 §2.5 order: terms (8) before the after-login redirect (10)',
    { route: 'casino', signedIn: true, termsChanged: true, afterAuthFrom: 'registration', site: { afterRegistrationAndLoginRedirectRoutesV2: [{ route_from: 'registration', route_to: 'recharge' }] } },
    `/en/confirm-terms?${back('/en/casino')} (terms)`,
  ],
  ['S0 §2.5 order: terms (8) before the identification blocker (9)', { route: 'casino', signedIn: true, termsChanged: true, from: 'home', user: { is_need_identification: true } }, `/en/confirm-terms?${back('/en/casino')} (terms)`],
  ['S0 §2.5 order: language (4) before authorisation (11)', { route: 'history', lang: 'kk', site: { hiddenLanguagesForGuests: ['kk'] } }, '/ru/office/history (access)'],
  ['S0 §2.5: an ordinary page for a guest is allowed', { route: 'casino' }, 'allow'],
];

describe('route guards (S0 §2.5), one decision per case', () => {
  it.each(CASES)('%s', (_name, s, expected) => {
    expect(show(runGuards(scenario(s)))).toBe(expected);
  });
});

describe('self-redirects', () => {
  it('S0 §2.5: a route table that sends a route to itself gives 404, not a loop', () => {
    // The restricted guard sends home; here home itself is restricted.
    const input = scenario({ route: 'casino' });
    const decision = runGuards({ ...input, route: { ...input.route, name: 'home', restricted: true }, nav: { ...input.nav, pathname: '/en' } });
    expect(show(decision)).toBe('404 (ban)');
  });
});

describe('keptQuery', () => {
  it.each([
    ['', ''],
    ['?x=1', ''],
    ['?ref=p1&x=1&btag=b&platform_type=mobile', '?ref=p1&btag=b&platform_type=mobile'],
    ['?returnUrl=%2Fen&ref=a%20b', '?ref=a+b'],
  ])('S1 §7, S0 §2.4: %s keeps %s', (search, kept) => {
    expect(keptQuery(search)).toBe(kept);
  });
});
