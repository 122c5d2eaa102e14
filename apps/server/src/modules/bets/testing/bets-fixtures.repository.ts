import { sql } from 'drizzle-orm';
import type { Database } from '@wager/db';

/** Rows of the bets tables (tests: a refusal writes nothing). */
export function createBetsFixtures(db: Database) {
  return {
    async counts() {
      const result = await db.execute<{ placements: number; coupons: number; legs: number; settlements: number }>(sql`
        select (select count(*)::int from bets.placements) as placements, (select count(*)::int from bets.coupons) as coupons,
               (select count(*)::int from bets.legs) as legs, (select count(*)::int from bets.settlements) as settlements`);
      return (result as unknown as { rows: { placements: number; coupons: number; legs: number; settlements: number }[] }).rows[0]!;
    },
  };
}
