import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgSchema, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The blocks module's tables (S0 §4.5, §7 block check, S1 §3 block response): operator-edited
 * rules that `POST /blocks-api/api/v2/block` matches (S0 §4.5 reasons, §7 block check;
 * the rule kinds, by country, IP range, user agent and time window, are ours: the spec gives only the call).
 */
export const blocksSchema = pgSchema('blocks');

/**
 * One block rule: who it catches (`kind` and `value`, `audience`), when (`starts_at`/`ends_at`,
 * optional bounds for every kind, both required for `time_window`) and what the visitor is told
 * (`reason_code`, mapped to a page by S0 §4.5, and the display and template type ids).
 * Values: country = ISO 3166-1 alpha-2 code; ip_range = IPv4 or IPv6 CIDR (or one address);
 * user_agent = case-insensitive substring, or a `*` wildcard pattern over the whole header;
 * time_window and all = ''. The service validates values before writing them.
 */
export const blockRules = blocksSchema.table(
  'rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** S0 §4.5 reason: 4 site-updates, 16 suspension, 1/2/3/5/14 block, 13 block-ua, 17 block-ie, 8 coming-soon. */
    reasonCode: smallint('reason_code').notNull(),
    /** country | ip_range | user_agent | time_window | all */
    kind: text('kind').notNull(),
    value: text('value').notNull().default(''),
    /** guests | signed_in | both */
    audience: text('audience').notNull().default('both'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** Among matching rules the highest priority wins; then the lowest id. */
    priority: integer('priority').notNull().default(0),
    displayTypeId: smallint('display_type_id'),
    templateTypeId: smallint('template_type_id'),
    /** The operator's note: why the rule exists. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rules_kind', sql`${t.kind} in ('country', 'ip_range', 'user_agent', 'time_window', 'all')`),
    check('rules_audience', sql`${t.audience} in ('guests', 'signed_in', 'both')`),
    check('rules_reason_code', sql`${t.reasonCode} > 0`),
    check('rules_value_needed', sql`${t.kind} not in ('country', 'ip_range', 'user_agent') or ${t.value} <> ''`),
    check('rules_window_needed', sql`${t.kind} <> 'time_window' or (${t.startsAt} is not null and ${t.endsAt} is not null)`),
    check('rules_window_order', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);
