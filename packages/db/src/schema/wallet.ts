import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgSchema, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The wallet module's tables (S0 §3.1). Money is integer minor units (bigint), never floating point.
 * Every movement is a transfer of entries that sum to zero per currency (double entry).
 */
export const walletSchema = pgSchema('wallet');

/** ISO 4217 currencies the site offers, with their minor units (2 for EUR: 1.00 EUR = 100 minor units). */
export const currencies = walletSchema.table('currencies', {
  code: text('code').primaryKey(),
  /** ISO 4217 numeric code: the spec's currencyId (S0 §3.1). */
  numericCode: smallint('numeric_code').notNull().default(0),
  name: text('name').notNull().default(''),
  minorUnits: smallint('minor_units').notNull(),
  symbol: text('symbol').notNull(),
  /** S0 §5, §9: the coupon's default amount step and initial stake, in minor units. */
  amountStepMinor: bigint('amount_step_minor', { mode: 'bigint' }).notNull().default(sql`10000`),
  initialAmountMinor: bigint('initial_amount_minor', { mode: 'bigint' }).notNull().default(sql`15000`),
  /** Offered for new accounts (registration, add currency). */
  enabled: boolean('enabled').notNull().default(true),
}, (t) => [uniqueIndex('currencies_numeric_code').on(t.numericCode).where(sql`${t.numericCode} > 0`)]);

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
    /**
     * A removed currency account (S0 §7 remove currency; only when empty). Its entries stay, so the
     * row stays too: hidden from the player, and adding the currency again reopens it.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
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

/**
 * One movement of money (beyond the spec: docs/decisions/008-wallet-money-rules.md): a set of entries that sum to zero per currency, written in one
 * database transaction. The idempotency key is unique, so a replayed request finds the first
 * transfer and moves nothing; `requestHash` tells a replay from a different request under a reused key.
 */
export const transfers = walletSchema.table(
  'transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Scoped by the caller (`user:12:…`, `payment:…`), so two players' keys never meet. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** deposit | withdrawal_hold | withdrawal_release | withdrawal_payout | bet | win | refund | adjustment | transfer */
    kind: text('kind').notNull(),
    /** Who asked: `user:12`, `provider:sandbox`, `operator:…`, `system`. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    /** What it pays for: payment, bet, game_round … and that thing's id. */
    referenceKind: text('reference_kind'),
    referenceId: text('reference_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transfers_idempotency_key').on(t.idempotencyKey), index('transfers_reference_idx').on(t.referenceKind, t.referenceId)],
);

/**
 * The postings of a transfer: append-only, never updated. An account's balance always equals the
 * sum of its entries; `balanceAfterMinor` is the account row's balance right after this entry.
 */
export const entries = walletSchema.table(
  'entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * No foreign key, on purpose (decision 006): entries are written only by the ledger's statement,
     * together with their transfer, and `ledger.audit()` checks every entry has one. The key's check
     * would read `transfers` for every entry, and a check planned while the table was small keeps
     * scanning it whole as it grows.
     */
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    currencyCode: text('currency_code').notNull(),
    /** Signed: positive credits the account, negative debits it. Never zero. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('entries_amount_not_zero', sql`${t.amountMinor} <> 0`),
    index('entries_account_idx').on(t.accountId, t.id),
    index('entries_transfer_idx').on(t.transferId),
    // The limits' rolling windows (decision 021): a player's movements since a time, per account.
    index('entries_account_time_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * Deposit and withdrawal methods and their limits per currency (the office's recharge and deduce, S0 §2.2; the limits are ours, decision 008): minimum and maximum in
 * minor units. A method with no row for a currency is not offered in it.
 */
export const paymentMethods = walletSchema.table(
  'payment_methods',
  {
    code: text('code').notNull(),
    /** deposit | withdrawal */
    direction: text('direction').notNull(),
    provider: text('provider').notNull(),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payment_methods_key').on(t.code, t.direction, t.currencyCode),
    check('payment_methods_direction', sql`${t.direction} in ('deposit', 'withdrawal')`),
    check('payment_methods_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`),
  ],
);

/**
 * A deposit or a withdrawal request and where it stands. Deposits: created → pending → succeeded |
 * failed | cancelled. Withdrawals: requested → approved → paid, or rejected / cancelled (by the
 * player). Money moves only through `transfers`; this row points at them.
 */
export const payments = walletSchema.table(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 5_000_001 }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    direction: text('direction').notNull(),
    methodCode: text('method_code').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id for it (checkout session, payout id); unique per provider. */
    providerRef: text('provider_ref'),
    currencyCode: text('currency_code').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    /** The player's Idempotency-Key: a repeated request answers the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Where a withdrawal is paid to (masked card, wallet id), as the player typed it. */
    destination: text('destination'),
    failureReason: text('failure_reason'),
    /** The language the player started in, for the return pages. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_direction', sql`${t.direction} in ('deposit', 'withdrawal')`),
    check('payments_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'payments_status',
      sql`${t.status} in ('created', 'pending', 'succeeded', 'failed', 'cancelled', 'requested', 'approved', 'paid', 'rejected')`,
    ),
    uniqueIndex('payments_user_idempotency').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Every provider callback as received (decision 008): the event id is unique per provider, so a
 * replayed callback is recognised and changes nothing.
 */
export const paymentEvents = walletSchema.table(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    status: text('status').notNull(),
    payload: text('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event').on(t.provider, t.providerEventId)],
);
