/**
 * The unit of work (decision 009): what modules know of the database. Both types are opaque: a
 * module can open a transaction, hand it to another module's service and register effects for
 * after the commit, but never reach the Drizzle database under it. Only repositories (and platform
 * code) unwrap them, through `platform/data-source.ts`, and each only for its own schema.
 *
 *   const bet = await data.transaction(async (tx) => {
 *     await limits.check(userId, stake, tx);            // limits schema
 *     const debit = await ledger.transfer(request, tx); // wallet schema; balance push after commit
 *     return bets.place(userId, slip, debit, tx);       // sportsbook schema
 *   });
 */

declare const TX_BRAND: unique symbol;
declare const DATA_BRAND: unique symbol;

/** One open database transaction, shared by every module a unit of work goes through. */
export interface Tx {
  readonly [TX_BRAND]: true;
  /**
   * Runs `effect` once, after the outermost transaction commits; never when it rolls back. Effects
   * run in the order registered; one that throws is logged and does not undo the commit.
   */
  afterCommit(effect: () => void | Promise<void>): void;
}

/** The application's database as modules see it: module factories take this (never a `Database`). */
export interface DataSource {
  readonly [DATA_BRAND]: true;
  /**
   * Runs `work` in one database transaction: committed when it resolves, rolled back when it
   * throws. With `within` (the caller's transaction) it joins that one instead of opening another:
   * nested units share one commit, and a joined unit that throws dooms the whole transaction.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>, within?: Tx): Promise<T>;
}
