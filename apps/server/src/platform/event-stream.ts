import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Server-sent events outside Fastify's reply cycle (no compression, no serializer, nothing buffers
 * them). One head for every stream: the reply's own headers (helmet's security headers) plus the
 * stream's; `content-length` never applies.
 */
export function writeEventStreamHead(reply: FastifyReply, extra: Record<string, string> = {}): void {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  delete headers['content-length'];
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and similar proxies: pass every event through at once.
    'x-accel-buffering': 'no',
    ...extra,
  });
}

/** One event, data on one line (JSON has no raw newlines). */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface EventStream {
  readonly closed: boolean;
  write(text: string): void;
  event(name: string, data: unknown): void;
  /** Runs when the stream ends (at once if it has); a failing cleanup is logged. */
  onEnd(cleanup: () => unknown): void;
  /** A comment line every `ms`, so proxies keep the connection. */
  heartbeat(ms: number): void;
  end(): void;
}

/**
 * A push stream to one client (the balance stream, the bet stream): hijacks the reply, writes the
 * head and the reconnection hint, and ends on the client's close or when the server closes: `open`
 * holds every open stream's end, and the routes' `preClose` hook calls them (else close() would wait
 * for them for ever).
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, open: Set<() => void>): EventStream {
  const raw = reply.raw;
  const cleanups: (() => unknown)[] = [];
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  const runCleanup = (cleanup: () => unknown) => {
    try {
      const done = cleanup();
      if (done instanceof Promise) done.catch((err: unknown) => request.log.warn({ err }, 'event stream cleanup failed'));
    } catch (err) {
      request.log.warn({ err }, 'event stream cleanup failed');
    }
  };
  const stream: EventStream = {
    get closed() {
      return closed;
    },
    write(text) {
      if (!closed) raw.write(text);
    },
    event(name, data) {
      stream.write(sseEvent(name, data));
    },
    onEnd(cleanup) {
      if (closed) runCleanup(cleanup);
      else cleanups.push(cleanup);
    },
    heartbeat(ms) {
      if (closed || timer) return;
      timer = setInterval(() => stream.write(': ping\n\n'), ms);
      timer.unref();
    },
    end() {
      if (closed) return;
      closed = true;
      open.delete(stream.end);
      if (timer) clearInterval(timer);
      for (const cleanup of cleanups) runCleanup(cleanup);
      raw.end();
    },
  };
  open.add(stream.end);
  raw.on('close', stream.end);
  reply.hijack();
  // Said outright, as the balance stream always did: without it a server's close() was seen waiting on the ended stream's connection.
  writeEventStreamHead(reply, { connection: 'keep-alive' });
  stream.write('retry: 5000\n\n');
  return stream;
}
