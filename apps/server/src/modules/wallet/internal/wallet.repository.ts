import { and, asc, eq } from 'drizzle-orm';
import { accounts, currencies, type Database } from '@wager/db';

export type AccountRow = typeof accounts.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;

/** The wallet module's queries; it touches only the `wallet` schema. */
export function createWalletRepository(db: Database) {
  return {
    async findCurrency(code: string, ex: Database = db): Promise<CurrencyRow | undefined> {
      const [row] = await ex.select().from(currencies).where(eq(currencies.code, code)).limit(1);
      return row;
    },
    async listEnabledCurrencies(ex: Database = db): Promise<CurrencyRow[]> {
      return ex.select().from(currencies).where(eq(currencies.enabled, true)).orderBy(asc(currencies.code));
    },
    async setCurrencyEnabled(code: string, enabled: boolean): Promise<boolean> {
      const rows = await db.update(currencies).set({ enabled }).where(eq(currencies.code, code)).returning({ code: currencies.code });
      return rows.length > 0;
    },
    async insertPlayerAccount(
      row: { userId: number; type: number; currencyCode: string; isActive: boolean },
      ex: Database = db,
    ): Promise<AccountRow> {
      const [inserted] = await ex
        .insert(accounts)
        .values({ ownerKind: 'player', userId: row.userId, type: row.type, currencyCode: row.currencyCode, isActive: row.isActive })
        .returning();
      return inserted!;
    },
    async listPlayerAccounts(userId: number, ex: Database = db): Promise<AccountRow[]> {
      return ex
        .select()
        .from(accounts)
        .where(and(eq(accounts.ownerKind, 'player'), eq(accounts.userId, userId)))
        .orderBy(asc(accounts.type), asc(accounts.id));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
