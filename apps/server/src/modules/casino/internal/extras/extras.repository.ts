import { asc } from 'drizzle-orm';
import { casinoPromotions, casinoTournaments } from '@wager/db';
import type { DataSource } from '../../../../platform/unit-of-work.ts';
import { executor } from '../../../../platform/data-source.ts';

export type PromotionRow = typeof casinoPromotions.$inferSelect;
export type TournamentRow = typeof casinoTournaments.$inferSelect;
export type NewPromotion = typeof casinoPromotions.$inferInsert;
export type NewTournament = typeof casinoTournaments.$inferInsert;

/** casino.promotions and casino.tournaments: small operator-edited tables, read whole. */
export function createExtrasRepository(data: DataSource) {
  const on = () => executor(data);
  return {
    async seed(promotions: NewPromotion[], tournaments: NewTournament[]): Promise<void> {
      if (promotions.length > 0) await on().insert(casinoPromotions).values(promotions).onConflictDoNothing();
      if (tournaments.length > 0) await on().insert(casinoTournaments).values(tournaments).onConflictDoNothing();
    },
    promotions: (): Promise<PromotionRow[]> => on().select().from(casinoPromotions).orderBy(asc(casinoPromotions.sortOrder), asc(casinoPromotions.slug)),
    tournaments: (): Promise<TournamentRow[]> => on().select().from(casinoTournaments).orderBy(asc(casinoTournaments.startsAt), asc(casinoTournaments.id)),
  };
}
export type ExtrasRepository = ReturnType<typeof createExtrasRepository>;
