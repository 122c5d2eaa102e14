import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedEventResponse, FeedEventsResponse, FeedStreamMessage } from '@wager/contract';
import { createPlatform, installErrorHandling, type Platform } from '../../platform/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createSimulatorSource, type SimulatorSource } from './index.ts';
import { createBook } from './internal/book.ts';
import { createReplaySource } from './internal/replay.source.ts';
import { createStreamHub } from './internal/stream.ts';
import { streamRoutes } from './internal/stream.routes.ts';
import { openFeedStream } from './testing/sse-client.ts';

const NOW = Date.UTC(2026, 10, 24, 12);
const SAMPLE = readFileSync(new URL('./testing/replay-sample.jsonl', import.meta.url), 'utf8');

async function liveIds(t: TestApp): Promise<number[]> {
  return FeedEventsResponse.parse((await t.app.inject('/bff-api/live/events')).json()).events.map((e) => e.id);
}

async function versions(t: TestApp, id: number): Promise<Map<string, number>> {
  const { event } = FeedEventResponse.parse((await t.app.inject(`/bff-api/events/${id}`)).json());
  return new Map(event.markets.map((m) => [m.key, m.version]));
}

/** A market of the stream's updates with a version above the one in `before`. */
function moved(message: FeedStreamMessage, before: Map<number, Map<string, number>>): boolean {
  return message.updates.some((u) => u.markets.some((m) => m.version > (before.get(u.id)?.get(m.key) ?? Infinity)));
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// First: the file's last step is then closing the test databases.
describe('decision 012 "Live push": stream upkeep', () => {
  it('a closed client leaves the hub at once; the server ends the streams still open when it closes', async () => {
    const book = createBook();
    const hub = createStreamHub({ book });
    const source = createReplaySource({ text: SAMPLE, tickMs: 0 });
    source.subscribe((batch) => hub.dispatch(book.apply(batch), Date.now()));
    source.start(NOW);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(streamRoutes(hub));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const streams = await Promise.all([1, 2, 3].map(() => openFeedStream(`${base}/bff-api/live/stream?ids=900001`)));
    for (const stream of streams) await stream.until(() => true);
    expect(hub.stats()).toMatchObject({ subscribers: 3, groups: 1 });
    await streams[0]!.close();
    await streams[1]!.close();
    await until(() => hub.stats().subscribers === 1);
    source.advanceTo(NOW + 120_000);
    await streams[2]!.until((m) => m.updates[0]?.status === 'live');
    let ended = false;
    streams[2]!.ended.then(() => (ended = true));
    await app.close();
    await until(() => ended);
    expect(hub.stats().subscribers).toBe(0);
  });
});

describe('decision 012 "Live push": GET /bff-api/live/stream on the real server, simulator with a fixed clock', () => {
  let t: TestApp;
  let base: string;
  let source: SimulatorSource;
  let now = NOW;

  beforeAll(async () => {
    source = createSimulatorSource({ seed: 'feed-stream', tickMs: 0, horizonMs: 12 * 3_600_000 });
    t = await createTestApp({ feed: { source, nowMs: () => now, writeIntervalMs: 60_000, streamHeartbeatMs: 100, relay: false } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('S1 §3, decision 012: bad ids are a 400 with the structured code, like the other feed routes', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const query of ['', '?ids=', '?ids=abc', '?ids=1,,2', '?ids=-1', '?ids=1;2', `?ids=${many}`, '?ids=12345678901']) {
      const res = await fetch(`${base}/bff-api/live/stream${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type'), query).toMatch(/^application\/json/);
      expect(((await res.json()) as { error: { code: string } }).error.code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('decision 012: the route is in the OpenAPI document with the other feed routes', async () => {
    const doc = (await t.app.inject('/docs/openapi.json')).json();
    expect(doc.paths['/bff-api/live/stream'].get.tags).toEqual(['sportsbook']);
    expect(doc.paths['/bff-api/live/stream'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['ids']);
  });

  it('decision 012: first the current state of the games asked for, then only their changes, each market with a higher version', async () => {
    const live = await liveIds(t);
    expect(live.length).toBeGreaterThan(3);
    const asked = live.filter((_, i) => i % 2 === 0);
    const others = live.filter((_, i) => i % 2 === 1);
    const stream = await openFeedStream(`${base}/bff-api/live/stream?ids=${[...asked, 424242].join(',')}`);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers.get('cache-control')).toBe('no-store');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');

      const first = await stream.until(() => true);
      expect(first.at).toBe(now);
      expect(first.updates.map((u) => u.id).sort()).toEqual([...asked].sort()); // the unknown id is never sent
      const before = new Map<number, Map<string, number>>();
      for (const id of live) before.set(id, await versions(t, id));
      for (const update of first.updates) {
        const { event } = FeedEventResponse.parse((await t.app.inject(`/bff-api/events/${update.id}`)).json());
        // Everything the event page shows, the same versions: a page rendered before it subscribed is never stale.
        expect(update.markets).toEqual(event.markets);
        expect(update).toMatchObject({ status: event.status, live: event.live, marketCount: event.marketCount });
      }

      // The simulator moves prices every second of play.
      for (let s = 1; s <= 30; s++) {
        now = NOW + s * 1000;
        source.tick(now);
      }
      const change = await stream.until((m) => moved(m, before));
      expect(change.at).toBeGreaterThan(NOW);
      const after = new Map<number, Map<string, number>>();
      for (const id of live) after.set(id, await versions(t, id));
      for (const message of stream.updates.slice(1)) {
        for (const update of message.updates) {
          expect(asked).toContain(update.id);
          // Only markets that moved, each at most at the version the book now holds.
          for (const market of update.markets) {
            expect(market.version).toBeGreaterThan(before.get(update.id)!.get(market.key) ?? 0);
            expect(market.version).toBeLessThanOrEqual(after.get(update.id)!.get(market.key) ?? Infinity);
          }
        }
      }
      // Games not asked for changed too, and were not sent.
      const othersMoved = others.some((id) => [...after.get(id)!].some(([key, v]) => v > (before.get(id)!.get(key) ?? 0)));
      expect(othersMoved).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('decision 012: an HTTP/1.0 client (nginx upstreams speak it by default) gets the same events, its body ending with the connection', async () => {
    const [id] = await liveIds(t);
    const socket = connect({ port: Number(new URL(base).port), host: '127.0.0.1' });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.write(`GET /bff-api/live/stream?ids=${id} HTTP/1.0\r\nHost: x\r\n\r\n`);
    try {
      await until(() => text.includes('\r\n\r\nretry: 5000\n\nevent: update\ndata: ') && text.endsWith('}\n\n'));
      const [head, body] = text.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(head!.toLowerCase()).not.toContain('transfer-encoding');
      const data = body!.split('\n').find((line) => line.startsWith('data: '))!.slice('data: '.length);
      expect(FeedStreamMessage.parse(JSON.parse(data)).updates.map((u) => u.id)).toEqual([id]);
    } finally {
      socket.destroy();
    }
  });

  it('decision 012: a comment heartbeat keeps an idle stream open', async () => {
    const stream = await openFeedStream(`${base}/bff-api/live/stream?ids=424242`);
    try {
      expect((await stream.until(() => true)).updates).toEqual([]);
      await until(() => stream.comments.length > 0);
      expect(stream.comments[0]).toBe(': ping');
    } finally {
      await stream.close();
    }
  });
});

/**
 * Two apps, one pub/sub: two processes of one site. The source's app runs the simulator and
 * publishes its batches; the other runs none (FEED_SOURCE=off) and mirrors them.
 */
const variants: { name: string; platforms: () => [Platform | undefined, Platform | undefined] }[] = [
  {
    name: 'one in-process pub/sub',
    platforms: () => {
      const shared = createPlatform(undefined);
      return [shared, shared];
    },
  },
  // Each app opens its own Redis connections, as two processes would, in one namespace of their own.
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'Redis',
          platforms: (): [Platform, Platform] => {
            const namespace = `test-${randomUUID()}`;
            return [createPlatform(process.env.REDIS_URL, namespace), createPlatform(process.env.REDIS_URL, namespace)];
          },
        },
      ]
    : []),
];

describe.each(variants)('decision 012 "Live push": a process without a source mirrors the feed through $name', ({ platforms }) => {
  let sourceApp: TestApp;
  let mirror: TestApp;
  let mirrorBase: string;
  let source: SimulatorSource;
  let now = NOW;

  beforeAll(async () => {
    const channel = `feed:test:${randomUUID()}`;
    const [first, second] = platforms();
    source = createSimulatorSource({ seed: 'feed-mirror', tickMs: 0, horizonMs: 12 * 3_600_000 });
    sourceApp = await createTestApp({ ...(first ? { platform: first } : {}), feed: { source, nowMs: () => now, writeIntervalMs: 60_000, relay: { channel } } });
    // Started after the source: it asks for the source's snapshot.
    mirror = await createTestApp({ ...(second ? { platform: second } : {}), feed: { source: null, nowMs: () => now, relay: { channel } } });
    mirrorBase = await mirror.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await mirror.close();
    await sourceApp.close();
  });

  it('decision 012: the mirror answers the feed routes as the source does, and streams the changes the source produced', async () => {
    const live = await liveIds(sourceApp);
    expect(live.length).toBeGreaterThan(0);
    await until(async () => (await liveIds(mirror)).join() === live.join());
    expect(await versions(mirror, live[0]!)).toEqual(await versions(sourceApp, live[0]!));

    const stream = await openFeedStream(`${mirrorBase}/bff-api/live/stream?ids=${live.join(',')}`);
    try {
      const first = await stream.until(() => true);
      expect(first.updates.map((u) => u.id).sort()).toEqual([...live].sort());
      const before = new Map<number, Map<string, number>>();
      for (const update of first.updates) before.set(update.id, new Map(update.markets.map((m) => [m.key, m.version])));
      for (let s = 1; s <= 30; s++) {
        now = NOW + s * 1000;
        source.tick(now);
      }
      const change = await stream.until((m) => moved(m, before));
      const [update] = change.updates.filter((u) => u.markets.some((m) => m.version > (before.get(u.id)?.get(m.key) ?? Infinity)));
      // The mirror's book now holds what the source's holds.
      await until(async () => (await versions(mirror, update!.id)).size > 0);
      const market = update!.markets.find((m) => m.version > before.get(update!.id)!.get(m.key)!)!;
      const sourceVersion = (await versions(sourceApp, update!.id)).get(market.key)!;
      expect(sourceVersion).toBeGreaterThanOrEqual(market.version);
      await until(async () => (await versions(mirror, update!.id)).get(market.key) === sourceVersion);
    } finally {
      await stream.close();
    }
  });
});
