import { ContentPageInput, type ContentPage, type RuleChapter, type RulesIndex, type ShowcasePromotion } from '@wager/contract';
import { dictionaryLanguage } from '@wager/domain';
import type { createContentRepository } from './content.repository.ts';

export interface ContentService {
  listPromotions(lang: string, limit: number): Promise<ShowcasePromotion[]>;
  /** An information page (S0 §2.2) in the page language's text (S0 §1: ru for ru, kk, uk, az); null when unknown. */
  getPage(slug: string, lang: string): Promise<ContentPage | null>;
  /** The rules' groups with their chapter titles, in rule order. */
  getRulesIndex(lang: string): Promise<RulesIndex>;
  getRuleChapter(groupId: number, chapterId: number, lang: string): Promise<RuleChapter | null>;
  /** An operator's replacement of a page's text in one dictionary language (en or ru). */
  setPage(slug: string, language: 'en' | 'ru', page: ContentPageInput): Promise<void>;
  /** Inserts the demo promotions, information pages and rules that are missing; never overwrites. */
  seedDemo(): Promise<void>;
}

export function createContentService(repository: ReturnType<typeof createContentRepository>): ContentService {
  return {
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
    async getPage(slug, lang) {
      const language = dictionaryLanguage(lang);
      const row = await repository.findPage(slug, language);
      if (!row) return null;
      return { slug: row.slug, language, title: row.title, summary: row.summary, body: row.body, updatedAt: row.updatedAt.toISOString() };
    },
    async getRulesIndex(lang) {
      const language = dictionaryLanguage(lang);
      const groups: RulesIndex['groups'] = [];
      for (const row of await repository.listChapterTitles(language)) {
        let group = groups.at(-1);
        if (group?.groupId !== row.groupId) groups.push((group = { groupId: row.groupId, title: row.groupTitle, chapters: [] }));
        group.chapters.push({ chapterId: row.chapterId, title: row.title });
      }
      return { language, groups };
    },
    async getRuleChapter(groupId, chapterId, lang) {
      const language = dictionaryLanguage(lang);
      const row = await repository.findChapter(groupId, chapterId, language);
      if (!row) return null;
      return { groupId, chapterId, language, groupTitle: row.groupTitle, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
    },
    // Operator input is checked like a request: only the structured blocks a page can render.
    setPage: (slug, language, page) => repository.setPage(slug, language, ContentPageInput.parse(page)),
    seedDemo: () => repository.seedDemo(),
  };
}
