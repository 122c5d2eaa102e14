import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, ConfigAllQuery, ConfigGroupMap, ConfigGroupQuery } from '@wager/contract';
import type { ConfigService } from './config.service.ts';

// Browsers may keep an answer briefly; the server-side cache does the heavy lifting.
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export function configRoutes(service: ConfigService): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/bff-api/config/all.json',
      {
        schema: {
          summary: 'Full site config, every group (S0 §7 full config fallback)',
          tags: ['config'],
          querystring: ConfigAllQuery,
          response: { 200: ConfigGroupMap, 400: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return service.getAll(request.query.lang);
      },
    );

    api.get(
      '/bff-api/config/group/get',
      {
        schema: {
          summary: 'Config groups by name (S0 §7 config group)',
          tags: ['config'],
          querystring: ConfigGroupQuery,
          response: { 200: ConfigGroupMap, 400: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return service.getGroups(request.query.groups, request.query.lang);
      },
    );
  };
}
