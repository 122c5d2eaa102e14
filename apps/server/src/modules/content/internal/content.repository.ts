import { asc } from 'drizzle-orm';
import { promotions, type Database } from '@wager/db';

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

export function createContentRepository(db: Database) {
  return {
    async listPromotions(limit: number) {
      return db.select().from(promotions).orderBy(asc(promotions.sortOrder)).limit(limit);
    },
    async seedDemo() {
      await db.insert(promotions).values(DEMO_PROMOTIONS).onConflictDoNothing();
    },
  };
}
