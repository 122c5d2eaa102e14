import type { Database } from '@wager/db';
import type { ShowcasePromotion } from '@wager/contract';
import { dictionaryLanguage } from '@wager/domain';
import { createContentRepository } from './internal/content.repository.ts';

export interface ContentService {
  listPromotions(lang: string, limit: number): Promise<ShowcasePromotion[]>;
  seedDemo(): Promise<void>;
}

/** The content module: promotions for now (SEO page data, information pages come later). */
export function createContentModule(deps: { db: Database }) {
  const repository = createContentRepository(deps.db);
  const service: ContentService = {
    async listPromotions(lang, limit) {
      const dict = dictionaryLanguage(lang);
      return (await repository.listPromotions(limit)).map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.title[dict],
        summary: p.summary[dict],
        badge: p.badge[dict],
        art: { from: p.artFrom, to: p.artTo },
      }));
    },
    seedDemo: () => repository.seedDemo(),
  };
  return { service };
}
