import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';

// Give up on a render that has not finished by then.
export const streamTimeout = 5_000;

/**
 * The server render answers the complete document in one piece, for players and bots alike: the
 * loaders run in process and the page is small (S0 §7 dictionaries per route), so there is little
 * to gain from streaming, while a whole buffer skips two stream conversions per page and lets the
 * guest page cache and compression work on one chunk (bench/README.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const nonce = loadContext.cspNonce;
    let shellRendered = false;
    const chunks: Buffer[] = [];
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(abortTimer);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // The document goes out whole, so React must not hold a finished Suspense boundary back as a
      // fallback plus hidden content and a reveal script (it does past 12,800 bytes by default): the
      // header and footer arrive in place, and the page is lighter.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are reported by onShellError; only log those of later parts here.
        if (shellRendered) console.error(error);
      },
    });
    abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
