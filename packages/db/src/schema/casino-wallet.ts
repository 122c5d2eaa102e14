import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The casino seamless wallet's tables (decision 019): the game providers that may call
 * `/casino-api/v1/…`, the game sessions a launch opens, the providers' rounds and every wallet call
 * that moves (or would move) money, keyed by the provider's transaction id so a retry answers the
 * first result. Money itself is only in the ledger (`wallet.*`); these rows point at its transfers.
 * No foreign keys to other schemas (the player is identity's, the account the wallet's).
 */
export const casinoWalletSchema = pgSchema('casino_wallet');

/** The providers registry; secrets are never stored (CASINO_PROVIDER_<SLUG>_SECRET, decision 019). */
export const casinoWalletProviders = casinoWalletSchema.table(
  'providers',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    /** Where the game client lives; `{lng}` is replaced by the language (`/{lng}/studio/play`). */
    launchUrl: text('launch_url').notNull(),
    /** Currencies real play accepts; null: any. */
    currencies: text('currencies').array(),
    /** The jurisdiction profile a session gets unless the operator says otherwise. */
    jurisdiction: text('jurisdiction').notNull().default('default'),
    enabled: integer('enabled').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('providers_slug', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** A game session (real play): opened by a launch, its token exchanged once by the provider. */
export const casinoWalletSessions = casinoWalletSchema.table(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    gameId: integer('game_id').notNull(),
    gameCode: text('game_code').notNull(),
    provider: text('provider').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    lang: text('lang').notNull(),
    playerRef: text('player_ref').notNull(),
    /** SHA-256 (hex) of the single-use launch token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user_idx').on(t.userId, t.createdAt)],
);

/** A provider's round: open until its end (or a win that ends it), or rolled back whole. */
export const casinoWalletRounds = casinoWalletSchema.table(
  'rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('open'),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Bets given back by rollbacks. */
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rounds_provider_round').on(t.provider, t.roundId),
    index('rounds_open_idx').on(t.userId, t.gameId).where(sql`${t.status} = 'open'`),
    index('rounds_stale_idx').on(t.updatedAt).where(sql`${t.status} = 'open'`),
    check('rounds_status', sql`${t.status} in ('open', 'closed', 'rolled_back')`),
    check('rounds_amounts', sql`${t.betMinor} >= 0 and ${t.winMinor} >= 0 and ${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.betMinor}`),
  ],
);

/**
 * Every bet, win, play and rollback a provider sent, once per (provider, transaction id): the request's
 * hash and the first answer (a retry gets it back), the ledger transfer it posted (a play: its bet's;
 * `amount_minor` is a play's bet, its win is the round's). A `tombstone` is
 * a rollback's mark on a bet id the operator never saw: that bet, arriving late, is refused.
 */
export const casinoWalletTransactions = casinoWalletSchema.table(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    providerTxId: text('provider_tx_id').notNull(),
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    /** A rollback: the bet it rolled back. A bet: the rollback that gave it back. */
    relatedTxId: text('related_tx_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('transactions_provider_tx').on(t.provider, t.providerTxId),
    index('transactions_round_idx').on(t.provider, t.roundId),
    check('transactions_kind', sql`${t.kind} in ('bet', 'win', 'play', 'rollback', 'tombstone')`),
    check('transactions_amount', sql`${t.amountMinor} >= 0`),
  ],
);
