import { sql } from 'drizzle-orm';
import type { Database } from '@wager/db';

/** Test fixtures for the account API (issue 5 §2): rows the tests need that no player API writes directly. */
export function createAccountsFixtures(db: Database) {
  return {
    /** A deposit that already succeeded (what the payments flow leaves behind), without moving money. */
    async succeededDeposit(userId: number, accountId: number, currencyCode: string): Promise<void> {
      await db.execute(sql`
        insert into wallet.payments (user_id, account_id, direction, method_code, provider, currency_code, amount_minor, status, idempotency_key, request_hash)
        values (${userId}, ${accountId}, 'deposit', 'sandbox_card', 'sandbox', ${currencyCode}, 5000, 'succeeded', ${`fixture-${accountId}-${Date.now()}`}, 'fixture')`);
    },
    /** How many account rows (open or closed) the player has of this currency. */
    async accountRows(userId: number, currencyCode: string): Promise<{ id: number; closed: boolean }[]> {
      const result = await db.execute(
        sql`select id, closed_at is not null as closed from wallet.accounts where user_id = ${userId} and currency_code = ${currencyCode} order by id`,
      );
      return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({ id: Number(r.id), closed: r.closed === true }));
    },
  };
}
