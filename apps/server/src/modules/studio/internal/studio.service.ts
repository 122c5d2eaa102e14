import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StudioPlayRequest, StudioRoundView, StudioState } from '@wager/contract';
import { casino } from '@wager/domain';
import { AppError } from '../../../platform/index.ts';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import type { RoundRow, SeedRow, SessionRow, StudioRepository } from './studio.repository.ts';
import { OperatorRefused, OperatorUnreachable, type WalletClient } from './wallet-client.ts';
import type { ProviderSession } from '@wager/contract';
import { CRASH_BETTING_MS, CRASH_CLIENT_SEED } from './crash-constants.ts';
import { toJson } from './verify.ts';

/** Demo play money: 1,000.00 units, held by the studio, never the operator's. */
export const DEMO_BALANCE_MINOR = 100_000n;
/** ISO 4217 "no currency": demo credits are not money. */
export const DEMO_CURRENCY = 'XXX';
const SESSION_TTL_MS = 12 * 3600_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface StudioService {
  start(input: { mode: 'real' | 'demo'; token?: string; game: StudioRoundView['engine']; lang: string }): Promise<{ sessionToken: string; state: StudioState }>;
  session(token: string | undefined): Promise<SessionRow>;
  state(session: SessionRow): Promise<StudioState>;
  setClientSeed(session: SessionRow, clientSeed: string): Promise<StudioState>;
  rotate(session: SessionRow): Promise<{ revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }; state: StudioState }>;
  play(session: SessionRow, request: StudioPlayRequest): Promise<{ round: StudioRoundView; state: StudioState }>;
  minesStart(session: SessionRow, stakeMinor: bigint, mines: number): Promise<{ round: StudioRoundView; state: StudioState }>;
  minesReveal(session: SessionRow, roundId: string, tile: number): Promise<{ round: StudioRoundView; state: StudioState }>;
  minesCashOut(session: SessionRow, roundId: string): Promise<{ round: StudioRoundView; state: StudioState }>;
  history(session: SessionRow): Promise<StudioRoundView[]>;
  /** Sends every queued win again (same transaction id); returns how many the operator confirmed. */
  retryPendingWins(): Promise<number>;
  /**
   * Crash bets no loop of a live process can still settle (their flight is over and `isLive` says this
   * process's loop does not hold them): settled by the interrupted-round rule. Returns how many.
   */
  settleOrphanCrashBets(isLive: (roundId: string) => boolean): Promise<number>;
}

/** After a crash round's latest possible end, how long a live loop (any process) gets to settle its bets. */
export const CRASH_ORPHAN_GRACE_MS = 60_000;

function paramsOf(request: StudioPlayRequest): casino.studio.StudioRound {
  switch (request.engine) {
    case 'dice':
      return { engine: 'dice', params: request.params };
    case 'crash':
      return { engine: 'crash', params: request.params };
    case 'plinko':
      return { engine: 'plinko', params: request.params };
    case 'keno':
      return { engine: 'keno', params: request.params };
    case 'slots':
      return { engine: 'slots' };
    case 'scratchcard':
      return { engine: 'scratchcard' };
  }
}

const bad = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

/**
 * The studio's game server (decision 020). Each round: the operator debits the bet (retried with the same
 * transaction id; rolled back when no answer comes), the nonce is taken and the outcome computed from the
 * committed seeds, then the win (maybe 0) is credited with endRound; a win without an answer stays queued
 * (`win_pending`) and is retried. A demo session does the same against play money held here.
 */
/** What the shared crash loop needs of the round machinery (crash-loop.ts). */
export interface CrashKit {
  open(session: SessionRow, stake: bigint, params: Record<string, unknown>, shared: { seed: SeedRow; nonce: number }): Promise<RoundRow>;
  settle(session: SessionRow, round: RoundRow, multiplierBp: bigint, outcome: unknown): Promise<{ round: StudioRoundView; state: StudioState }>;
  sessionById(id: string): Promise<SessionRow | undefined>;
  round(id: string): Promise<RoundRow | undefined>;
}

export function createStudioService(deps: { data: DataSource; repository: StudioRepository; wallet: WalletClient; nowMs: () => number; log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void } }): StudioService & { crashKit: CrashKit } {
  const { data, repository: repo, wallet, nowMs, log } = deps;

  async function ensureSeed(owner: string, tx?: Tx): Promise<SeedRow> {
    const found = await repo.activeSeed(owner, tx);
    if (found) return found;
    const serverSeed = casino.serverSeedFromBytes(randomBytes(32));
    return repo.insertSeed({ owner, serverSeed, serverSeedHash: casino.hashServerSeed(serverSeed), clientSeed: randomBytes(8).toString('hex') }, tx);
  }

  function roundView(row: RoundRow, seed: SeedRow | undefined): StudioRoundView {
    return {
      roundId: row.id,
      engine: row.engine as StudioRoundView['engine'],
      status: row.status as StudioRoundView['status'],
      params: row.params as Record<string, unknown>,
      serverSeedHash: seed?.serverSeedHash ?? '',
      clientSeed: (row.outcome as { clientSeed?: string } | null)?.clientSeed ?? seed?.clientSeed ?? '',
      nonce: row.nonce,
      stakeMinor: row.stakeMinor.toString(),
      multiplierBp: row.multiplierBp?.toString() ?? null,
      payoutMinor: row.payoutMinor?.toString() ?? null,
      outcome: (row.outcome as Record<string, unknown> | null) ?? null,
      serverSeed: seed?.revealedAt ? seed.serverSeed : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function state(session: SessionRow): Promise<StudioState> {
    const fresh = (await repo.sessionById(session.id)) ?? session;
    const seed = await ensureSeed(fresh.seedOwner);
    const profile = casino.studio.safeguardsFor(fresh.jurisdiction);
    const engine = fresh.engine as StudioState['engine'];
    const open = await repo.openRound(fresh.id);
    return {
      mode: fresh.mode as 'real' | 'demo',
      engine,
      currency: fresh.currency,
      balanceMinor: (fresh.balanceMinor < 0n ? 0n : fresh.balanceMinor).toString(),
      netMinor: fresh.netMinor.toString(),
      startedAt: fresh.createdAt.toISOString(),
      safeguards: { profile: profile.id, minCycleMs: profile.minCycleMs[engine] ?? 0, autoplayMaxRounds: profile.autoplayMaxRounds, turbo: profile.turbo },
      seeds: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
      openRound: open ? roundView(open, seed) : null,
    };
  }

  function checkCycle(session: SessionRow, engine: StudioRoundView['engine']): void {
    const wait = casino.studio.cycleWaitMs(casino.studio.safeguardsFor(session.jurisdiction), engine, session.lastRoundAt?.getTime() ?? null, nowMs());
    if (wait > 0) {
      throw new AppError(429, 'STUDIO_MIN_CYCLE', `The minimum game cycle has not passed; play again in ${wait} ms.`, { retryAfterSeconds: Math.ceil(wait / 1000) });
    }
  }

  /** The operator's refusal of a stake, in the studio's words. */
  function stakeRefused(err: OperatorRefused): AppError {
    if (err.code === 'INSUFFICIENT_FUNDS') return new AppError(409, 'INSUFFICIENT_FUNDS', 'The balance is lower than the stake.');
    if (err.code === 'SESSION_EXPIRED' || err.code === 'TOKEN_INVALID') return new AppError(401, 'STUDIO_SESSION_INVALID', 'The game session has ended; reopen the game.');
    return new AppError(409, 'STUDIO_OPERATOR_REFUSED', `The operator refused the bet (${err.code}).`);
  }

  /** The operator's debit; a refusal writes nothing, no answer after the retries rolls it back. */
  async function placeBet(session: SessionRow, roundId: string, betTxId: string, stake: bigint): Promise<bigint | null> {
    if (session.mode === 'demo') {
      if (session.balanceMinor < stake) throw new AppError(409, 'INSUFFICIENT_FUNDS', 'The demo balance is lower than the stake.');
      return null;
    }
    try {
      const answer = await wallet.bet({ sessionId: session.operatorSessionId!, roundId, transactionId: betTxId, amountMinor: stake.toString(), currency: session.currency });
      return BigInt(answer.balanceMinor);
    } catch (err) {
      if (err instanceof OperatorRefused) throw stakeRefused(err);
      await rollbackBet(session, roundId, betTxId);
      throw new AppError(502, 'STUDIO_OPERATOR_REFUSED', 'The operator did not answer; the bet was cancelled.');
    }
  }

  async function rollbackBet(session: SessionRow, roundId: string, betTxId: string): Promise<void> {
    if (session.mode === 'demo') return;
    try {
      await wallet.rollback({ sessionId: session.operatorSessionId!, roundId, transactionId: `${betTxId}:rb`, rollbackTransactionId: betTxId });
    } catch (err) {
      log.error({ err, roundId, betTxId }, 'studio: rollback of an unanswered bet failed');
    }
  }

  /**
   * Writes a round whose bet the operator took: session locked (min cycle rechecked), nonce taken from the
   * locked seed pair, outcome computed by `decide`. A failure here rolls the operator's bet back.
   */
  async function openRound(
    session: SessionRow,
    engine: StudioRoundView['engine'],
    params: Record<string, unknown>,
    stake: bigint,
    decide: (seeds: casino.Seeds) => { multiplierBp: bigint; outcome: unknown } | null,
    /** A shared crash round's committed seed and number instead of the player's own pair. */
    shared?: { seed: SeedRow; nonce: number },
  ): Promise<{ round: RoundRow; seed: SeedRow }> {
    checkCycle(session, engine);
    if (await repo.openRound(session.id)) throw new AppError(409, 'STUDIO_ROUND_STATE', 'Finish the open round first.');
    const roundId = randomUUID();
    const betTxId = `ws:${roundId}:bet`;
    const balanceAfterBet = await placeBet(session, roundId, betTxId, stake);
    try {
      return await data.transaction(async (tx) => {
        const locked = (await repo.lockSession(session.id, tx))!;
        checkCycle(locked, engine);
        const seed = shared?.seed ?? (await repo.lockActiveSeed(locked.seedOwner, tx)) ?? (await ensureSeed(locked.seedOwner, tx));
        const nonce = shared?.nonce ?? seed.nonce;
        const seeds = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce };
        const decided = decide(seeds);
        if (!shared) await repo.takeNonce(seed.id, tx);
        const now = new Date(nowMs());
        let balance = balanceAfterBet ?? locked.balanceMinor - stake;
        let net = locked.netMinor - stake;
        let status = decided ? 'win_pending' : 'open';
        let payout: bigint | null = null;
        if (decided) {
          payout = casino.payoutMinor(stake, decided.multiplierBp);
          if (locked.mode === 'demo') {
            balance += payout;
            net += payout;
            status = 'settled';
          }
        }
        await repo.updateSession(locked.id, { balanceMinor: balance, netMinor: net, lastRoundAt: now }, tx);
        const round = await repo.insertRound(
          {
            id: roundId,
            sessionId: locked.id,
            engine,
            params,
            seedId: seed.id,
            nonce,
            stakeMinor: stake,
            multiplierBp: decided?.multiplierBp ?? null,
            payoutMinor: payout,
            outcome: decided ? toJson(decided.outcome) : { picks: [], clientSeed: seed.clientSeed },
            betTxId,
            winTxId: decided ? `ws:${roundId}:win` : null,
            status,
            createdAt: now,
            settledAt: status === 'settled' ? now : null,
          },
          tx,
        );
        return { round, seed };
      });
    } catch (err) {
      await rollbackBet(session, roundId, betTxId);
      throw err;
    }
  }

  /** A round played with one `play` call: its bet and win share the transaction id (decision 020 "Play"). */
  const isPlay = (round: RoundRow) => round.winTxId !== null && round.winTxId === round.betTxId;

  /**
   * An instant round for real money in ONE operator call (decision 020 "Play"): the round is decided and
   * written first (session locked, minimum cycle rechecked, nonce taken), then `play` debits the stake and
   * credits the payout together. Refused: the round is taken back as if never played. No answer after the
   * retries: queued like a win (`win_pending`) and the same play is sent again until answered.
   */
  async function playRound(
    session: SessionRow,
    engine: StudioRoundView['engine'],
    params: Record<string, unknown>,
    stake: bigint,
    decide: (seeds: casino.Seeds) => { multiplierBp: bigint; outcome: unknown },
  ): Promise<RoundRow> {
    checkCycle(session, engine);
    if (await repo.openRound(session.id)) throw new AppError(409, 'STUDIO_ROUND_STATE', 'Finish the open round first.');
    const roundId = randomUUID();
    const txId = `ws:${roundId}:play`;
    const round = await data.transaction(async (tx) => {
      const locked = (await repo.lockSession(session.id, tx))!;
      checkCycle(locked, engine);
      const seed = (await repo.lockActiveSeed(locked.seedOwner, tx)) ?? (await ensureSeed(locked.seedOwner, tx));
      const seeds = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce };
      const decided = decide(seeds);
      await repo.takeNonce(seed.id, tx);
      const now = new Date(nowMs());
      await repo.updateSession(locked.id, { lastRoundAt: now }, tx);
      return repo.insertRound(
        {
          id: roundId,
          sessionId: locked.id,
          engine,
          params,
          seedId: seed.id,
          nonce: seeds.nonce,
          stakeMinor: stake,
          multiplierBp: decided.multiplierBp,
          payoutMinor: casino.payoutMinor(stake, decided.multiplierBp),
          outcome: toJson(decided.outcome),
          betTxId: txId,
          winTxId: txId,
          status: 'win_pending',
          createdAt: now,
          settledAt: null,
        },
        tx,
      );
    });
    try {
      return await sendPlay(session, round);
    } catch (err) {
      if (err instanceof OperatorRefused) {
        await withdrawPlay(session, round);
        throw stakeRefused(err);
      }
      if (!(err instanceof OperatorUnreachable)) throw err;
      log.warn({ err, roundId }, 'studio: play not confirmed; queued for retry');
      return repo.updateRound(round.id, { attempts: round.attempts + 1 });
    }
  }

  /** Sends a queued play (same transaction id every time) and records its answer. */
  async function sendPlay(session: SessionRow, round: RoundRow): Promise<RoundRow> {
    const answer = await wallet.play({
      sessionId: session.operatorSessionId!,
      roundId: round.id,
      transactionId: round.betTxId,
      betMinor: round.stakeMinor.toString(),
      winMinor: round.payoutMinor!.toString(),
      currency: session.currency,
    });
    return data.transaction(async (tx) => {
      const locked = (await repo.lockSession(session.id, tx))!;
      const current = (await repo.round(round.id, tx))!;
      if (current.status !== 'win_pending') return current;
      await repo.updateSession(locked.id, { balanceMinor: BigInt(answer.balanceMinor), netMinor: locked.netMinor - current.stakeMinor + current.payoutMinor! }, tx);
      return repo.updateRound(round.id, { status: 'settled', settledAt: new Date(nowMs()), attempts: current.attempts + 1 }, tx);
    });
  }

  /**
   * A play the operator refused moved no money: the round is removed and its nonce given back (the next
   * round plays it), and the session's last-round time restored. When a later round has taken the next
   * nonce meanwhile, the round stays, void (`rolled_back`): a seed's nonces are never played twice.
   */
  async function withdrawPlay(session: SessionRow, round: RoundRow): Promise<void> {
    await data.transaction(async (tx) => {
      const locked = (await repo.lockSession(session.id, tx))!;
      const current = await repo.round(round.id, tx);
      if (!current || current.status !== 'win_pending') return;
      await repo.lockActiveSeed(locked.seedOwner, tx);
      if (await repo.giveBackNonce(current.seedId, current.nonce, tx)) {
        await repo.deleteRound(current.id, tx);
        if (locked.lastRoundAt?.getTime() === current.createdAt.getTime()) await repo.updateSession(locked.id, { lastRoundAt: session.lastRoundAt }, tx);
      } else {
        await repo.updateRound(current.id, { status: 'rolled_back', settledAt: new Date(nowMs()), attempts: current.attempts + 1 }, tx);
      }
    });
  }

  /** Credits a decided round's win (maybe 0) with endRound; no answer leaves it queued. A queued play is sent again. */
  async function sendWin(session: SessionRow, round: RoundRow): Promise<RoundRow> {
    if (round.status !== 'win_pending' || session.mode === 'demo') return round;
    if (isPlay(round)) {
      try {
        return await sendPlay(session, round);
      } catch (err) {
        if (err instanceof OperatorRefused) {
          // Never written by the operator (e.g. the balance went meanwhile): void here too, no money moved.
          log.warn({ roundId: round.id, code: err.code }, 'studio: a queued play was refused; voided');
          await withdrawPlay(session, round);
          return (await repo.round(round.id)) ?? { ...round, status: 'rolled_back' };
        }
        log.warn({ err, roundId: round.id }, 'studio: play not confirmed; queued for retry');
        return repo.updateRound(round.id, { attempts: round.attempts + 1 });
      }
    }
    try {
      const answer = await wallet.win({
        sessionId: session.operatorSessionId!,
        roundId: round.id,
        transactionId: round.winTxId!,
        amountMinor: round.payoutMinor!.toString(),
        currency: session.currency,
        endRound: true,
      });
      return await data.transaction(async (tx) => {
        const locked = (await repo.lockSession(session.id, tx))!;
        const current = (await repo.round(round.id, tx))!;
        if (current.status !== 'win_pending') return current;
        await repo.updateSession(locked.id, { balanceMinor: BigInt(answer.balanceMinor), netMinor: locked.netMinor + round.payoutMinor! }, tx);
        return repo.updateRound(round.id, { status: 'settled', settledAt: new Date(nowMs()), attempts: current.attempts + 1 }, tx);
      });
    } catch (err) {
      if (err instanceof OperatorRefused && err.code === 'ROUND_CLOSED') {
        // The operator ended the round without this win (its sweep of stale rounds returned the stake, decision
        // 019): the round is void here too, and the win is not sent again.
        log.warn({ roundId: round.id }, 'studio: the operator closed the round before its win; voided');
        return data.transaction(async (tx) => {
          const locked = (await repo.lockSession(session.id, tx))!;
          const current = (await repo.round(round.id, tx))!;
          if (current.status !== 'win_pending') return current;
          await repo.updateSession(locked.id, { netMinor: locked.netMinor + current.stakeMinor }, tx);
          return repo.updateRound(round.id, { status: 'rolled_back', settledAt: new Date(nowMs()), attempts: current.attempts + 1 }, tx);
        });
      }
      log.warn({ err, roundId: round.id }, 'studio: win not confirmed; queued for retry');
      return repo.updateRound(round.id, { attempts: round.attempts + 1 });
    }
  }

  async function seedOf(row: RoundRow): Promise<SeedRow | undefined> {
    return (await repo.seedsByIds([row.seedId]))[0];
  }

  async function answer(session: SessionRow, row: RoundRow) {
    return { round: roundView(row, await seedOf(row)), state: await state(session) };
  }

  /** Ends an open round (mines, a crash bet) at `multiplierBp`: the win (maybe 0) with endRound. */
  async function settleOpen(session: SessionRow, round: RoundRow, multiplierBp: bigint, outcome: unknown, params?: Record<string, unknown>) {
    const payout = casino.payoutMinor(round.stakeMinor, multiplierBp);
    const settled = await data.transaction(async (tx) => {
      const locked = (await repo.lockSession(session.id, tx))!;
      const current = (await repo.round(round.id, tx))!;
      if (current.status !== 'open') throw new AppError(409, 'STUDIO_ROUND_STATE', 'The round is over.');
      const demo = locked.mode === 'demo';
      if (demo) await repo.updateSession(locked.id, { balanceMinor: locked.balanceMinor + payout, netMinor: locked.netMinor + payout }, tx);
      return repo.updateRound(
        round.id,
        {
          status: demo ? 'settled' : 'win_pending',
          multiplierBp,
          payoutMinor: payout,
          winTxId: `ws:${round.id}:win`,
          ...(params ? { params } : {}),
          outcome: toJson(outcome),
          settledAt: demo ? new Date(nowMs()) : null,
        },
        tx,
      );
    });
    return answer(session, await sendWin(session, settled));
  }

  async function settleMines(session: SessionRow, round: RoundRow, result: casino.mines.MinesResult, picks: number[]) {
    const seed = await seedOf(round);
    return settleOpen(session, round, result.multiplierBp, { ...result, picks, clientSeed: seed?.clientSeed }, { ...(round.params as object), picks });
  }

  async function openMinesRound(session: SessionRow, roundId: string): Promise<{ round: RoundRow; seed: SeedRow; mines: number; picks: number[] }> {
    const round = await repo.round(roundId);
    if (!round || round.sessionId !== session.id || round.engine !== 'mines') throw new AppError(404, 'NOT_FOUND', 'No such round.');
    if (round.status !== 'open') throw new AppError(409, 'STUDIO_ROUND_STATE', 'The round is over.');
    const seed = (await seedOf(round))!;
    return { round, seed, mines: (round.params as { mines: number }).mines, picks: (round.outcome as { picks: number[] }).picks };
  }

  /**
   * Voids a round whose bet the operator took but which cannot finish by a rule that pays (decision 020
   * "Interrupted rounds"): marked rolled_back first (so no loop or retry settles it as well), then the bet
   * is rolled back with `{bet id}:rb`, the same body every time (a resend after a lost answer is a replay).
   */
  async function voidRound(session: SessionRow, round: RoundRow): Promise<void> {
    const changed = await data.transaction(async (tx) => {
      const locked = (await repo.lockSession(session.id, tx))!;
      const current = (await repo.round(round.id, tx))!;
      if (current.status === 'rolled_back') return true;
      if (current.status !== 'open') return false;
      const demo = locked.mode === 'demo';
      await repo.updateSession(locked.id, { netMinor: locked.netMinor + current.stakeMinor, ...(demo ? { balanceMinor: locked.balanceMinor + current.stakeMinor } : {}) }, tx);
      await repo.updateRound(round.id, { status: 'rolled_back', settledAt: new Date(nowMs()) }, tx);
      return true;
    });
    if (!changed || session.mode === 'demo') return;
    const answer = await wallet.rollback({ sessionId: session.operatorSessionId!, roundId: round.id, transactionId: `${round.betTxId}:rb`, rollbackTransactionId: round.betTxId });
    await repo.updateSession(session.id, { balanceMinor: BigInt(answer.balanceMinor) });
  }

  /** The crash point of a shared crash round (its committed seed, the public client seed, its number). */
  function crashPointOf(seed: SeedRow): number {
    return Number(casino.crash.outcome({ serverSeed: seed.serverSeed, clientSeed: CRASH_CLIENT_SEED, nonce: seed.id }, { cashOutAt: 101 }).crashPoint);
  }

  /** A crash bet's flight is certainly over (in every process) once betting (≤ 6 s after the bet) and the flight to its point are past. */
  async function crashOver(round: RoundRow): Promise<{ over: boolean; seed: SeedRow; point: number }> {
    const seed = (await seedOf(round))!;
    const point = crashPointOf(seed);
    return { over: nowMs() >= round.createdAt.getTime() + CRASH_BETTING_MS + casino.studio.crashAtMs(point) + CRASH_ORPHAN_GRACE_MS, seed, point };
  }

  /**
   * Decision 020 "Interrupted rounds": a crash bet whose loop is gone pays only what the player had fixed
   * himself — an auto cash-out target T ≤ the crash point wins T (the domain's rule, as the loop would have);
   * any other bet needed a decision the interruption took away, so its stake is returned (rolled back).
   */
  async function settleCrashOrphan(session: SessionRow, round: RoundRow, seed: SeedRow, point: number): Promise<void> {
    // The loop that would have revealed the round's seed is gone: reveal it, so the result can be verified.
    if (!seed.revealedAt) await repo.revealSeed(seed.id);
    const auto = (round.params as { autoCashOutAt?: number | null }).autoCashOutAt ?? null;
    if (auto !== null && auto <= point) {
      await settleOpen(session, round, BigInt(auto) * 100n, { crashPoint: point, cashedOutAt: auto, clientSeed: CRASH_CLIENT_SEED, crashRound: seed.id, interrupted: true });
    } else {
      await voidRound(session, round);
    }
  }

  /**
   * Decision 020 "Interrupted rounds": an abandoned mines round is cashed out at what is revealed (every
   * revealed tile was safe, a mine ends the round); with nothing revealed the player decided nothing, so the
   * stake is returned (rolled back) rather than kept.
   */
  async function settleAbandonedMines(session: SessionRow, round: RoundRow): Promise<void> {
    const picks = (round.outcome as { picks: number[] }).picks;
    if (picks.length === 0) return voidRound(session, round);
    const seed = (await seedOf(round))!;
    const clientSeed = (round.outcome as { clientSeed: string }).clientSeed;
    const result = casino.mines.outcome({ serverSeed: seed.serverSeed, clientSeed, nonce: round.nonce }, { mines: (round.params as { mines: number }).mines, picks });
    await settleOpen(session, round, result.multiplierBp, { ...result, picks, clientSeed, interrupted: true }, { ...(round.params as object), picks });
  }

  /**
   * GLI-19 §4.16 (decision 020 "Interrupted rounds"): the rounds the operator reports open when the player
   * comes back, each completed or rolled back before the new session starts. Known and decided → its win
   * again (same transaction id and body: idempotent); known, open mines → cashed out / voided; known crash
   * bet whose flight is over → the crash rule; known and voided → the rollback again; unknown to the studio
   * (e.g. a bet whose round was never written) → its bets rolled back. Returns how many were acted on.
   */
  async function resumeRounds(operatorSessionId: string, open: ProviderSession['openRounds']): Promise<number> {
    let acted = 0;
    for (const reported of open) {
      try {
        const round = await repo.round(reported.roundId);
        const owner = round ? await repo.sessionById(round.sessionId) : undefined;
        if (!round || !owner || owner.mode !== 'real') {
          for (const betTxId of reported.betTransactionIds) {
            await wallet.rollback({ sessionId: operatorSessionId, roundId: reported.roundId, transactionId: `${betTxId}:rb`, rollbackTransactionId: betTxId });
          }
          acted++;
        } else if (round.status === 'win_pending') {
          if ((await sendWin(owner, round)).status === 'settled') acted++;
        } else if (round.status === 'rolled_back') {
          await voidRound(owner, round);
          acted++;
        } else if (round.status === 'open' && round.engine === 'mines') {
          await settleAbandonedMines(owner, round);
          acted++;
        } else if (round.status === 'open' && round.engine === 'crash') {
          const { over, seed, point } = await crashOver(round);
          // Still flying in some process's loop: that loop settles it.
          if (over) {
            await settleCrashOrphan(owner, round, seed, point);
            acted++;
          }
        }
      } catch (err) {
        // Left open: the next session or the operator's sweep gets it.
        log.warn({ err, roundId: reported.roundId }, 'studio: interrupted round not completed');
      }
    }
    return acted;
  }

  return {
    crashKit: {
      open: async (session, stake, params, shared) => (await openRound(session, 'crash', params, stake, () => null, shared)).round,
      settle: settleOpen,
      sessionById: (id) => repo.sessionById(id),
      round: (id) => repo.round(id),
    },

    async start(input) {
      const id = randomUUID();
      const sessionToken = randomBytes(32).toString('base64url');
      const now = nowMs();
      const base = { id, tokenHash: sha256(sessionToken), engine: input.game, createdAt: new Date(now), expiresAt: new Date(now + SESSION_TTL_MS) };
      if (input.mode === 'demo') {
        await repo.insertSession({ ...base, mode: 'demo', operatorSessionId: null, seedOwner: `demo:${id}`, currency: DEMO_CURRENCY, lang: input.lang, jurisdiction: 'default', balanceMinor: DEMO_BALANCE_MINOR });
      } else {
        if (!input.token) throw bad('A real session needs the launch token.');
        let op;
        try {
          op = await wallet.authenticate(input.token);
        } catch (err) {
          if (err instanceof OperatorRefused) throw new AppError(401, 'STUDIO_SESSION_INVALID', `The launch token was refused (${err.code}); reopen the game.`);
          if (err instanceof OperatorUnreachable) throw new AppError(502, 'STUDIO_OPERATOR_REFUSED', 'The operator did not answer.');
          throw err;
        }
        // GLI-19 §4.16: the player's interrupted rounds first; the session shows the balance after them.
        if (op.openRounds.length > 0 && (await resumeRounds(op.sessionId, op.openRounds)) > 0) {
          try {
            op = { ...op, balanceMinor: (await wallet.balance(op.sessionId)).balanceMinor };
          } catch (err) {
            log.warn({ err }, 'studio: balance after interrupted rounds not read');
          }
        }
        await repo.insertSession({
          ...base,
          mode: 'real',
          operatorSessionId: op.sessionId,
          seedOwner: `real:${op.playerRef}`,
          currency: op.currency,
          lang: op.lang,
          jurisdiction: op.jurisdiction,
          balanceMinor: BigInt(op.balanceMinor),
        });
      }
      const session = (await repo.sessionById(id))!;
      return { sessionToken, state: await state(session) };
    },

    async session(token) {
      const row = token ? await repo.sessionByTokenHash(sha256(token)) : undefined;
      if (!row || row.expiresAt.getTime() <= nowMs()) throw new AppError(401, 'STUDIO_SESSION_INVALID', 'No game session; reopen the game.');
      return row;
    },

    state,

    async setClientSeed(session, clientSeed) {
      if (await repo.openRound(session.id)) throw new AppError(409, 'STUDIO_ROUND_STATE', 'Finish the open round first.');
      await ensureSeed(session.seedOwner);
      await data.transaction(async (tx) => {
        const seed = (await repo.lockActiveSeed(session.seedOwner, tx))!;
        await repo.setClientSeed(seed.id, clientSeed, tx);
      });
      return state(session);
    },

    async rotate(session) {
      // Revealing the seed of an open mines round would show where the mines are.
      if (await repo.openRound(session.id)) throw new AppError(409, 'STUDIO_ROUND_STATE', 'Finish the open round first.');
      await ensureSeed(session.seedOwner);
      const old = await data.transaction(async (tx) => {
        const seed = (await repo.lockActiveSeed(session.seedOwner, tx))!;
        await repo.retireSeed(seed.id, tx);
        const serverSeed = casino.serverSeedFromBytes(randomBytes(32));
        await repo.insertSeed({ owner: session.seedOwner, serverSeed, serverSeedHash: casino.hashServerSeed(serverSeed), clientSeed: seed.clientSeed }, tx);
        return seed;
      });
      return { revealed: { serverSeed: old.serverSeed, serverSeedHash: old.serverSeedHash, clientSeed: old.clientSeed, nonce: old.nonce }, state: await state(session) };
    },

    async play(session, request) {
      const round = paramsOf(request);
      const stake = BigInt(request.stakeMinor);
      // The game's own range checks (e.g. a dice win chance of 1–98 %) before any money moves.
      try {
        casino.studio.recompute({ serverSeed: '0'.repeat(64), clientSeed: 'check', nonce: 0 }, round);
      } catch (err) {
        throw bad(`Parameters refused: ${(err as Error).message}`);
      }
      const decide = (seeds: casino.Seeds) => {
        const { engine: _engine, ...outcome } = casino.studio.recompute(seeds, round);
        return { multiplierBp: outcome.multiplierBp, outcome: { ...outcome, clientSeed: seeds.clientSeed } };
      };
      const params = (round.params ?? {}) as Record<string, unknown>;
      // Real money: one operator call for the whole round (decision 020 "Play"); demo keeps its own balance here.
      if (session.mode === 'real') return answer(session, await playRound(session, request.engine, params, stake, decide));
      const { round: row } = await openRound(session, request.engine, params, stake, decide);
      return answer(session, await sendWin(session, row));
    },

    async minesStart(session, stake, mines) {
      const { round } = await openRound(session, 'mines', { mines }, stake, () => null);
      return answer(session, round);
    },

    async minesReveal(session, roundId, tile) {
      const { round, seed, mines, picks } = await openMinesRound(session, roundId);
      if (picks.includes(tile)) throw bad('That tile is revealed already.');
      const next = [...picks, tile];
      const result = casino.mines.outcome({ serverSeed: seed.serverSeed, clientSeed: (round.outcome as { clientSeed: string }).clientSeed, nonce: round.nonce }, { mines, picks: next });
      // A mine ends the round at 0; clearing every safe tile cashes out by itself.
      if (result.hitAt !== null || next.length === casino.mines.MINES_TILES - mines) return settleMines(session, round, result, next);
      const updated = await repo.updateRound(round.id, { outcome: { picks: next, clientSeed: (round.outcome as { clientSeed: string }).clientSeed, multiplierBp: result.multiplierBp.toString() } });
      return answer(session, updated);
    },

    async minesCashOut(session, roundId) {
      const { round, seed, mines, picks } = await openMinesRound(session, roundId);
      if (picks.length === 0) throw new AppError(409, 'STUDIO_ROUND_STATE', 'Reveal at least one tile before cashing out.');
      const result = casino.mines.outcome({ serverSeed: seed.serverSeed, clientSeed: (round.outcome as { clientSeed: string }).clientSeed, nonce: round.nonce }, { mines, picks });
      return settleMines(session, round, result, picks);
    },

    async history(session) {
      const rows = await repo.recentRounds(session.id, 20);
      const seeds = new Map((await repo.seedsByIds([...new Set(rows.map((r) => r.seedId))])).map((s) => [s.id, s]));
      return rows.map((r) => roundView(r, seeds.get(r.seedId)));
    },

    async retryPendingWins() {
      let confirmed = 0;
      for (const round of await repo.pendingWins(50)) {
        const session = await repo.sessionById(round.sessionId);
        if (!session) continue;
        if ((await sendWin(session, round)).status === 'settled') confirmed++;
      }
      return confirmed;
    },

    async settleOrphanCrashBets(isLive) {
      let settled = 0;
      for (const round of await repo.openRoundsOf('crash', 200)) {
        if (isLive(round.id)) continue;
        try {
          const { over, seed, point } = await crashOver(round);
          const session = over ? await repo.sessionById(round.sessionId) : undefined;
          if (!session) continue;
          await settleCrashOrphan(session, round, seed, point);
          settled++;
        } catch (err) {
          log.warn({ err, roundId: round.id }, 'studio: orphan crash bet not settled');
        }
      }
      return settled;
    },
  };
}
