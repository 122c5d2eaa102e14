import { sql } from 'drizzle-orm';
import type { Database } from '@wager/db';

/** Rows of the promo tables (tests: a refusal writes nothing). */
export function createPromoFixtures(db: Database) {
  return {
    async counts() {
      const result = await db.execute<{ redemptions: number; movements: number; uses: number }>(sql`
        select (select count(*)::int from promo.redemptions) as redemptions, (select count(*)::int from promo.freebet_movements) as movements,
               (select coalesce(sum(uses_total), 0)::int from promo.codes) as uses`);
      return (result as unknown as { rows: { redemptions: number; movements: number; uses: number }[] }).rows[0]!;
    },
  };
}
