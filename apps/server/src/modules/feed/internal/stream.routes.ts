import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, FEED_STREAM_MAX_IDS, FeedStreamQuery } from '@wager/contract';
import { writeEventStreamHead } from '../../../platform/index.ts';
import type { StreamHub } from './stream.ts';

/**
 * GET /bff-api/live/stream?ids=1,2,3: server-sent events of the games a page shows (decision 012,
 * "Live push"). The query is checked by its schema first (a bad one is a 400 JSON error like the
 * other feed routes); then the answer leaves Fastify's reply cycle — no compression, no serializer,
 * nothing buffers it — and the hub writes each message straight to the connection's socket.
 */
export function streamRoutes(hub: StreamHub): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    // Open streams end before the server closes, or close() would wait for them for ever.
    app.addHook('preClose', async () => hub.closeAll());

    api.get(
      '/bff-api/live/stream',
      {
        schema: {
          summary: 'Live price, status and score changes of the games a page shows: server-sent events (decision 012)',
          description:
            `text/event-stream. \`ids\`: up to ${FEED_STREAM_MAX_IDS} comma-separated game ids; unknown ids are never sent. ` +
            'At once one `update` event with the current state of every known game asked for (status, live, every market not closed, ' +
            'marketCount), then one `update` after each feed batch that changed some of them: per game status, live, marketCount and only ' +
            'the markets whose version or status moved, each whole. The data is a FeedStreamMessage `{ at, updates: FeedEventUpdate[] }`; ' +
            'a client keeps the higher version of each market. A comment line every 15 s. A client that does not read is disconnected ' +
            'and reconnects (EventSource `retry: 5000`) to a fresh snapshot.',
          tags: ['sportsbook'],
          querystring: FeedStreamQuery,
          response: { 400: ApiError },
        },
      },
      async (request, reply) => {
        const raw = reply.raw;
        const socket = raw.socket;
        reply.hijack();
        if (!socket || raw.destroyed) return;
        writeEventStreamHead(reply);
        // The headers go now; then each message goes straight to the socket — one write per
        // subscriber, none of the response's per-write work — framed as the response's own body
        // would be: an HTTP/1.1 chunk (made once per shared message), or as it is for an HTTP/1.0
        // client (nginx's default upstream protocol), whose body ends with the connection.
        // raw.end() then ends the body as Node does (the last chunk, or the close).
        raw.flushHeaders();
        const chunked = raw.chunkedEncoding;
        // Many small writes: no Nagle delay on a push channel.
        socket.setNoDelay(true);
        const unsubscribe = hub.subscribe(request.query.ids, {
          write: (message) => {
            if (socket.writable) socket.write(chunked ? message.httpChunk() : message.body);
          },
          buffered: () => socket.writableLength,
          end: () => {
            if (!raw.writableEnded) raw.end();
          },
        });
        if (raw.destroyed) unsubscribe();
        else raw.on('close', unsubscribe);
      },
    );
  };
}
