import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgSchema, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The limits module's tables (S1 §3, §4; decision 021). What a limit counts (stakes, losses,
 * deposits) is never stored here: it is summed from the ledger over the rolling window, so no
 * counter can drift. Here are only the limits themselves, pending questionnaires, signed-in time
 * per day and the reality-check state.
 */
export const limitsSchema = pgSchema('limits');

/** A player's limit of one S1 §3 type: at most one ACTIVE and one PENDING row per type. */
export const playerLimits = limitsSchema.table(
  'player_limits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    limitType: smallint('limit_type').notNull(),
    /** active | pending (a removed or expired limit is deleted; its history is in audit.events). */
    state: text('state').notNull(),
    /** Money: whole major units of `currency`; days, hours or minutes otherwise. */
    value: integer('value').notNull(),
    /** Money limits only: the currency they count (decision 021). */
    currency: text('currency'),
    /** ACTIVE: in effect from (a self-exclusion may start later); PENDING: when it was asked for. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** PENDING: the player may approve it from this time (the profile's cooling-off). */
    approvableAt: timestamp('approvable_at', { withTimezone: true }),
    selfExcludeReason: smallint('self_exclude_reason'),
    /** Who set it: player | operator | register (a national self-exclusion register). */
    source: text('source').notNull().default('player'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_limits_one_per_state').on(t.userId, t.limitType, t.state),
    check('player_limits_state', sql`${t.state} in ('active', 'pending')`),
    check('player_limits_source', sql`${t.source} in ('player', 'operator', 'register')`),
    check('player_limits_currency', sql`${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** An increase or removal waiting for the self-assessment answers (S1 §3 tokenGuid): only the token's hash is kept. */
export const questionTokens = limitsSchema.table(
  'question_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The limits the player asked to save (the SaveLimitsRequest's items). */
    request: jsonb('request').notNull(),
    /** The question ids asked, in order. */
    questionIds: jsonb('question_ids').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('question_tokens_user').on(t.userId)],
);

/** Signed-in time per player per day (S1 §4 session limit), in the profile's day. */
export const sessionDays = limitsSchema.table(
  'session_days',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    secondsUsed: integer('seconds_used').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), check('session_days_seconds', sql`${t.secondsUsed} >= 0`)],
);

/** S1 §3 reality-check record and the session it measures (UKGC RTS 13). */
export const realityChecks = limitsSchema.table('reality_checks', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  /** The session the reminder reports on (time played and net result since then). */
  sessionId: text('session_id').notNull(),
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }),
  doNotShowAgain: boolean('do_not_show_again').notNull().default(false),
  lastAction: text('last_action'),
  lastShownAt: timestamp('last_shown_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PlayerLimitRow = typeof playerLimits.$inferSelect;
export type NewPlayerLimitRow = typeof playerLimits.$inferInsert;
