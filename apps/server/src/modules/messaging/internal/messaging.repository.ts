import { and, desc, eq, type SQL } from 'drizzle-orm';
import { outbox, type Database } from '@wager/db';

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
}

/** Longest delivery error kept on a row. */
const MAX_ERROR_LENGTH = 1000;

export function createMessagingRepository(db: Database) {
  return {
    async insert(row: { channel: string; recipient: string; subject: string | null; body: string; purpose: string }): Promise<number> {
      const [inserted] = await db.insert(outbox).values(row).returning({ id: outbox.id });
      if (!inserted) throw new Error('outbox insert returned no row');
      return inserted.id;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(outbox).set({ sentAt: at, lastError: null }).where(eq(outbox.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ lastError: error.slice(0, MAX_ERROR_LENGTH) })
        .where(eq(outbox.id, id));
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
