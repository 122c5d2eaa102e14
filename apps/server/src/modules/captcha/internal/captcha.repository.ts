import { count, eq, lt } from 'drizzle-orm';
import { usedCaptchas } from '@wager/db';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

/** Redeemed ALTCHA challenges (identity.used_captchas), so each solution works once. */
export function createCaptchaRepository(data: DataSource) {
  const db = executor(data);
  return {
    /** Records a redemption; false when the signature was already redeemed (a replay). */
    async markUsed(signature: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(usedCaptchas)
        .values({ signature, expiresAt })
        .onConflictDoNothing({ target: usedCaptchas.signature })
        .returning({ signature: usedCaptchas.signature });
      return inserted.length === 1;
    },

    async isUsed(signature: string): Promise<boolean> {
      const rows = await db.select({ signature: usedCaptchas.signature }).from(usedCaptchas).where(eq(usedCaptchas.signature, signature)).limit(1);
      return rows.length > 0;
    },

    /** Drops redemptions whose challenge has expired: an expired challenge is refused anyway. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now));
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(usedCaptchas);
      return row?.n ?? 0;
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
