import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  CasinoLaunchAnswer,
  CasinoLaunchRequest,
  ProviderAuthenticateRequest,
  ProviderBalanceRequest,
  ProviderBetRequest,
  ProviderErrorCode,
  ProviderPlayRequest,
  ProviderRollbackRequest,
  ProviderRoundEndRequest,
  ProviderSession,
  ProviderWalletAnswer,
  ProviderWinRequest,
} from '@wager/contract';
import { AppError, type Tx } from '../../../platform/index.ts';
import type { Ledger, TransferResult, WalletService } from '../../wallet/index.ts';
import type { CasinoBatchRepository, CasinoWalletRepository, ProviderRow, SessionRow } from './casino-wallet.repository.ts';
import { ALLOW_ALL_CASINO_LIMITS, createWalletWriter, fromLedger, moneyMove, ProviderRefusal, refuse, replay, type CasinoLimits, type WalletCall } from './wallet-writer.ts';

export { ALLOW_ALL_CASINO_LIMITS, ProviderRefusal, type CasinoLimitRequest, type CasinoLimits, type CasinoLimitVerdict } from './wallet-writer.ts';
import { derivedProviderSecret, providerSecretEnvName, sha256Hex } from './signature.ts';

/** What the catalogue tells a launch about a game (the casino module implements it; decision 019). */
export interface CasinoGameDirectory {
  launchInfo(
    gameId: number,
    country: string | null,
  ): Promise<{
    gameId: number;
    slug: string;
    name: string;
    providerSlug: string;
    aggregator: 'studio';
    engine: 'dice' | 'crash' | 'mines' | 'plinko' | 'keno' | 'slots' | 'scratchcard' | null;
    demo: boolean;
    currencies: string[] | null;
    route: string;
  } | null>;
  recordPlayed(userId: number, gameId: number): Promise<void>;
}

/** The built-in sandbox provider (the in-house Wager Studio), on the same origin. */
export const WAGER_STUDIO = 'wager-studio';
const BUILT_IN_PROVIDERS = [{ slug: WAGER_STUDIO, name: 'Wager Studio', launchUrl: '/{lng}/studio/play', currencies: null, jurisdiction: 'default' }];

/** Decision 019: a launch token lives 60 s; a session 30 min idle and 8 h at most. */
export const LAUNCH_TOKEN_TTL_MS = 60_000;
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 8 * 3600_000;
const PROVIDERS_CACHE_MS = 10_000;
/** Decision 019 "Batched writes": a session's last-seen time is written at most this often; at most this many sessions kept. */
const LAST_SEEN_WRITE_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;
const UUID = /^[0-9a-f-]{36}$/;

/**
 * The bets' and wins' writer: units of work in flight at once, calls per unit of work. Two lanes
 * measured best on the 2-core benchmark machine (more lanes made smaller batches that waited on each
 * other in PostgreSQL); more suit a database with more cores.
 */
export interface CasinoWalletBatching {
  lanes: number;
  maxBatch: number;
}
export const DEFAULT_CASINO_BATCHING: CasinoWalletBatching = { lanes: 2, maxBatch: 64 };

export interface ProviderInfo {
  slug: string;
  name: string;
  launchUrl: string;
  currencies: string[] | null;
  jurisdiction: string;
  secret: string | null;
}

/** The answer of a provider call: its body and, on a refusal, the balance when the session is known. */
export type ProviderOutcome = { ok: true; answer: ProviderWalletAnswer | ProviderSession } | { ok: false; refusal: ProviderRefusal; balanceMinor?: string };

type Bet = z.infer<typeof ProviderBetRequest>;
type Win = z.infer<typeof ProviderWinRequest>;
type Rollback = z.infer<typeof ProviderRollbackRequest>;
type Play = z.infer<typeof ProviderPlayRequest>;

/** A request's fingerprint: the same transaction id with other content is a different request. */
const hashOf = (kind: string, body: object) => sha256Hex(JSON.stringify([kind, Object.entries(body).sort(([a], [b]) => a.localeCompare(b))]));

export function createCasinoWalletService(deps: {
  repository: CasinoWalletRepository;
  batches: CasinoBatchRepository;
  ledger: Ledger;
  wallet: WalletService;
  directory: CasinoGameDirectory;
  limits?: CasinoLimits;
  appSecret: string;
  env?: NodeJS.ProcessEnv;
  nowMs?: () => number;
  batching?: Partial<CasinoWalletBatching>;
}) {
  const repo = deps.repository;
  const { ledger, wallet } = deps;
  const limits = deps.limits ?? ALLOW_ALL_CASINO_LIMITS;
  const env = deps.env ?? process.env;
  const now = () => deps.nowMs?.() ?? Date.now();

  /** CASINO_PROVIDER_<SLUG>_SECRET; the sandbox's derived from APP_SECRET when unset; else none (the provider cannot call). */
  function getProviderSecret(slug: string): string | null {
    const fromEnv = env[providerSecretEnvName(slug)]?.trim();
    if (fromEnv) return fromEnv;
    return slug === WAGER_STUDIO ? derivedProviderSecret(deps.appSecret, slug) : null;
  }

  let seeded: Promise<void> | null = null;
  let cache: { at: number; providers: Promise<Map<string, ProviderInfo>> } | null = null;
  async function providers(): Promise<Map<string, ProviderInfo>> {
    if (!seeded) {
      seeded = repo.seedProviders(BUILT_IN_PROVIDERS);
      seeded.catch(() => (seeded = null));
    }
    if (!cache || now() - cache.at > PROVIDERS_CACHE_MS) {
      const load = seeded.then(async () => new Map((await repo.listProviders()).map((p: ProviderRow) => [p.slug, { slug: p.slug, name: p.name, launchUrl: p.launchUrl, currencies: p.currencies, jurisdiction: p.jurisdiction, secret: getProviderSecret(p.slug) }])));
      cache = { at: now(), providers: load };
      load.catch(() => (cache = null));
    }
    return cache.providers;
  }
  const provider = async (slug: string) => (await providers()).get(slug) ?? null;

  const playerRef = (userId: number) => 'p' + createHmac('sha256', deps.appSecret).update(`casino-player:${userId}`).digest('hex').slice(0, 24);

  async function balanceOf(session: Pick<SessionRow, 'userId' | 'accountId'>): Promise<string | undefined> {
    return (await wallet.findAccount(session.userId, session.accountId))?.balanceMinor;
  }
  const playerBalance = (result: TransferResult, accountId: number) => result.entries.find((e) => e.accountId === accountId)!.balanceAfterMinor.toString();

  /**
   * Sessions by id, kept in the process (decision 019 "Batched writes"): a session's player, account,
   * currency and times never change once authenticated (nothing closes one but its clock), so a call
   * reads it from memory. The exact last-seen time is kept here; the row gets it lazily, at most once
   * per LAST_SEEN_WRITE_MS (for other processes and restarts). A session that looks expired is read
   * again before it is refused (another process may have seen it later).
   */
  const sessionCache = new Map<string, { row: SessionRow; seenAt: number; writtenAt: number }>();
  function remember(row: SessionRow) {
    const seen = row.lastSeenAt.getTime();
    const entry = { row, seenAt: seen, writtenAt: seen };
    if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.delete(sessionCache.keys().next().value!);
    sessionCache.set(row.id, entry);
    return entry;
  }
  async function loadSession(id: string, tx?: Tx) {
    if (!UUID.test(id)) return null;
    const hit = sessionCache.get(id);
    if (hit) return hit;
    const row = await repo.findSession(id, tx);
    // A session not yet authenticated is not kept: its token may still be exchanged.
    return row && row.authenticatedAt ? remember(row) : null;
  }

  /** A session of this provider, for win, rollback and round end (which may finish an earlier session's round). */
  async function knownSession(p: string, sessionId: string, tx?: Tx): Promise<SessionRow> {
    const entry = await loadSession(sessionId, tx);
    if (!entry || entry.row.provider !== p) throw refuse(401, 'SESSION_EXPIRED', 'No such session.');
    return entry.row;
  }

  /** A live session (bets and balance): authenticated, not closed, seen within 30 min, younger than 8 h; marked seen now. Outside any unit of work. */
  async function liveSession(p: string, sessionId: string): Promise<SessionRow> {
    const at = now();
    const entry = await loadSession(sessionId);
    const isLive = (e: NonNullable<typeof entry>) => e.row.provider === p && e.row.closedAt === null && e.seenAt > at - SESSION_IDLE_MS && e.row.createdAt.getTime() > at - SESSION_MAX_MS;
    if (entry && entry.row.provider === p && !isLive(entry)) {
      const fresh = await repo.findSession(sessionId);
      if (fresh) {
        entry.row = fresh;
        entry.seenAt = Math.max(entry.seenAt, fresh.lastSeenAt.getTime());
      }
    }
    if (!entry || !isLive(entry)) throw refuse(401, 'SESSION_EXPIRED', 'The session has expired or does not exist.');
    entry.seenAt = Math.max(entry.seenAt, at);
    if (at - entry.writtenAt >= LAST_SEEN_WRITE_MS) {
      entry.writtenAt = at;
      await deps.batches.touchSession(sessionId, new Date(at));
    }
    return entry.row;
  }

  /** A refusal's answer: with the balance when the session is known ('maybe closed': a balance found means it changed meanwhile). */
  async function refused(sessionId: string, p: string, refusal: ProviderRefusal, maybeClosed = false): Promise<ProviderOutcome> {
    const entry = await loadSession(sessionId);
    if (!entry || entry.row.provider !== p) return { ok: false, refusal };
    const balance = await balanceOf(entry.row);
    if (maybeClosed && balance !== undefined) refusal = refuse(500, 'INTERNAL', 'The balance changed meanwhile; try again.');
    return { ok: false, refusal, ...(balance !== undefined ? { balanceMinor: balance } : {}) };
  }

  const batching = { ...DEFAULT_CASINO_BATCHING, ...deps.batching };
  const writer = createWalletWriter({
    repository: repo,
    batches: deps.batches,
    ledger,
    limits,
    cachedSession: (id) => sessionCache.get(id)?.row ?? null,
    nowMs: now,
    lanes: batching.lanes,
    maxBatch: batching.maxBatch,
  });
  async function write(call: WalletCall): Promise<ProviderOutcome> {
    // Not a session id at all: no call can have been stored under it (the column is a uuid).
    if (!UUID.test(call.sessionId)) return { ok: false, refusal: refuse(401, 'SESSION_EXPIRED', 'The session has expired or does not exist.') };
    const outcome = await writer.write(call);
    return outcome.ok ? outcome : refused(call.sessionId, call.provider, outcome.refusal, outcome.maybeClosed);
  }

  /**
   * Runs one money call in its unit of work; a refusal rolls everything back (nothing written) and
   * answers with the balance when the session is known.
   */
  async function run(sessionId: string, p: string, work: (tx: Tx) => Promise<ProviderWalletAnswer>): Promise<ProviderOutcome> {
    let closedCheck = false;
    try {
      return { ok: true, answer: await repo.transaction(work) };
    } catch (err) {
      let refusal: ProviderRefusal;
      if (err instanceof ProviderRefusal) refusal = err;
      else {
        const mapped = fromLedger(err);
        if (mapped === null) throw err;
        if (mapped === 'maybe_closed') {
          closedCheck = true;
          refusal = refuse(409, 'ACCOUNT_CLOSED', 'The account is closed.');
        } else refusal = mapped;
      }
      return refused(sessionId, p, refusal, closedCheck);
    }
  }

  /** A bet: the session checked at arrival (live), then the writer (decision 019 "Batched writes"). */
  async function bet(p: string, body: Bet): Promise<ProviderOutcome> {
    const amount = BigInt(body.amountMinor);
    const session = await liveSession(p, body.sessionId).catch((err: unknown) => {
      if (err instanceof ProviderRefusal) return null;
      throw err;
    });
    // A zero bet moves nothing: its answer's balance is read before the unit of work (PGlite has one connection).
    const zeroBalance = amount === 0n && session ? await balanceOf(session) : undefined;
    return write({ kind: 'bet', provider: p, ...body, amount, playWin: 0n, endRound: false, hash: hashOf('bet', body), session, zeroBalance });
  }

  /** A win: any session of the player (it may finish an interrupted round), then the writer. */
  async function win(p: string, body: Win): Promise<ProviderOutcome> {
    const amount = BigInt(body.amountMinor);
    const session = await knownSession(p, body.sessionId).catch((err: unknown) => {
      if (err instanceof ProviderRefusal) return null;
      throw err;
    });
    const zeroBalance = amount === 0n && session ? await balanceOf(session) : undefined;
    return write({ kind: 'win', provider: p, ...body, amount, playWin: 0n, endRound: body.endRound, hash: hashOf('win', body), session, zeroBalance });
  }

  /** A play (decision 019 "Play"): an instant round's bet and win in one call, live session as a bet's; the round ends with it. */
  async function play(p: string, body: Play): Promise<ProviderOutcome> {
    const bet = BigInt(body.betMinor);
    const won = BigInt(body.winMinor);
    const session = await liveSession(p, body.sessionId).catch((err: unknown) => {
      if (err instanceof ProviderRefusal) return null;
      throw err;
    });
    const zeroBalance = bet === 0n && won === 0n && session ? await balanceOf(session) : undefined;
    const { betMinor: _bet, winMinor: _win, ...ids } = body;
    return write({ kind: 'play', provider: p, ...ids, amount: bet, playWin: won, endRound: true, hash: hashOf('play', body), session, zeroBalance });
  }

  /** The reversal of one bet (the provider's rollback or the operator's sweep). */
  async function rollback(p: string, body: Rollback, opts: { anySession?: boolean } = {}): Promise<ProviderOutcome> {
    const hash = hashOf('rollback', body);
    // Nothing may move (an unknown bet, one rolled back already): the balance for that answer, read first.
    const before = (await loadSession(body.sessionId))?.row;
    const balanceBefore = before && before.provider === p ? await balanceOf(before) : undefined;
    return run(body.sessionId, p, async (tx) => {
      const at = new Date(now());
      const claimed = await repo.claimTransaction(
        { provider: p, providerTxId: body.transactionId, kind: 'rollback', roundId: body.roundId, sessionId: body.sessionId, amountMinor: 0n, requestHash: hash, relatedTxId: body.rollbackTransactionId, createdAt: at },
        tx,
      );
      if (claimed === null) return replay((await repo.findTransaction(p, body.transactionId, tx))!, 'rollback', hash);
      const session = await knownSession(p, body.sessionId, tx);
      const still = (): ProviderWalletAnswer => {
        if (balanceBefore === undefined) throw refuse(409, 'ACCOUNT_CLOSED', 'The account is closed.');
        return { balanceMinor: balanceBefore, currency: session.currency, operatorTransactionId: `casino:${claimed}` };
      };
      const target = await repo.findTransaction(p, body.rollbackTransactionId, tx, true);
      let answer: ProviderWalletAnswer;
      let transferId: number | null = null;
      if (!target) {
        // A rollback of a bet never seen: its tombstone refuses that bet if it arrives late.
        const tomb = await repo.claimTransaction(
          { provider: p, providerTxId: body.rollbackTransactionId, kind: 'tombstone', roundId: body.roundId, sessionId: body.sessionId, amountMinor: 0n, requestHash: '', relatedTxId: body.transactionId, createdAt: at },
          tx,
        );
        if (tomb === null) throw refuse(500, 'INTERNAL', 'The bet arrived meanwhile; send the rollback again.');
        answer = still();
      } else if (target.kind === 'tombstone') {
        answer = still();
      } else if (target.kind === 'play') {
        throw refuse(409, 'ROUND_CLOSED', 'A play is final; send the play again for its answer.');
      } else if (target.kind !== 'bet') {
        throw refuse(404, 'BET_NOT_FOUND', 'Only a bet can be rolled back.');
      } else {
        const owner = target.sessionId === session.id ? session : (await loadSession(target.sessionId, tx))?.row;
        if (!owner || (owner.userId !== session.userId && !opts.anySession)) throw refuse(404, 'BET_NOT_FOUND', 'No such bet of this player.');
        if (target.relatedTxId !== null || target.amountMinor === 0n) {
          answer = still();
        } else {
          const round = await repo.lockRound(p, target.roundId, tx);
          const result = await ledger.transfer(moneyMove(p, target.roundId, body.transactionId, 'casino_rollback', owner.accountId, owner.currency, target.amountMinor), tx);
          transferId = result.transferId;
          await repo.markRolledBack(target.id, body.transactionId, tx);
          if (round) {
            const refunded = round.refundedMinor + target.amountMinor;
            const whole = refunded === round.betMinor && round.winMinor === 0n;
            await repo.updateRound(round.id, { refundedMinor: refunded, updatedAt: at, ...(whole ? { status: 'rolled_back' as const } : {}) }, tx);
          }
          answer = { balanceMinor: playerBalance(result, owner.accountId), currency: owner.currency, operatorTransactionId: String(result.transferId) };
        }
      }
      await repo.finishTransaction(claimed, answer, transferId, tx);
      return answer;
    });
  }

  async function roundEnd(p: string, body: z.infer<typeof ProviderRoundEndRequest>): Promise<ProviderOutcome> {
    return run(body.sessionId, p, async (tx) => {
      const session = await knownSession(p, body.sessionId, tx);
      const round = await repo.lockRound(p, body.roundId, tx);
      if (round && round.userId !== session.userId) throw refuse(404, 'BET_NOT_FOUND', 'No such round of this player.');
      if (round?.status === 'open') await repo.updateRound(round.id, { status: 'closed', updatedAt: new Date(now()) }, tx);
      return { balanceMinor: '', currency: session.currency };
    }).then(async (outcome) => {
      if (!outcome.ok) return outcome;
      const session = (await loadSession(body.sessionId))!.row;
      const balance = await balanceOf(session);
      if (balance === undefined) return { ok: false, refusal: refuse(409, 'ACCOUNT_CLOSED', 'The account is closed.') };
      return { ok: true, answer: { balanceMinor: balance, currency: session.currency } };
    });
  }

  async function balance(p: string, body: z.infer<typeof ProviderBalanceRequest>): Promise<ProviderOutcome> {
    try {
      const session = await liveSession(p, body.sessionId);
      const money = await balanceOf(session);
      if (money === undefined) throw refuse(409, 'ACCOUNT_CLOSED', 'The account is closed.');
      return { ok: true, answer: { balanceMinor: money, currency: session.currency } };
    } catch (err) {
      if (err instanceof ProviderRefusal) return { ok: false, refusal: err };
      throw err;
    }
  }

  async function authenticate(p: string, body: z.infer<typeof ProviderAuthenticateRequest>): Promise<ProviderOutcome> {
    const session = await repo.consumeToken(sha256Hex(body.token), p, new Date(now()));
    if (!session) return { ok: false, refusal: refuse(401, 'TOKEN_INVALID', 'The launch token is unknown, used or expired.') };
    remember(session);
    const account = await wallet.findAccount(session.userId, session.accountId);
    if (!account) return { ok: false, refusal: refuse(409, 'ACCOUNT_CLOSED', 'The account is closed.') };
    const open = await repo.openRounds(p, session.userId, session.gameId);
    return {
      ok: true,
      answer: {
        sessionId: session.id,
        playerRef: session.playerRef,
        currency: session.currency,
        balanceMinor: account.balanceMinor,
        gameCode: session.gameCode,
        lang: session.lang,
        jurisdiction: session.jurisdiction,
        openRounds: open.map((r) => ({ roundId: r.roundId, betTransactionIds: r.betTransactionIds, betMinor: r.betMinor.toString() })),
      },
    };
  }

  /** POST /web-api/casino/launch (decision 019). */
  async function launch(userId: number | null, request: CasinoLaunchRequest, lng: string, country: string | null): Promise<CasinoLaunchAnswer> {
    // A game the visitor's country may not play is as unknown as a missing one (decision 018).
    const game = await deps.directory.launchInfo(request.gameId, country);
    if (!game) throw new AppError(404, 'NOT_FOUND', 'No such game.');
    // The game runs on its aggregator's integration (the brand is the catalogue's provider): every
    // seeded game is hosted by the Wager Studio sandbox (decision 018).
    const info = await provider(game.aggregator === 'studio' ? WAGER_STUDIO : game.providerSlug);
    if (game.engine === null || !info) throw new AppError(409, 'GAME_UNAVAILABLE', 'This game cannot be launched now.');
    const lang = request.lang ?? lng;
    const at = now();
    const url = (params: Record<string, string>) => `${info.launchUrl.replaceAll('{lng}', lang)}?${new URLSearchParams(params).toString()}`;
    const common = { game: game.engine, gameId: String(game.gameId), lang, lobby: `/${lang}${game.route}` };
    if (request.mode === 'demo') {
      if (!game.demo) throw new AppError(409, 'GAME_UNAVAILABLE', 'This game has no demo.');
      if (userId !== null) await deps.directory.recordPlayed(userId, game.gameId);
      return { url: url({ mode: 'demo', ...common }), mode: 'demo', currency: null, expiresAt: new Date(at + SESSION_MAX_MS).toISOString() };
    }
    if (userId === null) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to play for real money.');
    if (!info.secret) throw new AppError(409, 'GAME_UNAVAILABLE', 'This game cannot be launched now.');
    const accounts = (await wallet.listAccounts(userId)).filter((a) => a.type !== 4);
    const account = request.currency ? accounts.find((a) => a.currencyCode === request.currency) : (accounts.find((a) => a.isActive) ?? accounts[0]);
    const accepts = (c: string) => (game.currencies === null || game.currencies.includes(c)) && (info.currencies === null || info.currencies.includes(c));
    if (!account || !accepts(account.currencyCode)) throw new AppError(409, 'CURRENCY_NOT_OFFERED', 'This game does not play in this currency.');
    if (account.frozen) throw new AppError(409, 'ACCOUNT_FROZEN', 'This account is frozen.');
    const token = randomBytes(32).toString('base64url');
    const created = new Date(at);
    await repo.insertSession({
      id: randomUUID(),
      userId,
      accountId: account.id,
      currency: account.currencyCode,
      gameId: game.gameId,
      gameCode: game.engine,
      provider: info.slug,
      jurisdiction: info.jurisdiction,
      lang,
      playerRef: playerRef(userId),
      tokenHash: sha256Hex(token),
      tokenExpiresAt: new Date(at + LAUNCH_TOKEN_TTL_MS),
      createdAt: created,
      lastSeenAt: created,
    });
    await deps.directory.recordPlayed(userId, game.gameId);
    return { url: url({ mode: 'real', ...common, token }), mode: 'real', currency: account.currencyCode, expiresAt: new Date(at + LAUNCH_TOKEN_TTL_MS).toISOString() };
  }

  /**
   * The operator's sweep of interrupted rounds (GLI-19 §4.16; decision 019): a round with a bet,
   * no win and no end, untouched for `olderThanMs`, has its bets rolled back (`sweep:{bet id}`).
   * Returns the rounds it rolled back. Run it rarely (hours), well after any provider would retry.
   */
  async function sweepStaleRounds(olderThanMs: number, limit = 500): Promise<number> {
    let swept = 0;
    for (const round of await repo.staleRounds(new Date(now() - olderThanMs), limit)) {
      for (const bet of await repo.betsOfRound(round.provider, round.roundId)) {
        const outcome = await rollback(round.provider, { sessionId: bet.sessionId, roundId: round.roundId, transactionId: `sweep:${bet.providerTxId}`.slice(0, 128), rollbackTransactionId: bet.providerTxId }, { anySession: true });
        if (!outcome.ok) throw new Error(`sweep of ${round.provider}:${round.roundId} refused: ${outcome.refusal.code}`);
      }
      swept++;
    }
    return swept;
  }

  return { launch, authenticate, balance, bet, win, play, rollback: (p: string, body: Rollback) => rollback(p, body), roundEnd, sweepStaleRounds, provider, getProviderSecret };
}

export type CasinoWalletService = ReturnType<typeof createCasinoWalletService>;
