import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The identity module's tables: players, credentials, sessions, one-time codes (S0 §3.5, §4.4, S1 §4). */
export const identitySchema = pgSchema('identity');

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const users = identitySchema.table(
  'users',
  {
    // The account id players see and may sign in with (S0 §3.5 "e-mail or id"); starts high so ids look like ids.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100_000_001 }),
    /** Lower-cased; null for accounts without e-mail (one-click, phone). */
    email: text('email'),
    /** E.164 (+79161234567). */
    phone: text('phone'),
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: text('country_code').notNull(),
    /** ISO 4217 currency of the main account (S0 §3.1). */
    currencyCode: text('currency_code').notNull(),
    /** fast_reg | phone_reg | full_reg | soc_reg (S0 §3.5). */
    registrationType: text('registration_type').notNull(),
    /** 0 decline bonuses, 1 sport, 2 casino (S1 §3). */
    bonusChoice: smallint('bonus_choice').notNull().default(0),
    promoCode: text('promo_code'),
    /** argon2id; null for accounts that only sign in socially. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** S0 §3.2: 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only. */
    activationType: smallint('activation_type').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Base32 TOTP secret; two-step sign-in is on when totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second TOTP step accepted, so a code is good once even inside its window (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * S0 §2.5.9, §3.2 is_need_identification: the operator (or a rule such as a withdrawal above the
     * threshold) asked this player to identify himself; cleared by identifying, i.e. `identifiedAt`.
     */
    identificationRequiredAt: timestamp('identification_required_at', { withTimezone: true }),
    identifiedAt: timestamp('identified_at', { withTimezone: true }),
    banLevel: integer('ban_level').notNull().default(0),
    banVersion: integer('ban_version').notNull().default(1),
    /** The terms revision (its updatedAt, S0 §3.7) the player accepted last. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** Brute-force lockout (beyond the spec: docs/decisions/007-identity-security-rules.md): failures inside the window, and until when sign-in is refused. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedLoginWindowStartedAt: timestamp('failed_login_window_started_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_unique').on(t.phone).where(sql`${t.phone} is not null`),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes only (S0 §4.4). */
export const sessions = identitySchema.table(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tokenHash: bytea('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by SMS or e-mail: single use, expiring, stored hashed (S1 §4). */
export const codes = identitySchema.table(
  'codes',
  {
    id: text('id').primaryKey(),
    /** sms_login | phone_registration | password_reset | unlock | email_verification */
    purpose: text('purpose').notNull(),
    /** The phone (E.164) or e-mail the code went to. */
    target: text('target').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    codeHash: bytea('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('codes_target_idx').on(t.purpose, t.target)],
);

/** Accounts linked to a social provider (S0 §3.5 providers). */
export const socialIdentities = identitySchema.table(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** ALTCHA challenges already redeemed, so a solved captcha works once. */
export const usedCaptchas = identitySchema.table('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The player's profile fields of S0 §3.2 user_data and office switches. */
export const profiles = identitySchema.table('profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  name: text('name'),
  surname: text('surname'),
  birthDate: date('birth_date'),
  documentTypeId: integer('document_type_id'),
  inn: text('inn'),
  passport: text('passport'),
  passportDate: date('passport_date'),
  passportEndDate: date('passport_end_date'),
  registrationAddress: text('registration_address'),
  /** S0 §3.2 user_hide_balance, default true. */
  hideBalance: boolean('hide_balance').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
