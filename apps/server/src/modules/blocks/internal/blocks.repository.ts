import { asc, eq, sql } from 'drizzle-orm';
import { blockRules } from '@wager/db';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export interface BlockRuleRow {
  id: number;
  reasonCode: number;
  kind: string;
  value: string;
  audience: string;
  startsAt: Date | null;
  endsAt: Date | null;
  enabled: boolean;
  priority: number;
  displayTypeId: number | null;
  templateTypeId: number | null;
  note: string;
  createdAt: Date;
  updatedAt: Date;
}

export type NewBlockRuleRow = Omit<BlockRuleRow, 'id' | 'createdAt' | 'updatedAt'>;

/** blocks.rules: the operator's block rules (rule kinds beyond the spec; the check that reads them is S0 §4.5, §7). */
export function createBlocksRepository(data: DataSource) {
  const db = executor(data);
  return {
    async listAll(): Promise<BlockRuleRow[]> {
      return db.select().from(blockRules).orderBy(asc(blockRules.id));
    },

    async insert(row: NewBlockRuleRow): Promise<BlockRuleRow> {
      const [inserted] = await db.insert(blockRules).values(row).returning();
      if (!inserted) throw new Error('block rule insert returned no row');
      return inserted;
    },

    async remove(id: number): Promise<boolean> {
      const removed = await db.delete(blockRules).where(eq(blockRules.id, id)).returning({ id: blockRules.id });
      return removed.length > 0;
    },

    async setEnabled(id: number, enabled: boolean): Promise<boolean> {
      const changed = await db
        .update(blockRules)
        .set({ enabled, updatedAt: sql`now()` })
        .where(eq(blockRules.id, id))
        .returning({ id: blockRules.id });
      return changed.length > 0;
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
