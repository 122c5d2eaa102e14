import { bigint, bigserial, index, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The significant-event log: append-only (a trigger in the migration refuses UPDATE and DELETE).
 * Registrations, sign-ins and failures, lockouts, credential changes, terms; later money and limits.
 */
export const auditSchema = pgSchema('audit');

export const auditEvents = auditSchema.table(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** e.g. identity.registered, identity.login_failed, identity.locked, identity.password_changed */
    type: text('type').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('events_user_idx').on(t.userId, t.occurredAt), index('events_type_idx').on(t.type, t.occurredAt)],
);
