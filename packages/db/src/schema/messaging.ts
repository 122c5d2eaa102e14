import { sql } from 'drizzle-orm';
import { bigserial, index, pgSchema, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing SMS and e-mail: every message is written here first, then delivered (transactional outbox). */
export const messagingSchema = pgSchema('messaging');

export const outbox = messagingSchema.table(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sms | email */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** What the message is for (password_reset, sms_login...), for filtering in /dev/outbox. */
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Failed deliveries so far; the retry worker gives up after the limit (OUTBOX_RETRY in @wager/domain). */
    attempts: smallint('attempts').notNull().default(0),
    /** When the retry worker may try again (also its claim on the row); null when nothing is pending. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`),
  ],
);
