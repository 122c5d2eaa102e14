import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { outbox } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export interface OutboxRow {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
  attempts: number;
  nextAttemptAt: Date | null;
}

/** Longest delivery error kept on a row. */
const MAX_ERROR_LENGTH = 1000;

export function createMessagingRepository(data: DataSource) {
  const db = executor(data);
  const on = (tx?: Tx) => executor(data, tx);
  return {
    async insert(row: { channel: string; recipient: string; subject: string | null; body: string; purpose: string }): Promise<number> {
      const [inserted] = await db.insert(outbox).values(row).returning({ id: outbox.id });
      if (!inserted) throw new Error('outbox insert returned no row');
      return inserted.id;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(outbox).set({ sentAt: at, lastError: null, nextAttemptAt: null }).where(eq(outbox.id, id));
    },

    /** A failed try: counted, with the next try's time (null: no more tries). */
    async markFailed(id: number, error: string, attempts: number, nextAttemptAt: Date | null): Promise<void> {
      await db
        .update(outbox)
        .set({
          lastError: error.slice(0, MAX_ERROR_LENGTH),
          attempts,
          nextAttemptAt,
        })
        .where(eq(outbox.id, id));
    },

    /**
     * Claims up to `limit` messages due for a retry: their next try is pushed `leaseMs` ahead in
     * the same statement, and rows another process is claiming are skipped, so no message is sent
     * twice by two workers at once.
     */
    async claimDue(at: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
      return data.transaction(async (tx) => {
        const due = await on(tx)
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(isNull(outbox.sentAt), isNotNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, at)))
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return on(tx)
          .update(outbox)
          .set({
            nextAttemptAt: sql`${at.toISOString()}::timestamptz + ${`${leaseMs} milliseconds`}::interval`,
          })
          .where(
            inArray(
              outbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /** Newest first. */
    async latest(filter: { recipient?: string; purpose?: string; limit: number }): Promise<OutboxRow[]> {
      const conditions: SQL[] = [];
      if (filter.recipient !== undefined) conditions.push(eq(outbox.recipient, filter.recipient));
      if (filter.purpose !== undefined) conditions.push(eq(outbox.purpose, filter.purpose));
      return db
        .select()
        .from(outbox)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(outbox.id))
        .limit(filter.limit);
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
