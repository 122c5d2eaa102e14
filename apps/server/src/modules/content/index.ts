import type { FastifyPluginAsync } from 'fastify';
import type { ContentRenderFace } from '@wager/contract';
import type { DataSource } from '../../platform/index.ts';
import { createContentRepository } from './internal/content.repository.ts';
import { contentRoutes } from './internal/content.routes.ts';
import { createContentService } from './internal/content.service.ts';

export type { ContentService } from './internal/content.service.ts';

/** The content module: promotions, information pages and betting rules (S0 §2.2), all operator-editable rows. */
export function createContentModule(deps: { data: DataSource }) {
  const service = createContentService(createContentRepository(deps.data));
  const routes: FastifyPluginAsync = contentRoutes(service);
  const render: ContentRenderFace = {
    getInformationPage: (slug, lang) => service.getPage(slug, lang),
    getRulesIndex: (lang) => service.getRulesIndex(lang),
    getRuleChapter: (groupId, chapterId, lang) => service.getRuleChapter(groupId, chapterId, lang),
  };
  return { service, routes, render };
}
