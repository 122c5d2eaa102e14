import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { codes, profiles, sessions, socialIdentities, users } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type CodeRow = typeof codes.$inferSelect;
export type NewCode = typeof codes.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** PostgreSQL unique violation (both `pg` and PGlite report the SQLSTATE in `code`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The identity module's queries; it touches only the `identity` schema. */
export function createIdentityRepository(data: DataSource) {
  const db = executor(data);
  const on = (tx?: Tx) => executor(data, tx);
  return {
    /** Runs `fn` in one transaction; pass the `tx` it gets to the other methods. */
    transaction<T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
      return data.transaction(work, within);
    },

    async findUserById(id: number, tx?: Tx): Promise<UserRow | undefined> {
      if (!Number.isSafeInteger(id)) return undefined;
      const [row] = await on(tx).select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** The row locked for the rest of the transaction (lockout counting under concurrent failures). */
    async findUserForUpdate(id: number, tx: Tx): Promise<UserRow | undefined> {
      const [row] = await on(tx).select().from(users).where(eq(users.id, id)).limit(1).for('update');
      return row;
    },
    async findUserByEmail(email: string, tx?: Tx): Promise<UserRow | undefined> {
      const [row] = await on(tx).select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },
    async findUserByPhone(phone: string, tx?: Tx): Promise<UserRow | undefined> {
      const [row] = await on(tx).select().from(users).where(eq(users.phone, phone)).limit(1);
      return row;
    },
    async insertUser(values: NewUser, tx?: Tx): Promise<UserRow> {
      const [row] = await on(tx).insert(users).values(values).returning();
      return row!;
    },
    async updateUser(id: number, patch: UserPatch, tx?: Tx): Promise<void> {
      await on(tx).update(users).set(patch).where(eq(users.id, id));
    },

    async insertProfile(values: NewProfile, tx?: Tx): Promise<void> {
      await on(tx).insert(profiles).values(values);
    },
    async findProfile(userId: number, tx?: Tx): Promise<ProfileRow | undefined> {
      const [row] = await on(tx).select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row;
    },

    async insertSession(values: NewSession, tx?: Tx): Promise<void> {
      await on(tx).insert(sessions).values(values);
    },
    async findSessionByTokenHash(tokenHash: Buffer): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
      return row;
    },
    async findSessionById(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row;
    },
    /** Records activity; only moves last-seen forward. */
    async touchSession(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, at)));
    },
    async revokeSession(id: string, at: Date, tx?: Tx): Promise<boolean> {
      const rows = await on(tx)
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    /** Ends every live session of a player (password change, account closed). */
    async revokeUserSessions(userId: number, at: Date, tx?: Tx): Promise<number> {
      const rows = await on(tx)
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    async insertCode(values: NewCode, tx?: Tx): Promise<void> {
      await on(tx).insert(codes).values(values);
    },
    async findCodeById(id: string): Promise<CodeRow | undefined> {
      const [row] = await db.select().from(codes).where(eq(codes.id, id)).limit(1);
      return row;
    },
    /** The newest code sent for this purpose to this phone or e-mail. */
    async latestCode(purpose: string, target: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(codes)
        .where(and(eq(codes.purpose, purpose), eq(codes.target, target)))
        .orderBy(desc(codes.createdAt))
        .limit(1);
      return row;
    },
    async latestCodeForUser(purpose: string, userId: number): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(codes)
        .where(and(eq(codes.purpose, purpose), eq(codes.userId, userId)))
        .orderBy(desc(codes.createdAt))
        .limit(1);
      return row;
    },
    /** How many codes went to this target for this purpose since `since`. */
    async countCodesSince(purpose: string, target: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(codes)
        .where(and(eq(codes.purpose, purpose), eq(codes.target, target), sql`${codes.createdAt} >= ${since.toISOString()}`));
      return row?.n ?? 0;
    },
    /** Counts a wrong try; false when the code was already spent meanwhile. */
    async recordCodeAttempt(id: string, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(codes)
        .set({ attempts: sql`${codes.attempts} + 1` })
        .where(and(eq(codes.id, id), isNull(codes.consumedAt), lt(codes.attempts, maxAttempts)))
        .returning({ id: codes.id });
      return rows.length > 0;
    },
    /** Marks a code used; false when another request used it first (single use). */
    async consumeCode(id: string, at: Date, maxAttempts: number, tx?: Tx): Promise<boolean> {
      const rows = await on(tx)
        .update(codes)
        .set({ consumedAt: at })
        .where(and(eq(codes.id, id), isNull(codes.consumedAt), lt(codes.attempts, maxAttempts)))
        .returning({ id: codes.id });
      return rows.length > 0;
    },

    async findSocialIdentity(provider: string, subject: string, tx?: Tx): Promise<{ userId: number } | undefined> {
      const [row] = await on(tx)
        .select({ userId: socialIdentities.userId })
        .from(socialIdentities)
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
        .limit(1);
      return row;
    },
    async insertSocialIdentity(values: { provider: string; subject: string; userId: number; email: string | null }, tx?: Tx): Promise<void> {
      await on(tx).insert(socialIdentities).values(values);
    },

    // ---- account security (account-security.ts): two-step set-up and the TOTP replay guard ----

    /**
     * Records `step` as the last accepted TOTP time step unless that step or a later one was accepted
     * before (RFC 6238 §5.2: a code is good once). Atomic, so two requests with one code cannot both pass.
     */
    async claimTotpStep(userId: number, step: number, tx?: Tx): Promise<boolean> {
      const rows = await on(tx)
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** Stores a new, not yet enabled TOTP secret; false when two-step is already on (it must be turned off first). */
    async startTotpSetup(userId: number, secret: string, tx?: Tx): Promise<boolean> {
      const rows = await on(tx)
        .update(users)
        .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
        .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** Turns two-step on for the pending secret the code was checked against; false if it changed meanwhile. */
    async enableTotp(userId: number, secret: string, at: Date, tx?: Tx): Promise<boolean> {
      const rows = await on(tx)
        .update(users)
        .set({ totpEnabledAt: at })
        .where(and(eq(users.id, userId), eq(users.totpSecret, secret), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** Turns two-step off and forgets the secret; false when it was not on. */
    async disableTotp(userId: number, tx?: Tx): Promise<boolean> {
      const rows = await on(tx)
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null })
        .where(and(eq(users.id, userId), isNotNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
