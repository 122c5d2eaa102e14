/**
 * Blocking reasons and the pages they send visitors to (S0 §4.5), what the shell does with the
 * answer of the block check, and the retries of the block and redirect checks (S0 §7, S1 §9).
 */

import { localizePath, splitLanguagePrefix } from '../language.ts';
import { readReturnUrl, withReturnUrl } from '../navigation.ts';
import type { RetryDecision } from '../remote-view.ts';

/** The block pages of the empty layout (S0 §2.3), each under the language prefix. */
export const BLOCK_PAGES = ['site-updates', 'suspension', 'block', 'block-ua', 'block-ie', 'coming-soon'] as const;
export type BlockPage = (typeof BLOCK_PAGES)[number];

/**
 * S0 §4.5: "4 to site-updates (original path kept in the query); 16 to suspension; 1, 2, 3, 5, 14
 * to block; 13 to block-ua; 17 to block-ie; 8 to coming-soon".
 */
export const BLOCK_REASON_PAGES = {
  1: 'block',
  2: 'block',
  3: 'block',
  4: 'site-updates',
  5: 'block',
  8: 'coming-soon',
  13: 'block-ua',
  14: 'block',
  16: 'suspension',
  17: 'block-ie',
} as const satisfies Record<number, BlockPage>;

export type BlockReasonCode = keyof typeof BLOCK_REASON_PAGES;

/** Every reason code S0 §4.5 names, ascending. */
export const BLOCK_REASON_CODES: readonly BlockReasonCode[] = Object.keys(BLOCK_REASON_PAGES)
  .map(Number)
  .sort((a, b) => a - b) as BlockReasonCode[];

/** S0 §4.5: the reason whose page keeps the original path in the query (S0 §7: secure data is skipped for it). */
export const SITE_UPDATES_REASON = 4;

export function isBlockReasonCode(code: number): code is BlockReasonCode {
  return Object.hasOwn(BLOCK_REASON_PAGES, code);
}

/** The page a reason sends visitors to, or null for a code S0 §4.5 does not name. */
export function blockPageFor(code: number | null | undefined): BlockPage | null {
  if (code === null || code === undefined || !isBlockReasonCode(code)) return null;
  return BLOCK_REASON_PAGES[code];
}

/** The block page `pathname` shows (with or without its language prefix), or null. */
export function blockPageOf(pathname: string): BlockPage | null {
  const { rest } = splitLanguagePrefix(pathname);
  const page = rest.replace(/\/+$/, '').slice(1);
  return (BLOCK_PAGES as readonly string[]).includes(page) ? (page as BlockPage) : null;
}

export interface BlockLocation {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /**
   * The language for targets when the path has no prefix; null leaves such targets without one
   * (the server's language redirect adds it, S0 §2.1).
   */
  lang: string | null;
}

/** Where the shell goes after a block answer: nowhere, or to `to` (a path with the language prefix). */
export type BlockNavigation =
  | { kind: 'stay' }
  | { kind: 'redirect'; to: string; why: 'blocked' | 'not-blocked' };

function languageOf(location: BlockLocation): string | null {
  return splitLanguagePrefix(location.pathname).prefix ?? location.lang;
}

/** A page path under the language prefix when there is one. */
function pagePath(lang: string | null, rest: string): string {
  return lang === null ? rest : localizePath(lang, rest);
}

/**
 * S0 §4.5 for one location and the reason the block check answered (null: not blocked).
 * - A reason sends the visitor to its page; the site-updates page (4) carries the original path
 *   and query as the return URL (S0 §2.4), so the visitor can go back when the update is over.
 *   Already on the right page: stay.
 * - "A visitor on a block page with no matching reason is redirected away": back to the kept
 *   original path when the page carries a safe one, else home. Elsewhere, not blocked: stay.
 * Codes S0 §4.5 does not name have no page and count as no reason.
 */
export function blockNavigation(location: BlockLocation, reasonCode: number | null): BlockNavigation {
  const lang = languageOf(location);
  const current = blockPageOf(location.pathname);
  const target = blockPageFor(reasonCode);
  if (target !== null) {
    if (current === target) return { kind: 'stay' };
    const page = pagePath(lang, `/${target}`);
    if (target !== 'site-updates') return { kind: 'redirect', to: page, why: 'blocked' };
    // From another block page the original path is the one it kept, not the block page itself.
    const original = current === null ? `${location.pathname}${location.search}` : readReturnUrl(location.search);
    return { kind: 'redirect', to: original === null ? page : withReturnUrl(page, original), why: 'blocked' };
  }
  if (current === null) return { kind: 'stay' };
  const back = readReturnUrl(location.search);
  const away = back !== null && blockPageOf(back.split('?')[0] ?? '') === null ? back : pagePath(lang, '/');
  return { kind: 'redirect', to: away, why: 'not-blocked' };
}

/** The answer of the block check once its retries are spent: a reason (or none), or a failure. */
export type BlockCheckResult = { ok: true; reasonCode: number | null } | { ok: false };

/** What the shell does after the block check: S0 §4.5 "if blocking fails, maintenance is set" (S1 §4 too). */
export type BlockCheckOutcome = { kind: 'maintenance' } | BlockNavigation;

export function afterBlockCheck(location: BlockLocation, result: BlockCheckResult): BlockCheckOutcome {
  if (!result.ok) return { kind: 'maintenance' };
  return blockNavigation(location, result.reasonCode);
}

export interface CheckRetryPolicy {
  /** Tries after the first one. */
  readonly retries: number;
  /** The wait before each retry (constant). */
  readonly delayMs: number;
}

/** S0 §7 redirect check "5 retries at 1 s"; S1 §9 "redirect 5 at 1 s". */
export const REDIRECT_CHECK_RETRY = { retries: 5, delayMs: 1000 } as const satisfies CheckRetryPolicy;

/** S0 §7 block check "2 retries"; S1 §9 "block 2 at 100 ms". */
export const BLOCK_CHECK_RETRY = { retries: 2, delayMs: 100 } as const satisfies CheckRetryPolicy;

/** After `failures` failed tries (1 after the first one failed): retry after the wait, or give up. */
export function checkRetryDecision(policy: CheckRetryPolicy, failures: number): RetryDecision {
  const n = Number.isFinite(failures) ? Math.floor(failures) : Number.POSITIVE_INFINITY;
  if (n < 1 || n > policy.retries) return { retry: false };
  return { retry: true, delayMs: policy.delayMs };
}
