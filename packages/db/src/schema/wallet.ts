import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgSchema, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The wallet module's tables (S0 §3.1). Money is integer minor units (bigint), never floating point.
 * Issue 3 opens the main account at registration; the ledger (transfers and entries) comes with issue 5.
 */
export const walletSchema = pgSchema('wallet');

/** ISO 4217 currencies the site offers, with their minor units (2 for EUR: 1.00 EUR = 100 minor units). */
export const currencies = walletSchema.table('currencies', {
  code: text('code').primaryKey(),
  minorUnits: smallint('minor_units').notNull(),
  symbol: text('symbol').notNull(),
  /** Offered for new accounts (registration, add currency). */
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Every account money can sit in: a player's (main type 0, bonus 4, currency 9, S0 §3.1) or the
 * house's and payment providers' (owner 'house' / 'provider', keyed by systemCode and shard so a
 * busy house account can be spread over several rows). A player balance can never go negative.
 */
export const accounts = walletSchema.table(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1_000_001 }),
    /** player | house | provider */
    ownerKind: text('owner_kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    /** For house and provider accounts: which one ('house', 'sandbox'); null for players. */
    systemCode: text('system_code'),
    shard: smallint('shard').notNull().default(0),
    /** S0 §3.1 account type: 0 main, 4 bonus, 9 currency; null for house and provider accounts. */
    type: smallint('type'),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    isActive: boolean('is_active').notNull().default(false),
    label: text('label'),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('accounts_owner_kind', sql`${t.ownerKind} in ('player', 'house', 'provider')`),
    check('accounts_player_fields', sql`(${t.ownerKind} = 'player') = (${t.userId} is not null and ${t.type} is not null)`),
    check('accounts_player_not_negative', sql`${t.ownerKind} <> 'player' or ${t.balanceMinor} >= 0`),
    // One main account per player, one account per player, type and currency, one active account.
    uniqueIndex('accounts_one_main').on(t.userId).where(sql`${t.type} = 0`),
    uniqueIndex('accounts_player_type_currency').on(t.userId, t.type, t.currencyCode).where(sql`${t.ownerKind} = 'player'`),
    uniqueIndex('accounts_one_active').on(t.userId).where(sql`${t.isActive}`),
    uniqueIndex('accounts_system_shard').on(t.ownerKind, t.systemCode, t.currencyCode, t.shard).where(sql`${t.ownerKind} <> 'player'`),
    index('accounts_user_idx').on(t.userId),
  ],
);
