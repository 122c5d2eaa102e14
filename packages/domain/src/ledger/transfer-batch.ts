/**
 * Batching transfers (beyond the spec: decisions 006 and 008): transfers that wait while the database is busy
 * go together in one statement, as TigerBeetle batches. Each transfer's guards are checked on the
 * balances locked at the start of that statement, which is exact only when no two transfers of a
 * batch can change the same guarded balance; these rules pick such a batch from the queue.
 */

/** What the batch rule needs to know of a waiting transfer. */
export interface BatchCandidate {
  idempotencyKey: string;
  /**
   * Accounts named by id (players' accounts, whose balance is guarded). House and provider accounts
   * named by their code are not listed: they have no lower bound, so any number of transfers of one
   * batch may move them (their shard row is then updated once, with the sum).
   */
  accountIds: readonly number[];
  legCount: number;
}

export interface BatchLimits {
  /** At most this many transfers in one statement. */
  maxTransfers: number;
  /** At most this many legs in one statement; a single larger transfer still goes, alone. */
  maxLegs: number;
  /** Look at no more than this many waiting transfers to fill a batch (bounds the work per batch). */
  maxScan: number;
}

/** The default limits: large enough that a busy database does far fewer, larger statements. */
export const DEFAULT_BATCH_LIMITS: BatchLimits = { maxTransfers: 64, maxLegs: 256, maxScan: 256 };

/**
 * The positions (ascending) of the waiting transfers that go into the next batch: the first always,
 * then in queue order each one that shares no named account and no idempotency key with any earlier
 * transfer it passed over or took, while the limits allow. Passing over a transfer also holds back
 * every later one on its accounts, so two transfers on one account always run in the order they
 * were queued; a key seen twice waits, so the second is answered as a replay of the first.
 */
export function takeBatch(queue: readonly BatchCandidate[], limits: BatchLimits = DEFAULT_BATCH_LIMITS): number[] {
  if (queue.length === 0) return [];
  const taken = [0];
  const accounts = new Set<number>(queue[0]!.accountIds);
  const keys = new Set<string>([queue[0]!.idempotencyKey]);
  let legs = queue[0]!.legCount;
  const scan = Math.min(queue.length, Math.max(1, limits.maxScan));
  for (let i = 1; i < scan && taken.length < limits.maxTransfers; i++) {
    const candidate = queue[i]!;
    const clashes = keys.has(candidate.idempotencyKey) || candidate.accountIds.some((id) => accounts.has(id));
    const fits = !clashes && legs + candidate.legCount <= limits.maxLegs;
    // Taken or passed over, its accounts and key are now spoken for in this round.
    for (const id of candidate.accountIds) accounts.add(id);
    keys.add(candidate.idempotencyKey);
    if (!fits) continue;
    taken.push(i);
    legs += candidate.legCount;
  }
  return taken;
}
