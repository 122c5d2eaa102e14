import { REMOTE_VIEW_HEADERS, RemoteViewAnswer, type RemoteViewEntry } from '@wager/contract';

/** What one request to a view asks for (S0 §7 "Remote view"). */
export interface ViewRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * The view URL plus the current path (and query), with the S0 §7 headers; a POST with
 * `{ components }` when the entry names components. The result always stays on the view's origin.
 */
export function buildViewRequest(entry: Pick<RemoteViewEntry, 'url' | 'forceSpa' | 'components'>, currentPath: string): ViewRequest {
  const path = currentPath.startsWith('/') ? currentPath : `/${currentPath}`;
  const base = entry.url.replace(/\/+$/, '');
  const url = new URL(`${base}${path}`);
  const origin = new URL(entry.url).origin;
  if (url.origin !== origin) throw new Error(`remote view path left ${origin}`);
  const headers: Record<string, string> = {
    accept: 'application/json',
    [REMOTE_VIEW_HEADERS.renderMode]: 'json',
    [REMOTE_VIEW_HEADERS.apiVersion]: 'v2',
  };
  if (entry.forceSpa) headers[REMOTE_VIEW_HEADERS.forceSpa] = 'true';
  if (entry.components) {
    headers['content-type'] = 'application/json';
    return { url: url.href, method: 'POST', headers, body: JSON.stringify({ components: entry.components }) };
  }
  return { url: url.href, method: 'GET', headers, body: undefined };
}

export type ViewOutcome =
  | { kind: 'ready'; answer: RemoteViewAnswer }
  /** S0 §4.2: a status code in the answer raises the page error (404 page, 500 page…). */
  | { kind: 'page-error'; status: number }
  /** A failed load: retried with the doubling wait, then the error block (S0 §4.2, §8). */
  | { kind: 'failed'; reason: string };

/** HTTP answers that say "try again later" rather than "this page is an error". */
const TRANSIENT_STATUSES = new Set([408, 425, 429, 502, 503, 504]);

/**
 * Reads a view's HTTP answer. Transient statuses, unreadable JSON and answers of the wrong shape
 * are failed loads; any other HTTP 4xx/5xx, or a `statusCode` of 400 or more in the answer, is the
 * page error with that status.
 */
export function classifyViewResponse(httpStatus: number, json: unknown): ViewOutcome {
  if (TRANSIENT_STATUSES.has(httpStatus)) return { kind: 'failed', reason: `HTTP ${httpStatus}` };
  if (httpStatus >= 400) return { kind: 'page-error', status: pageStatus(httpStatus) };
  if (httpStatus < 200 || httpStatus >= 300) return { kind: 'failed', reason: `HTTP ${httpStatus}` };
  const parsed = RemoteViewAnswer.safeParse(json);
  if (!parsed.success) return { kind: 'failed', reason: 'the answer is not a remote view' };
  const { statusCode } = parsed.data;
  if (statusCode !== null && statusCode !== undefined && statusCode >= 400) return { kind: 'page-error', status: pageStatus(statusCode) };
  return { kind: 'ready', answer: parsed.data };
}

/** Gone is not found for the player; everything else keeps its status (the page shows 404 or 500 text). */
function pageStatus(status: number): number {
  return status === 410 ? 404 : status;
}

/** An asset the view names, resolved against the view URL; only http(s) is ever loaded. */
export function resolveViewAssetUrl(raw: string, viewUrl: string): string | null {
  try {
    const url = new URL(raw.trim(), viewUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A head element the shell agrees to copy: its tag and the attributes kept. */
export interface HeadElement {
  tag: 'meta' | 'link' | 'title';
  attributes: [string, string][];
  text?: string;
}

const META_ATTRIBUTES = new Set(['name', 'property', 'content', 'itemprop', 'charset', 'media']);
const LINK_ATTRIBUTES = new Set(['rel', 'href', 'as', 'type', 'media', 'crossorigin', 'hreflang', 'sizes', 'title', 'referrerpolicy']);
/** Link kinds that cannot run code: no `import`, no `modulepreload`, no `manifest` or service workers. */
const LINK_RELS = new Set(['stylesheet', 'preload', 'prefetch', 'preconnect', 'dns-prefetch', 'icon', 'canonical', 'alternate', 'author', 'license']);
const PRELOAD_AS = new Set(['style', 'font', 'image', 'fetch']);

/**
 * The head filter: only meta, link and title survive, with known attributes. Meta never carries
 * `http-equiv` (no refresh, no policy); links are plain resources on http(s) URLs, resolved
 * against the view; everything else in the view's head (script, style, base…) is dropped.
 */
export function filterHeadElement(tagName: string, attributes: readonly [string, string][], text: string, viewUrl: string): HeadElement | null {
  const tag = tagName.toLowerCase();
  if (tag === 'title') return { tag, attributes: [], text: text.trim() };
  if (tag === 'meta') {
    const kept = attributes.filter(([name]) => META_ATTRIBUTES.has(name.toLowerCase())).map(([name, value]): [string, string] => [name.toLowerCase(), value]);
    return kept.length > 0 ? { tag, attributes: kept } : null;
  }
  if (tag !== 'link') return null;
  const kept: [string, string][] = [];
  for (const [rawName, value] of attributes) {
    const name = rawName.toLowerCase();
    if (!LINK_ATTRIBUTES.has(name)) continue;
    if (name === 'href') {
      const href = resolveViewAssetUrl(value, viewUrl);
      if (!href) return null;
      kept.push([name, href]);
    } else kept.push([name, value]);
  }
  const rels = (kept.find(([name]) => name === 'rel')?.[1] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (rels.length === 0 || !rels.every((rel) => LINK_RELS.has(rel))) return null;
  if (rels.includes('preload') && !PRELOAD_AS.has((kept.find(([name]) => name === 'as')?.[1] ?? '').toLowerCase())) return null;
  if (!kept.some(([name]) => name === 'href')) return null;
  return { tag, attributes: kept };
}
