import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockRuleProblem, matchBlockRule, userAgentMatches, type BlockRequest, type BlockRule } from './block-rules.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
let nextId = 1;
function rule(overrides: Partial<BlockRule>): BlockRule {
  return {
    id: nextId++,
    reasonCode: 1,
    kind: 'all',
    value: '',
    audience: 'both',
    startsAtMs: null,
    endsAtMs: null,
    enabled: true,
    priority: 0,
    displayTypeId: null,
    templateTypeId: null,
    ...overrides,
  };
}
const request = (overrides: Partial<BlockRequest> = {}): BlockRequest => ({
  country: null,
  ip: '198.51.100.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  signedIn: false,
  nowMs: NOW,
  ...overrides,
});

describe('block rule matching (S0 §4.5)', () => {
  it('no rules, or only switched-off rules: nobody is blocked', () => {
    expect(matchBlockRule([], request())).toBeNull();
    expect(matchBlockRule([rule({ enabled: false })], request())).toBeNull();
  });

  it('by country (from the trusted header), case-insensitively; an unknown country matches no country rule', () => {
    const rules = [rule({ kind: 'country', value: 'GB', reasonCode: 2 })];
    expect(matchBlockRule(rules, request({ country: 'gb' }))?.reasonCode).toBe(2);
    expect(matchBlockRule(rules, request({ country: 'FR' }))).toBeNull();
    expect(matchBlockRule(rules, request({ country: null }))).toBeNull();
  });

  it('by IP range, IPv4 and IPv6', () => {
    const rules = [rule({ kind: 'ip_range', value: '203.0.113.0/24', reasonCode: 3 }), rule({ kind: 'ip_range', value: '2001:db8::/32', reasonCode: 5 })];
    expect(matchBlockRule(rules, request({ ip: '203.0.113.200' }))?.reasonCode).toBe(3);
    expect(matchBlockRule(rules, request({ ip: '::ffff:203.0.113.200' }))?.reasonCode).toBe(3);
    expect(matchBlockRule(rules, request({ ip: '2001:db8:1::5' }))?.reasonCode).toBe(5);
    expect(matchBlockRule(rules, request({ ip: '203.0.114.1' }))).toBeNull();
    expect(matchBlockRule(rules, request({ ip: null }))).toBeNull();
  });

  it('S0 §4.5: reason 17 (block-ie) by user agent substring; 13 (block-ua) by a wildcard pattern', () => {
    const rules = [rule({ kind: 'user_agent', value: 'MSIE ', reasonCode: 17 }), rule({ kind: 'user_agent', value: 'curl/*', reasonCode: 13 })];
    expect(matchBlockRule(rules, request({ userAgent: 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)' }))?.reasonCode).toBe(17);
    expect(matchBlockRule(rules, request({ userAgent: 'curl/8.5.0' }))?.reasonCode).toBe(13);
    // A pattern covers the whole header: 'curl/*' does not catch 'libcurl/8' in the middle of one.
    expect(matchBlockRule(rules, request({ userAgent: 'python libcurl/8' }))).toBeNull();
    expect(matchBlockRule(rules, request({ userAgent: null }))).toBeNull();
  });

  it('S0 §4.5: reason 4 (site-updates) by time window: from its start, until before its end', () => {
    const rules = [rule({ kind: 'time_window', reasonCode: 4, startsAtMs: NOW, endsAtMs: NOW + 3_600_000 })];
    expect(matchBlockRule(rules, request({ nowMs: NOW - 1 }))).toBeNull();
    expect(matchBlockRule(rules, request({ nowMs: NOW }))?.reasonCode).toBe(4);
    expect(matchBlockRule(rules, request({ nowMs: NOW + 3_599_999 }))?.reasonCode).toBe(4);
    expect(matchBlockRule(rules, request({ nowMs: NOW + 3_600_000 }))).toBeNull();
  });

  it('window bounds limit every kind (a country blocked only until a date)', () => {
    const rules = [rule({ kind: 'country', value: 'DE', endsAtMs: NOW })];
    expect(matchBlockRule(rules, request({ country: 'DE', nowMs: NOW - 1 }))).not.toBeNull();
    expect(matchBlockRule(rules, request({ country: 'DE', nowMs: NOW }))).toBeNull();
  });

  it('guests, signed-in players or both', () => {
    const guests = [rule({ audience: 'guests', reasonCode: 8 })];
    const signedIn = [rule({ audience: 'signed_in', reasonCode: 16 })];
    expect(matchBlockRule(guests, request({ signedIn: false }))?.reasonCode).toBe(8);
    expect(matchBlockRule(guests, request({ signedIn: true }))).toBeNull();
    expect(matchBlockRule(signedIn, request({ signedIn: true }))?.reasonCode).toBe(16);
    expect(matchBlockRule(signedIn, request({ signedIn: false }))).toBeNull();
  });

  it('several rules match: the highest priority wins, then the oldest rule', () => {
    const low = rule({ reasonCode: 1, priority: 0 });
    const high = rule({ reasonCode: 16, priority: 5 });
    const sameAsHighButNewer = rule({ reasonCode: 2, priority: 5 });
    expect(matchBlockRule([low, sameAsHighButNewer, high], request())?.id).toBe(high.id);
  });

  it('an ip_range rule whose value somehow does not parse catches nobody', () => {
    expect(matchBlockRule([rule({ kind: 'ip_range', value: 'garbage' })], request())).toBeNull();
  });

  it('the winner does not depend on the order rules are listed in', () => {
    const arb = fc.array(
      fc.record({
        priority: fc.integer({ min: -2, max: 2 }),
        audience: fc.constantFrom('guests' as const, 'signed_in' as const, 'both' as const),
        enabled: fc.boolean(),
        reasonCode: fc.constantFrom(1, 4, 16),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(arb, fc.boolean(), (drafts, signedIn) => {
        const rules = drafts.map((d, i) => rule({ ...d, id: i + 1 }));
        const forward = matchBlockRule(rules, request({ signedIn }));
        const backward = matchBlockRule([...rules].reverse(), request({ signedIn }));
        expect(backward?.id).toBe(forward?.id);
      }),
    );
  });
});

describe('user-agent patterns', () => {
  it.each([
    ['MSIE', 'Mozilla/4.0 (compatible; msie 8.0)', true],
    ['Trident/*', 'Trident/7.0', true],
    ['*Trident/*', 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0)', true],
    ['*bot*', 'Googlebot/2.1', true],
    ['*bot', 'Googlebot/2.1', false],
    ['a*b*c', 'aXXbYYc', true],
    ['a*b*c', 'aXXbYYcd', false],
    ['', 'anything', false],
  ])('%j against %j: %s', (pattern, ua, expected) => {
    expect(userAgentMatches(pattern, ua)).toBe(expected);
  });

  it('a pathological pattern and header finish quickly (no regular expressions, no ReDoS)', () => {
    const started = performance.now();
    expect(userAgentMatches('*a*a*a*a*a*a*a*a*a*a*a*b', 'a'.repeat(5000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('wildcard patterns agree with an equivalent anchored regular expression', () => {
    const chars = fc.constantFrom('a', 'b', '/', '*');
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 6 }), fc.string({ unit: fc.constantFrom('a', 'b', '/'), maxLength: 10 }), (pattern, ua) => {
        fc.pre(pattern.includes('*'));
        const regex = new RegExp(`^${pattern.replace(/[/]/g, '\\/').replace(/\*/g, '.*')}$`, 's');
        expect(userAgentMatches(pattern, ua)).toBe(regex.test(ua));
      }),
    );
  });
});

describe('operator validation of block rules', () => {
  const draft = { reasonCode: 1, kind: 'all' as const, value: '', startsAtMs: null, endsAtMs: null };
  it('S0 §4.5: only the reason codes with a page', () => {
    expect(blockRuleProblem(draft)).toBeNull();
    expect(blockRuleProblem({ ...draft, reasonCode: 7 })).toMatch(/reason code 7/);
  });
  it.each([
    [{ kind: 'country' as const, value: 'RUS' }, /two-letter/],
    [{ kind: 'ip_range' as const, value: '10.0.0.0/40' }, /CIDR/],
    [{ kind: 'user_agent' as const, value: '**' }, /substring/],
    [{ kind: 'user_agent' as const, value: 'x'.repeat(300) }, /at most/],
    [{ kind: 'time_window' as const, startsAtMs: NOW }, /start and end/],
    [{ kind: 'time_window' as const, startsAtMs: NOW, endsAtMs: NOW }, /start before/],
    [{ kind: 'all' as const, value: 'x' }, /no value/],
  ])('refuses %j', (overrides, message) => {
    expect(blockRuleProblem({ ...draft, ...overrides })).toMatch(message);
  });
  it.each([
    { kind: 'country' as const, value: 'gb' },
    { kind: 'ip_range' as const, value: '2001:db8::/32' },
    { kind: 'ip_range' as const, value: '198.51.100.7' },
    { kind: 'user_agent' as const, value: 'MSIE ' },
    { kind: 'time_window' as const, startsAtMs: NOW, endsAtMs: NOW + 1 },
  ])('accepts %j', (overrides) => {
    expect(blockRuleProblem({ ...draft, ...overrides })).toBeNull();
  });
});
