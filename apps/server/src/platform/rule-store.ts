import { randomUUID } from 'node:crypto';
import { createReadThrough, type Cache } from './cache.ts';

/** The repository side of an operator rule table (redirect rules, block rules). */
export interface RuleRows<Row> {
  listAll(): Promise<Row[]>;
  remove(id: number): Promise<boolean>;
  setEnabled(id: number, enabled: boolean): Promise<boolean>;
}

/**
 * Operator rules read on every page: cached for `ttlSeconds` under a generation key that every
 * change through here bumps, so all processes read them again at once (decision 003). A row
 * written straight into the database is seen within the cache time.
 */
export function createRuleStore<Row, Rule>(deps: {
  cache: Cache;
  generationKey: string;
  ttlSeconds: number;
  rows: RuleRows<Row>;
  /** The usable rules of the rows (switched on, valid). */
  toRules(rows: Row[]): Rule[];
}) {
  const readThrough = createReadThrough(deps.cache);
  const prefix = deps.generationKey.replace(/generation$/, '');

  async function changed(): Promise<void> {
    await deps.cache.set(deps.generationKey, randomUUID(), 24 * 3600);
  }

  return {
    async rules(): Promise<Rule[]> {
      const generation = (await deps.cache.get<string>(deps.generationKey)) ?? 'initial';
      return readThrough(`${prefix}${generation}:rules`, () => deps.ttlSeconds, async () => deps.toRules(await deps.rows.listAll()));
    },
    changed,
    async remove(id: number): Promise<boolean> {
      const removed = await deps.rows.remove(id);
      if (removed) await changed();
      return removed;
    },
    async setEnabled(id: number, enabled: boolean): Promise<boolean> {
      const found = await deps.rows.setEnabled(id, enabled);
      if (found) await changed();
      return found;
    },
    listRows(): Promise<Row[]> {
      return deps.rows.listAll();
    },
  };
}
