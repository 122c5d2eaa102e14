import { and, desc, eq, type SQL } from 'drizzle-orm';
import { auditEvents } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export interface AuditRow {
  id: number;
  occurredAt: Date;
  type: string;
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

export interface NewAuditRow {
  type: string;
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

export function createAuditRepository(data: DataSource) {
  const db = executor(data);
  const on = (tx?: Tx) => executor(data, tx);
  return {
    /** Appends one event; `tx` writes it inside the caller's transaction. */
    async insert(row: NewAuditRow, tx?: Tx): Promise<void> {
      await on(tx).insert(auditEvents).values(row);
    },

    /** Newest first. */
    async list(filter: { userId?: number; type?: string; limit: number }): Promise<AuditRow[]> {
      const conditions: SQL[] = [];
      if (filter.userId !== undefined) conditions.push(eq(auditEvents.userId, filter.userId));
      if (filter.type !== undefined) conditions.push(eq(auditEvents.type, filter.type));
      return db
        .select()
        .from(auditEvents)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
        .limit(filter.limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
