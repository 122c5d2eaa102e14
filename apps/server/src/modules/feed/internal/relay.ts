import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PubSub, Unsubscribe } from '../../../platform/index.ts';
import type { FeedMessage } from './feed-types.ts';
import { ReplayLine } from './replay.source.ts';

/** The channel of the feed's batches (the platform pub/sub adds its prefix: `wager:feed:messages`). */
export const FEED_CHANNEL = 'feed:messages';

/**
 * What goes over the channel: one batch as the source produced it (`batch`), or everything the
 * source knows (`snapshot`: when it starts, and when a mirror asks on `<channel>:sync`).
 */
const Envelope = z.object({
  origin: z.string().min(1).max(100),
  /** When the source's process published it (ms since the epoch). */
  at: z.number().int(),
  /** 1, 2, 3, … per origin: a mirror that sees a gap (Redis pub/sub drops what a lost connection missed) asks for a snapshot. */
  seq: z.number().int().positive(),
  kind: z.enum(['batch', 'snapshot']),
  batch: z.array(z.unknown()),
});
type Envelope = { origin: string; at: number; seq: number; kind: 'batch' | 'snapshot'; batch: readonly FeedMessage[] };

const SyncRequest = z.object({ origin: z.string().min(1).max(100) });

/**
 * The feed between processes (decision 012, "Live push"): the process that runs a FeedSource
 * publishes every raw batch on one channel; a process without a source (FEED_SOURCE=off) follows
 * the channel and applies the batches to its own book, so it answers the feed routes and pushes
 * the stream exactly as the source's process does. The source's process applies its batches
 * directly and never hears its own. A mirror follows one source: the one whose snapshot it got
 * last (a source publishes its snapshot when it starts and whenever a mirror starts and asks).
 * Messages from the channel are checked against the feed format (docs/feed-format.md); one that
 * does not match is dropped and reported. Redis pub/sub delivers at most once: each envelope carries
 * its origin's sequence number, and a mirror that sees a gap asks for a snapshot again.
 */
export function createFeedRelay(deps: { pubsub: PubSub; channel?: string; onError?: (err: unknown) => void }) {
  const channel = deps.channel ?? FEED_CHANNEL;
  const syncChannel = `${channel}:sync`;
  const origin = randomUUID();
  const subscriptions: Unsubscribe[] = [];
  let following: string | null = null;
  let lastSeq = 0;
  let seq = 0;
  const stats = { published: 0, applied: 0, ignored: 0, rejected: 0, gaps: 0 };

  function publish(envelope: Omit<Envelope, 'seq'>): void {
    stats.published++;
    deps.pubsub.publish(channel, { ...envelope, seq: ++seq }).catch((err: unknown) => deps.onError?.(err));
  }

  function askForSnapshot(): Promise<void> {
    return deps.pubsub.publish(syncChannel, { origin });
  }

  function valid(raw: unknown[]): FeedMessage[] {
    const out: FeedMessage[] = [];
    for (const item of raw) {
      const parsed = ReplayLine.safeParse(item);
      if (parsed.success) out.push(parsed.data as FeedMessage);
      else {
        stats.rejected++;
        deps.onError?.(new Error(`feed relay: a message does not match the feed format: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`));
      }
    }
    return out;
  }

  return {
    origin,
    stats,
    /** Source side: one batch the source produced, applied here at `at`. */
    publishBatch(batch: readonly FeedMessage[], at: number): void {
      publish({ origin, at, kind: 'batch', batch });
    },
    /** Source side: everything the source knows, now and whenever a mirror asks for it. */
    async serve(snapshot: () => FeedMessage[], nowMs: () => number): Promise<void> {
      subscriptions.push(
        await deps.pubsub.subscribe(syncChannel, (message) => {
          if (!SyncRequest.safeParse(message).success) return;
          publish({ origin, at: nowMs(), kind: 'snapshot', batch: snapshot() });
        }),
      );
    },
    publishSnapshot(snapshot: FeedMessage[], at: number): void {
      publish({ origin, at, kind: 'snapshot', batch: snapshot });
    },
    /** Mirror side: applies the followed source's batches, then asks the sources for their snapshot. */
    async follow(apply: (batch: readonly FeedMessage[], at: number) => void): Promise<void> {
      subscriptions.push(
        await deps.pubsub.subscribe(channel, (message) => {
          const envelope = Envelope.safeParse(message);
          if (!envelope.success) {
            stats.rejected++;
            return;
          }
          const { origin: from, at, seq: got, kind, batch } = envelope.data;
          if (from === origin) return;
          if (kind === 'snapshot') following = from;
          if (from !== following) {
            stats.ignored++;
            return;
          }
          // Something of the followed source's was lost (a dropped connection): catch up from a snapshot.
          // What did arrive is applied anyway; versions make the snapshot's repeats harmless.
          if (kind === 'batch' && lastSeq !== 0 && got !== lastSeq + 1) {
            stats.gaps++;
            askForSnapshot().catch((err: unknown) => deps.onError?.(err));
          }
          lastSeq = got;
          stats.applied++;
          apply(valid(batch), at);
        }),
      );
      await askForSnapshot();
    },
    /** The source this process follows (a mirror), if it heard one yet. */
    following: () => following,
    async stop(): Promise<void> {
      const all = subscriptions.splice(0);
      await Promise.allSettled(all.map((unsubscribe) => unsubscribe()));
    },
  };
}

export type FeedRelay = ReturnType<typeof createFeedRelay>;
