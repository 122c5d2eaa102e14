import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, ContentLanguageQuery, ContentPage, ContentPageParams, RuleChapter, RuleChapterParams, RulesIndex } from '@wager/contract';
import { AppError } from '../../../platform/index.ts';
import type { ContentService } from './content.service.ts';

/** Information text changes rarely; a minute of browser caching keeps an operator's edit visible soon. */
const CACHE_CONTROL = 'public, max-age=60';

export function contentRoutes(service: ContentService): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/web-api/content/pages/:slug',
      {
        schema: {
          summary: 'An information page (S0 §2.2: contacts, about, how to bet, payment, cookies, licences, AML/KYC …) as structured blocks',
          tags: ['content'],
          params: ContentPageParams,
          querystring: ContentLanguageQuery,
          response: { 200: ContentPage, 400: ApiError, 404: ApiError },
        },
      },
      async (request, reply) => {
        const page = await service.getPage(request.params.slug, request.query.lng ?? 'en');
        if (!page) throw new AppError(404, 'NOT_FOUND', 'No such information page.');
        reply.header('cache-control', CACHE_CONTROL);
        return page;
      },
    );

    api.get(
      '/web-api/content/rules',
      {
        schema: {
          summary: 'The betting rules (S0 §2.2 information/rules): groups with their chapter titles, in order',
          tags: ['content'],
          querystring: ContentLanguageQuery,
          response: { 200: RulesIndex, 400: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return service.getRulesIndex(request.query.lng ?? 'en');
      },
    );

    api.get(
      '/web-api/content/rules/:groupId/:chapterId',
      {
        schema: {
          summary: 'One chapter of the betting rules (S0 §2.2 information/rules/{ruleGroup}/{chapter})',
          tags: ['content'],
          params: RuleChapterParams,
          querystring: ContentLanguageQuery,
          response: { 200: RuleChapter, 400: ApiError, 404: ApiError },
        },
      },
      async (request, reply) => {
        const chapter = await service.getRuleChapter(request.params.groupId, request.params.chapterId, request.query.lng ?? 'en');
        if (!chapter) throw new AppError(404, 'NOT_FOUND', 'No such chapter of the rules.');
        reply.header('cache-control', CACHE_CONTROL);
        return chapter;
      },
    );
  };
}
