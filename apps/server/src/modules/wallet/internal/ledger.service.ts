import { createHash } from 'node:crypto';
import type { Database } from '@wager/db';
import { checkTransfer, lockOrder, pickLeastBusyShard, type TransferLeg } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { EntryRow, LedgerRepository } from './ledger.repository.ts';

/** Where a posting goes: a player's account by id, or a house / provider account by its code. */
export type PostingTarget = { accountId: number } | { system: { ownerKind: 'house' | 'provider'; code: string } };

export interface Posting {
  target: PostingTarget;
  currencyCode: string;
  /** Signed minor units: positive credits the account, negative debits it. */
  amountMinor: bigint;
}

export interface TransferRequest {
  /** Unique per movement, scoped by the caller (`user:12:<client key>`, `payment:5000001:settle`). */
  idempotencyKey: string;
  kind: string;
  /** Who asked for it: `user:12`, `provider:sandbox`, `operator:…`, `system`. */
  actor: string;
  reason?: string;
  reference?: { kind: string; id: string };
  postings: readonly Posting[];
}

export interface TransferResult {
  transferId: number;
  /** True when the key had been used for this same request before: nothing moved this time. */
  replayed: boolean;
  entries: EntryRow[];
}

/** How many rows a house or provider account is spread over (issue 5 §1 hot accounts). */
export const SYSTEM_ACCOUNT_SHARDS = 8;

function requestHash(request: TransferRequest): string {
  const canonical = JSON.stringify({
    kind: request.kind,
    reference: request.reference ?? null,
    postings: request.postings.map((p) => [
      'accountId' in p.target ? p.target.accountId : `${p.target.system.ownerKind}:${p.target.system.code}`,
      p.currencyCode,
      p.amountMinor.toString(),
    ]),
  });
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * The double-entry ledger (issue 5 §1). Every movement is one transfer whose entries sum to zero per
 * currency, written in one database statement (hence one transaction) with its idempotency key.
 * Player balances are guarded in that statement (never below zero, no debit from a frozen account)
 * and nothing is written when a guard refuses; rows are locked in account-id order so transfers cannot deadlock; house and provider accounts are spread over
 * SYSTEM_ACCOUNT_SHARDS rows so they never become one lock every transfer waits on.
 */
export function createLedger(deps: {
  repository: LedgerRepository;
  /** Told after commit about every transfer that moved money (balance push). */
  onPosted?: (result: TransferResult) => void;
  random?: () => number;
}) {
  const repo = deps.repository;
  const shardIds = new Map<string, Promise<number[]>>();

  // Transfers of this process in flight per system account row: a new one goes to the least busy shard,
  // so this process's own transfers queue on one row lock as little as possible (issue 5 §1 hot accounts).
  const inFlight = new Map<number, number>();

  async function shardsOf(ownerKind: 'house' | 'provider', code: string, currencyCode: string): Promise<number[]> {
    const key = `${ownerKind}:${code}:${currencyCode}`;
    let ids = shardIds.get(key);
    if (!ids) {
      ids = repo.ensureSystemShards(ownerKind, code, currencyCode, SYSTEM_ACCOUNT_SHARDS);
      shardIds.set(key, ids);
      ids.catch(() => shardIds.delete(key));
    }
    return ids;
  }

  const leastBusy = (list: readonly number[]) => list[pickLeastBusyShard(list.map((id) => inFlight.get(id) ?? 0), deps.random)]!;

  async function systemAccountId(ownerKind: 'house' | 'provider', code: string, currencyCode: string): Promise<number> {
    return leastBusy(await shardsOf(ownerKind, code, currencyCode));
  }

  /** Legs with account ids; the system rows chosen are counted in flight until `release`. */
  async function resolve(postings: readonly Posting[]): Promise<{ legs: TransferLeg[]; release: () => void }> {
    const lists = await Promise.all(
      postings.map((p) => ('accountId' in p.target ? null : shardsOf(p.target.system.ownerKind, p.target.system.code, p.currencyCode))),
    );
    const taken: number[] = [];
    const legs = postings.map((p, i) => {
      const list = lists[i];
      let accountId: number;
      if ('accountId' in p.target || !list) accountId = (p.target as { accountId: number }).accountId;
      else {
        accountId = leastBusy(list);
        inFlight.set(accountId, (inFlight.get(accountId) ?? 0) + 1);
        taken.push(accountId);
      }
      return { accountId, currencyCode: p.currencyCode, amountMinor: p.amountMinor };
    });
    const release = () => {
      for (const id of taken) {
        const left = (inFlight.get(id) ?? 1) - 1;
        if (left > 0) inFlight.set(id, left);
        else inFlight.delete(id);
      }
      taken.length = 0;
    };
    return { legs, release };
  }

  /** Why a refused transfer was refused: the first leg, in lock order, that breaks a guard. */
  async function refusal(legs: readonly TransferLeg[], ex?: Database): Promise<AppError | null> {
    for (const leg of lockOrder(legs)) {
      const account = await repo.checkAccount(leg.accountId, ex);
      if (!account) return new AppError(404, 'NOT_FOUND', 'No such account.');
      if (account.currencyCode !== leg.currencyCode) return new AppError(400, 'VALIDATION_FAILED', 'The amount is not in the account currency.');
      if (account.closed) return new AppError(409, 'STATE_CONFLICT', 'This account is closed.');
      if (account.frozen && leg.amountMinor < 0n) return new AppError(409, 'ACCOUNT_FROZEN', 'This account is frozen and cannot be debited.');
      if (account.ownerKind === 'player' && account.balanceMinor + leg.amountMinor < 0n) {
        return new AppError(409, 'INSUFFICIENT_FUNDS', 'Not enough money on the account.');
      }
    }
    // The guard failed on a balance that has changed since: the caller may simply post again.
    return null;
  }

  async function post(request: TransferRequest, legs: TransferLeg[], hash: string, ex?: Database): Promise<TransferResult> {
    const row = {
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
      kind: request.kind,
      actor: request.actor,
      reason: request.reason ?? null,
      referenceKind: request.reference?.kind ?? null,
      referenceId: request.reference?.id ?? null,
    };
    for (let attempt = 0; ; attempt++) {
      const outcome = await repo.postTransfer(row, legs, ex);
      if (outcome.status === 'posted') return { transferId: outcome.transferId, replayed: false, entries: outcome.entries };
      if (outcome.status === 'key_taken') return replay(request.idempotencyKey, hash, ex);
      // A repeated request is answered from its first result even when the money has moved on since.
      if (await repo.findTransferByKey(request.idempotencyKey, ex)) return replay(request.idempotencyKey, hash, ex);
      const problem = await refusal(legs, ex);
      if (problem) throw problem;
      if (attempt >= 2) throw new AppError(409, 'STATE_CONFLICT', 'The balance changed while the transfer was posted; try again.');
    }
  }

  async function replay(idempotencyKey: string, hash: string, ex?: Database): Promise<TransferResult> {
    const existing = await repo.findTransferByKey(idempotencyKey, ex);
    if (!existing) throw new AppError(409, 'STATE_CONFLICT', 'A transfer with this key is in progress; try again.');
    if (existing.requestHash !== hash) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
    return { transferId: existing.id, replayed: true, entries: await repo.listEntries(existing.id, ex) };
  }

  return {
    /**
     * Posts one transfer. Alone it runs in its own transaction and announces the result after
     * commit. Inside a caller's transaction (`tx`) it commits or rolls back with the caller, who
     * must call `announce(result)` after the commit.
     */
    async transfer(request: TransferRequest, tx?: Database): Promise<TransferResult> {
      const { legs, release } = await resolve(request.postings);
      try {
        const problem = checkTransfer(legs);
        if (problem) throw new AppError(400, 'VALIDATION_FAILED', `The transfer is not balanced (${problem.code}).`);
        const hash = requestHash(request);
        if (tx) return await post(request, legs, hash, tx);
        // One statement is its own transaction: no BEGIN/COMMIT round trips.
        const result = await post(request, legs, hash);
        if (!result.replayed) deps.onPosted?.(result);
        return result;
      } finally {
        release();
      }
    },

    /** After the caller's transaction committed: push the balances a transfer changed. */
    announce(result: TransferResult): void {
      if (!result.replayed) deps.onPosted?.(result);
    },

    /** The id of a house or provider account row in this currency (one of its shards). */
    systemAccountId,

    /** The ledger's invariants over the whole database; the broken ones, empty when all hold (issue 5 §7). */
    audit: (tx?: Database) => repo.audit(tx),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
