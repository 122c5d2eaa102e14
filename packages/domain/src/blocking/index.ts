// Blocking and redirects (S0 §4.5, §7, §8, §9; S1 §3, §4, §9): pure rules
// shared by the server (matching stored rules) and the browser (what the shell does with the answers).

export {
  BLOCK_CHECK_RETRY,
  BLOCK_PAGES,
  BLOCK_REASON_CODES,
  BLOCK_REASON_PAGES,
  REDIRECT_CHECK_RETRY,
  SITE_UPDATES_REASON,
  afterBlockCheck,
  blockNavigation,
  blockPageFor,
  blockPageOf,
  checkRetryDecision,
  isBlockReasonCode,
} from './block-pages.ts';
export type {
  BlockCheckOutcome,
  BlockCheckResult,
  BlockLocation,
  BlockNavigation,
  BlockPage,
  BlockReasonCode,
  CheckRetryPolicy,
} from './block-pages.ts';

export {
  BLOCK_AUDIENCES,
  BLOCK_RULE_KINDS,
  COUNTRY_CODE_RE,
  USER_AGENT_PATTERN_MAX,
  blockRuleProblem,
  compareRules,
  isRuleActive,
  matchBlockRule,
  userAgentMatches,
} from './block-rules.ts';
export type { BlockAudience, BlockRequest, BlockRule, BlockRuleDraft, BlockRuleKind } from './block-rules.ts';

export { ipInRange, ipMatchesRange, parseIp, parseIpRange } from './ip-range.ts';
export type { IpAddress, IpRange, IpVersion } from './ip-range.ts';

export {
  MAX_REDIRECT_HOPS,
  REDIRECT_CODES,
  REDIRECT_MATCH_KINDS,
  compareRedirectRules,
  isExternalUrl,
  normalizePath,
  redirectRuleProblem,
  resolveRedirect,
  splitRequestUrl,
} from './redirect-rules.ts';
export type {
  RedirectCode,
  RedirectMatchKind,
  RedirectProblem,
  RedirectResolution,
  RedirectRule,
  RedirectRuleDraft,
  SplitUrl,
} from './redirect-rules.ts';
