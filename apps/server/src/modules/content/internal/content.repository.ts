import { and, asc, eq, sql } from 'drizzle-orm';
import { pages, promotions, ruleChapters, type ContentBlock } from '@wager/db';
import { INFORMATION_PAGES_EN } from './seed/pages.en.ts';
import { INFORMATION_PAGES_RU } from './seed/pages.ru.ts';
import { RULES_EN } from './seed/rules.en.ts';
import { RULES_RU } from './seed/rules.ru.ts';
import type { SeedPage, SeedRuleGroup } from './seed/types.ts';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

const DEMO_PROMOTIONS = [
  {
    id: 1,
    slug: 'welcome-sport',
    title: { en: 'Welcome bonus 100% up to €100', ru: 'Приветственный бонус 100% до 100 €' },
    summary: { en: 'Double your first deposit for sports betting.', ru: 'Удвоим первый депозит для ставок на спорт.' },
    badge: { en: 'Sport', ru: 'Спорт' },
    artFrom: '#2563eb',
    artTo: '#0f172a',
  },
  {
    id: 2,
    slug: 'casino-freespins',
    title: { en: '150 free spins', ru: '150 фриспинов' },
    summary: { en: 'Spread over your first three casino deposits.', ru: 'За первые три депозита в казино.' },
    badge: { en: 'Casino', ru: 'Казино' },
    artFrom: '#9333ea',
    artTo: '#1e1b4b',
  },
  {
    id: 3,
    slug: 'accumulator-boost',
    title: { en: 'Accumulator boost up to 10%', ru: 'Бонус к экспрессу до 10%' },
    summary: { en: 'Three or more selections at odds 1.10+ earn a bigger payout.', ru: 'Три и более события с коэффициентом от 1.10 увеличивают выигрыш.' },
    badge: { en: 'Every day', ru: 'Каждый день' },
    artFrom: '#059669',
    artTo: '#022c22',
  },
  {
    id: 4,
    slug: 'cashback-weekly',
    title: { en: 'Weekly cashback 10%', ru: 'Еженедельный кешбэк 10%' },
    summary: { en: 'Get back a part of your net casino losses every Monday.', ru: 'Возвращаем часть проигрыша в казино каждый понедельник.' },
    badge: { en: 'Casino', ru: 'Казино' },
    artFrom: '#ea580c',
    artTo: '#431407',
  },
].map((promotion, index) => ({ ...promotion, sortOrder: index + 1 }));

const pageRows = (language: string, seed: readonly SeedPage[]) => seed.map((page) => ({ ...page, language }));
const chapterRows = (language: string, seed: readonly SeedRuleGroup[]) =>
  seed.flatMap((group) =>
    group.chapters.map((chapter, index) => ({
      groupId: group.groupId,
      chapterId: index + 1,
      language,
      groupTitle: group.title,
      title: chapter.title,
      body: chapter.body,
    })),
  );

export function createContentRepository(data: DataSource) {
  const db = executor(data);
  return {
    async listPromotions(limit: number) {
      return db.select().from(promotions).orderBy(asc(promotions.sortOrder)).limit(limit);
    },
    async findPage(slug: string, language: string) {
      const [row] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.slug, slug), eq(pages.language, language)))
        .limit(1);
      return row ?? null;
    },
    async setPage(slug: string, language: string, page: { title: string; summary: string; body: ContentBlock[] }) {
      await db
        .insert(pages)
        .values({ slug, language, ...page })
        .onConflictDoUpdate({ target: [pages.slug, pages.language], set: { ...page, updatedAt: sql`now()` } });
    },
    async listChapterTitles(language: string) {
      return db
        .select({ groupId: ruleChapters.groupId, chapterId: ruleChapters.chapterId, groupTitle: ruleChapters.groupTitle, title: ruleChapters.title })
        .from(ruleChapters)
        .where(eq(ruleChapters.language, language))
        .orderBy(asc(ruleChapters.groupId), asc(ruleChapters.chapterId));
    },
    async findChapter(groupId: number, chapterId: number, language: string) {
      const [row] = await db
        .select()
        .from(ruleChapters)
        .where(and(eq(ruleChapters.groupId, groupId), eq(ruleChapters.chapterId, chapterId), eq(ruleChapters.language, language)))
        .limit(1);
      return row ?? null;
    },
    /** Inserts missing rows only: an operator's edits survive every restart. */
    async seedDemo() {
      await db.insert(promotions).values(DEMO_PROMOTIONS).onConflictDoNothing();
      await db
        .insert(pages)
        .values([...pageRows('en', INFORMATION_PAGES_EN), ...pageRows('ru', INFORMATION_PAGES_RU)])
        .onConflictDoNothing();
      await db
        .insert(ruleChapters)
        .values([...chapterRows('en', RULES_EN), ...chapterRows('ru', RULES_RU)])
        .onConflictDoNothing();
    },
  };
}
