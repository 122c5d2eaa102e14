import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { BetsRenderFace } from '@wager/contract';
import type { DataSource, PubSub } from '../../platform/index.ts';
import type { Ledger, WalletService } from '../wallet/index.ts';
import type { CouponOffers } from '../promo/index.ts';
import { createBetsRepository } from './internal/bets.repository.ts';
import { betsRoutes, type BetsRateLimits } from './internal/bets.routes.ts';
import { ALLOW_ALL_LIMITS, betsChannel, createBetsService, type BetLimits, type BetSettledEvent } from './internal/bets.service.ts';
import { createJobsDatabase } from './internal/jobs.repository.ts';
import { DEFAULT_BETS_CONFIG, type BetsConfig, type BetsFeed, type CouponSiteRules } from './internal/quote.ts';
import { createSettlementJobs, type SettlementJobsOptions } from './internal/settlement-jobs.ts';

export type { BetLimitRequest, BetLimits, BetLimitVerdict, BetSettledEvent, BetsService } from './internal/bets.service.ts';
export { ALLOW_ALL_LIMITS, BETS_HOUSE, betsChannel } from './internal/bets.service.ts';
export type { BetsConfig, BetsFeed, CouponSiteRules } from './internal/quote.ts';
export { DEFAULT_BETS_CONFIG, DEFAULT_IN_PLAY_DELAY_MS } from './internal/quote.ts';
export type { BetsRateLimits } from './internal/bets.routes.ts';
export { SETTLE_GAME_QUEUE, type SettlementJobsOptions } from './internal/settlement-jobs.ts';

/**
 * Bets (S0 §3.8, §4.1, §5; decision 015): quote, place (the stake debited through the ledger in the
 * coupon's unit of work), the player's coupons and history, saved coupons, and settlement as durable
 * pg-boss jobs, one per game the feed reports results (or corrected results) for, paying through the
 * ledger exactly once per (coupon, settlement). `start` runs the jobs and enqueues the games left to
 * settle by a crash; `stop` ends them.
 */
export function createBetsModule(deps: {
  data: DataSource;
  feed: BetsFeed;
  ledger: Ledger;
  wallet: Pick<WalletService, 'listAccounts'>;
  pubsub?: PubSub;
  /** The player-protection hook; allows everything until that work fills it. */
  limits?: BetLimits;
  config?: Partial<BetsConfig>;
  nowMs?: () => number;
  /** How the in-play delay waits (tests pass a zero delay in `config` instead). */
  sleep?: (ms: number) => Promise<void>;
  jobs?: SettlementJobsOptions;
  rateLimits?: BetsRateLimits;
  log?: FastifyBaseLogger;
  /** Signs cash-out offers (the app secret). */
  secret: string;
  /** The site config's coupon fields (S0 §3.3: bonus bet, min/max by coupon type). */
  siteRules?: () => Promise<CouponSiteRules>;
  /** Decision 016: promo codes and prepaid free bets (the promo module's `offers`); none when absent. */
  offers?: CouponOffers;
  /** The operator API's bearer token (decision 015 held re-settlements); no operator routes when absent. */
  operatorToken?: string;
}) {
  const config: BetsConfig = { ...DEFAULT_BETS_CONFIG, ...deps.config };
  const publish = (userId: number, event: BetSettledEvent) => {
    // A push after commit: the open tabs refresh the bet (the balance has its own push through the ledger).
    deps.pubsub?.publish(betsChannel(userId), event).catch((err: unknown) => deps.log?.warn({ err }, 'bet push failed'));
  };
  let enqueue: (gameId: number) => Promise<void> = async () => {};
  const service = createBetsService({
    repository: createBetsRepository(deps.data),
    feed: deps.feed,
    ledger: deps.ledger,
    wallet: deps.wallet,
    limits: deps.limits ?? ALLOW_ALL_LIMITS,
    config,
    nowMs: deps.nowMs ?? Date.now,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    onSettled: publish,
    secret: deps.secret,
    siteRules: deps.siteRules,
    offers: deps.offers,
    settleLater: (gameId) => enqueue(gameId),
  });
  const jobs = createSettlementJobs({
    db: createJobsDatabase(deps.data),
    settleGame: (gameId) => service.settleGame(gameId),
    onError: (err) => deps.log?.error({ err }, 'settlement jobs'),
    options: deps.jobs,
  });
  enqueue = (gameId) => jobs.enqueue(gameId);
  let unsubscribe: (() => void) | null = null;
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(betsRoutes(service, deps.pubsub, deps.rateLimits, deps.operatorToken));
  };
  // The page render's face (decision 011): the print receipt reads the viewer's own coupon.
  const render: BetsRenderFace = {
    getPlacedCoupon: (userId, couponId) => (/^\d{1,18}$/.test(couponId) ? service.coupon(userId, BigInt(couponId)) : Promise.resolve(null)),
  };
  return {
    service,
    routes,
    render,
    /** Starts the jobs, listens for results and enqueues the games a crash left unsettled. */
    async start(): Promise<void> {
      unsubscribe ??= deps.feed.onResults((gameIds) => {
        // One query per batch with results; a job only for the games that carry bets.
        void (async () => {
          for (const gameId of await service.gamesWithBets(gameIds)) await jobs.enqueue(gameId);
        })().catch((err: unknown) => deps.log?.error({ err, gameIds }, 'settlement not queued'));
      });
      await jobs.start();
      for (const gameId of await service.gamesToSettle()) await jobs.enqueue(gameId);
    },
    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = null;
      await jobs.stop();
    },
    /** Queues one game's settlement (operators, tests). */
    enqueueSettlement: (gameId: number) => jobs.enqueue(gameId),
  };
}

export type BetsModule = ReturnType<typeof createBetsModule>;
