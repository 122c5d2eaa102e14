import { describe, expect, it } from 'vitest';
import { createWorld, advance, createRng, isSuspended, footballMarkets, type SimEvent } from '@wager/domain';
import { createBook } from './book.ts';
import type { FeedMarket } from './feed-types.ts';
import { fairMarketsOf, marginOf, matchResults, nextMarkets } from './sim-markets.ts';
import { settleMarket } from './settlement.ts';
import { createSimulatorSource } from './simulator.source.ts';

const NOW = Date.UTC(2026, 10, 24, 12);
const byKey = (markets: FeedMarket[]) => new Map(markets.map((m) => [m.key, m]));

describe('decision 012: markets from the simulator', () => {
  const model = { homeExpectedGoals: 1.6, awayExpectedGoals: 1.1 };

  it('decision 012: a new market starts at version 1; unchanged prices are not republished', () => {
    const first = nextMarkets(new Map(), footballMarkets(model), false);
    expect(first.length).toBeGreaterThan(5);
    expect(first.every((m) => m.version === 1 && m.status === 'open')).toBe(true);
    expect(nextMarkets(byKey(first), footballMarkets(model), false)).toEqual([]);
  });

  it('decision 012: a price change bumps the market version, and only that market moves', () => {
    const before = byKey(nextMarkets(new Map(), footballMarkets(model), false));
    const after = nextMarkets(before, footballMarkets(model, { minute: 30, score: { home: 1, away: 0 } }), false);
    const oneXTwo = after.find((m) => m.key === 'ft.1x2')!;
    expect(oneXTwo.version).toBe(2);
    expect(oneXTwo.outcomes[0]!.price).toBeLessThan(before.get('ft.1x2')!.outcomes[0]!.price);
    for (const m of after) expect(m.version).toBe(before.has(m.key) ? before.get(m.key)!.version + 1 : 1);
  });

  it('decision 012: a suspended market is not open (status bump, prices kept) and a selection in it is not open', () => {
    const before = byKey(nextMarkets(new Map(), footballMarkets(model), false));
    const suspended = nextMarkets(before, footballMarkets(model), true);
    expect(suspended).toHaveLength(before.size);
    expect(suspended.every((m) => m.status === 'suspended' && m.version === 2)).toBe(true);
    const book = createBook();
    book.apply([
      { type: 'sport', at: NOW, sport: { id: 1, slug: 'football', name: { en: 'Football', ru: 'Футбол' }, sortOrder: 1 } },
      {
        type: 'event',
        at: NOW,
        event: { id: 1, sportId: 1, category: { id: 1, name: { en: 'c', ru: 'c' } }, championship: { id: 2, name: { en: 'c', ru: 'c' } }, home: null, away: null, name: null, startsAt: NOW, status: 'live', isTop: false, live: null },
      },
      { type: 'markets', at: NOW, eventId: 1, markets: [...before.values()] },
    ]);
    expect(book.getSelection(1, 'ft.1x2', 'home')).toMatchObject({ version: 1, open: true });
    book.apply([{ type: 'markets', at: NOW, eventId: 1, markets: suspended }]);
    expect(book.getSelection(1, 'ft.1x2', 'home')).toMatchObject({ version: 2, open: false, price: before.get('ft.1x2')!.outcomes[0]!.price });
    expect(book.getSelection(1, 'ft.1x2', 'nobody')).toBeNull();
  });

  it('decision 012: a market no longer priced is closed once; an unpriceable state suspends and keeps the last prices', () => {
    const before = byKey(nextMarkets(new Map(), footballMarkets(model), false));
    const closed = nextMarkets(before, footballMarkets(model).filter((m) => m.key !== 'ft.btts'), false);
    expect(closed).toEqual([{ ...before.get('ft.btts')!, status: 'closed', version: 2 }]);
    const unpriceable = nextMarkets(before, null, true);
    expect(unpriceable.every((m) => m.status === 'suspended')).toBe(true);
    expect(unpriceable).toHaveLength(before.size);
  });

  it('decision 012: margins are 5% on main lines, 6% on totals and handicaps, 7% on correct score', () => {
    const markets = footballMarkets(model);
    expect(marginOf(markets.find((m) => m.key === 'ft.1x2')!)).toBe(500);
    expect(marginOf(markets.find((m) => m.group === 'totals')!)).toBe(600);
    expect(marginOf(markets.find((m) => m.key === 'ft.cs')!)).toBe(700);
    const priced = nextMarkets(new Map(), markets, false).find((m) => m.key === 'ft.1x2')!;
    const book = priced.outcomes.reduce((sum, o) => sum + 1000 / o.price, 0);
    expect(book).toBeGreaterThanOrEqual(1.05);
    expect(book).toBeLessThan(1.06);
  });
});

describe('decision 012: the simulator source', () => {
  it('decision 012: every sport of the sim, in play and upcoming events priced; a finished event has a result for every market it offered', () => {
    const source = createSimulatorSource({ seed: 'feed-test', tickMs: 0, horizonMs: 6 * 3_600_000 });
    const book = createBook();
    source.subscribe((batch) => book.apply(batch));
    source.start(NOW);
    expect(book.sports().map((s) => s.id)).toContain(2999);
    const offeredBefore = new Map<number, Set<string>>();
    const remember = () => {
      for (const entry of book.events()) {
        const keys = offeredBefore.get(entry.event.id) ?? new Set<string>();
        for (const key of entry.markets.keys()) keys.add(key);
        offeredBefore.set(entry.event.id, keys);
      }
    };
    remember();
    const live = [...book.events()].filter((e) => e.event.status === 'live');
    expect(live.length).toBeGreaterThan(0);
    let finished = 0;
    let suspendedSeen = false;
    // Ten simulated minutes, a tick a second.
    for (let t = 1; t <= 600; t++) {
      const batch = source.tick(NOW + t * 1000);
      book.apply(batch);
      for (const m of batch) {
        if (m.type === 'markets' && m.markets.some((x) => x.status === 'suspended')) suspendedSeen = true;
        if (m.type !== 'result') continue;
        finished++;
        const entry = book.event(m.eventId)!;
        const resultKeys = new Set(m.markets.map((r) => r.key));
        for (const key of entry.markets.keys()) expect(resultKeys).toContain(key);
        for (const r of m.markets) expect(r.outcomes.length).toBe(entry.markets.get(r.key)!.outcomes.length);
        for (const market of entry.markets.values()) expect(market.status).toBe('settled');
        if (m.status === 'finished' && entry.event.sportId !== 2999) {
          const main = m.markets.find((r) => r.key === 'ft.1x2' || r.key === 'ft.winner');
          if (main) expect(main.outcomes.filter((o) => o.result === 'won')).toHaveLength(1);
        }
      }
      remember();
    }
    expect(finished).toBeGreaterThan(0);
    expect(suspendedSeen).toBe(true);
  });

  it('decision 012: the same seed and clock give the same prices', () => {
    const a = createSimulatorSource({ seed: 'same', tickMs: 0, horizonMs: 3_600_000 });
    const b = createSimulatorSource({ seed: 'same', tickMs: 0, horizonMs: 3_600_000 });
    a.start(NOW);
    b.start(NOW);
    expect(a.tick(NOW + 5000)).toEqual(b.tick(NOW + 5000));
    expect(a.snapshot()).toEqual(b.snapshot());
  });
});

describe('decision 012: settling a match from its final state', () => {
  it('decision 012: the first matches to finish are settled: one winner of the main market, and results for every offered market', () => {
    const world = createWorld('settle', NOW);
    const rng = createRng('settle/live');
    const settled = new Set<string>();
    for (let t = 1; t < 6 * 3600 && settled.size < 3; t += 10) {
      for (const emitted of advance(world, NOW + t * 1000, rng)) {
        if (emitted.type !== 'finished') continue;
        const ev = world.events.get(emitted.eventId);
        if (!ev || ev.result?.kind !== 'match' || settled.has(ev.sport)) continue;
        settled.add(ev.sport);
        const offered = nextMarkets(new Map(), fairMarketsOf({ ...ev, status: 'not_started', live: null }), false);
        const results = matchResults(ev, offered);
        expect(results.map((r) => r.key)).toEqual(offered.map((m) => m.key));
        const main = results.find((r) => r.key === 'ft.1x2' || r.key === 'ft.winner')!;
        expect(main.outcomes.filter((o) => o.result === 'won').map((o) => o.key)).toEqual([ev.result.winner]);
        // Decided from the final state, not all void: most outcomes are won or lost.
        const all = results.flatMap((r) => r.outcomes);
        expect(all.filter((o) => o.result !== 'void').length).toBeGreaterThan(all.length / 2);
        expect(isSuspended(ev, NOW + t * 1000)).toBe(true);
      }
    }
    expect(settled.size).toBeGreaterThanOrEqual(3);
  });
});

describe('decision 012: every market offered is settled from the result', () => {
  it('decision 012: every market any sport offered before or during its match (sampled each simulated minute) is read from its result, none left void by default', () => {
    // A Saturday: every sport plays.
    const saturday = Date.UTC(2026, 10, 28, 12);
    const world = createWorld('deep', saturday);
    const rng = createRng('deep/live');
    const offered = new Map<number, Map<string, string[]>>();
    const offer = (ev: SimEvent) => {
      let fair;
      try {
        fair = fairMarketsOf(ev);
      } catch {
        return; // between sets: suspended, nothing new offered
      }
      const keys = offered.get(ev.id) ?? new Map<string, string[]>();
      for (const m of fair) keys.set(m.key, m.outcomes.map((o) => o.key));
      offered.set(ev.id, keys);
    };
    for (const ev of world.events.values()) if (ev.status === 'not_started' && ev.startsAt < saturday + 3 * 3_600_000) offer(ev);
    const settledSports = new Set<string>();
    let checked = 0;
    for (let t = 60; t <= 6 * 3600 && settledSports.size < 7; t += 60) {
      const emitted = advance(world, saturday + t * 1000, rng);
      for (const ev of world.inPlay) offer(ev);
      for (const e of emitted) {
        if (e.type !== 'finished') continue;
        const ev = world.events.get(e.eventId);
        const keys = offered.get(e.eventId);
        if (!ev || ev.result?.kind !== 'match' || !keys) continue;
        for (const [key, outcomes] of keys) {
          const settled = settleMarket(key, outcomes, ev.result);
          expect(settled, `${ev.sport} ${key}`).not.toBeNull();
          // Exactly one winner where the outcomes exclude each other (double chance covers two; a met whole line refunds).
          const wins = outcomes.filter((o) => settled!.get(o) === 'won' || settled!.get(o) === 'half_won').length;
          if (!key.endsWith('.dc') && ![...settled!.values()].every((r) => r === 'void')) expect(wins, `${ev.sport} ${key}`).toBe(1);
          checked++;
        }
        settledSports.add(ev.sport);
      }
    }
    expect([...settledSports].sort()).toEqual(expect.arrayContaining(['basketball', 'esports', 'football', 'ice-hockey', 'table-tennis', 'tennis', 'volleyball']));
    expect(checked).toBeGreaterThan(1000);
  }, 60_000);

  it('decision 012: an unchanged state reuses its markets (and their prices); a new state is priced afresh', () => {
    const world = createWorld('memo', NOW);
    const ev = [...world.inPlay][0]!;
    const first = fairMarketsOf(ev);
    expect(fairMarketsOf(ev)).toBe(first);
    const before = nextMarkets(new Map(), first, false);
    expect(nextMarkets(byKey(before), fairMarketsOf(ev), false)).toEqual([]);
    const rng = createRng('memo/live');
    const state = (e: SimEvent) => JSON.stringify({ ...e.live, suspendedUntil: 0 });
    const start = state(ev);
    let t = 1;
    while (state(ev) === start && t < 3600) advance(world, NOW + 1000 * t++, rng);
    expect(state(ev)).not.toBe(start);
    if (ev.status === 'live' || ev.status === 'paused') expect(fairMarketsOf(ev)).not.toBe(first);
  });

  it('decision 012: MMA prices the distance from the model\'s finish probability; CS2 between maps starts the next map from no rounds', () => {
    const world = createWorld('deep', NOW);
    const fights = [...world.events.values()].filter((e) => e.model.kind === 'mma');
    expect(fights.length).toBeGreaterThan(0);
    for (const fight of fights.slice(0, 3)) {
      const distance = fairMarketsOf(fight).find((m) => m.key === 'ft.distance')!;
      expect(distance.outcomes[0]!.probability).toBeCloseTo(fight.model.kind === 'mma' ? 1 - fight.model.finishProbability : 0, 12);
    }
    const cs2 = [...world.events.values()].find((e) => e.model.kind === 'esports' && e.model.discipline === 'cs2' && e.model.bestOf === 3)!;
    const between: SimEvent = {
      ...cs2,
      status: 'paused',
      live: { kind: 'esports', discipline: 'cs2', score: [1, 0], period: 'map1', periods: [{ period: 'map1', score: [13, 4], winner: 'home' }], suspendedUntil: 0, map: 1, mapName: '', rounds: [13, 4], kills: [0, 0], mapClockSec: 0 },
    };
    const next = new Map(fairMarketsOf(between).map((m) => [m.key, m]));
    const p = cs2.model.kind === 'esports' ? cs2.model.pMapHome : 0;
    expect(next.get('map2.winner')!.outcomes[0]!.probability).toBeCloseTo(p, 12);
  });
});
