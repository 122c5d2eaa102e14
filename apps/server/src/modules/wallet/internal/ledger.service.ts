import { createHash } from 'node:crypto';
import { checkTransfer, DEFAULT_BATCH_LIMITS, lockOrder, pickLeastBusyShard, takeBatch, type BatchCandidate, type BatchLimits, type TransferLeg } from '@wager/domain';
import { AppError, createBatchQueue, type Settled, type Tx } from '../../../platform/index.ts';
import type { EntryRow, LedgerRepository, PostOutcome, TransferRow } from './ledger.repository.ts';

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

/** How many rows a house or provider account is spread over (hot accounts, decision 006). */
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

/** How transfers posted outside a caller's transaction are batched (decision 006). */
export interface LedgerBatching {
  /** Batch statements in flight at once; a transfer that finds one free starts at once, alone. */
  lanes: number;
  limits: BatchLimits;
}

export const DEFAULT_LEDGER_BATCHING: LedgerBatching = { lanes: 4, limits: DEFAULT_BATCH_LIMITS };

/** A checked transfer waiting to be posted: the shard rows its house and provider postings may use. */
interface PreparedTransfer {
  request: TransferRequest;
  hash: string;
  /** Per posting: null for an account named by id, else the system account's rows. */
  shards: (readonly number[] | null)[];
  /** What the batch rule needs to know of it (takeBatch). */
  candidate: BatchCandidate;
}

/** A posting attempt's outcome with the legs it used (which shard rows), to explain a refusal. */
interface Attempt {
  outcome: PostOutcome;
  legs: TransferLeg[];
}


/**
 * The double-entry ledger behind S0 §3.1 balances. Every movement is one transfer whose entries sum to zero per
 * currency, written in one database statement (hence one transaction) with its idempotency key.
 * Player balances are guarded in that statement (never below zero, no debit from a frozen account)
 * and nothing is written when a guard refuses; rows are locked in account-id order so transfers
 * cannot deadlock; house and provider accounts are spread over SYSTEM_ACCOUNT_SHARDS rows so they
 * never become one lock every transfer waits on. Transfers that arrive while the database is busy
 * are posted together, several in one statement (decision 006).
 */
export function createLedger(deps: {
  repository: LedgerRepository;
  /** Told after commit about every transfer that moved money (balance push). */
  onPosted?: (result: TransferResult) => void;
  random?: () => number;
  batching?: Partial<LedgerBatching>;
}) {
  const repo = deps.repository;
  const batching = { ...DEFAULT_LEDGER_BATCHING, ...deps.batching };
  const shardIds = new Map<string, Promise<number[]>>();

  // Statements of this process in flight per system account row: a new one goes to the least busy
  // shard, so this process's own statements queue on one row lock as little as possible (hot accounts, decision 006).
  const inFlight = new Map<number, number>();

  async function shardsOf(ownerKind: 'house' | 'provider', code: string, currencyCode: string, tx?: Tx): Promise<number[]> {
    const key = `${ownerKind}:${code}:${currencyCode}`;
    let ids = shardIds.get(key);
    if (!ids && tx) {
      // Inside a unit of work the rows are made in its transaction (PGlite has one connection: a
      // query beside an open transaction waits for it), and remembered only once it commits.
      const made = repo.ensureSystemShards(ownerKind, code, currencyCode, SYSTEM_ACCOUNT_SHARDS, tx);
      tx.afterCommit(() => void (shardIds.has(key) || shardIds.set(key, made)));
      return made;
    }
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

  /**
   * Legs with account ids for one statement: each house or provider account gets ONE of its rows for
   * the whole batch (updated once with the sum), counted in flight until `release`.
   */
  function place(batch: readonly PreparedTransfer[]): { legs: TransferLeg[][]; release: () => void } {
    const chosen = new Map<string, number>();
    const legs = batch.map((prepared) =>
      prepared.request.postings.map((p, i): TransferLeg => {
        const shards = prepared.shards[i];
        if ('accountId' in p.target || !shards) return { accountId: (p.target as { accountId: number }).accountId, currencyCode: p.currencyCode, amountMinor: p.amountMinor };
        const key = `${p.target.system.ownerKind}:${p.target.system.code}:${p.currencyCode}`;
        let accountId = chosen.get(key);
        if (accountId === undefined) {
          accountId = leastBusy(shards);
          chosen.set(key, accountId);
          inFlight.set(accountId, (inFlight.get(accountId) ?? 0) + 1);
        }
        return { accountId, currencyCode: p.currencyCode, amountMinor: p.amountMinor };
      }),
    );
    const release = () => {
      for (const id of chosen.values()) {
        const left = (inFlight.get(id) ?? 1) - 1;
        if (left > 0) inFlight.set(id, left);
        else inFlight.delete(id);
      }
      chosen.clear();
    };
    return { legs, release };
  }

  const rowOf = (prepared: PreparedTransfer): TransferRow => ({
    idempotencyKey: prepared.request.idempotencyKey,
    requestHash: prepared.hash,
    kind: prepared.request.kind,
    actor: prepared.request.actor,
    reason: prepared.request.reason ?? null,
    referenceKind: prepared.request.reference?.kind ?? null,
    referenceId: prepared.request.reference?.id ?? null,
  });

  /**
   * One statement for the batch. When it fails as a whole (nothing was written), each transfer is
   * posted again alone, one after another in this lane, so an error belongs to its own transfer.
   */
  async function postBatch(batch: readonly PreparedTransfer[], ex?: Tx): Promise<Settled<Attempt>[]> {
    const { legs, release } = place(batch);
    try {
      const outcomes = await repo.postTransfers(
        batch.map((prepared, i) => ({ row: rowOf(prepared), legs: legs[i]! })),
        ex,
      );
      return outcomes.map((outcome, i) => ({ value: { outcome, legs: legs[i]! } }));
    } catch (error) {
      if (batch.length === 1) return [{ error }];
    } finally {
      release();
    }
    const settled: Settled<Attempt>[] = [];
    for (const prepared of batch) settled.push((await postBatch([prepared], ex))[0]!);
    return settled;
  }

  const queue = createBatchQueue<PreparedTransfer, Attempt>({
    lanes: Math.max(1, Math.floor(batching.lanes)),
    scan: batching.limits.maxScan,
    take: (waiting) =>
      takeBatch(
        waiting.map((prepared) => prepared.candidate),
        batching.limits,
      ),
    run: (batch) => postBatch(batch),
  });

  /** Alone inside the caller's transaction, or queued for a batch statement of its own. */
  async function attempt(prepared: PreparedTransfer, tx?: Tx): Promise<Attempt> {
    if (!tx) return queue.submit(prepared);
    const [settled] = await postBatch([prepared], tx);
    if (!settled || !('value' in settled)) throw settled ? settled.error : new Error('ledger: no outcome');
    return settled.value;
  }

  /** Why a refused transfer was refused: the first leg, in lock order, that breaks a guard. */
  async function refusal(legs: readonly TransferLeg[], ex?: Tx): Promise<AppError | null> {
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

  async function post(prepared: PreparedTransfer, tx?: Tx): Promise<TransferResult> {
    const { idempotencyKey } = prepared.request;
    for (let tries = 0; ; tries++) {
      const { outcome, legs } = await attempt(prepared, tx);
      if (outcome.status === 'posted') return { transferId: outcome.transferId, replayed: false, entries: outcome.entries };
      if (outcome.status === 'key_taken') return replay(idempotencyKey, prepared.hash, tx);
      // A repeated request is answered from its first result even when the money has moved on since.
      if (await repo.findTransferByKey(idempotencyKey, tx)) return replay(idempotencyKey, prepared.hash, tx);
      const problem = await refusal(legs, tx);
      if (problem) throw problem;
      if (tries >= 2) throw new AppError(409, 'STATE_CONFLICT', 'The balance changed while the transfer was posted; try again.');
    }
  }

  async function replay(idempotencyKey: string, hash: string, ex?: Tx): Promise<TransferResult> {
    const existing = await repo.findTransferByKey(idempotencyKey, ex);
    if (!existing) throw new AppError(409, 'STATE_CONFLICT', 'A transfer with this key is in progress; try again.');
    if (existing.requestHash !== hash) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
    return { transferId: existing.id, replayed: true, entries: await repo.listEntries(existing.id, ex) };
  }

  /** Checks the transfer's shape (double entry) and finds the rows its house and provider postings may use. */
  async function prepare(request: TransferRequest, tx?: Tx): Promise<PreparedTransfer> {
    const shards = await Promise.all(
      request.postings.map((p) => ('system' in p.target ? shardsOf(p.target.system.ownerKind, p.target.system.code, p.currencyCode, tx) : null)),
    );
    // A house or provider account counts as one account, whichever of its rows a batch gives it
    // (also when one of its rows is named by id).
    const canonical = new Map<number, number>();
    for (const list of shards) for (const id of list ?? []) canonical.set(id, list![0]!);
    const legs = request.postings.map((p, i) => {
      const accountId = shards[i]?.[0] ?? (p.target as { accountId: number }).accountId;
      return { accountId: canonical.get(accountId) ?? accountId, currencyCode: p.currencyCode, amountMinor: p.amountMinor };
    });
    const problem = checkTransfer(legs);
    if (problem) throw new AppError(400, 'VALIDATION_FAILED', `The transfer is not balanced (${problem.code}).`);
    const candidate: BatchCandidate = {
      idempotencyKey: request.idempotencyKey,
      accountIds: request.postings.flatMap((p) => ('accountId' in p.target ? [p.target.accountId] : [])),
      legCount: request.postings.length,
    };
    return { request, hash: requestHash(request), shards, candidate };
  }

  /**
   * Posts many transfers inside the caller's unit of work (`tx`), as few statements as a batch is
   * posted (decision 006): each keeps its own idempotency key, guards and outcome, and each answers
   * on its own: its result, or its refusal (INSUFFICIENT_FUNDS, ACCOUNT_FROZEN, …) as an error that
   * leaves the transaction usable and the others posted. Transfers naming the same player account go
   * in separate rounds (a statement guards each transfer against the balances it locked). A transfer
   * a round did not post (its key taken, a guard) is then posted alone as `transfer` would, so a
   * replay or a refusal is answered the same way. Results in the order of the requests; a database
   * error (not a refusal) throws.
   */
  async function transferEach(requests: readonly TransferRequest[], tx: Tx): Promise<Settled<TransferResult>[]> {
    const prepared: PreparedTransfer[] = [];
    for (const request of requests) prepared.push(await prepare(request, tx));
    // Rounds: the first one without a clash on a player account or a key.
    const rounds: { indexes: number[]; accounts: Set<number>; keys: Set<string> }[] = [];
    prepared.forEach((p, i) => {
      const fits = (r: (typeof rounds)[number]) => !r.keys.has(p.candidate.idempotencyKey) && p.candidate.accountIds.every((id) => !r.accounts.has(id));
      let round = rounds.find(fits);
      if (!round) rounds.push((round = { indexes: [], accounts: new Set(), keys: new Set() }));
      round.indexes.push(i);
      round.keys.add(p.candidate.idempotencyKey);
      for (const id of p.candidate.accountIds) round.accounts.add(id);
    });
    const results: Settled<TransferResult>[] = new Array(prepared.length);
    for (const round of rounds) {
      const batch = round.indexes.map((i) => prepared[i]!);
      // Not postBatch: its one-by-one retry after a failed statement cannot run in an aborted transaction.
      const { legs, release } = place(batch);
      let outcomes: PostOutcome[];
      try {
        outcomes = await repo.postTransfers(
          batch.map((p, i) => ({ row: rowOf(p), legs: legs[i]! })),
          tx,
        );
      } finally {
        release();
      }
      for (const [k, outcome] of outcomes.entries()) {
        const i = round.indexes[k]!;
        if (outcome.status === 'posted') {
          results[i] = { value: { transferId: outcome.transferId, replayed: false, entries: outcome.entries } };
          continue;
        }
        try {
          results[i] = { value: await post(prepared[i]!, tx) };
        } catch (error) {
          // A refusal (an AppError) leaves the transaction usable; anything else does not.
          if (!(error instanceof AppError)) throw error;
          results[i] = { error };
        }
      }
    }
    const onPosted = deps.onPosted;
    if (onPosted) for (const r of results) if ('value' in r && !r.value.replayed) tx.afterCommit(() => onPosted(r.value));
    return results;
  }

  return {
    /**
     * Posts one transfer. Alone it runs in its own transaction (batched with others that wait at
     * the same moment) and announces the result after commit. Inside a caller's unit of work (`tx`,
     * decision 009) it commits or rolls back with the caller, and the balance push is registered
     * for after that commit: never sent for a transfer that rolled back.
     */
    async transfer(request: TransferRequest, tx?: Tx): Promise<TransferResult> {
      const prepared = await prepare(request, tx);
      const result = await post(prepared, tx);
      if (!result.replayed && deps.onPosted) {
        const onPosted = deps.onPosted;
        if (tx) tx.afterCommit(() => onPosted(result));
        else onPosted(result);
      }
      return result;
    },

    transferEach,

    /** `transferEach`, all or nothing: the first refusal throws (the caller's unit of work rolls back). */
    async transferMany(requests: readonly TransferRequest[], tx: Tx): Promise<TransferResult[]> {
      if (requests.length === 0) return [];
      const settled = await transferEach(requests, tx);
      return settled.map((s) => {
        if ('error' in s) throw s.error;
        return s.value;
      });
    },

    /** The id of a house or provider account row in this currency (one of its shards). */
    systemAccountId,

    /** The ledger's invariants over the whole database; the broken ones, empty when all hold (ARCHITECTURE.md invariants). */
    audit: (tx?: Tx) => repo.audit(tx),

  };
}

export type Ledger = ReturnType<typeof createLedger>;
