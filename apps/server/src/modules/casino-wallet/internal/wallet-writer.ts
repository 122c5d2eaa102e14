import type { ProviderErrorCode, ProviderWalletAnswer } from '@wager/contract';
import { AppError, createBatchQueue, type Settled, type Tx } from '../../../platform/index.ts';
import type { Ledger, TransferRequest } from '../../wallet/index.ts';
import type { CasinoBatchRepository, CasinoWalletRepository, FinishedCall, NewRound, NewTransaction, RoundChange, SessionRow, TransactionRow } from './casino-wallet.repository.ts';

/** A refusal of the provider API: its HTTP status and protocol code. */
export class ProviderRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ProviderErrorCode,
    message: string,
  ) {
    super(message);
  }
}
export const refuse = (statusCode: number, code: ProviderErrorCode, message: string) => new ProviderRefusal(statusCode, code, message);

/** Ledger refusals in the protocol's words ('maybe_closed': the account may have been closed; the caller looks). */
export function fromLedger(err: unknown): ProviderRefusal | 'maybe_closed' | null {
  if (!(err instanceof AppError)) return null;
  if (err.code === 'INSUFFICIENT_FUNDS') return refuse(409, 'INSUFFICIENT_FUNDS', 'Not enough money on the account.');
  if (err.code === 'ACCOUNT_FROZEN') return refuse(409, 'ACCOUNT_FROZEN', 'The account is frozen.');
  if (err.code === 'VALIDATION_FAILED') return refuse(409, 'CURRENCY_MISMATCH', 'The amount is not in the account currency.');
  if (err.code === 'NOT_FOUND' || err.code === 'STATE_CONFLICT') return 'maybe_closed';
  return null;
}

/** The ledger transfer of a casino call: player account ⇄ the provider's clearing account (decision 019). */
export function moneyMove(p: string, roundId: string, txId: string, kind: string, accountId: number, currency: string, playerSide: bigint): TransferRequest {
  return {
    idempotencyKey: `casino:${p}:${roundId}:${txId}`,
    kind,
    actor: `provider:${p}`,
    reason: `casino round ${roundId}`,
    reference: { kind: 'casino_round', id: `${p}:${roundId}` },
    postings: [
      { target: { accountId }, currencyCode: currency, amountMinor: playerSide },
      { target: { system: { ownerKind: 'provider', code: p } }, currencyCode: currency, amountMinor: -playerSide },
    ],
  };
}

/** The first answer of a transaction id again, or why not (decision 019 idempotency). */
export function replay(existing: TransactionRow, kind: string, hash: string): ProviderWalletAnswer {
  if (existing.kind === 'tombstone' && (kind === 'bet' || kind === 'play')) throw refuse(409, 'TRANSACTION_ROLLED_BACK', 'This bet was rolled back before it arrived.');
  if (existing.kind !== kind || existing.requestHash !== hash) throw refuse(409, 'DUPLICATE_TRANSACTION', 'This transaction id was used for a different request.');
  if (!existing.answer) throw refuse(500, 'INTERNAL', 'The first request is still being answered; try again.');
  return { ...(existing.answer as ProviderWalletAnswer), duplicate: true };
}

/** One casino bet as the player-protection hook sees it (mirrors the bets module's BetLimits). */
export interface CasinoLimitRequest {
  userId: number;
  accountId: number;
  currency: string;
  amountMinor: bigint;
  provider: string;
  gameId: number;
  roundId: string;
}
export type CasinoLimitVerdict = { allowed: true } | { allowed: false; code: 'LIMIT_REACHED' | 'SELF_EXCLUDED' | 'TIMED_OUT' };
/**
 * The player-protection hook (S1 responsible gaming): asked inside the bets' unit of work before any
 * money moves, once per batch of bets (of distinct players), one verdict per request in order; it may
 * read and write its own tables in the same transaction. Allows all today.
 */
export interface CasinoLimits {
  check(requests: readonly CasinoLimitRequest[], tx: Tx): Promise<CasinoLimitVerdict[]>;
}
export const ALLOW_ALL_CASINO_LIMITS: CasinoLimits = { check: async (requests) => requests.map(() => ({ allowed: true }) as const) };

/** A bet, a win or a play (bet and win of an instant round at once), checked at arrival, waiting for the writer. */
export interface WalletCall {
  kind: 'bet' | 'win' | 'play';
  provider: string;
  sessionId: string;
  roundId: string;
  transactionId: string;
  currency: string;
  /** A bet's, a win's or a play's bet amount. */
  amount: bigint;
  /** A play's win (0n for a bet or a win). */
  playWin: bigint;
  endRound: boolean;
  hash: string;
  /** The session as known at arrival: for a bet, null unless it was live; for a win, any authenticated session of the provider. */
  session: SessionRow | null;
  /** A zero amount moves nothing: the balance its answer carries, read at arrival (undefined: the account is gone). */
  zeroBalance?: string;
}

/** A call's outcome: its answer, or its refusal (nothing of it written); `maybeClosed` asks the caller to look at the account. */
export type WriterOutcome = { ok: true; answer: ProviderWalletAnswer } | { ok: false; refusal: ProviderRefusal; maybeClosed?: boolean };

/**
 * Which waiting calls form the next batch: the oldest, then the next ones of players not yet in the
 * batch, whose round and transaction id are not in it either (a player's calls keep their order: one
 * passed over holds back his later ones), up to `maxBatch`. A call without a session stands alone in its key.
 */
export function takeCalls(waiting: readonly Pick<WalletCall, 'provider' | 'roundId' | 'transactionId' | 'session'>[], maxBatch: number): number[] {
  const taken: number[] = [];
  const players = new Set<string>();
  const keys = new Set<string>();
  waiting.forEach((c, i) => {
    if (taken.length >= maxBatch) return;
    const player = c.session ? `u${c.session.userId}` : `c${i}`;
    const own = [`r:${c.provider}:${c.roundId}`, `t:${c.provider}:${c.transactionId}`];
    const fits = !players.has(player) && own.every((k) => !keys.has(k));
    players.add(player);
    if (!fits) return;
    for (const k of own) keys.add(k);
    taken.push(i);
  });
  return taken;
}

/** A batch that met a round another unit of work changed between the lock and the write: written again alone. */
class RoundRace extends Error {}
/** A play whose win the ledger refused after its bet was posted: its unit of work is undone (alone: the play is refused). */
class PlayWinRefused extends Error {
  constructor(readonly outcome: Extract<WriterOutcome, { ok: false }>) {
    super('a play win was refused');
  }
}
/** Bet and play take a live session's money; a win pays into a round. */
const stakes = (c: Pick<WalletCall, 'kind'>) => c.kind !== 'win';
/** The ledger key of a play's win: its bet's key with a suffix no transaction id can have. */
const PLAY_WIN_SUFFIX = '#win';

/**
 * The bets', wins' and plays' writer (decision 019 "Batched writes", as the bets' placement writer and the
 * ledger, decisions 015 and 006): a call that finds a lane free is written at once, alone; calls that
 * arrive while every lane is busy wait and the next free lane writes them together in ONE unit of
 * work: the transaction ids claimed (one statement; an id claimed before answers its first answer),
 * the rounds row-locked (one statement), the limits hook once, the money through
 * `ledger.transferEach` (one statement per round of distinct accounts; the plays' wins in a second),
 * the rounds written and the answers stored with the refused calls' claims removed (one statement each). Each call keeps its own
 * outcome: a refusal writes nothing of it. A batch whose unit of work fails as a whole is written
 * again one call at a time.
 */
export function createWalletWriter(deps: {
  repository: CasinoWalletRepository;
  batches: CasinoBatchRepository;
  ledger: Ledger;
  limits: CasinoLimits;
  /** A session by id from the process's cache, else null (the writer then reads it in its unit of work). */
  cachedSession: (id: string) => SessionRow | null;
  nowMs: () => number;
  lanes: number;
  maxBatch: number;
}) {
  const { batches: repo, ledger } = deps;

  async function writeBatch(batch: readonly WalletCall[]): Promise<Settled<WriterOutcome>[]> {
    return deps.repository.transaction(async (tx) => {
      const at = new Date(deps.nowMs());
      const out: (WriterOutcome | null)[] = batch.map(() => null);
      const claimIds: (number | undefined)[] = [];
      const refusedClaims: number[] = [];
      const fail = (i: number, refusal: ProviderRefusal, maybeClosed = false) => {
        out[i] = { ok: false, refusal, ...(maybeClosed ? { maybeClosed } : {}) };
        if (claimIds[i] !== undefined) refusedClaims.push(claimIds[i]!);
      };

      // 1. The transaction ids claimed and the rounds locked; the ids claimed before answer their first answer.
      const rows: NewTransaction[] = batch.map((c) => ({
        provider: c.provider,
        providerTxId: c.transactionId,
        kind: c.kind,
        roundId: c.roundId,
        sessionId: c.sessionId,
        amountMinor: c.amount,
        requestHash: c.hash,
        createdAt: at,
      }));
      // Claimed in key order: two batches holding copies of the same ids wait on each other less.
      rows.sort((a, b) => (a.provider === b.provider ? (a.providerTxId < b.providerTxId ? -1 : 1) : a.provider < b.provider ? -1 : 1));
      // The rounds of the calls whose session passed, locked with the claims (a replay's round locked too: harmless).
      const checked = batch.flatMap((c, i) => (c.session && (!stakes(c) || c.currency === c.session.currency) ? [i] : []));
      const { claimed, rounds } = await repo.claimAndLock(
        rows,
        checked.map((i) => ({ provider: batch[i]!.provider, roundId: batch[i]!.roundId })),
        tx,
      );
      batch.forEach((c, i) => (claimIds[i] = claimed.get(`${c.provider}:${c.transactionId}`)));
      const taken = batch.flatMap((c, i) => (claimIds[i] === undefined ? [i] : []));
      if (taken.length > 0) {
        const found = await repo.findMany(
          taken.map((i) => ({ provider: batch[i]!.provider, providerTxId: batch[i]!.transactionId })),
          tx,
        );
        for (const i of taken) {
          const c = batch[i]!;
          const existing = found.get(`${c.provider}:${c.transactionId}`);
          try {
            if (!existing) throw refuse(500, 'INTERNAL', 'The first request is still being answered; try again.');
            out[i] = { ok: true, answer: replay(existing, c.kind, c.hash) };
          } catch (err) {
            if (!(err instanceof ProviderRefusal)) throw err;
            fail(i, err);
          }
        }
      }

      // 2. Sessions (checked at arrival), then the rounds (locked above).
      let live = batch.flatMap((c, i) => {
        if (claimIds[i] === undefined) return [];
        if (!c.session) {
          fail(i, refuse(401, 'SESSION_EXPIRED', stakes(c) ? 'The session has expired or does not exist.' : 'No such session.'));
          return [];
        }
        if (stakes(c) && c.currency !== c.session.currency) {
          fail(i, refuse(409, 'CURRENCY_MISMATCH', `The session plays in ${c.session.currency}.`));
          return [];
        }
        return [i];
      });
      const roundOf = (i: number) => rounds.get(`${batch[i]!.provider}:${batch[i]!.roundId}`);
      live = live.filter((i) => {
        const c = batch[i]!;
        const session = c.session!;
        const round = roundOf(i);
        if (stakes(c)) {
          if (round && (round.status !== 'open' || round.userId !== session.userId || round.currency !== session.currency)) {
            fail(i, refuse(409, 'ROUND_CLOSED', 'The round is closed.'));
            return false;
          }
          return true;
        }
        if (!round || round.userId !== session.userId) fail(i, refuse(404, 'BET_NOT_FOUND', 'No bet of this player in this round.'));
        else if (round.status !== 'open') fail(i, refuse(409, 'ROUND_CLOSED', 'The round is closed.'));
        else if (c.currency !== round.currency) fail(i, refuse(409, 'CURRENCY_MISMATCH', `The round plays in ${round.currency}.`));
        else return true;
        return false;
      });

      // A win's money goes to the account the round's bets came from (an earlier session's, when it finishes an interrupted round).
      const owners = new Map<string, SessionRow>();
      const missing = new Set<string>();
      for (const i of live) {
        const c = batch[i]!;
        const round = roundOf(i);
        if (c.kind !== 'win' || !round || round.sessionId === c.session!.id) continue;
        const cached = deps.cachedSession(round.sessionId);
        if (cached) owners.set(cached.id, cached);
        else missing.add(round.sessionId);
      }
      for (const s of await repo.findSessions([...missing], tx)) owners.set(s.id, s);
      const ownerOf = (i: number): SessionRow => {
        const c = batch[i]!;
        const round = roundOf(i);
        return c.kind === 'win' && round && round.sessionId !== c.session!.id ? (owners.get(round.sessionId) ?? c.session!) : c.session!;
      };

      // 3. Player protection (S1): once for the batch's bets (a play's bet included).
      const bets = live.filter((i) => stakes(batch[i]!));
      if (bets.length > 0) {
        const verdicts = await deps.limits.check(
          bets.map((i) => {
            const c = batch[i]!;
            const s = c.session!;
            return { userId: s.userId, accountId: s.accountId, currency: s.currency, amountMinor: c.amount, provider: c.provider, gameId: s.gameId, roundId: c.roundId };
          }),
          tx,
        );
        const refused = new Set<number>();
        bets.forEach((i, k) => {
          const verdict = verdicts[k];
          if (!verdict || verdict.allowed) return;
          refused.add(i);
          fail(i, refuse(409, verdict.code, verdict.code === 'SELF_EXCLUDED' ? 'The player is self-excluded.' : verdict.code === 'TIMED_OUT' ? 'The player has taken a time-out.' : 'A limit of the player is reached.'));
        });
        live = live.filter((i) => !refused.has(i));
      }

      // 4. The money: each transfer answers on its own (a refusal is only its call's); then the
      // plays' wins, once their bets are posted (a second statement: the same accounts again).
      const moving = live.filter((i) => batch[i]!.amount > 0n);
      const results = await ledger.transferEach(
        moving.map((i) => {
          const c = batch[i]!;
          const owner = ownerOf(i);
          return stakes(c)
            ? moneyMove(c.provider, c.roundId, c.transactionId, 'casino_bet', owner.accountId, owner.currency, -c.amount)
            : moneyMove(c.provider, c.roundId, c.transactionId, 'casino_win', owner.accountId, roundOf(i)!.currency, c.amount);
        }),
        tx,
      );
      const moved = new Map(moving.map((i, k) => [i, results[k]!]));
      const paying = live.filter((i) => batch[i]!.kind === 'play' && batch[i]!.playWin > 0n && !('error' in (moved.get(i) ?? {})));
      const wins = await ledger.transferEach(
        paying.map((i) => {
          const c = batch[i]!;
          return moneyMove(c.provider, c.roundId, c.transactionId + PLAY_WIN_SUFFIX, 'casino_win', c.session!.accountId, c.session!.currency, c.playWin);
        }),
        tx,
      );
      const playWins = new Map(paying.map((i, k) => [i, wins[k]!]));
      const done: FinishedCall[] = [];
      const changes: RoundChange[] = [];
      const added: NewRound[] = [];
      for (const i of live) {
        const c = batch[i]!;
        const owner = ownerOf(i);
        const currency = stakes(c) ? owner.currency : roundOf(i)!.currency;
        let answer: ProviderWalletAnswer;
        let transferId: number | null = null;
        const result = moved.get(i);
        const won = playWins.get(i);
        const refusal = (error: unknown): Extract<WriterOutcome, { ok: false }> => {
          const mapped = fromLedger(error);
          if (mapped === null) return { ok: false, refusal: refuse(500, 'INTERNAL', 'Internal error; send the request again.') };
          if (mapped === 'maybe_closed') return { ok: false, refusal: refuse(409, 'ACCOUNT_CLOSED', 'The account is closed.'), maybeClosed: true };
          return { ok: false, refusal: mapped };
        };
        if (result && 'error' in result) {
          const refused = refusal(result.error);
          fail(i, refused.refusal, refused.maybeClosed);
          continue;
        }
        // Not expected (the bet's account took money a moment ago), but a play is never half written.
        if (won && 'error' in won) throw new PlayWinRefused(refusal(won.error));
        const last = won ?? result;
        if (last) {
          transferId = result?.value.transferId ?? last.value.transferId;
          const entry = last.value.entries.find((e) => e.accountId === owner.accountId)!;
          answer = { balanceMinor: entry.balanceAfterMinor.toString(), currency, operatorTransactionId: String(last.value.transferId) };
        } else {
          if (c.zeroBalance === undefined) {
            fail(i, refuse(409, 'ACCOUNT_CLOSED', 'The account is closed.'));
            continue;
          }
          answer = { balanceMinor: c.zeroBalance, currency, operatorTransactionId: `casino:${claimIds[i]!}` };
        }
        const round = roundOf(i);
        const bet = stakes(c) ? c.amount : 0n;
        const win = c.kind === 'win' ? c.amount : c.playWin;
        const close = c.kind === 'play' || (c.kind === 'win' && c.endRound);
        if (round) changes.push({ id: round.id, betMinor: bet, winMinor: win, close });
        else added.push({ provider: c.provider, roundId: c.roundId, sessionId: owner.id, userId: owner.userId, gameId: owner.gameId, currency: owner.currency, betMinor: bet, winMinor: win, closed: close });
        done.push({ id: claimIds[i]!, answer, ledgerTransferId: transferId });
        out[i] = { ok: true, answer };
      }

      // 5. The rounds, the answers and the refused calls' claims removed.
      const written = await repo.writeAll(changes, added, done, refusedClaims, at, tx);
      if (written !== changes.length + added.length) throw new RoundRace('a round changed meanwhile');
      return out.map((o): Settled<WriterOutcome> => (o ? { value: o } : { error: new Error('casino wallet: a call without an outcome') }));
    });
  }

  const queue = createBatchQueue<WalletCall, WriterOutcome>({
    lanes: Math.max(1, Math.floor(deps.lanes)),
    scan: deps.maxBatch * 4,
    take: (waiting) => takeCalls(waiting, Math.max(1, deps.maxBatch)),
    run: async (batch) => {
      try {
        return await writeBatch(batch);
      } catch (error) {
        if (batch.length === 1 && error instanceof PlayWinRefused) return [{ value: error.outcome }];
        if (batch.length === 1 && !(error instanceof RoundRace)) return [{ error }];
      }
      // The unit of work failed as a whole (nothing was written): each call again, alone, so an error is its own.
      const settled: Settled<WriterOutcome>[] = [];
      for (const call of batch) {
        try {
          settled.push(...(await writeBatch([call])));
        } catch (error) {
          settled.push(error instanceof PlayWinRefused ? { value: error.outcome } : { error });
        }
      }
      return settled;
    },
  });

  return {
    /** Writes the bet or win (with others waiting at the same moment): its answer or its refusal. */
    write: (call: WalletCall): Promise<WriterOutcome> => queue.submit(call),
    stats: () => queue.stats(),
  };
}
