import type { FastifyPluginAsync } from 'fastify';
import type { FeedRenderFace } from '@wager/contract';
import type { DataSource, PubSub } from '../../platform/index.ts';
import { createBetReads } from './internal/bet-reads.ts';
import { createBook, emptyChanges } from './internal/book.ts';
import { createFeedRepository } from './internal/feed.repository.ts';
import { createFeedWriter } from './internal/feed-writer.ts';
import { dayAt, feedRoutes } from './internal/feed.routes.ts';
import { createFeedService, FeedNotFound, type FeedService } from './internal/feed.service.ts';
import type { FeedMessage, FeedSource } from './internal/feed-types.ts';
import { createFeedRelay } from './internal/relay.ts';
import { abandonMessages, restoreMessages } from './internal/restore.ts';
import { createStatisticsReader } from './internal/statistics.ts';
import { statisticsRoutes } from './internal/statistics.routes.ts';
import { createStreamHub } from './internal/stream.ts';
import { streamRoutes } from './internal/stream.routes.ts';

export type { FeedService } from './internal/feed.service.ts';
export type { Selection } from './internal/book.ts';
export type { BetGameView, BetSelectionView, GameResults } from './internal/bet-reads.ts';
export type { OutcomeResult } from './internal/feed-types.ts';
export type { FeedEvent, FeedMarket, FeedMessage, FeedSource, FeedListener, FeedStatistics } from './internal/feed-types.ts';
export { createSimulatorSource, DEFAULT_FEED_SEED, type SimulatorSource, type SimulatorSourceOptions } from './internal/simulator.source.ts';
export { createReplaySource, parseReplay, type ReplaySource } from './internal/replay.source.ts';
export { MARGIN_BASIS_POINTS } from './internal/sim-markets.ts';
export { UPCOMING_WINDOW_MS } from './internal/feed.service.ts';
export { FEED_CHANNEL } from './internal/relay.ts';
export { STREAM_HEARTBEAT_MS, type StreamStats } from './internal/stream.ts';

/** Finished events whose results the hot state keeps (and reloads after a restart). */
export const RESULTS_KEPT_MS = 48 * 3_600_000;

/**
 * The odds feed (decision 012): one `FeedSource` (the simulator, a recorded replay, or none) feeds
 * the hot state in process, which every read of the line, live, event and results routes answers
 * from; a writer puts what changed into the `sportsbook.feed_*` tables at most once per
 * `writeIntervalMs`, through one unit of work. `getSelection` is how a bet re-checks a price.
 *
 * Live push (decision 012, "Live push"): after every batch the book applied, the stream hub sends
 * the changed games to the subscribers of GET /bff-api/live/stream. With `relay` (the platform
 * pub/sub, Redis across processes) a process with a source publishes its raw batches, and a process
 * without one mirrors them into its own book (and leaves writing to the source's process), so any
 * number of processes serve the routes and the stream.
 */
export function createFeedModule(deps: {
  data: DataSource;
  source: FeedSource | null;
  nowMs?: () => number;
  writeIntervalMs?: number;
  /** Fan-out between processes: publish (with a source) or mirror (without) the feed's batches. */
  relay?: { pubsub: PubSub; channel?: string } | null;
  /** The stream's heartbeat (tests shorten it). */
  streamHeartbeatMs?: number;
  onError?: (err: unknown, what: string) => void;
}) {
  const nowMs = deps.nowMs ?? Date.now;
  const book = createBook();
  const repository = createFeedRepository(deps.data);
  const writer = createFeedWriter({ data: deps.data, repository, book, intervalMs: deps.writeIntervalMs, nowMs, onError: (err) => deps.onError?.(err, 'feed write') });
  const service: FeedService = createFeedService(book);
  const hub = createStreamHub({ book, nowMs, heartbeatMs: deps.streamHeartbeatMs });
  const relay = deps.relay ? createFeedRelay({ pubsub: deps.relay.pubsub, channel: deps.relay.channel, onError: (err) => deps.onError?.(err, 'feed relay') }) : null;
  // A mirror does not write: the source's process writes the same state.
  const writes = deps.source !== null || relay === null;
  let unsubscribe: (() => void) | null = null;
  let forgetTimer: NodeJS.Timeout | null = null;
  let started = false;

  const resultListeners = new Set<(gameIds: number[]) => void>();

  /** Every batch, from the source here or from the followed source's process, goes through this. */
  function apply(batch: readonly FeedMessage[], at: number): void {
    const changes = book.apply(batch);
    if (writes) writer.note(changes);
    hub.dispatch(changes, at);
    if (changes.results.size > 0) {
      const ids = [...changes.results];
      for (const listener of resultListeners) {
        try {
          listener(ids);
        } catch (err) {
          deps.onError?.(err, 'results listener');
        }
      }
    }
  }
  const betReads = createBetReads(book, repository);

  // The statistic pages' data (S0 §2.2) and the pages' render face (decision 011).
  const statistics = createStatisticsReader(book, deps.source);
  const feedApi = feedRoutes(service, nowMs, book.generation);
  const stream = streamRoutes(hub);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(feedApi);
    await app.register(stream);
    await app.register(statisticsRoutes(statistics));
  };
  const orNull = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch (err) {
      if (err instanceof FeedNotFound) return null;
      throw err;
    }
  };
  const render: FeedRenderFace = {
    getFeedSports: (lang) => service.lineSports(lang),
    getFeedEvents: (section, query) => orNull(() => (section === 'live' ? service.liveEvents(query, nowMs()) : service.lineEvents(query, nowMs()))),
    getFeedEvent: (gameId, lang) => service.event(gameId, lang),
    getFeedResults: async ({ date, sportId, lang, tzo, markets }) =>
      orNull(() => service.results(date ?? dayAt(nowMs(), tzo), sportId, lang ?? 'en', { tzo, withMarkets: markets !== 'none' })),
    getFeedResultSports: async ({ date, lang, tzo }) => service.resultSports(date ?? dayAt(nowMs(), tzo), lang ?? 'en', tzo),
    getFeedStatistics: async (gameId, lang) => statistics(gameId, lang),
  };
  return {
    service,
    routes,
    render,
    /**
     * What bets read (decision 015): a selection's price, version and game from the hot state;
     * an ended game's results (the hot state, else the stored ones); and `onResults`, told after
     * every batch that brought results (or corrected ones) with the games' ids.
     */
    bets: {
      selection: betReads.selection,
      results: betReads.results,
      onResults(listener: (gameIds: number[]) => void): () => void {
        resultListeners.add(listener);
        return () => void resultListeners.delete(listener);
      },
    },
    /** The writer's counters (flushes, rows and time of the last). */
    writerStats: writer.stats,
    /** Rows the writer has still to write (the first write of a fresh book spreads over seconds). */
    writerBacklog: () => writer.backlog(),
    /** Subscribers of the live stream and what was sent to them. */
    streamStats: () => hub.stats(),
    /** The relay's counters and, on a mirror, the origin of the source it follows. */
    relayStats: () => (relay ? { ...relay.stats, origin: relay.origin, following: relay.following() } : null),
    /** Loads the results of the last RESULTS_KEPT_MS from the database, then starts the source (or follows one) and the writer. */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      const now = nowMs();
      const restored = await repository.finishedBetween(new Date(now - RESULTS_KEPT_MS), new Date(now + 1));
      book.apply(restoreMessages(restored), emptyChanges());
      const source = deps.source;
      if (source) {
        // The source's first batch is everything it knows: the relay sends it as the snapshot.
        let starting = true;
        unsubscribe = source.subscribe((batch) => {
          const at = nowMs();
          apply(batch, at);
          if (!starting) relay?.publishBatch(batch, at);
        });
        if (relay) await relay.serve(() => source.snapshot(), nowMs);
        // A fresh install (no results kept) lets the source publish the games that ended before it started;
        // ids start above every stored one, so a game id (which bets keep) never names two games.
        const [idFloor, unfinished] = await Promise.all([repository.maxEventId(), repository.unfinished()]);
        source.start(now, { backfillResults: restored.results.length === 0, idFloor });
        // Games the last run left unfinished and this source does not offer are cancelled (their bets settle void).
        const abandoned = abandonMessages(unfinished, (id) => book.event(id) !== undefined, nowMs());
        if (abandoned.length > 0) apply(abandoned, nowMs());
        starting = false;
        relay?.publishSnapshot(source.snapshot(), nowMs());
      } else if (relay) {
        await relay.follow(apply);
      }
      if (writes) writer.start();
      forgetTimer = setInterval(() => book.forgetFinishedBefore(nowMs() - RESULTS_KEPT_MS), 10 * 60_000);
      forgetTimer.unref();
    },
    /** Stops the source's timer (or stops following) and writes what is left. */
    async stop(): Promise<void> {
      started = false;
      deps.source?.stop();
      unsubscribe?.();
      unsubscribe = null;
      await relay?.stop();
      hub.closeAll();
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
