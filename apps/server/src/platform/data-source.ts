import type { Database } from '@wager/db';
import type { DataSource, Tx } from './unit-of-work.ts';

/**
 * The implementation behind the opaque unit of work (decision 009). Only platform code and
 * repositories import this file (dependency-cruiser `only-repositories-unwrap-the-data-source`):
 * `executor` is the one way from a `DataSource` or `Tx` to Drizzle.
 */

interface TxState {
  /** The data source that opened it: a transaction of another database is refused. */
  root: Database;
  db: Database;
  /** False once the outermost transaction has committed or rolled back. */
  open: boolean;
  /** A joined unit threw (its error): the outermost commit is refused. */
  doomed: { error: unknown } | null;
  effects: (() => void | Promise<void>)[];
}

const sources = new WeakMap<object, Database>();
const transactions = new WeakMap<object, TxState>();

export interface DataSourceOptions {
  /** Where an after-commit effect's error goes (the commit stands). */
  onEffectError?: (error: unknown) => void;
}

/** Thrown by the outermost commit when a joined unit of work failed and its error was swallowed. */
export class JoinedUnitFailed extends Error {
  constructor(readonly causeError: unknown) {
    super('A unit of work joined to this transaction failed; the transaction was rolled back.');
  }
}

export function createDataSource(db: Database, options: DataSourceOptions = {}): DataSource {
  const report = options.onEffectError ?? ((error) => console.error('after-commit effect failed', error));

  function runEffects(state: TxState): void {
    for (const effect of state.effects) {
      try {
        const pending = effect();
        if (pending && typeof pending.then === 'function') pending.then(undefined, report);
      } catch (error) {
        report(error);
      }
    }
  }

  const source = {
    async transaction<T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
      if (within) {
        const outer = stateOf(within);
        if (outer.root !== db) throw new Error('a transaction of another data source');
        try {
          return await work(within);
        } catch (error) {
          // No savepoint: the joined unit's writes cannot be undone alone, so nothing of it may commit.
          outer.doomed ??= { error };
          throw error;
        }
      }
      let state: TxState | undefined;
      const result = await db.transaction(async (drizzleTx) => {
        state = { root: db, db: drizzleTx as unknown as Database, open: true, doomed: null, effects: [] };
        const tx = {
          afterCommit(effect: () => void | Promise<void>) {
            if (!state!.open) throw new Error('afterCommit on a finished transaction');
            state!.effects.push(effect);
          },
        } as unknown as Tx;
        transactions.set(tx, state);
        try {
          const value = await work(tx);
          if (state.doomed) throw new JoinedUnitFailed(state.doomed.error);
          return value;
        } finally {
          // Whether it commits or rolls back now, nothing may use or extend it any more.
          state.open = false;
        }
      });
      // Reached only after COMMIT: a rollback threw out of db.transaction above.
      runEffects(state!);
      return result;
    },
  } as unknown as DataSource;
  sources.set(source, db);
  return source;
}

function stateOf(tx: Tx): TxState {
  const state = transactions.get(tx);
  if (!state) throw new Error('not a transaction of this application');
  if (!state.open) throw new Error('this transaction has already finished');
  return state;
}

/**
 * For repositories: the Drizzle executor to run a query on: the caller's transaction when one is
 * given, else the database itself (each statement its own transaction).
 */
export function executor(source: DataSource, tx?: Tx): Database {
  const db = sources.get(source);
  if (!db) throw new Error('not a data source of this application');
  if (!tx) return db;
  const state = stateOf(tx);
  if (state.root !== db) throw new Error('a transaction of another data source');
  return state.db;
}
