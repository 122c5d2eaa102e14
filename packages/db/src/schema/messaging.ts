import { bigserial, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing SMS and e-mail: every message is written here first, then delivered (transactional outbox). */
export const messagingSchema = pgSchema('messaging');

export const outbox = messagingSchema.table('outbox', {
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
});
