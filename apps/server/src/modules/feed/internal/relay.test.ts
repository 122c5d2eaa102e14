import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MemoryPubSub, type PubSub } from '../../../platform/index.ts';
import { createBook } from './book.ts';
import type { FeedMessage } from './feed-types.ts';
import { createFeedRelay } from './relay.ts';
import { createReplaySource } from './replay.source.ts';

const SAMPLE = readFileSync(new URL('../testing/replay-sample.jsonl', import.meta.url), 'utf8');
const START = Date.UTC(2026, 10, 24, 12);

/** The source's process as the feed module runs it: apply here, publish the batch, serve snapshots. */
async function sourceProcess(pubsub: MemoryPubSub, channel: string) {
  const book = createBook();
  const source = createReplaySource({ text: SAMPLE, tickMs: 0 });
  const relay = createFeedRelay({ pubsub, channel });
  let starting = true;
  source.subscribe((batch) => {
    book.apply(batch);
    if (!starting) relay.publishBatch(batch, START);
  });
  await relay.serve(() => source.snapshot(), () => START);
  source.start(START);
  starting = false;
  relay.publishSnapshot(source.snapshot(), START);
  return { book, source, relay };
}

async function mirrorProcess(pubsub: PubSub, channel: string) {
  const book = createBook();
  const errors: unknown[] = [];
  const relay = createFeedRelay({ pubsub, channel, onError: (err) => errors.push(err) });
  const applied: number[] = [];
  await relay.follow((batch, at) => {
    book.apply(batch);
    applied.push(at);
  });
  return { book, relay, applied, errors };
}

describe('decision 012 "Live push": the feed relay between processes', () => {
  it('a mirror that starts after the source asks for its snapshot, then follows its batches', async () => {
    const pubsub = new MemoryPubSub();
    const source = await sourceProcess(pubsub, 'feed:t1');
    const mirror = await mirrorProcess(pubsub, 'feed:t1');
    expect(mirror.relay.following()).toBe(source.relay.origin);
    expect(mirror.book.event(900001)!.markets.get('ft.1x2')!.version).toBe(1);
    source.source.advanceTo(START + 150_000);
    expect(mirror.book.event(900001)!.event.status).toBe('live');
    expect(mirror.book.event(900001)!.markets.get('ft.1x2')).toEqual(source.book.event(900001)!.markets.get('ft.1x2'));
    expect(mirror.applied.at(-1)).toBe(START);
    await Promise.all([source.relay.stop(), mirror.relay.stop()]);
  });

  it('a mirror that starts first gets the snapshot the source publishes when it starts', async () => {
    const pubsub = new MemoryPubSub();
    const mirror = await mirrorProcess(pubsub, 'feed:t2');
    expect(mirror.relay.following()).toBeNull();
    const source = await sourceProcess(pubsub, 'feed:t2');
    expect(mirror.relay.following()).toBe(source.relay.origin);
    expect([...mirror.book.events()].map((e) => e.event.id).sort()).toEqual([900001, 900002]);
    await Promise.all([source.relay.stop(), mirror.relay.stop()]);
  });

  it('a mirror ignores sources it does not follow and drops what is not feed format', async () => {
    const pubsub = new MemoryPubSub();
    const source = await sourceProcess(pubsub, 'feed:t3');
    const mirror = await mirrorProcess(pubsub, 'feed:t3');
    const applied = mirror.applied.length;
    // Another source's batch: not followed.
    await pubsub.publish('feed:t3', { origin: 'someone-else', at: 1, seq: 1, kind: 'batch', batch: [{ type: 'sport', at: 1, sport: { id: 5, slug: 'x', name: { en: 'X', ru: 'X' }, sortOrder: 5 } }] });
    expect(mirror.applied.length).toBe(applied);
    expect(mirror.book.sport(5)).toBeUndefined();
    // The followed source's batch with one bad message: the good one is applied, the bad one reported.
    const bad = { type: 'markets', at: 1, eventId: 900001, markets: [{ key: 'ft.1x2', group: 'main', status: 'open', version: 9, outcomes: [{ key: 'home', price: 5, open: true }] }] };
    const good: FeedMessage = { type: 'sport', at: 1, sport: { id: 6, slug: 'y', name: { en: 'Y', ru: 'Y' }, sortOrder: 6 } };
    await pubsub.publish('feed:t3', { origin: source.relay.origin, at: 1, seq: source.relay.stats.published + 1, kind: 'batch', batch: [bad, good] });
    expect(mirror.book.sport(6)).toBeDefined();
    expect(mirror.book.event(900001)!.markets.get('ft.1x2')!.version).toBe(1);
    expect(mirror.errors).toHaveLength(1);
    await pubsub.publish('feed:t3', { nonsense: true });
    expect(mirror.relay.stats.rejected).toBe(2);
    await Promise.all([source.relay.stop(), mirror.relay.stop()]);
  });

  it('a mirror that missed a batch of its source (Redis drops what a lost connection missed) asks for a snapshot again', async () => {
    const pubsub = new MemoryPubSub();
    // The mirror's connection: loses what arrives while `down`.
    let down = false;
    const lossy: PubSub = {
      publish: (channel, message) => pubsub.publish(channel, message),
      subscribe: (channel, onMessage) => pubsub.subscribe(channel, (message) => (down ? undefined : onMessage(message))),
      close: async () => {},
    };
    const source = await sourceProcess(pubsub, 'feed:t4');
    const mirror = await mirrorProcess(lossy, 'feed:t4');
    down = true;
    source.source.advanceTo(START + 120_000); // kick-off and a goal: lost
    down = false;
    expect(mirror.book.event(900001)!.event.status).toBe('not_started');
    source.source.advanceTo(START + 150_000); // the next batch shows the gap
    expect(mirror.relay.stats.gaps).toBe(1);
    expect(mirror.book.event(900001)!.event).toEqual(source.book.event(900001)!.event);
    expect(mirror.book.event(900001)!.markets.get('ft.1x2')!.version).toBe(3);
    await Promise.all([source.relay.stop(), mirror.relay.stop()]);
  });
});
