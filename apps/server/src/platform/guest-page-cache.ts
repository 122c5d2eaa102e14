import { createMicroCache } from './micro-cache.ts';

/** A fully rendered page, stored with the CSP nonce it was rendered with. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
}

export interface GuestPageRequest {
  method: string;
  url: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
  isBot: boolean;
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
    return [request.url, cookiePart, hasPrefix ? '' : (request.acceptLanguage ?? ''), request.isBot ? 'bot' : ''].join('\u0000');
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
  const pieces = piecesAround(page);
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const body: Buffer[] = [pieces[0]!];
  for (let index = 1; index < pieces.length; index++) body.push(nonceBytes, pieces[index]!);
  return { ...page, nonce, body: Buffer.concat(body) };
}

// The cached body cut at its nonce once, so each answer is one copy, not a decode, replace and encode.
const pieceCache = new WeakMap<RenderedPage, Buffer[]>();

function piecesAround(page: RenderedPage): Buffer[] {
  let pieces = pieceCache.get(page);
  if (pieces === undefined) {
    pieces = [];
    const needle = Buffer.from(page.nonce, 'latin1');
    let from = 0;
    for (let at = page.body.indexOf(needle); at !== -1; at = page.body.indexOf(needle, from)) {
      pieces.push(page.body.subarray(from, at));
      from = at + needle.length;
    }
    pieces.push(page.body.subarray(from));
    pieceCache.set(page, pieces);
  }
  return pieces;
}
