import { and, inArray, sql } from 'drizzle-orm';
import { configEntries } from '@wager/db';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export interface ConfigRow {
  groupName: string;
  key: string;
  lang: string;
  value: unknown;
}

export function createConfigRepository(data: DataSource) {
  const db = executor(data);
  return {
    /** Rows of the given groups for the listed languages ('' is the shared value). */
    async findByGroups(groups: readonly string[] | null, langs: readonly string[]): Promise<ConfigRow[]> {
      const langFilter = inArray(configEntries.lang, [...langs]);
      const where = groups ? and(inArray(configEntries.groupName, [...groups]), langFilter) : langFilter;
      return db
        .select({
          groupName: configEntries.groupName,
          key: configEntries.key,
          lang: configEntries.lang,
          value: configEntries.value,
        })
        .from(configEntries)
        .where(where);
    },

    async upsert(rows: readonly ConfigRow[], options: { overwrite: boolean }): Promise<void> {
      if (rows.length === 0) return;
      const insert = db.insert(configEntries).values(rows.map((row) => ({ ...row, value: row.value ?? null })));
      if (options.overwrite) {
        await insert.onConflictDoUpdate({
          target: [configEntries.groupName, configEntries.key, configEntries.lang],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
      } else {
        await insert.onConflictDoNothing();
      }
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
