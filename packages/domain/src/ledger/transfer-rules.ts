import { MAX_MINOR } from '../units/units.ts';

/** One posting of a transfer: a signed amount on one account (positive credits it). */
export interface TransferLeg {
  accountId: number;
  currencyCode: string;
  amountMinor: bigint;
}

export type TransferProblem =
  | { code: 'too_few_legs' }
  | { code: 'zero_amount'; accountId: number }
  | { code: 'amount_too_large'; accountId: number }
  | { code: 'same_account_twice'; accountId: number }
  | { code: 'unbalanced'; currencyCode: string; sumMinor: bigint };

/**
 * Double entry (beyond the spec, docs/decisions/008-wallet-money-rules.md): a transfer has at least two legs, no zero leg, no account twice, and its
 * legs sum to zero in every currency. Returns the first problem, or null when the transfer may be posted.
 */
export function checkTransfer(legs: readonly TransferLeg[]): TransferProblem | null {
  if (legs.length < 2) return { code: 'too_few_legs' };
  const seen = new Set<number>();
  const sums = new Map<string, bigint>();
  for (const leg of legs) {
    if (leg.amountMinor === 0n) return { code: 'zero_amount', accountId: leg.accountId };
    if (leg.amountMinor > MAX_MINOR || -leg.amountMinor > MAX_MINOR) return { code: 'amount_too_large', accountId: leg.accountId };
    if (seen.has(leg.accountId)) return { code: 'same_account_twice', accountId: leg.accountId };
    seen.add(leg.accountId);
    sums.set(leg.currencyCode, (sums.get(leg.currencyCode) ?? 0n) + leg.amountMinor);
  }
  for (const [currencyCode, sumMinor] of sums) if (sumMinor !== 0n) return { code: 'unbalanced', currencyCode, sumMinor };
  return null;
}

/**
 * Legs in the order their rows are locked: by account id, so two transfers touching the same
 * accounts always lock them in the same order and cannot deadlock.
 */
export function lockOrder<T extends { accountId: number }>(legs: readonly T[]): T[] {
  return [...legs].sort((a, b) => a.accountId - b.accountId);
}

/**
 * A hot house account is spread over `shardCount` rows (decision 008: no single lock serialising every
 * transfer). Any shard may take any posting; the house balance is the sum of its shards.
 */
export function pickShard(shardCount: number, random: () => number = Math.random): number {
  return Math.min(shardCount - 1, Math.floor(random() * shardCount));
}

/**
 * The least busy of a hot account's shard rows, given how many transfers each has in flight: a new
 * transfer then waits on as few row locks as possible. The search starts at a random shard so ties
 * spread evenly instead of piling onto shard 0.
 */
export function pickLeastBusyShard(inFlight: readonly number[], random: () => number = Math.random): number {
  const start = pickShard(inFlight.length, random);
  let best = start;
  for (let i = 1; i < inFlight.length && inFlight[best]! > 0; i++) {
    const shard = (start + i) % inFlight.length;
    if (inFlight[shard]! < inFlight[best]!) best = shard;
  }
  return best;
}
