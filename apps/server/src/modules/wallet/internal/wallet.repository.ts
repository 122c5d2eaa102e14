import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { accounts, currencies, payments } from '@wager/db';
import { OPEN_PAYMENT_STATES } from '@wager/domain';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;

const isPlayer = eq(accounts.ownerKind, 'player');
const isOpen = isNull(accounts.closedAt);

/** The wallet module's queries; it touches only the `wallet` schema. */
export function createWalletRepository(data: DataSource) {
  const db = executor(data);
  const on = (tx?: Tx) => executor(data, tx);
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
      return data.transaction(work, within);
    },
    async findCurrency(code: string, tx?: Tx): Promise<CurrencyRow | undefined> {
      const [row] = await on(tx).select().from(currencies).where(eq(currencies.code, code)).limit(1);
      return row;
    },
    async findCurrencyByNumericCode(numericCode: number, tx?: Tx): Promise<CurrencyRow | undefined> {
      const [row] = await on(tx).select().from(currencies).where(eq(currencies.numericCode, numericCode)).limit(1);
      return row;
    },
    async listCurrencies(codes: readonly string[], tx?: Tx): Promise<CurrencyRow[]> {
      if (codes.length === 0) return [];
      return on(tx).select().from(currencies).where(inArray(currencies.code, [...codes]));
    },
    async listEnabledCurrencies(tx?: Tx): Promise<CurrencyRow[]> {
      return on(tx).select().from(currencies).where(eq(currencies.enabled, true)).orderBy(asc(currencies.code));
    },
    async setCurrencyEnabled(code: string, enabled: boolean): Promise<boolean> {
      const rows = await db.update(currencies).set({ enabled }).where(eq(currencies.code, code)).returning({ code: currencies.code });
      return rows.length > 0;
    },
    async insertPlayerAccount(
      row: { userId: number; type: number; currencyCode: string; isActive: boolean },
      tx?: Tx,
    ): Promise<AccountRow> {
      const [inserted] = await on(tx)
        .insert(accounts)
        .values({ ownerKind: 'player', userId: row.userId, type: row.type, currencyCode: row.currencyCode, isActive: row.isActive })
        .returning();
      return inserted!;
    },
    /** The player's open accounts (removed currency accounts are hidden). */
    async listPlayerAccounts(userId: number, tx?: Tx): Promise<AccountRow[]> {
      return on(tx)
        .select()
        .from(accounts)
        .where(and(isPlayer, eq(accounts.userId, userId), isOpen))
        .orderBy(asc(accounts.type), asc(accounts.id));
    },
    /** One open account of this player; undefined for another player's, a closed or a house account. */
    async findPlayerAccount(userId: number, accountId: number, tx?: Tx): Promise<AccountRow | undefined> {
      const [row] = await on(tx)
        .select()
        .from(accounts)
        .where(and(isPlayer, eq(accounts.id, accountId), eq(accounts.userId, userId), isOpen))
        .limit(1);
      return row;
    },
    /** The player's account of this type and currency, open or closed (one per the unique index). */
    async findPlayerAccountByCurrency(userId: number, type: number, currencyCode: string, tx?: Tx): Promise<AccountRow | undefined> {
      const [row] = await on(tx)
        .select()
        .from(accounts)
        .where(and(isPlayer, eq(accounts.userId, userId), eq(accounts.type, type), eq(accounts.currencyCode, currencyCode)))
        .limit(1);
      return row;
    },
    /** Locks every account row of the player, so account changes of one player run one after another. */
    async lockPlayerAccounts(userId: number, tx: Tx): Promise<void> {
      await on(tx).select({ id: accounts.id }).from(accounts).where(and(isPlayer, eq(accounts.userId, userId))).orderBy(asc(accounts.id)).for('update');
    },
    async reopenAccount(accountId: number, tx?: Tx): Promise<AccountRow | undefined> {
      const [row] = await on(tx).update(accounts).set({ closedAt: null }).where(eq(accounts.id, accountId)).returning();
      return row;
    },
    /**
     * Closes a currency account only while it is empty and not active: the guard is in the UPDATE,
     * so money that arrives at the same moment keeps the account open.
     */
    async closeEmptyCurrencyAccount(userId: number, accountId: number, type: number, tx?: Tx): Promise<AccountRow | undefined> {
      const [row] = await on(tx)
        .update(accounts)
        .set({ closedAt: sql`now()` })
        .where(
          and(
            isPlayer,
            eq(accounts.id, accountId),
            eq(accounts.userId, userId),
            eq(accounts.type, type),
            eq(accounts.balanceMinor, 0n),
            eq(accounts.isActive, false),
            isOpen,
          ),
        )
        .returning();
      return row;
    },
    /** Clears the player's active flag on every other account, then sets it on this open, unfrozen one. */
    async setActiveAccount(userId: number, accountId: number, tx: Tx): Promise<AccountRow | undefined> {
      await on(tx)
        .update(accounts)
        .set({ isActive: false })
        .where(and(isPlayer, eq(accounts.userId, userId), eq(accounts.isActive, true), ne(accounts.id, accountId)));
      const [row] = await on(tx)
        .update(accounts)
        .set({ isActive: true })
        .where(and(isPlayer, eq(accounts.id, accountId), eq(accounts.userId, userId), isOpen, isNull(accounts.frozenAt)))
        .returning();
      return row;
    },
    async setFrozen(accountId: number, frozen: boolean): Promise<AccountRow | undefined> {
      const [row] = await db
        .update(accounts)
        .set({ frozenAt: frozen ? sql`coalesce(${accounts.frozenAt}, now())` : null })
        .where(eq(accounts.id, accountId))
        .returning();
      return row;
    },
    /** Deposits that may still be paid and withdrawals whose hold may still come back: money in flight to the account. */
    async countOpenPayments(accountId: number, tx?: Tx): Promise<number> {
      const [row] = await on(tx)
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.accountId, accountId), inArray(payments.status, [...OPEN_PAYMENT_STATES])));
      return Number(row?.n ?? 0);
    },
    async countSucceededDeposits(userId: number, tx?: Tx): Promise<number> {
      const [row] = await on(tx)
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.direction, 'deposit'), eq(payments.status, 'succeeded')));
      return Number(row?.n ?? 0);
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
