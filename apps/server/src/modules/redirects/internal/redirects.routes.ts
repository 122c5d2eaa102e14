import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, RedirectLightRequest, RedirectLightResponse } from '@wager/contract';
import type { RedirectsService } from './redirects.service.ts';

export function redirectsRoutes(service: RedirectsService): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/redirects-api/api/v1/redirect-light',
      {
        schema: {
          summary: 'Redirect check for a page URL (S0 §7; S1 §3 redirect response)',
          description:
            'Resolves the operator redirect rules for the page: redirect flag, code (301/302), target url, the reasons of the rules followed and the chain as breadcrumbs. A cyclic chain answers no redirect and is logged (S0 §8). The shell calls it on navigation with 5 retries at 1 s.',
          tags: ['redirects'],
          body: RedirectLightRequest,
          response: { 200: RedirectLightResponse, 400: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.check(request.body.url);
      },
    );
  };
}
