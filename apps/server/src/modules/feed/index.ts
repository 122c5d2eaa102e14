import type { FastifyPluginAsync } from 'fastify';
import type { DataSource } from '../../platform/index.ts';
import { createBook, emptyChanges } from './internal/book.ts';
import { createFeedRepository } from './internal/feed.repository.ts';
import { createFeedWriter } from './internal/feed-writer.ts';
import { feedRoutes } from './internal/feed.routes.ts';
import { createFeedService, type FeedService } from './internal/feed.service.ts';
import type { FeedMessage, FeedSource } from './internal/feed-types.ts';
import { restoreMessages } from './internal/restore.ts';

export type { FeedService } from './internal/feed.service.ts';
export type { Selection } from './internal/book.ts';
export type { FeedEvent, FeedMarket, FeedMessage, FeedSource, FeedListener } from './internal/feed-types.ts';
export { createSimulatorSource, DEFAULT_FEED_SEED, type SimulatorSource, type SimulatorSourceOptions } from './internal/simulator.source.ts';
export { createReplaySource, parseReplay, type ReplaySource } from './internal/replay.source.ts';
export { MARGIN_BASIS_POINTS } from './internal/sim-markets.ts';
export { UPCOMING_WINDOW_MS } from './internal/feed.service.ts';

/** Finished events whose results the hot state keeps (and reloads after a restart). */
export const RESULTS_KEPT_MS = 48 * 3_600_000;

/**
 * The odds feed (decision 012): one `FeedSource` (the simulator, a recorded replay, or none) feeds
 * the hot state in process, which every read of the line, live, event and results routes answers
 * from; a writer puts what changed into the `sportsbook.feed_*` tables at most once per
 * `writeIntervalMs`, through one unit of work. `getSelection` is how a bet re-checks a price.
 */
export function createFeedModule(deps: {
  data: DataSource;
  source: FeedSource | null;
  nowMs?: () => number;
  writeIntervalMs?: number;
  onError?: (err: unknown, what: string) => void;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const book = createBook();
  const repository = createFeedRepository(deps.data);
  const writer = createFeedWriter({ data: deps.data, repository, book, intervalMs: deps.writeIntervalMs, nowMs, onError: (err) => deps.onError?.(err, 'feed write') });
  const service: FeedService = createFeedService(book);
  let unsubscribe: (() => void) | null = null;
  let forgetTimer: NodeJS.Timeout | null = null;

  const apply = (batch: readonly FeedMessage[]) => writer.note(book.apply(batch));

  const routes: FastifyPluginAsync = feedRoutes(service, nowMs);
  return {
    service,
    routes,
    /** The writer's counters (flushes, rows and time of the last). */
    writerStats: writer.stats,
    /** Loads the results of the last RESULTS_KEPT_MS from the database, then starts the source and the writer. */
    async start(): Promise<void> {
      if (unsubscribe) return;
      const now = nowMs();
      const restored = await repository.finishedBetween(new Date(now - RESULTS_KEPT_MS), new Date(now + 1));
      book.apply(restoreMessages(restored), emptyChanges());
      if (deps.source) {
        unsubscribe = deps.source.subscribe(apply);
        deps.source.start(now);
      }
      writer.start();
      forgetTimer = setInterval(() => book.forgetFinishedBefore(nowMs() - RESULTS_KEPT_MS), 10 * 60_000);
      forgetTimer.unref();
    },
    /** Stops the source's timer and writes what is left. */
    async stop(): Promise<void> {
      deps.source?.stop();
      unsubscribe?.();
      unsubscribe = null;
      if (forgetTimer) clearInterval(forgetTimer);
      await writer.stop();
    },
    /** Writes what changed now (tests; the timer does it otherwise). */
    flush: () => writer.flush(),
    /** Rows per feed table (tests, figures). */
    storedCounts: () => repository.counts(),
  };
}

export type FeedModule = ReturnType<typeof createFeedModule>;
