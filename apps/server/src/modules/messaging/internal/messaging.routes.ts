import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, OutboxQuery, OutboxResponse } from '@wager/contract';
import type { MessagingService } from './messaging.service.ts';
import { renderOutboxPage } from './outbox-page.ts';

/**
 * The development outbox (GET /dev/outbox, /dev/outbox.json): what the site sent, so developers
 * and tests read codes without a mail server. Registered only outside production.
 */
export function messagingRoutes(service: MessagingService, options: { enabled: boolean }): FastifyPluginAsync {
  return async (app) => {
    if (!options.enabled) return;
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/dev/outbox',
      {
        schema: {
          summary: 'Development outbox page (not in production)',
          tags: ['dev'],
          querystring: OutboxQuery,
          response: { 200: z.string(), 400: ApiError },
        },
      },
      async (request, reply) => {
        const to = request.query.to || undefined;
        const messages = await service.latest({ recipient: to, purpose: request.query.purpose || undefined, limit: request.query.limit });
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return renderOutboxPage(messages, { to });
      },
    );

    api.get(
      '/dev/outbox.json',
      {
        schema: {
          summary: 'Development outbox as JSON, newest first (not in production)',
          tags: ['dev'],
          querystring: OutboxQuery,
          response: { 200: OutboxResponse, 400: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const messages = await service.latest({
          recipient: request.query.to || undefined,
          purpose: request.query.purpose || undefined,
          limit: request.query.limit,
        });
        return { messages };
      },
    );
  };
}
