import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { languagesOffered, splitLanguagePrefix } from '../language.ts';
import { runGuards } from './pipeline.ts';
import { KEPT_QUERY_PARAMS } from './targets.ts';
import { ROUTES, ROUTE_NAMES, scenario, type Scenario } from './test-fixtures.ts';
import type { GuardInput, GuardName, GuardSiteConfig, GuardUserConfig, RouteMeta } from './types.ts';

const routeName = fc.constantFrom(...ROUTE_NAMES);
const LANGS = ['en', 'ru', 'kk'];

// Referral values with characters that need encoding, beside an unrelated param.
const search = fc
  .record(
    { ref: fc.string({ maxLength: 6 }), btag: fc.string({ maxLength: 4 }), platform_type: fc.constantFrom('mobile', 'desktop'), other: fc.string({ maxLength: 4 }) },
    { requiredKeys: [] },
  )
  .map((params) => {
    const query = new URLSearchParams(params as Record<string, string>).toString();
    return query === '' ? '' : `?${query}`;
  });

const site: fc.Arbitrary<Partial<GuardSiteConfig>> = fc.record({
  isRegistrationAllowed: fc.boolean(),
  isShowIdentification: fc.boolean(),
  isAvailableConfirmTerms: fc.boolean(),
  useRechargeModal: fc.boolean(),
  availableRoutes: fc.record({ '47': fc.boolean(), '72': fc.boolean(), '120': fc.boolean() }, { requiredKeys: [] }),
  afterRegistrationAndLoginRedirectRoutesV2: fc.array(
    fc.record({ route_from: routeName, route_to: fc.oneof(routeName, fc.constant('nowhere')) }),
    { maxLength: 3 },
  ),
  defaultLanguage: fc.constantFrom('ru', 'en', 'kk', 'de'),
  availableLanguages: fc.subarray(LANGS, { minLength: 1 }),
  hiddenLanguagesForGuests: fc.subarray(LANGS),
  isPaymentForSignedInOnly: fc.boolean(),
  forbiddenPathFragments: fc.subarray(['asin', '/office/his', '', 'zzz']),
  isStatisticsPopupEnabled: fc.option(fc.boolean(), { nil: undefined }),
  enabledFeatures: fc.record({ bettingCalculator: fc.boolean() }, { requiredKeys: [] }),
  banRedirectUrl: fc.option(fc.constant('https://ban.example/'), { nil: undefined }),
  identificationBlockerMode: fc.constantFrom('modal' as const, 'page' as const, undefined),
});

const user: fc.Arbitrary<GuardUserConfig> = fc.record({
  ban_level: fc.constantFrom(0, 1, 10, 45, 53),
  ban_version: fc.constantFrom(1, 2),
  is_need_identification: fc.boolean(),
  isDataAfterRegistration: fc.boolean(),
});

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  route: routeName,
  lang: fc.constantFrom<string | null>('en', 'ru', 'kk', 'xx', null),
  search,
  signedIn: fc.boolean(),
  termsChanged: fc.boolean(),
  user: fc.option(user, { nil: null }),
  site,
  from: fc.option(routeName, { nil: null }),
  afterAuthFrom: fc.option(routeName, { nil: null }),
});

// Any combination of flags, not only the fixture table's, for the properties that must hold for every table.
const anyMeta = (name: string): fc.Arbitrary<RouteMeta> =>
  fc.record(
    {
      name: fc.constant(name),
      requiresAuth: fc.boolean(),
      guestOnly: fc.boolean(),
      accountArea: fc.boolean(),
      gatedBy: fc.constantFrom('registration' as const, 'identification' as const, 'rulesSection' as const, 'statisticsPopup' as const, undefined),
      onlyForUserFlag: fc.constantFrom('is_need_identification' as const, 'isDataAfterRegistration' as const, undefined),
      paymentFlagId: fc.constantFrom('120', '999', undefined),
      featureId: fc.constantFrom('bettingCalculator', undefined),
      ban: fc.record({ allowedWhenBanned: fc.boolean(), deduce: fc.boolean() }, { requiredKeys: [] }),
      restricted: fc.boolean(),
      rechargeFamily: fc.boolean(),
      identificationExempt: fc.boolean(),
    },
    { requiredKeys: ['name'] },
  );

/** A scenario whose route carries arbitrary flags. */
const anyInput: fc.Arbitrary<GuardInput> = scenarioArb.chain((s) =>
  anyMeta(s.route).map((route) => ({ ...scenario(s), route })),
);

const queryValue = (searchText: string, key: string) => new URLSearchParams(searchText).get(key);

describe('route guard properties (S0 §2.5)', () => {
  it('the pipeline is deterministic and does not change its input', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const copy = structuredClone(input);
        const first = runGuards(input);
        expect(input).toEqual(copy);
        expect(runGuards(copy)).toEqual(first);
      }),
    );
  });

  it('S0 §2.5: a decision never redirects to the requested path (no self-redirect loop)', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const decision = runGuards(input);
        if (decision.kind === 'redirect') expect(decision.to.pathname).not.toBe(input.nav.pathname);
      }),
    );
  });

  it('S0 §2.1, §2.5.4: redirects keep the language prefix (the language check changes only the prefix) and the referral query', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const decision = runGuards(input);
        if (decision.kind !== 'redirect') return;
        for (const key of KEPT_QUERY_PARAMS) {
          expect(queryValue(decision.to.search, key)).toBe(queryValue(input.nav.search, key));
        }
        const from = splitLanguagePrefix(input.nav.pathname);
        const to = splitLanguagePrefix(decision.to.pathname);
        expect(to.prefix).not.toBeNull();
        const offered = languagesOffered(input.site.availableLanguages, input.site.hiddenLanguagesForGuests, input.auth.isSignedIn);
        if (from.prefix === null || to.prefix === from.prefix) return;
        // Only the language check moves to another prefix: same page, an offered language.
        expect(decision.guard).toBe('access');
        expect(to.rest).toBe(from.rest);
        expect(offered).toContain(to.prefix);
      }),
    );
  });

  it('S0 §2.5: with no page to stay on (the server) the decision is never a modal', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(runGuards({ ...input, nav: { ...input.nav, from: null } }).kind).not.toBe('modal');
      }),
    );
  });

  it('S0 §2.5: a route allowed to a guest stays allowed once signed in, unless ban, terms, identification or recharge applies', () => {
    const userGuards: readonly GuardName[] = ['ban', 'terms', 'identificationBlocker', 'recharge'];
    fc.assert(
      fc.property(anyInput, user, fc.boolean(), (anyRoute, config, termsChanged) => {
        // Guest-only routes are meant to send a signed-in user away, and the flags that refuse guests
        // would make the premise rare; the after-sign-in redirect is its own guard.
        const route = { ...anyRoute.route, guestOnly: false, requiresAuth: false, onlyForUserFlag: undefined, restricted: false };
        const input = { ...anyRoute, route };
        // With every language hidden from guests their language check has nothing to offer and lets the path through.
        fc.pre(languagesOffered(input.site.availableLanguages, input.site.hiddenLanguagesForGuests, false).length > 0);
        const nav = { ...input.nav, afterAuth: null };
        const guest = runGuards({ ...input, nav, auth: { isSignedIn: false, isUserTermsChanged: false }, user: null });
        fc.pre(guest.kind === 'allow');
        const signedIn = runGuards({ ...input, nav, auth: { isSignedIn: true, isUserTermsChanged: termsChanged }, user: config });
        if (signedIn.kind !== 'allow') expect(userGuards).toContain(signedIn.guard);
      }),
    );
  });

  it('S0 §2.5: following the redirects of the route table ends within a few steps, never in a cycle', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        let input = scenario(s);
        const seen = new Set<string>([input.nav.pathname]);
        for (let step = 0; step < 5; step += 1) {
          const decision = runGuards(input);
          if (decision.kind !== 'redirect') return;
          const route = ROUTES[decision.to.name];
          expect(route, `redirect to unknown route ${decision.to.name}`).toBeDefined();
          expect(seen.has(decision.to.pathname), `cycle through ${decision.to.pathname}`).toBe(false);
          seen.add(decision.to.pathname);
          // The redirected request is a new one: same visitor, the after-sign-in redirect is used up.
          input = { ...input, route: route as RouteMeta, nav: { ...input.nav, pathname: decision.to.pathname, search: decision.to.search, afterAuth: null } };
        }
        expect.fail(`more than 5 redirects from ${s.route}`);
      }),
      { numRuns: 5000 },
    );
  });
});
