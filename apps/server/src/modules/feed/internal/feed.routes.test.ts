import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedEventResponse, FeedEventsResponse, FeedResultsResponse, LineSportsResponse, SportsListResponse } from '@wager/contract';
import { installErrorHandling } from '../../../platform/index.ts';
import { createBook } from './book.ts';
import { feedRoutes } from './feed.routes.ts';
import { createFeedService } from './feed.service.ts';
import { createReplaySource } from './replay.source.ts';

const SAMPLE = readFileSync(new URL('../testing/replay-sample.jsonl', import.meta.url), 'utf8');
const START = Date.UTC(2026, 10, 24, 12);

/** The routes over a replayed hot state, without a database (the integration test covers the whole app). */
describe('S1 §3, decision 012: the feed routes answer from the hot state', () => {
  let app: FastifyInstance;
  let now = START;
  const source = createReplaySource({ text: SAMPLE, tickMs: 0 });

  beforeAll(async () => {
    const book = createBook();
    source.subscribe((batch) => book.apply(batch));
    source.start(START);
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    app.decorateRequest('auth', null);
    await app.register(feedRoutes(createFeedService(book), () => now, book.generation));
    await app.ready();
  });
  afterAll(() => app.close());

  it('S1 §3: the sport list carries sportId and nameEng, and sportId 2999; guests may cache it for a second', async () => {
    const res = await app.inject('/bff-api/sports/list?lng=ru&nameEng=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1');
    const list = SportsListResponse.parse(res.json());
    expect(list).toContainEqual({ sportId: 2999, nameEng: 'Long-term bets', name: 'Долгосрочные ставки' });
  });

  it('decision 012: line sports count events not started; the line lists them with their main market', async () => {
    const sports = LineSportsResponse.parse((await app.inject('/bff-api/line/sports?lang=en')).json()).sports;
    expect(sports.find((s) => s.sportId === 1)!.eventCount).toBe(1);
    const line = FeedEventsResponse.parse((await app.inject('/bff-api/line/events?sportId=1')).json()).events;
    expect(line).toHaveLength(1);
    expect(line[0]!.mainMarket!.key).toBe('ft.1x2');
    expect(line[0]!.marketCount).toBe(2);
  });

  it('S1 §3: time filters 1 (starting within 2 hours) and 6 (recommended: the top events); 2 and 3 need period markets', async () => {
    const ids = async (q: string) => FeedEventsResponse.parse((await app.inject(`/bff-api/line/events?${q}`)).json()).events.map((e) => e.id);
    expect(await ids('timeFilter=0')).toEqual([900002, 900001]);
    expect(await ids('timeFilter=1')).toEqual([900002, 900001]);
    expect(await ids('timeFilter=6')).toEqual([900001]);
    expect(await ids('timeFilter=2')).toEqual([]);
    expect(await ids('timeFilter=3&champId=7701')).toEqual([]);
  });

  it('S1 §3: bad filters are 400, unknown sport or championship 404, never 500', async () => {
    for (const q of ['timeFilter=4', 'timeFilter=x', 'sportId=-1', 'sportId=abc', 'champId=0', 'lang=english']) {
      const res = await app.inject(`/bff-api/live/events?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    for (const q of ['sportId=77', 'champId=123456']) {
      const res = await app.inject(`/bff-api/line/events?${q}`);
      expect(res.statusCode, q).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await app.inject('/bff-api/results?date=2026-13-40')).statusCode).toBe(400);
    expect((await app.inject('/bff-api/results?sportId=77')).statusCode).toBe(404);
  });

  it('S0 §2.2: an event with every market; an unknown one is 404, a bad id 400', async () => {
    const res = await app.inject('/bff-api/events/900001?lang=ru');
    expect(res.statusCode).toBe(200);
    const { event } = FeedEventResponse.parse(res.json());
    expect(event.markets.map((m) => m.key)).toEqual(['ft.1x2', 'ft.total:2.5']);
    expect(event.championship.name).toBe('Премьер-лига');
    const missing = await app.inject('/bff-api/events/424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expect((await app.inject('/bff-api/events/abc')).statusCode).toBe(400);
  });

  it('decision 012: live events while in play; results by day once finished', async () => {
    now = START + 150_000;
    source.advanceTo(now);
    const live = FeedEventsResponse.parse((await app.inject('/bff-api/live/events?sportId=1')).json()).events;
    expect(live.map((e) => [e.id, e.live!.score])).toEqual([[900001, [1, 0]]]);
    expect(live[0]!.mainMarket!.version).toBe(3);
    now = START + 300_000;
    source.advanceTo(now);
    expect(FeedEventsResponse.parse((await app.inject('/bff-api/live/events')).json()).events).toEqual([]);
    const results = FeedResultsResponse.parse((await app.inject('/bff-api/results?sportId=1')).json());
    expect(results.date).toBe('2026-11-24');
    expect(results.events.map((e) => e.id)).toEqual([900001]);
    expect(results.events[0]!.result.markets.find((m) => m.key === 'ft.1x2')!.outcomes).toContainEqual({ key: 'home', result: 'won' });
    const otherDay = FeedResultsResponse.parse((await app.inject('/bff-api/results?date=2026-11-23')).json());
    expect(otherDay.events).toEqual([]);
  });
});

describe('decision 012: answers are serialised once per change of the book, never served past one', () => {
  let app: FastifyInstance;
  let now = START;
  const book = createBook();
  const HOUR = 3_600_000;

  beforeAll(async () => {
    const sample = createReplaySource({ text: SAMPLE, tickMs: 0 });
    sample.subscribe((batch) => book.apply(batch));
    sample.start(START);
    // A match starting in three hours: outside S1 §3's "upcoming" window (2 h) for the next hour.
    const later = { ...book.event(900001)!.event, id: 900003, startsAt: START + 3 * HOUR };
    book.apply([
      { type: 'event', at: START, event: later },
      { type: 'markets', at: START, eventId: 900003, markets: [{ key: 'ft.1x2', group: 'main', status: 'open', version: 1, outcomes: [{ key: 'home', price: 2000, open: true }] }] },
    ]);
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    app.decorateRequest('auth', null);
    await app.register(feedRoutes(createFeedService(book), () => now, book.generation));
    await app.ready();
  });
  afterAll(() => app.close());

  const price = async () => {
    const { events } = FeedEventsResponse.parse((await app.inject('/bff-api/line/events?sportId=1')).json());
    return events.find((e) => e.id === 900003)!.mainMarket!;
  };

  it('a change of the book is in the very next answer', async () => {
    expect(await price()).toMatchObject({ version: 1, outcomes: [{ price: 2000 }] });
    expect(await price()).toMatchObject({ version: 1 }); // served again from the same text
    book.apply([{ type: 'markets', at: START, eventId: 900003, markets: [{ key: 'ft.1x2', group: 'main', status: 'open', version: 2, outcomes: [{ key: 'home', price: 2050, open: true }] }] }]);
    expect(await price()).toMatchObject({ version: 2, outcomes: [{ price: 2050 }] });
  });

  it('S1 §3 time filter 1: an event enters "upcoming" when its start comes within 2 hours, with no change of the book', async () => {
    const upcoming = async () => FeedEventsResponse.parse((await app.inject('/bff-api/line/events?timeFilter=1')).json()).events.map((e) => e.id);
    expect(await upcoming()).toEqual([900002, 900001]);
    now = START + HOUR - 1;
    expect(await upcoming()).toEqual([900002, 900001]);
    now = START + HOUR;
    expect(await upcoming()).toEqual([900002, 900001, 900003]);
  });

  it('gzip, made once, for a client that takes it; the same JSON otherwise', async () => {
    const plain = await app.inject('/bff-api/line/events?lang=ru');
    const zipped = await app.inject({ url: '/bff-api/line/events?lang=ru', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers['cache-control']).toBe('public, max-age=1');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    // Unknown still 404, every time.
    expect((await app.inject('/bff-api/events/424242')).statusCode).toBe(404);
    expect((await app.inject('/bff-api/events/424242')).statusCode).toBe(404);
  });
});
