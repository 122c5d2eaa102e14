import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedEventResponse, FeedEventsResponse, FeedResultsResponse, LineSportsResponse, SportsListResponse } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createFeedModule, createReplaySource, createSimulatorSource, type SimulatorSource } from './index.ts';

const NOW = Date.UTC(2026, 10, 24, 12);
const SAMPLE = readFileSync(new URL('./testing/replay-sample.jsonl', import.meta.url), 'utf8');

describe('S1 §3, S0 §2.2: the feed API on the simulator with a fixed clock (decision 012)', () => {
  let t: TestApp;
  let source: SimulatorSource;
  let now = NOW;

  beforeAll(async () => {
    source = createSimulatorSource({ seed: 'feed-api', tickMs: 0, horizonMs: 12 * 3_600_000 });
    t = await createTestApp({ feed: { source, nowMs: () => now, writeIntervalMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('S1 §3: GET /bff-api/sports/list?lng=en&nameEng=true lists sportId and nameEng with 2999', async () => {
    const res = await t.app.inject('/bff-api/sports/list?lng=en&nameEng=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    const list = SportsListResponse.parse(res.json());
    expect(list.map((s) => s.sportId)).toEqual([1, 2, 3, 4, 10, 40, 6, 8, 2999]);
    expect(list[0]).toEqual({ sportId: 1, nameEng: 'Football', name: 'Football' });
  });

  it('decision 012: every feed route is in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/docs/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/bff-api/sports/list', '/bff-api/line/sports', '/bff-api/line/events', '/bff-api/live/events', '/bff-api/events/{gameId}', '/bff-api/results', '/bff-api/live/stream']),
    );
  });

  it('decision 012: an answer is gzipped once per change of the book; compression leaves it alone', async () => {
    const plain = await t.app.inject('/bff-api/line/events?sportId=1&lang=en');
    const zipped = await t.app.inject({ url: '/bff-api/line/events?sportId=1&lang=en', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(FeedEventsResponse.parse(plain.json()).events.length).toBeGreaterThan(0);
  });

  it('decision 012: GET /bff-api/line/sports counts the events not started per sport', async () => {
    const { sports } = LineSportsResponse.parse((await t.app.inject('/bff-api/line/sports?lang=ru')).json());
    const line = FeedEventsResponse.parse((await t.app.inject('/bff-api/line/events')).json()).events;
    for (const sport of sports) expect(sport.eventCount, sport.slug).toBe(line.filter((e) => e.sportId === sport.sportId).length);
    expect(sports.reduce((n, s) => n + s.eventCount, 0)).toBeGreaterThan(20);
    expect(sports.find((s) => s.sportId === 2999)!.eventCount).toBeGreaterThan(0);
  });

  it('S1 §3: GET /bff-api/line/events and /bff-api/live/events by sport, championship and time filter', async () => {
    const get = async (url: string) => {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      return FeedEventsResponse.parse(res.json()).events;
    };
    const line = await get('/bff-api/line/events?lang=en');
    expect(line.every((e) => e.status === 'not_started')).toBe(true);
    const football = await get('/bff-api/line/events?sportId=1');
    expect(football.length).toBeGreaterThan(0);
    expect(football.every((e) => e.sportId === 1 && e.mainMarket?.key === 'ft.1x2')).toBe(true);
    const champId = football[0]!.championship.id;
    expect((await get(`/bff-api/line/events?champId=${champId}`)).every((e) => e.championship.id === champId)).toBe(true);
    const soon = await get('/bff-api/line/events?timeFilter=1');
    expect(soon.every((e) => Date.parse(e.startsAt) <= now + 2 * 3_600_000)).toBe(true);
    expect((await get('/bff-api/line/events?timeFilter=6')).every((e) => e.isTop)).toBe(true);
    const live = await get('/bff-api/live/events');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((e) => (e.status === 'live' || e.status === 'paused') && e.live !== null)).toBe(true);
    // Football offers first-half markets only while the first half is on.
    const firstPeriod = await get('/bff-api/live/events?timeFilter=2&sportId=1');
    for (const e of firstPeriod) expect(e.live!.period).toBe('h1');
    expect((await get('/bff-api/live/events?timeFilter=1')).length).toBe(0);
  });

  it('S1 §3: bad filters are 400 and unknown ids 404 with the structured code', async () => {
    for (const url of ['/bff-api/line/events?timeFilter=5', '/bff-api/live/events?sportId=x', '/bff-api/events/0', '/bff-api/results?date=yesterday']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    for (const url of ['/bff-api/line/events?sportId=5', '/bff-api/live/events?champId=1', '/bff-api/events/1', '/bff-api/results?sportId=5']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('S0 §2.2: GET /bff-api/events/:gameId has every market; a bet re-checks a selection by its version', async () => {
    const [live] = FeedEventsResponse.parse((await t.app.inject('/bff-api/live/events')).json()).events;
    const { event } = FeedEventResponse.parse((await t.app.inject(`/bff-api/events/${live!.id}?lang=ru`)).json());
    expect(event.markets.length).toBeGreaterThanOrEqual(event.marketCount);
    expect(event.markets.every((m) => m.version >= 1)).toBe(true);
  });

  it('decision 012: ticks move prices and finish events; results by day; the writer persists them in one batch', async () => {
    // A fresh install: the games the simulator's warm-up finished are there, settled on every market they offered.
    const before = FeedResultsResponse.parse((await t.app.inject('/bff-api/results?date=2026-11-24')).json()).events;
    expect(before.length).toBeGreaterThan(0);
    for (const e of before) {
      expect(Date.parse(e.result.finishedAt)).toBeLessThanOrEqual(NOW);
      expect(e.result.markets.length).toBeGreaterThan(0);
    }
    const yesterday = FeedResultsResponse.parse((await t.app.inject('/bff-api/results?date=2026-11-23')).json()).events;
    expect(yesterday.length).toBeGreaterThan(0);
    for (let s = 1; s <= 900; s++) source.tick(NOW + s * 1000);
    now = NOW + 900_000;
    const results = FeedResultsResponse.parse((await t.app.inject('/bff-api/results?date=2026-11-24')).json());
    expect(results.events.length).toBeGreaterThan(before.length);
    for (const e of results.events) {
      const { event } = FeedEventResponse.parse((await t.app.inject(`/bff-api/events/${e.id}`)).json());
      expect(new Set(e.result.markets.map((m) => m.key))).toEqual(new Set(event.markets.map((m) => m.key)));
    }
    const sportId = results.events[0]!.sportId;
    const bySport = FeedResultsResponse.parse((await t.app.inject(`/bff-api/results?sportId=${sportId}`)).json());
    expect(bySport.events.every((e) => e.sportId === sportId)).toBe(true);
  });
});

describe('decision 012: the writer puts the hot state into sportsbook.feed_* in batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('decision 012: one flush writes only what changed, versions never go back, results survive a restart', async () => {
    let now = NOW;
    const source = createReplaySource({ text: SAMPLE, tickMs: 0 });
    const feed = createFeedModule({ data: t.data, source, nowMs: () => now, writeIntervalMs: 60_000 });
    await feed.start();
    await feed.flush();
    expect(await feed.storedCounts()).toEqual({ events: 2, markets: 3, outcomes: 8, results: 0 });
    expect(feed.writerStats.flushes).toBe(1);
    // Three market updates of one event (one of them stale) between two flushes: one more flush.
    now = NOW + 160_000;
    source.advanceTo(now);
    await feed.flush();
    expect(feed.writerStats.flushes).toBe(2);
    expect(feed.writerStats.lastRows).toBe(3); // the event and its two markets
    await feed.flush();
    expect(feed.writerStats.flushes).toBe(2); // nothing changed, nothing written
    now = NOW + 300_000;
    source.advanceTo(now);
    await feed.stop();
    expect(await feed.storedCounts()).toEqual({ events: 2, markets: 3, outcomes: 8, results: 2 });

    // A fresh process with no source reloads the finished event and its results from the database.
    const restarted = createFeedModule({ data: t.data, source: null, nowMs: () => now });
    await restarted.start();
    const detail = restarted.service.event(900001, 'en')!;
    expect(detail.status).toBe('finished');
    expect(detail.markets.find((m) => m.key === 'ft.1x2')).toMatchObject({ status: 'settled', version: 4 });
    expect(detail.result!.markets).toHaveLength(2);
    expect(restarted.service.getSelection(900001, 'ft.1x2', 'home')).toEqual({ price: 1450, version: 4, open: false });
    await restarted.stop();

    // Decision 015: bets read an ended game's results from the hot state, else from the tables.
    const fromMemory = await restarted.bets.results(900001);
    const notStarted = createFeedModule({ data: t.data, source: null, nowMs: () => now });
    const fromTables = await notStarted.bets.results(900001);
    expect(fromTables).toEqual(fromMemory);
    expect(fromTables).toMatchObject({ gameId: 900001, status: 'finished', score: '2:1' });
    expect(fromTables!.markets.get('ft.1x2')!.get('home')).toBe('won');
    expect(await notStarted.bets.results(123456)).toBeNull();
    expect(restarted.bets.selection(900001, 'ft.1x2', 'home')).toMatchObject({ price: 1450, open: false, marketStatus: 'settled', game: { status: 'finished', home: 'Arsenal', champName: 'Premier League' } });
  });

  it('decision 012: a restarted simulator takes ids above every stored one and cancels the games it left unfinished (their results void)', async () => {
    const db = await createTestApp();
    try {
      const now = NOW;
      const first = createFeedModule({ data: db.data, source: createSimulatorSource({ seed: 'restart', tickMs: 0, horizonMs: 6 * 3_600_000 }), nowMs: () => now, writeIntervalMs: 60_000 });
      await first.start();
      await first.stop();
      const firstIds = [...first.service.liveEvents({ lang: 'en' }, now).map((e) => e.id)];
      expect(firstIds.length).toBeGreaterThan(0);
      const maxFirst = Math.max(...(first.service.lineEvents({ lang: 'en' }, now).map((e) => e.id)), ...firstIds);

      // The same seed again on the same database: no id names two games, the old live games are cancelled.
      const later = now + 60_000;
      const second = createFeedModule({ data: db.data, source: createSimulatorSource({ seed: 'restart', tickMs: 0, horizonMs: 6 * 3_600_000 }), nowMs: () => later, writeIntervalMs: 60_000 });
      await second.start();
      const secondIds = second.service.lineEvents({ lang: 'en' }, later).map((e) => e.id);
      expect(Math.min(...secondIds)).toBeGreaterThan(maxFirst);
      const old = second.service.event(firstIds[0]!, 'en')!;
      expect(old.status).toBe('cancelled');
      expect(old.result!.markets.length).toBeGreaterThan(0);
      expect(old.result!.markets.every((m) => m.outcomes.every((o) => o.result === 'void'))).toBe(true);
      await second.stop();
      const third = createFeedModule({ data: db.data, source: null, nowMs: () => later });
      await third.start();
      expect(third.service.event(firstIds[0]!, 'en')!.status).toBe('cancelled');
      await third.stop();
    } finally {
      await db.close();
    }
  });
});
