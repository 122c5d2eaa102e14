// Navigation behaviours: scroll, modals, prefetch and the return URL (S0 §2.4).

export interface PathLocation {
  pathname: string;
}

export interface HashLocation extends PathLocation {
  hash: string;
}

export function shouldScrollToTop(prev: PathLocation, next: PathLocation, optOut: boolean): boolean {
  // Query-only changes (filters, modal params) keep the scroll position.
  return !optOut && prev.pathname !== next.pathname;
}

const normalizeHash = (hash: string): string => (hash === '#' ? '' : hash);

export function shouldHideModalsOnNavigation(prev: HashLocation, next: HashLocation): boolean {
  return prev.pathname !== next.pathname || normalizeHash(prev.hash) !== normalizeHash(next.hash);
}

export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export type PrefetchMode = 'intent' | 'none';

const SLOW_CONNECTION_TYPES: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g']);

/** Link prefetching is off on slow connections or data-saver; unknown means prefetch. */
export function prefetchMode(connection: ConnectionInfo | undefined): PrefetchMode {
  if (!connection) return 'intent';
  if (connection.saveData === true) return 'none';
  if (connection.effectiveType !== undefined && SLOW_CONNECTION_TYPES.has(connection.effectiveType)) return 'none';
  return 'intent';
}

export const RETURN_URL_PARAM = 'returnUrl';

// Only used to check the origin of a candidate; never navigated to.
const PROBE_ORIGIN = 'https://return-url.invalid';

/**
 * Open-redirect defence: only same-origin paths starting with a single '/'.
 * Backslashes and control characters are rejected because browsers turn '/\evil.com'
 * and '/\t/evil.com' into the protocol-relative '//evil.com'.
 */
export function isSafeReturnUrl(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(url)) return false;
  try {
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

function splitUrl(path: string): { base: string; query: string; hash: string } {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { base: beforeHash, query: '', hash }
    : { base: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

function decodeComponent(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

// Splitting by hand (instead of URLSearchParams.toString) keeps the other params byte for byte.
function queryPairs(search: string): string[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? [] : query.split('&').filter((pair) => pair !== '');
}

const isReturnUrlPair = (pair: string): boolean => decodeComponent(pair.split('=')[0] ?? '') === RETURN_URL_PARAM;

/** Adds (or replaces) the return URL on `path`; an unsafe return URL is dropped. */
export function withReturnUrl(path: string, returnUrl: string): string {
  const { base, query, hash } = splitUrl(path);
  const pairs = queryPairs(query).filter((pair) => !isReturnUrlPair(pair));
  if (isSafeReturnUrl(returnUrl)) pairs.push(`${RETURN_URL_PARAM}=${encodeURIComponent(returnUrl)}`);
  return `${base}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}${hash}`;
}

/** The return URL from a query string, or null if absent or unsafe. */
export function readReturnUrl(search: string): string | null {
  for (const pair of queryPairs(search)) {
    if (!isReturnUrlPair(pair)) continue;
    const eq = pair.indexOf('=');
    const value = eq === -1 ? '' : decodeComponent(pair.slice(eq + 1));
    return value !== null && isSafeReturnUrl(value) ? value : null;
  }
  return null;
}

/** The query string with the return URL removed ('' or '?...'), for clearing it after use. */
export function withoutReturnUrl(search: string): string {
  const pairs = queryPairs(search).filter((pair) => !isReturnUrlPair(pair));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
