import type { FastifyPluginAsync } from 'fastify';
import { createJobsDatabase, type DataSource } from '../../platform/index.ts';
import { createSweepJobs, DEFAULT_SWEEP, type SweepOptions } from './internal/sweep-jobs.ts';
import type { Ledger, WalletService } from '../wallet/index.ts';
import { createCasinoBatchRepository, createCasinoWalletRepository } from './internal/casino-wallet.repository.ts';
import { launchRoutes, providerRoutes, type LaunchRateLimit } from './internal/casino-wallet.routes.ts';
import { createCasinoWalletService, type CasinoGameDirectory, type CasinoLimits, type CasinoWalletBatching } from './internal/casino-wallet.service.ts';
import { signProviderRequest, verifyProviderAnswer as verifyAnswer } from './internal/signature.ts';
import { createRoundReads } from './internal/round-reads.repository.ts';

export type { CasinoGameDirectory, CasinoLimits, CasinoLimitRequest, CasinoLimitVerdict, CasinoWalletBatching, CasinoWalletService } from './internal/casino-wallet.service.ts';
export { ALLOW_ALL_CASINO_LIMITS, DEFAULT_CASINO_BATCHING, LAUNCH_TOKEN_TTL_MS, SESSION_IDLE_MS, SESSION_MAX_MS, WAGER_STUDIO } from './internal/casino-wallet.service.ts';
export type { CasinoRoundReads, PlayedRound, PlayerRoundTotals, RoundTotalsQuery } from './internal/round-reads.repository.ts';
export { DEFAULT_SWEEP, SWEEP_QUEUE, type SweepOptions } from './internal/sweep-jobs.ts';
export { CASINO_API_PREFIX, type LaunchRateLimit } from './internal/casino-wallet.routes.ts';
export { answerSignature, derivedProviderSecret, providerSecretEnvName, requestSignature, signProviderRequest, verifyProviderAnswer } from './internal/signature.ts';

/** A game nobody can launch: until the catalogue's directory is wired (the launch answers 404). */
export const NO_GAMES: CasinoGameDirectory = { launchInfo: async () => null, recordPlayed: async () => {} };

/**
 * The casino seamless wallet (decision 019): game launch (`POST /web-api/casino/launch`) and the
 * provider API (`/casino-api/v1/…`) through which a game provider debits bets and credits wins on
 * the player's wallet account. Money moves only through the wallet's ledger, player account ⇄
 * `provider:{slug}` (the provider's clearing account). Register the routes after identity's plugin
 * (launch reads `request.auth`) and after the rate-limit plugin.
 */
export function createCasinoWalletModule(deps: {
  data: DataSource;
  ledger: Ledger;
  wallet: WalletService;
  directory: CasinoGameDirectory;
  appSecret: string;
  limits?: CasinoLimits;
  /** Where CASINO_PROVIDER_<SLUG>_SECRET are read (default process.env). */
  env?: NodeJS.ProcessEnv;
  nowMs?: () => number;
  /** Launches per player (or guest address) and window; default 30 a minute. */
  launchRateLimit?: LaunchRateLimit;
  /** The bets' and wins' writer (decision 019 "Batched writes"); default 2 lanes, 64 calls a batch. */
  batching?: Partial<CasinoWalletBatching>;
  /**
   * The scheduled sweep of interrupted rounds (decision 019 "Interrupted rounds"): pg-boss cron and staleness,
   * or false for none (API tests that do not need it). Runs between `start()` and `stop()`.
   */
  sweep?: Partial<SweepOptions> | false;
  log?: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
  /** The trusted country header (GEO_COUNTRY_HEADER): a launch of a game blocked in the visitor's country is refused. */
  countryHeader?: string | null;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const service = createCasinoWalletService({ ...deps, repository: createCasinoWalletRepository(deps.data), batches: createCasinoBatchRepository(deps.data), nowMs });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(launchRoutes(service, deps.launchRateLimit ?? { max: 30, timeWindowMs: 60_000 }, deps.countryHeader ?? null));
    await app.register(providerRoutes(service, nowMs));
  };
  /**
   * For a provider client (the Wager Studio): the headers of a signed call with the provider's
   * secret, so the studio never handles the secret itself. Null when the provider has no secret.
   */
  function signerFor(slug: string) {
    const secret = service.getProviderSecret(slug);
    if (!secret) return null;
    return {
      sign: (path: string, body: string, nowSeconds = Math.floor(nowMs() / 1000)) => signProviderRequest(secret, path, body, nowSeconds, slug),
      verifyAnswer: (headers: Record<string, string | string[] | undefined>, rawBody: string) => verifyAnswer(secret, headers, rawBody),
    };
  }
  const sweepJobs =
    deps.sweep === false
      ? null
      : createSweepJobs({
          db: createJobsDatabase(deps.data),
          sweep: (olderThanMs) => service.sweepStaleRounds(olderThanMs),
          options: { ...DEFAULT_SWEEP, ...deps.sweep },
          onError: (err) => deps.log?.error({ err }, 'casino wallet: sweep of interrupted rounds failed'),
          onSwept: (rounds) => {
            if (rounds > 0) deps.log?.info({ rounds }, 'casino wallet: interrupted rounds rolled back');
          },
        });
  return {
    service,
    routes,
    signerFor,
    getProviderSecret: service.getProviderSecret,
    /** Finished rounds for other modules (the casino's lotto results and tournament leaderboards). */
    rounds: createRoundReads(deps.data),
    sweepStaleRounds: service.sweepStaleRounds,
    /** The scheduled sweep's jobs (null when `sweep: false`); `runNow()` queues one at once. */
    sweepJobs,
    start: async () => sweepJobs?.start(),
    stop: async () => sweepJobs?.stop(),
  };
}


export type CasinoWalletModule = ReturnType<typeof createCasinoWalletModule>;
