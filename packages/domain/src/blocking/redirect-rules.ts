/**
 * Redirect rules (S0 §7 redirect check, S1 §3 redirect response): which rule sends
 * a URL elsewhere, followed to the end of the chain. A chain that comes back to a path it already
 * visited, or runs longer than MAX_REDIRECT_HOPS, gives no redirect and says why (S0 §8 "a cyclic
 * redirect is logged"), so the shell can never be sent round in circles.
 *
 * Match kinds are `exact` and `prefix` only; see packages/db/src/schema/redirects.ts for why
 * there is no regular-expression kind.
 */

import { isSafeReturnUrl } from '../navigation.ts';
import { splitLanguagePrefix } from '../language.ts';

export const REDIRECT_MATCH_KINDS = ['exact', 'prefix'] as const;
export type RedirectMatchKind = (typeof REDIRECT_MATCH_KINDS)[number];

export const REDIRECT_CODES = [301, 302] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];

/** The longest chain followed; one more hop is reported as a problem, like a cycle. */
export const MAX_REDIRECT_HOPS = 10;

export interface RedirectRule {
  id: number;
  matchKind: RedirectMatchKind;
  /** A path: '/old' or '/old/section'; a trailing '/' is ignored. */
  from: string;
  /** An internal path (may carry a query) or an absolute http(s) URL. */
  to: string;
  code: RedirectCode;
  /** Match the path without its language prefix and put the prefix back on the target. */
  languageAware: boolean;
  enabled: boolean;
  priority: number;
  reason: string;
}

export type RedirectProblem = 'cycle' | 'too_many_hops';

/** S1 §3 redirect response, plus what went wrong (for the log; not sent). */
export interface RedirectResolution {
  redirect: boolean;
  code: RedirectCode | null;
  /** The end of the chain: a path with query, or an external URL. */
  url: string | null;
  /** The reason of each rule followed, then the problem if there was one. */
  reasons: string[];
  /** The URLs along the chain, the requested one first. Empty when no rule matched. */
  breadcrumbs: string[];
  problem: RedirectProblem | null;
}

export interface SplitUrl {
  pathname: string;
  /** '' or '?…' */
  search: string;
}

const ABSOLUTE_HTTP = /^https?:\/\//i;
const PROBE_ORIGIN = 'https://redirect-rule.invalid';

export function isExternalUrl(url: string): boolean {
  return ABSOLUTE_HTTP.test(url);
}

/**
 * The path and query of a requested URL: a path ('/en/live?x=1') or an absolute http(s) URL (its
 * host is not ours to judge; only the path and query are matched). The hash is dropped. Null for
 * anything else.
 */
export function splitRequestUrl(url: string): SplitUrl | null {
  const text = url.trim();
  if (isExternalUrl(text)) {
    try {
      const parsed = new URL(text);
      return { pathname: parsed.pathname, search: parsed.search };
    } catch {
      return null;
    }
  }
  if (!isSafeReturnUrl(text)) return null;
  const parsed = new URL(text, PROBE_ORIGIN);
  return { pathname: parsed.pathname, search: parsed.search };
}

/** Paths compare without a trailing '/', except the root itself. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A rule's `from` as request paths are compared: percent-encoded like a parsed URL's path ('/акции' → '/%D0%B0…'), no trailing '/'. */
function canonicalFrom(from: string): string {
  try {
    return normalizePath(new URL(from, PROBE_ORIGIN).pathname);
  } catch {
    return normalizePath(from);
  }
}

/** Rule order: highest priority, then exact before prefix, then the longer `from`, then the lowest id. */
export function compareRedirectRules(a: RedirectRule, b: RedirectRule): number {
  return (
    b.priority - a.priority ||
    (a.matchKind === b.matchKind ? 0 : a.matchKind === 'exact' ? -1 : 1) ||
    canonicalFrom(b.from).length - canonicalFrom(a.from).length ||
    a.id - b.id
  );
}

/** The rest of `subject` after `from` ('' or '/…'), or null when the rule does not match it. */
function matchRest(rule: RedirectRule, subject: string): string | null {
  const from = canonicalFrom(rule.from);
  if (rule.matchKind === 'exact') return subject === from ? '' : null;
  if (from === '/') return subject === '/' ? '' : subject;
  if (subject === from) return '';
  return subject.startsWith(`${from}/`) ? subject.slice(from.length) : null;
}

/** The target's query first, then the request's params the target does not set. */
function mergeQuery(targetSearch: string, requestSearch: string): string {
  const merged = new URLSearchParams(targetSearch);
  const own = new Set(merged.keys());
  for (const [key, value] of new URLSearchParams(requestSearch)) if (!own.has(key)) merged.append(key, value);
  const query = merged.toString();
  return query === '' ? '' : `?${query}`;
}

interface Hop {
  url: string;
  next: SplitUrl | null;
}

/** Where one rule sends `current`. Internal: `next` is the path to look up again; external ends the chain. */
function applyRule(rule: RedirectRule, current: SplitUrl): Hop | null {
  const { prefix, rest } = rule.languageAware ? splitLanguagePrefix(current.pathname) : { prefix: null, rest: current.pathname };
  const remainder = matchRest(rule, normalizePath(rest));
  if (remainder === null) return null;
  // External targets are taken as they are: no path remainder, and the request's query (which may
  // carry tokens) is not handed to another site.
  if (isExternalUrl(rule.to)) return { url: rule.to, next: null };
  const target = new URL(rule.to, PROBE_ORIGIN);
  const base = normalizePath(target.pathname);
  let pathname = base === '/' ? remainder || '/' : `${base}${remainder}`;
  if (prefix !== null) pathname = pathname === '/' ? `/${prefix}` : `/${prefix}${pathname}`;
  const search = mergeQuery(target.search, current.search);
  return { url: `${pathname}${search}`, next: { pathname, search } };
}

const NO_REDIRECT: RedirectResolution = { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [], problem: null };

/**
 * Follows the rules from `url` to the end of the chain. The code is 301 only when every hop is
 * permanent. A chain that revisits a path is a cycle; one longer than `maxHops` is cut: both give
 * no redirect, the reasons end with the problem and the breadcrumbs show the chain. Disabled rules
 * never match. An unparseable URL is no redirect.
 */
export function resolveRedirect(rules: readonly RedirectRule[], url: string, maxHops: number = MAX_REDIRECT_HOPS): RedirectResolution {
  const start = splitRequestUrl(url);
  if (start === null) return NO_REDIRECT;
  const ordered = rules.filter((rule) => rule.enabled).sort(compareRedirectRules);
  const breadcrumbs = [`${start.pathname}${start.search}`];
  const reasons: string[] = [];
  const visited = new Set([normalizePath(start.pathname)]);
  let permanent = true;
  let current: SplitUrl = start;
  for (;;) {
    let hop: Hop | null = null;
    let used: RedirectRule | null = null;
    for (const rule of ordered) {
      hop = applyRule(rule, current);
      if (hop !== null) {
        used = rule;
        break;
      }
    }
    if (hop === null || used === null) break;
    if (reasons.length === maxHops) {
      return { ...NO_REDIRECT, reasons: [...reasons, `more than ${maxHops} redirects in a row`], breadcrumbs, problem: 'too_many_hops' };
    }
    reasons.push(used.reason.trim() || `redirect rule ${used.id}`);
    breadcrumbs.push(hop.url);
    permanent &&= used.code === 301;
    if (hop.next === null) break;
    const key = normalizePath(hop.next.pathname);
    if (visited.has(key)) {
      return { ...NO_REDIRECT, reasons: [...reasons, `cyclic redirect: ${breadcrumbs.join(' → ')}`], breadcrumbs, problem: 'cycle' };
    }
    visited.add(key);
    current = hop.next;
  }
  if (reasons.length === 0) return NO_REDIRECT;
  return { redirect: true, code: permanent ? 301 : 302, url: breadcrumbs[breadcrumbs.length - 1] ?? null, reasons, breadcrumbs, problem: null };
}

export type RedirectRuleDraft = Pick<RedirectRule, 'matchKind' | 'from' | 'to' | 'code' | 'languageAware'>;

const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f\\]/;

/** Why an operator's rule cannot be stored, or null when it can. */
export function redirectRuleProblem(rule: RedirectRuleDraft): string | null {
  if (!(REDIRECT_MATCH_KINDS as readonly string[]).includes(rule.matchKind)) return 'match kind is exact or prefix (no regular expressions: ReDoS)';
  if (!(REDIRECT_CODES as readonly number[]).includes(rule.code)) return 'code is 301 or 302';
  if (!rule.from.startsWith('/') || rule.from.startsWith('//') || CONTROL_OR_SPACE.test(rule.from) || /[?#]/.test(rule.from)) {
    return 'from is a path: one leading /, no query, no spaces';
  }
  if (CONTROL_OR_SPACE.test(rule.to)) return 'to has no spaces or control characters';
  if (isExternalUrl(rule.to)) {
    try {
      new URL(rule.to);
    } catch {
      return 'to is not a valid URL';
    }
    return null;
  }
  if (!isSafeReturnUrl(rule.to)) return 'to is an internal path (one leading /) or an absolute http(s) URL';
  const toPath = normalizePath(new URL(rule.to, PROBE_ORIGIN).pathname);
  const from = canonicalFrom(rule.from);
  if (toPath === from) return 'the rule redirects a path to itself';
  if (rule.matchKind === 'prefix' && (from === '/' || toPath.startsWith(`${from}/`))) {
    return 'a prefix rule may not redirect into its own prefix (the chain would grow forever)';
  }
  return null;
}
