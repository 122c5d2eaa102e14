import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, UserConfigResponse } from '@wager/contract';
import { AppError } from '../../../platform/index.ts';
import { requireAuth } from '../../identity/index.ts';
import type { OfficeService } from './office.service.ts';

export function officeRoutes(service: OfficeService): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/web-api/user/config',
      {
        schema: {
          summary: 'User config (S0 §3.2, §7): every field the shell reads; never cached',
          tags: ['office'],
          response: { 200: UserConfigResponse, 401: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const config = await service.getUserConfig(requireAuth(request).userId);
        if (!config) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to continue.');
        return { result: config };
      },
    );
  };
}
