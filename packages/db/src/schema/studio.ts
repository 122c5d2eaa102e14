import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgSchema, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Wager Studio, the built-in sandbox game provider (decision 020): its game sessions, provably-fair
 * seed pairs and rounds. The studio is "another company": it keeps no operator money; a real session's
 * balance is the operator's (a copy of the last answer), a demo's is play money held here.
 */
export const studioSchema = pgSchema('studio');

export const studioSessions = studioSchema.table(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the bearer the game client sends in X-Studio-Session. */
    tokenHash: text('token_hash').notNull(),
    mode: text('mode').notNull(),
    /** The operator's session id (real mode), else null. */
    operatorSessionId: text('operator_session_id'),
    /** Whose seeds these are: `real:{playerRef}` or `demo:{session id}`. */
    seedOwner: text('seed_owner').notNull(),
    currency: text('currency').notNull(),
    engine: text('engine').notNull(),
    lang: text('lang').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** When the last round began (the minimum game cycle counts from it). */
    lastRoundAt: timestamp('last_round_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash').on(t.tokenHash),
    check('sessions_mode', sql`${t.mode} in ('real', 'demo')`),
    check('sessions_demo_balance', sql`${t.mode} = 'real' or ${t.balanceMinor} >= 0`),
  ],
);

export const studioSeeds = studioSchema.table(
  'seeds',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    /** Secret until the pair is rotated; shown only after `revealedAt`. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The next round's nonce (rounds already played on the pair). */
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seeds_one_active').on(t.owner).where(sql`${t.active}`),
    check('seeds_nonce', sql`${t.nonce} >= 0`),
    check('seeds_revealed_inactive', sql`${t.revealedAt} is null or not ${t.active}`),
  ],
);

export const studioRounds = studioSchema.table(
  'rounds',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    engine: text('engine').notNull(),
    params: jsonb('params').notNull(),
    seedId: integer('seed_id').notNull(),
    nonce: integer('nonce').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    multiplierBp: bigint('multiplier_bp', { mode: 'bigint' }),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    /** The domain's result, bigints as strings; for an open mines round the safe picks so far. */
    outcome: jsonb('outcome'),
    betTxId: text('bet_tx_id').notNull(),
    winTxId: text('win_tx_id'),
    /** open (mines in play), win_pending (the operator has not confirmed the win yet), settled, rolled_back. */
    status: text('status').notNull(),
    /** Retries of a queued win. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('rounds_session').on(t.sessionId, t.createdAt),
    index('rounds_pending').on(t.status).where(sql`${t.status} = 'win_pending'`),
    // Open rounds by engine: the crash bets a restarted process left (decision 020 "Interrupted rounds"), every 10 s.
    index('rounds_open').on(t.engine, t.createdAt).where(sql`${t.status} = 'open'`),
    // A player's own seed pair plays each nonce once; a shared crash round's seed carries every player's bet.
    uniqueIndex('rounds_seed_nonce').on(t.seedId, t.nonce).where(sql`${t.params} ->> 'crashRound' is null`),
    check('rounds_status', sql`${t.status} in ('open', 'win_pending', 'settled', 'rolled_back')`),
    check('rounds_stake', sql`${t.stakeMinor} > 0`),
  ],
);
