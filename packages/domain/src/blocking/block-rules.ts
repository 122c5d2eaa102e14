/**
 * Block rules (S0 §4.5; the rule kinds are ours): which rule, if any, blocks one request. Rules catch
 * visitors by country, IP range, user agent, time window or all of them, for guests, signed-in
 * players or both; the reason code of the winning rule picks the page (see block-pages.ts).
 */

import { isBlockReasonCode } from './block-pages.ts';
import { ipInRange, parseIp, parseIpRange, type IpAddress } from './ip-range.ts';

export const BLOCK_RULE_KINDS = ['country', 'ip_range', 'user_agent', 'time_window', 'all'] as const;
export type BlockRuleKind = (typeof BLOCK_RULE_KINDS)[number];

export const BLOCK_AUDIENCES = ['guests', 'signed_in', 'both'] as const;
export type BlockAudience = (typeof BLOCK_AUDIENCES)[number];

export interface BlockRule {
  id: number;
  reasonCode: number;
  kind: BlockRuleKind;
  /** Country code, CIDR range, user-agent substring or `*` pattern; '' for time_window and all. */
  value: string;
  audience: BlockAudience;
  /** Optional bounds for every kind (both required for time_window): active from startsAt, until before endsAt. */
  startsAtMs: number | null;
  endsAtMs: number | null;
  enabled: boolean;
  priority: number;
  displayTypeId: number | null;
  templateTypeId: number | null;
}

/** What the server knows about one request. */
export interface BlockRequest {
  /** ISO 3166-1 alpha-2 (any case), null when unknown. */
  country: string | null;
  ip: string | null;
  userAgent: string | null;
  signedIn: boolean;
  nowMs: number;
}

export const COUNTRY_CODE_RE = /^[A-Za-z]{2}$/;
/** Longest user-agent value a rule may hold (headers are longer, patterns need not be). */
export const USER_AGENT_PATTERN_MAX = 256;

/**
 * Whether a user agent matches a rule value, case-insensitively: a value without `*` is a
 * substring; with `*` it is a wildcard pattern over the whole header (`*` = any run of characters).
 * No regular expressions: an operator's pattern must not be able to stall the server (ReDoS).
 * The matcher is the classic greedy one with a single backtrack point: O(pattern × header).
 */
export function userAgentMatches(pattern: string, userAgent: string): boolean {
  const p = pattern.toLowerCase();
  const s = userAgent.toLowerCase();
  if (!p.includes('*')) return p !== '' && s.includes(p);
  let pi = 0;
  let si = 0;
  let star = -1;
  let mark = 0;
  while (si < s.length) {
    if (pi < p.length && p[pi] !== '*' && p[pi] === s[si]) {
      pi++;
      si++;
    } else if (pi < p.length && p[pi] === '*') {
      star = pi++;
      mark = si;
    } else if (star !== -1) {
      pi = star + 1;
      si = ++mark;
    } else {
      return false;
    }
  }
  while (pi < p.length && p[pi] === '*') pi++;
  return pi === p.length;
}

/** The rule is switched on and `nowMs` lies in its window [startsAt, endsAt). */
export function isRuleActive(rule: Pick<BlockRule, 'enabled' | 'startsAtMs' | 'endsAtMs'>, nowMs: number): boolean {
  if (!rule.enabled) return false;
  if (rule.startsAtMs !== null && nowMs < rule.startsAtMs) return false;
  if (rule.endsAtMs !== null && nowMs >= rule.endsAtMs) return false;
  return true;
}

function audienceMatches(audience: BlockAudience, signedIn: boolean): boolean {
  return audience === 'both' || (audience === 'signed_in') === signedIn;
}

function kindMatches(rule: BlockRule, request: BlockRequest, ip: IpAddress | null): boolean {
  switch (rule.kind) {
    case 'all':
    case 'time_window':
      return true;
    case 'country':
      return request.country !== null && request.country.toUpperCase() === rule.value.trim().toUpperCase();
    case 'ip_range': {
      const range = parseIpRange(rule.value);
      return ip !== null && range !== null && ipInRange(ip, range);
    }
    case 'user_agent':
      return request.userAgent !== null && userAgentMatches(rule.value, request.userAgent);
  }
}

/** Rule order: highest priority first, then the oldest rule (lowest id). A total order. */
export function compareRules(a: Pick<BlockRule, 'priority' | 'id'>, b: Pick<BlockRule, 'priority' | 'id'>): number {
  return b.priority - a.priority || a.id - b.id;
}

/** The first rule, in `compareRules` order, that is active and catches the request; null when none does. */
export function matchBlockRule(rules: readonly BlockRule[], request: BlockRequest): BlockRule | null {
  const ip = request.ip === null ? null : parseIp(request.ip);
  const ordered = [...rules].sort(compareRules);
  for (const rule of ordered) {
    if (!isRuleActive(rule, request.nowMs)) continue;
    if (!audienceMatches(rule.audience, request.signedIn)) continue;
    if (kindMatches(rule, request, ip)) return rule;
  }
  return null;
}

export type BlockRuleDraft = Pick<BlockRule, 'reasonCode' | 'kind' | 'value' | 'startsAtMs' | 'endsAtMs'>;

/** Why an operator's rule cannot be stored, or null when it can (the database checks the rest again). */
export function blockRuleProblem(rule: BlockRuleDraft): string | null {
  if (!isBlockReasonCode(rule.reasonCode)) return `reason code ${rule.reasonCode} has no page in S0 §4.5`;
  if (rule.startsAtMs !== null && rule.endsAtMs !== null && rule.startsAtMs >= rule.endsAtMs) return 'the window must start before it ends';
  const value = rule.value.trim();
  switch (rule.kind) {
    case 'country':
      return COUNTRY_CODE_RE.test(value) ? null : 'a country rule needs a two-letter ISO 3166-1 code';
    case 'ip_range':
      return parseIpRange(value) !== null ? null : 'an IP range rule needs an IPv4 or IPv6 CIDR range or address';
    case 'user_agent':
      if (value === '' || /^\*+$/.test(value)) return 'a user-agent rule needs a substring or a pattern that is not only *';
      return value.length <= USER_AGENT_PATTERN_MAX ? null : `a user-agent pattern is at most ${USER_AGENT_PATTERN_MAX} characters`;
    case 'time_window':
      if (rule.startsAtMs === null || rule.endsAtMs === null) return 'a time-window rule needs its start and end';
      return value === '' ? null : 'a time-window rule has no value';
    case 'all':
      return value === '' ? null : 'an all rule has no value';
  }
}
