import { asc, eq, sql } from 'drizzle-orm';
import { redirectRules } from '@wager/db';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export interface RedirectRuleRow {
  id: number;
  matchKind: string;
  fromPath: string;
  toUrl: string;
  code: number;
  languageAware: boolean;
  enabled: boolean;
  priority: number;
  reason: string;
  createdAt: Date;
  updatedAt: Date;
}

export type NewRedirectRuleRow = Omit<RedirectRuleRow, 'id' | 'createdAt' | 'updatedAt'>;

/** redirects.rules: the operator's redirect rules (beyond the spec; the check that reads them is S0 §7). */
export function createRedirectsRepository(data: DataSource) {
  const db = executor(data);
  return {
    async listAll(): Promise<RedirectRuleRow[]> {
      return db.select().from(redirectRules).orderBy(asc(redirectRules.id));
    },

    async insert(row: NewRedirectRuleRow): Promise<RedirectRuleRow> {
      const [inserted] = await db.insert(redirectRules).values(row).returning();
      if (!inserted) throw new Error('redirect rule insert returned no row');
      return inserted;
    },

    async remove(id: number): Promise<boolean> {
      const removed = await db.delete(redirectRules).where(eq(redirectRules.id, id)).returning({ id: redirectRules.id });
      return removed.length > 0;
    },

    async setEnabled(id: number, enabled: boolean): Promise<boolean> {
      const changed = await db
        .update(redirectRules)
        .set({ enabled, updatedAt: sql`now()` })
        .where(eq(redirectRules.id, id))
        .returning({ id: redirectRules.id });
      return changed.length > 0;
    },
  };
}

export type RedirectsRepository = ReturnType<typeof createRedirectsRepository>;
