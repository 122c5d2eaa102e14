import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedEventsResponse, FeedResultSportsResponse, FeedResultsResponse, FeedStatisticsResponse } from '@wager/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createReplaySource, createSimulatorSource, type SimulatorSource } from './index.ts';

const NOW = Date.UTC(2026, 10, 24, 12);
const SAMPLE = readFileSync(new URL('./testing/replay-sample.jsonl', import.meta.url), 'utf8');

async function statistics(t: TestApp, gameId: number, lang = 'en') {
  const res = await t.app.inject(`/bff-api/statistics/${gameId}?lang=${lang}`);
  expect(res.statusCode, res.body).toBe(200);
  return FeedStatisticsResponse.parse(res.json());
}

describe('S0 §2.2 statistic pages: GET /bff-api/statistics/:gameId on the simulator', () => {
  let t: TestApp;
  let source: SimulatorSource;
  let now = NOW;

  beforeAll(async () => {
    source = createSimulatorSource({ seed: 'feed-stats', tickMs: 0, horizonMs: 24 * 3_600_000 });
    t = await createTestApp({ feed: { source, nowMs: () => now, writeIntervalMs: 600_000 } });
  });
  afterAll(() => t.close());

  const line = async (query: string) => FeedEventsResponse.parse((await t.app.inject(`/bff-api/line/events?${query}`)).json()).events;

  it('S0 §2.2: a league game has both sides’ form, their meetings and the championship’s table', async () => {
    // A league game (the round-the-clock club friendlies keep no table).
    const football = (await line('sportId=1')).filter((g) => g.championship.name !== 'Club Friendlies');
    expect(football.length).toBeGreaterThan(0);
    const game = football[0]!;
    const stats = await statistics(t, game.id);
    expect(stats.available).toBe(true);
    expect(stats.gameId).toBe(game.id);
    expect(stats.event).toMatchObject({ id: game.id, home: game.home, away: game.away });

    // Form: home then away, newest first, each match one of the side's, its letter from the score.
    expect(stats.lastResults.map((side) => side.participant)).toEqual([game.home, game.away]);
    for (const side of stats.lastResults) {
      expect(side.matches.length).toBeGreaterThan(0);
      expect(side.matches.length).toBeLessThanOrEqual(5);
      const times = side.matches.map((m) => Date.parse(m.playedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      for (const m of side.matches) {
        const mine = m.home.id === side.participant.id ? 0 : m.away.id === side.participant.id ? 1 : -1;
        expect(mine, JSON.stringify(m)).not.toBe(-1);
        const diff = m.score[mine as 0 | 1] - m.score[(1 - mine) as 0 | 1];
        expect(m.outcome).toBe(diff > 0 ? 'W' : diff < 0 ? 'L' : 'D');
      }
    }
    for (const m of stats.headToHead) expect([m.home.id, m.away.id].sort()).toEqual([game.home!.id, game.away!.id].sort());

    // The football table: 3 points a win, 1 a draw; ordered by points; both sides in it.
    const table = stats.standings!;
    expect(table.championship).toEqual(game.championship);
    expect(table.rows.map((r) => r.position)).toEqual(table.rows.map((_, i) => i + 1));
    for (const row of table.rows) {
      expect(row.played).toBe(row.won + row.drawn + row.lost + row.overtimeLost);
      expect(row.points).toBe(3 * row.won + row.drawn);
    }
    const points = table.rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(table.rows.map((r) => r.participant.id)).toEqual(expect.arrayContaining([game.home!.id, game.away!.id]));
    expect(table.rows.reduce((n, r) => n + r.played, 0)).toBeGreaterThan(0);
  });

  it('S0 §2.2: names follow the language; tennis keeps no table; an outright has only its championship’s table', async () => {
    const [game] = (await line('sportId=1')).filter((g) => g.championship.name !== 'Club Friendlies');
    const ru = await statistics(t, game!.id, 'ru');
    expect(ru.event.championship.name).not.toBe(game!.championship.name);
    expect(ru.standings!.championship.name).toBe(ru.event.championship.name);

    const [tennis] = await line('sportId=4');
    const tennisStats = await statistics(t, tennis!.id);
    expect(tennisStats.available).toBe(true);
    expect(tennisStats.standings).toBeNull();
    expect(tennisStats.lastResults).toHaveLength(2);

    const outrights = await line('sportId=2999');
    const withTable = outrights.find((o) => o.championship.id === game!.championship.id)!;
    const outrightStats = await statistics(t, withTable.id);
    expect(outrightStats).toMatchObject({ available: true, headToHead: [], lastResults: [] });
    expect(outrightStats.standings!.championship.id).toBe(game!.championship.id);
  });

  it('S0 §2.2 champs: an outright names its entrants (outcome keys are participant ids)', async () => {
    const outrights = await line('sportId=2999&lang=ru');
    expect(outrights.length).toBeGreaterThan(0);
    for (const o of outrights) {
      const keys = o.mainMarket!.outcomes.map((x) => x.key);
      expect(Object.keys(o.outcomeNames ?? {}).sort()).toEqual([...keys].sort());
    }
    const football = await line('sportId=1');
    expect(football.every((e) => e.outcomeNames === undefined)).toBe(true);
  });

  it('S0 §2.2: an unknown game is 404, a bad id or language 400, with the structured codes', async () => {
    for (const url of ['/bff-api/statistics/1', '/bff-api/statistics/999999999']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    for (const url of ['/bff-api/statistics/0', '/bff-api/statistics/abc', '/bff-api/statistics/5?lang=english']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('decision 012: the statistics and result-sports routes are in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/docs/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/bff-api/statistics/{gameId}', '/bff-api/results/sports']));
  });

  it('S0 §2.2 results: a day at the player’s offset, without market results on request, and its sports with counts', async () => {
    for (let s = 1; s <= 1800; s++) source.tick(NOW + s * 1000);
    now = NOW + 1_800_000;
    const full = FeedResultsResponse.parse((await t.app.inject('/bff-api/results?date=2026-11-24')).json());
    expect(full.events.length).toBeGreaterThan(0);
    expect(full.events.some((e) => e.result.markets.length > 0)).toBe(true);
    const light = FeedResultsResponse.parse((await t.app.inject('/bff-api/results?date=2026-11-24&markets=none')).json());
    expect(light.events.map((e) => e.id)).toEqual(full.events.map((e) => e.id));
    expect(light.events.every((e) => e.result.markets.length === 0 && e.result.score !== undefined)).toBe(true);

    const { sports } = FeedResultSportsResponse.parse((await t.app.inject('/bff-api/results/sports?date=2026-11-24&lang=ru')).json());
    expect(sports.reduce((n, s) => n + s.count, 0)).toBe(full.events.length);
    for (const sport of sports) expect(sport.count).toBe(full.events.filter((e) => e.sportId === sport.sportId).length);

    // 25 Nov at UTC+14 starts at 10:00 UTC on the 24th: it holds what ended since then (the ticks' games
    // and the warm-up's latest), 24 Nov there what ended before.
    const tenUtc = Date.UTC(2026, 10, 24, 10);
    const ended = (e: { result: { finishedAt: string } }) => Date.parse(e.result.finishedAt);
    const east = FeedResultsResponse.parse((await t.app.inject('/bff-api/results?date=2026-11-25&tzo=14&markets=none')).json());
    expect(east.events.map((e) => e.id)).toEqual(full.events.filter((e) => ended(e) >= tenUtc).map((e) => e.id));
    expect(east.events.some((e) => ended(e) >= NOW)).toBe(true);
    const west = FeedResultsResponse.parse((await t.app.inject('/bff-api/results?date=2026-11-24&tzo=14&markets=none')).json());
    expect(west.events.every((e) => ended(e) < tenUtc && ended(e) >= tenUtc - 86_400_000)).toBe(true);
    // Without a date: the day at the offset now (25 Nov at UTC+14).
    expect(FeedResultsResponse.parse((await t.app.inject('/bff-api/results?tzo=14&markets=none')).json()).date).toBe('2026-11-25');
    for (const url of ['/bff-api/results?tzo=15', '/bff-api/results?markets=some', '/bff-api/results/sports?date=24.11.2026']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(400);
    }
  });
});

describe('S0 §2.2 statistic pages: a source without statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ feed: { source: createReplaySource({ text: SAMPLE, tickMs: 0 }), nowMs: () => NOW, writeIntervalMs: 600_000 } });
  });
  afterAll(() => t.close());

  it('decision 012: the replay has no statistics: an empty, valid answer with available false', async () => {
    const stats = await statistics(t, 900001);
    expect(stats).toMatchObject({ gameId: 900001, available: false, headToHead: [], lastResults: [], standings: null });
    expect(stats.event.home!.name).toBe('Arsenal');
    expect((await t.app.inject('/bff-api/statistics/900009')).statusCode).toBe(404);
  });
});
