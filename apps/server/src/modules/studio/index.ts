import type { DataSource } from '../../platform/index.ts';
import { createStudioRepository } from './internal/studio.repository.ts';
import { createStudioService } from './internal/studio.service.ts';
import { studioRoutes } from './internal/studio.routes.ts';
import { createWalletClient, type OperatorTransport } from './internal/wallet-client.ts';
import { createCrashLoop } from './internal/crash-loop.ts';

export type { StudioService } from './internal/studio.service.ts';
export { signAnswer, signRequest, studioSecret, PROVIDER_SLUG, type OperatorTransport } from './internal/wallet-client.ts';

/**
 * Wager Studio (decision 020): the built-in sandbox game provider, built as an outside aggregator would be.
 * It talks to the operator only over the signed seamless-wallet HTTP protocol (`operatorUrl`, or the
 * injected `transport` in tests), keeps its own sessions, seeds and rounds in `studio.*`, and serves its
 * game client under `/studio-api/…` and the verify endpoint `/bff-api/studio/verify`.
 */
export function createStudioModule(deps: {
  data: DataSource;
  operatorUrl: string;
  secret: string;
  transport?: OperatorTransport;
  nowMs?: () => number;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** How often queued wins are sent again; 0 = never by itself (tests call retryPendingWins). */
  retryIntervalMs?: number;
  /** How often the shared crash loop advances; 0 = only when `crash.tick()` is called (tests). */
  crashTickMs?: number;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const wallet = createWalletClient({ baseUrl: deps.operatorUrl, secret: deps.secret, transport: deps.transport, nowMs });
  const repository = createStudioRepository(deps.data);
  const service = createStudioService({ data: deps.data, repository, wallet, nowMs, log: deps.log });
  const crash = createCrashLoop({ kit: service.crashKit, repository, nowMs, log: deps.log });
  let timer: NodeJS.Timeout | null = null;
  let crashTimer: NodeJS.Timeout | null = null;
  return {
    service,
    crash,
    routes: studioRoutes(service, crash),
    /**
     * Starts the timers. First (decision 020 "Interrupted rounds"), crash bets an earlier process left open
     * — the loop lives in memory — are settled by the interrupted-round rule; later ones with the win retries.
     */
    async start() {
      await service.settleOrphanCrashBets(crash.holds).catch((err: unknown) => deps.log.error({ err }, 'studio: orphan crash bets not settled'));
      const tickMs = deps.crashTickMs ?? 100;
      if (tickMs > 0 && !crashTimer) {
        crashTimer = setInterval(() => void crash.tick(), tickMs);
        crashTimer.unref();
      }
      const every = deps.retryIntervalMs ?? 10_000;
      if (every > 0 && !timer) {
        timer = setInterval(
          () =>
            void service
              .retryPendingWins()
              .then(() => service.settleOrphanCrashBets(crash.holds))
              .catch((err: unknown) => deps.log.error({ err }, 'studio: win retry failed')),
          every,
        );
        timer.unref();
      }
    },
    stop() {
      if (timer) clearInterval(timer);
      if (crashTimer) clearInterval(crashTimer);
      timer = null;
      crashTimer = null;
    },
  };
}
export type StudioModule = ReturnType<typeof createStudioModule>;
