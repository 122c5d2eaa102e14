import { sql } from 'drizzle-orm';
import type { Database } from '@wager/db';

/** Test fixtures for the account API (S0 §3.1): rows the tests need that no player API writes directly. */
export function createAccountsFixtures(db: Database) {
  return {
    /** A deposit that already succeeded (what the payments flow leaves behind), without moving money. */
    async succeededDeposit(userId: number, accountId: number, currencyCode: string): Promise<void> {
      await this.payment(userId, accountId, currencyCode, 'deposit', 'succeeded');
    },
    /** A payment row in any state, without moving money. Returns its id. */
    async payment(userId: number, accountId: number, currencyCode: string, direction: 'deposit' | 'withdrawal', status: string): Promise<number> {
      const result = await db.execute(sql`
        insert into wallet.payments (user_id, account_id, direction, method_code, provider, currency_code, amount_minor, status, idempotency_key, request_hash)
        values (${userId}, ${accountId}, ${direction}, 'sandbox_card', 'sandbox', ${currencyCode}, 5000, ${status}, ${`fixture-${accountId}-${Date.now()}-${Math.random()}`}, 'fixture')
        returning id`);
      return Number((result as unknown as { rows: { id: unknown }[] }).rows[0]!.id);
    },
    async setPaymentStatus(paymentId: number, status: string): Promise<void> {
      await db.execute(sql`update wallet.payments set status = ${status} where id = ${paymentId}`);
    },
    /** Every currency row as stored (decision 008 reference data). */
    async currencyRows(): Promise<{ code: string; numericCode: number; name: string; minorUnits: number; symbol: string; step: bigint; initial: bigint; enabled: boolean }[]> {
      const result = await db.execute(
        sql`select code, numeric_code, name, minor_units, symbol, amount_step_minor::text as step, initial_amount_minor::text as initial, enabled from wallet.currencies order by code`,
      );
      return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
        code: String(r.code),
        numericCode: Number(r.numeric_code),
        name: String(r.name),
        minorUnits: Number(r.minor_units),
        symbol: String(r.symbol),
        step: BigInt(String(r.step)),
        initial: BigInt(String(r.initial)),
        enabled: r.enabled === true,
      }));
    },
    /** Runs one statement of a migration again (to show it is safe to repeat). */
    async runStatement(statement: string): Promise<void> {
      await db.execute(sql.raw(statement));
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
