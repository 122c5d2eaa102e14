import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ServerLoadContext } from '@wager/contract';
import { SETTINGS_COOKIES } from '@wager/domain';
import { acceptsGzip } from './gzip-pieces.ts';
import { createGuestPageCache, type RenderedPage } from './guest-page-cache.ts';
import { visitorCountry } from './visitor-country.ts';

export const WEB_ROOT = resolve(import.meta.dirname, '../../../web');
export const WEB_BUILD_DIR = resolve(WEB_ROOT, 'build');

type RequestHandler = (request: Request, loadContext: ServerLoadContext) => Promise<Response>;

export interface SsrOptions {
  mode: 'production' | 'development';
  /** How long a guest page may be shared between guests; 0 renders every request. */
  guestPageCacheTtlMs: number;
  /**
   * The request context (language, viewer, site config, nonce), worked out once per request and
   * only when the page is rendered: a guest page served from the cache needs none of it.
   */
  loadContext: (request: FastifyRequest) => Promise<ServerLoadContext>;
  /** Paths that are never pages (unknown API calls): they get the JSON 404, not the 404 page. */
  isNeverPage: (pathname: string) => boolean;
  /** The trusted country header: guests of different countries may see different casino pages, so it keys the guest cache. */
  countryHeader?: string | null;
}

/** Turns Fastify's request into the Fetch API request React Router expects. */
function toFetchRequest(request: FastifyRequest, abort: AbortSignal): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: abort,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Reads a whole rendered answer, for the guest page cache. */
async function toRenderedPage(response: Response, nonce: string): Promise<RenderedPage> {
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (name !== 'set-cookie') headers.push([name, value]);
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()), nonce };
}

function sendRenderedPage(reply: FastifyReply, page: RenderedPage, acceptEncoding: string | undefined): FastifyReply {
  reply.status(page.status);
  const cookies = page.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value);
  for (const [name, value] of page.headers) if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // A page from the guest cache comes gzipped from pieces deflated once; compression leaves an
  // answer that already has its Content-Encoding alone.
  if (page.gzip && acceptsGzip(acceptEncoding)) {
    reply.header('vary', 'accept-encoding');
    reply.header('content-encoding', 'gzip');
    return reply.send(page.gzip());
  }
  return reply.send(page.body);
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A document is rendered whole (entry.server.tsx): send it as one buffer, which compression
  // handles in one call instead of through three stream conversions. Data requests may stream.
  if (response.headers.get('content-type')?.startsWith('text/html')) return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/**
 * Every path no API module claimed goes to React Router's server renderer (streaming SSR). In
 * development Vite serves the app with hot reload; in production the built app is loaded once.
 */
export async function installSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  let handle: RequestHandler;
  // The handler must come from the same react-router copy the web build imports.
  const { createRequestHandler } = await import('react-router');

  if (options.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: WEB_ROOT, server: { middlewareMode: true }, appType: 'custom' });
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    const handler = createRequestHandler(
      () => vite.ssrLoadModule('virtual:react-router/server-build') as never,
      'development',
    );
    handle = (request, context) => handler(request, context as never);
  } else {
    const serverEntry = resolve(WEB_BUILD_DIR, 'server/index.js');
    if (!existsSync(serverEntry)) {
      throw new Error(`The web app is not built (${serverEntry} is missing): run "npm run build" first.`);
    }
    const build = await import(pathToFileURL(serverEntry).href);
    const handler = createRequestHandler(build, 'production');
    handle = (request, context) => handler(request, context as never);
    // Hashed assets never change: cache them for a year. Other public files revalidate hourly.
    await app.register(import('@fastify/static'), {
      root: resolve(WEB_BUILD_DIR, 'client'),
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const guestPages = createGuestPageCache({
    ttlMs: options.mode === 'production' ? options.guestPageCacheTtlMs : 0,
    renderCookies: Object.values(SETTINGS_COOKIES),
  });

  await app.register(async (scope) => {
    // Page requests (forms included) reach React Router with their body untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      async handler(request, reply) {
        if (options.isNeverPage(request.url.split('?')[0] ?? '')) return reply.callNotFound();
        const guest = {
          method: request.method,
          url: request.url,
          cookies: request.cookies,
          acceptLanguage: request.headers['accept-language'],
          isBot: isbot(request.headers['user-agent'] ?? ''),
          country: visitorCountry(request, options.countryHeader ?? null),
        };
        if (guestPages.accepts(guest)) {
          const page = await guestPages.serve(guest, request.cspNonce, async () =>
            // A shared render must not be cut short by the first requester leaving.
            toRenderedPage(await handle(toFetchRequest(request, new AbortController().signal), await options.loadContext(request)), request.cspNonce),
          );
          return sendRenderedPage(reply, page, request.headers['accept-encoding']);
        }
        const abort = new AbortController();
        reply.raw.on('close', () => abort.abort());
        const response = await handle(toFetchRequest(request, abort.signal), await options.loadContext(request));
        return sendFetchResponse(reply, response);
      },
    });
  });
}
