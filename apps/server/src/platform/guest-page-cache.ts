import { deflatePieces, gzipJoined, type GzipPieces } from './gzip-pieces.ts';
import { createMicroCache } from './micro-cache.ts';

/** A fully rendered page, stored with the CSP nonce it was rendered with. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
  /** For an answer from the cache: the body gzipped from pieces deflated once (gzip-pieces.ts). */
  gzip?: () => Buffer;
}

export interface GuestPageRequest {
  method: string;
  url: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
  isBot: boolean;
  /** The visitor's country (trusted header): some pages leave out what his country may not see. */
  country?: string | null;
}

/**
 * Cookies that change what a guest's page looks like (S0 §3.4 and ours, see
 * packages/domain display-settings): they are part of the cache key, nothing else is.
 */
export type CookieNames = readonly string[];

/** Cookies whose presence means a signed-in player: such pages are personal and never cached. */
const SESSION_COOKIES = ['user_token', 'ua'];

/**
 * Guests of one language with the same display cookies get the same page, so a process renders it
 * at most once per `ttlMs` (a few seconds) and concurrent requests share one render. Each answer
 * gets its own CSP nonce. Only complete 200 answers without Set-Cookie are kept.
 */
export function createGuestPageCache(options: { ttlMs: number; renderCookies: CookieNames; nowMs?: () => number }) {
  const pages = createMicroCache<RenderedPage>(options.ttlMs, options.nowMs);

  function keyFor(request: GuestPageRequest): string | null {
    if (options.ttlMs <= 0 || request.method !== 'GET') return null;
    if (SESSION_COOKIES.some((name) => request.cookies[name])) return null;
    const cookiePart = options.renderCookies.map((name) => request.cookies[name] ?? '').join('\u0001');
    // The browser's languages only matter on a path without a language prefix.
    const hasPrefix = /^\/[a-z]{2}(\/|$|\.data)/.test(request.url);
    return [request.url, cookiePart, hasPrefix ? '' : (request.acceptLanguage ?? ''), request.isBot ? 'bot' : '', request.country ?? ''].join('\u0000');
  }

  return {
    /** Whether this request may be answered from (and fill) the cache. */
    accepts(request: GuestPageRequest): boolean {
      return keyFor(request) !== null;
    },
    /**
     * Answers from the cache, or renders through `render` and keeps the result when it may be
     * shared. `render` must return the page with the nonce it was given.
     */
    async serve(request: GuestPageRequest, nonce: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const key = keyFor(request);
      if (key === null) return render();
      let renderedHere = false;
      try {
        const page = await pages.get(key, async () => {
          renderedHere = true;
          const rendered = await render();
          const shareable = rendered.status === 200 && !rendered.headers.some(([name]) => name === 'set-cookie');
          if (!shareable) throw new NotShareable(rendered);
          return rendered;
        });
        return withNonce(page, nonce);
      } catch (error) {
        if (!(error instanceof NotShareable)) throw error;
        // Someone else's personal or failed answer is not ours to send: render our own.
        return renderedHere ? error.page : render();
      }
    },
  };
}

class NotShareable extends Error {
  constructor(readonly page: RenderedPage) {
    super('page is not shareable');
  }
}

/** The same HTML with the nonce of this response (a nonce must never be reused across answers). */
function withNonce(page: RenderedPage, nonce: string): RenderedPage {
  if (page.nonce === nonce || !page.nonce) return page;
  const pieces = piecesOf(page);
  const nonceBytes = Buffer.from(nonce, 'latin1');
  let body: Buffer | undefined;
  return {
    status: page.status,
    headers: page.headers,
    nonce,
    // One copy of the cached body around the new nonce, made only if the plain body is sent.
    get body() {
      if (body === undefined) {
        const parts: Buffer[] = [pieces.plain[0]!];
        for (let index = 1; index < pieces.plain.length; index++) parts.push(nonceBytes, pieces.plain[index]!);
        body = Buffer.concat(parts);
      }
      return body;
    },
    gzip: () => gzipJoined(pieces, nonceBytes),
  };
}

// The cached body cut at its nonce and deflated piece by piece, once per cached page.
const pieceCache = new WeakMap<RenderedPage, GzipPieces>();

function piecesOf(page: RenderedPage): GzipPieces {
  let pieces = pieceCache.get(page);
  if (pieces === undefined) {
    const plain: Buffer[] = [];
    const needle = Buffer.from(page.nonce, 'latin1');
    let from = 0;
    for (let at = page.body.indexOf(needle); at !== -1; at = page.body.indexOf(needle, from)) {
      plain.push(page.body.subarray(from, at));
      from = at + needle.length;
    }
    plain.push(page.body.subarray(from));
    pieces = deflatePieces(plain);
    pieceCache.set(page, pieces);
  }
  return pieces;
}
