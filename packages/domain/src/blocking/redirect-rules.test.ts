import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_HOPS, redirectRuleProblem, resolveRedirect, splitRequestUrl, type RedirectRule } from './redirect-rules.ts';

let nextId = 1;
function rule(overrides: Partial<RedirectRule> & Pick<RedirectRule, 'from' | 'to'>): RedirectRule {
  return { id: nextId++, matchKind: 'exact', code: 302, languageAware: true, enabled: true, priority: 0, reason: '', ...overrides };
}

describe('redirect-light resolution (S0 §7 redirect check, S1 §3 redirect response)', () => {
  it('S1 §3: no rule matches: redirect false, code and url null, empty reasons and breadcrumbs', () => {
    expect(resolveRedirect([rule({ from: '/promo', to: '/promotions' })], '/en/live')).toEqual({
      redirect: false,
      code: null,
      url: null,
      reasons: [],
      breadcrumbs: [],
      problem: null,
    });
  });

  it('S1 §3: an exact language-aware rule keeps the language prefix (S0 §2.1) and the query; answers code, url, reasons, breadcrumbs', () => {
    const rules = [rule({ from: '/promo', to: '/promotions', code: 301, reason: 'promo moved' })];
    expect(resolveRedirect(rules, '/ru/promo?ref=5')).toEqual({
      redirect: true,
      code: 301,
      url: '/ru/promotions?ref=5',
      reasons: ['promo moved'],
      breadcrumbs: ['/ru/promo?ref=5', '/ru/promotions?ref=5'],
      problem: null,
    });
    // Trailing slash and an absolute URL of the page are the same path.
    expect(resolveRedirect(rules, 'https://wager.example/en/promo/')?.url).toBe('/en/promotions');
    // Exact means exact: a sub-path is not caught.
    expect(resolveRedirect(rules, '/en/promo/x').redirect).toBe(false);
  });

  it('a prefix rule moves a whole section on a / boundary, keeping the rest of the path', () => {
    const rules = [rule({ matchKind: 'prefix', from: '/allgamesentrance', to: '/games', code: 301 })];
    expect(resolveRedirect(rules, '/en/allgamesentrance/crash/aviator').url).toBe('/en/games/crash/aviator');
    expect(resolveRedirect(rules, '/en/allgamesentrance').url).toBe('/en/games');
    expect(resolveRedirect(rules, '/en/allgamesentrances').redirect).toBe(false);
  });

  it('a rule that is not language-aware matches the full path and its target is taken as written', () => {
    const rules = [rule({ from: '/en/old-offer', to: '/en/promotions', languageAware: false })];
    expect(resolveRedirect(rules, '/en/old-offer').url).toBe('/en/promotions');
    expect(resolveRedirect(rules, '/ru/old-offer').redirect).toBe(false);
  });

  it('a rule written with non-ASCII or dot segments matches the percent-encoded path the browser sends', () => {
    const rules = [rule({ from: '/акции', to: '/promotions' }), rule({ matchKind: 'prefix', from: '/old/../legacy', to: '/new' })];
    expect(resolveRedirect(rules, '/ru/%D0%B0%D0%BA%D1%86%D0%B8%D0%B8').url).toBe('/ru/promotions');
    expect(resolveRedirect(rules, '/ru/акции').url).toBe('/ru/promotions');
    expect(resolveRedirect(rules, '/en/legacy/x').url).toBe('/en/new/x');
  });

  it("the target's own query wins over the request's parameter of the same name", () => {
    const rules = [rule({ from: '/a', to: '/b?tab=2' })];
    expect(resolveRedirect(rules, '/en/a?tab=1&ref=9').url).toBe('/en/b?tab=2&ref=9');
  });

  it('S0 §8: an external target (navigated through window location) ends the chain; no path or query is handed over', () => {
    const rules = [rule({ matchKind: 'prefix', from: '/partner', to: 'https://partner.example/landing', code: 302 })];
    expect(resolveRedirect(rules, '/en/partner/x?token=secret')).toMatchObject({ redirect: true, code: 302, url: 'https://partner.example/landing' });
  });

  it('a chain is followed to its end; 301 only when every hop is permanent', () => {
    const rules = [rule({ from: '/a', to: '/b', code: 301, reason: 'a→b' }), rule({ from: '/b', to: '/c', code: 302, reason: 'b→c' })];
    expect(resolveRedirect(rules, '/en/a')).toEqual({
      redirect: true,
      code: 302,
      url: '/en/c',
      reasons: ['a→b', 'b→c'],
      breadcrumbs: ['/en/a', '/en/b', '/en/c'],
      problem: null,
    });
    const permanent = rules.map((r) => ({ ...r, code: 301 as const }));
    expect(resolveRedirect(permanent, '/en/a').code).toBe(301);
  });

  it('S0 §8: a cyclic redirect is detected: no redirect, the chain in the breadcrumbs, the cycle in the reasons', () => {
    const rules = [rule({ from: '/a', to: '/b', reason: 'a→b' }), rule({ from: '/b', to: '/c', reason: 'b→c' }), rule({ from: '/c', to: '/a/', reason: 'c→a' })];
    const result = resolveRedirect(rules, '/en/a');
    expect(result).toMatchObject({ redirect: false, code: null, url: null, problem: 'cycle' });
    expect(result.breadcrumbs).toEqual(['/en/a', '/en/b', '/en/c', '/en/a']);
    expect(result.reasons.slice(0, 3)).toEqual(['a→b', 'b→c', 'c→a']);
    expect(result.reasons[3]).toBe('cyclic redirect: /en/a → /en/b → /en/c → /en/a');
  });

  it('S0 §8: a chain entering a cycle further on is a cycle too', () => {
    const rules = [rule({ from: '/start', to: '/x' }), rule({ from: '/x', to: '/y' }), rule({ from: '/y', to: '/x' })];
    expect(resolveRedirect(rules, '/start').problem).toBe('cycle');
  });

  it(`a chain longer than ${MAX_REDIRECT_HOPS} hops is cut: no redirect`, () => {
    const rules = Array.from({ length: MAX_REDIRECT_HOPS + 1 }, (_, i) => rule({ from: `/p${i}`, to: `/p${i + 1}` }));
    expect(resolveRedirect(rules, '/p0').problem).toBe('too_many_hops');
    expect(resolveRedirect(rules, '/p1')).toMatchObject({ redirect: true, url: `/p${MAX_REDIRECT_HOPS + 1}` });
  });

  it('a prefix rule that redirects into itself grows the path forever: cut, never followed', () => {
    const rules = [rule({ matchKind: 'prefix', from: '/a', to: '/a/b' })];
    expect(resolveRedirect(rules, '/en/a/x').problem).toBe('too_many_hops');
  });

  it('order: priority, then exact before prefix, then the longer prefix, then the oldest rule', () => {
    const prefix = rule({ matchKind: 'prefix', from: '/casino', to: '/slots' });
    const longer = rule({ matchKind: 'prefix', from: '/casino/live', to: '/live-casino' });
    const exact = rule({ from: '/casino/live/roulette', to: '/roulette' });
    expect(resolveRedirect([prefix, longer, exact], '/casino/live/roulette').url).toBe('/roulette');
    expect(resolveRedirect([prefix, longer, exact], '/casino/live/x').url).toBe('/live-casino/x');
    expect(resolveRedirect([prefix, longer, exact], '/casino/x').url).toBe('/slots/x');
    const boosted = { ...prefix, priority: 10 };
    expect(resolveRedirect([boosted, longer, exact], '/casino/live/roulette').url).toBe('/slots/live/roulette');
    const twin = rule({ from: '/casino/live/roulette', to: '/other' });
    expect(resolveRedirect([twin, exact], '/casino/live/roulette').url).toBe('/roulette');
  });

  it('switched-off rules never match; nonsense URLs are no redirect', () => {
    expect(resolveRedirect([rule({ from: '/a', to: '/b', enabled: false })], '/a').redirect).toBe(false);
    for (const url of ['', 'a', '//evil.example/a', 'javascript:alert(1)', '/\\evil']) expect(resolveRedirect([rule({ from: '/a', to: '/b' })], url).redirect).toBe(false);
  });

  it('splitRequestUrl: a path or an http(s) URL; the hash is dropped', () => {
    expect(splitRequestUrl('/en/live?x=1#top')).toEqual({ pathname: '/en/live', search: '?x=1' });
    expect(splitRequestUrl('https://wager.example/en?x=1')).toEqual({ pathname: '/en', search: '?x=1' });
    expect(splitRequestUrl('ftp://x/y')).toBeNull();
  });
});

describe('operator validation of redirect rules', () => {
  const draft = { matchKind: 'exact' as const, from: '/a', to: '/b', code: 302 as const, languageAware: true };
  it('accepts internal paths and absolute http(s) URLs', () => {
    expect(redirectRuleProblem(draft)).toBeNull();
    expect(redirectRuleProblem({ ...draft, to: '/b?tab=1' })).toBeNull();
    expect(redirectRuleProblem({ ...draft, to: 'https://partner.example/x' })).toBeNull();
  });
  it.each([
    [{ matchKind: 'regex' as never }, /no regular expressions/],
    [{ code: 307 as never }, /301 or 302/],
    [{ from: 'a' }, /from is a path/],
    [{ from: '//a' }, /from is a path/],
    [{ from: '/a?x=1' }, /from is a path/],
    [{ to: '//evil.example' }, /internal path/],
    [{ to: 'javascript:alert(1)' }, /internal path/],
    [{ to: '/b c' }, /no spaces/],
    [{ to: '/a/' }, /to itself/],
    [{ to: '/a?x=1' }, /to itself/],
    [{ matchKind: 'prefix' as const, to: '/a/b' }, /own prefix/],
    [{ matchKind: 'prefix' as const, from: '/', to: '/home' }, /own prefix/],
  ])('refuses %j', (overrides, message) => {
    expect(redirectRuleProblem({ ...draft, ...overrides })).toMatch(message);
  });
});

describe('redirect resolution properties', () => {
  const segment = fc.constantFrom('a', 'b', 'c', 'd');
  const path = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
  const ruleArb = fc.record({
    matchKind: fc.constantFrom('exact' as const, 'prefix' as const),
    from: path,
    to: fc.oneof({ weight: 5, arbitrary: path }, { weight: 1, arbitrary: fc.constant('https://elsewhere.example/') }),
    code: fc.constantFrom(301 as const, 302 as const),
    languageAware: fc.boolean(),
    enabled: fc.boolean(),
    priority: fc.integer({ min: 0, max: 2 }),
  });
  const rulesArb = fc.array(ruleArb, { maxLength: 8 }).map((drafts) => drafts.map((d, i): RedirectRule => ({ ...d, id: i + 1, reason: `r${i + 1}` })));
  const request = fc.tuple(fc.constantFrom('', '/en', '/ru'), path).map(([lng, p]) => `${lng}${p}`);

  it('never loops: whatever the rules, an answered redirect is a fixed point (asking again gives no redirect)', () => {
    fc.assert(
      fc.property(rulesArb, request, (rules, url) => {
        const result = resolveRedirect(rules, url);
        if (!result.redirect) return;
        expect(result.url).not.toBeNull();
        expect(result.breadcrumbs.length).toBeLessThanOrEqual(MAX_REDIRECT_HOPS + 1);
        if (result.url!.startsWith('https://')) return;
        expect(resolveRedirect(rules, result.url!).redirect).toBe(false);
        // Never back to where the visitor is.
        expect(result.url!.split('?')[0]).not.toBe(url);
      }),
      { numRuns: 3000 },
    );
  });

  it('the breadcrumbs are the chain: they start at the request, end at the answer, one reason per hop', () => {
    fc.assert(
      fc.property(rulesArb, request, (rules, url) => {
        const result = resolveRedirect(rules, url);
        if (result.breadcrumbs.length === 0) {
          expect(result.redirect).toBe(false);
          return;
        }
        expect(result.breadcrumbs[0]).toBe(url);
        if (result.redirect) {
          expect(result.breadcrumbs.at(-1)).toBe(result.url);
          expect(result.reasons.length).toBe(result.breadcrumbs.length - 1);
        } else {
          expect(result.problem).not.toBeNull();
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('rules the operator may store (redirectRuleProblem null) still never loop in combination', () => {
    fc.assert(
      fc.property(rulesArb, request, (rules, url) => {
        const allowed = rules.filter((r) => redirectRuleProblem(r) === null);
        const result = resolveRedirect(allowed, url);
        if (result.redirect && !result.url!.startsWith('https://')) expect(resolveRedirect(allowed, result.url!).redirect).toBe(false);
      }),
    );
  });
});
