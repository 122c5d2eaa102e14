import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgSchema, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The redirects module's tables (S0 §7 redirect check, S1 §3 redirect response): operator-edited
 * rules that `POST /redirects-api/api/v1/redirect-light` resolves (S0 §7 redirect check, S1 §3 redirect response;
 * operator-editable rules are our addition, the spec gives only the call).
 */
export const redirectsSchema = pgSchema('redirects');

/**
 * One redirect rule. `match_kind` is `exact` (the whole path) or `prefix` (the path or anything
 * below it, on a `/` boundary). There is deliberately no regular-expression kind: an operator's
 * pattern would run on JavaScript's backtracking engine on every navigation (catastrophic
 * backtracking, ReDoS), and no linear-time engine is available to the browser and server alike.
 * `language_aware` rules match the path without its language prefix and put the prefix back on
 * the target (S0 §2.1 "every redirect carries lng").
 */
export const redirectRules = redirectsSchema.table(
  'rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** exact | prefix */
    matchKind: text('match_kind').notNull(),
    fromPath: text('from_path').notNull(),
    /** An internal path (may carry a query) or an absolute http(s) URL. */
    toUrl: text('to_url').notNull(),
    /** 301 permanent or 302 temporary. */
    code: smallint('code').notNull().default(302),
    languageAware: boolean('language_aware').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    /** Among rules matching one path the highest priority wins; then the lowest id. */
    priority: integer('priority').notNull().default(0),
    /** Why the rule exists; answered in `reasons`. */
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rules_match_kind', sql`${t.matchKind} in ('exact', 'prefix')`),
    check('rules_code', sql`${t.code} in (301, 302)`),
    check('rules_from_is_path', sql`left(${t.fromPath}, 1) = '/'`),
    check('rules_to_not_empty', sql`${t.toUrl} <> ''`),
  ],
);
