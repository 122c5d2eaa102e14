import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FairMarket } from './market.ts';
import { gameWinProbability, tennisMarkets, tiebreakWinProbability, type TennisModel, type TennisState } from './tennis.ts';

const byKey = (markets: readonly FairMarket[]): Map<string, Map<string, number>> =>
  new Map(markets.map((m) => [m.key, new Map(m.outcomes.map((o) => [o.key, o.probability]))]));
const get = (markets: Map<string, Map<string, number>>, market: string, outcome: string): number => {
  const value = markets.get(market)?.get(outcome);
  if (value === undefined) throw new Error(`no ${market} ${outcome}`);
  return value;
};

/**
 * An independent oracle: point by point with no closed forms (long deuces cut after hundreds of
 * points), the server simply alternating every game across sets, tiebreak serves counted point by point.
 * Returns P(set score, games still to be played) as "2-1|14" → probability.
 */
function oracle(model: TennisModel, state: TennisState): Map<string, number> {
  const need = (model.bestOf + 1) / 2;
  const memo = new Map<string, number>();
  const game = (p: number, a: number, b: number): number => {
    if (a >= 4 && a - b >= 2) return 1;
    if (b >= 4 && b - a >= 2) return 0;
    if (a + b > 300) return 0.5;
    const key = `g${p}|${a}|${b}`;
    if (!memo.has(key)) memo.set(key, p * game(p, a + 1, b) + (1 - p) * game(p, a, b + 1));
    return memo.get(key)!;
  };
  const tiebreak = (aFirst: boolean, target: number, a: number, b: number): number => {
    if (a >= target && a - b >= 2) return 1;
    if (b >= target && b - a >= 2) return 0;
    if (a + b > 400) return 0.5;
    const key = `t${aFirst}|${target}|${a}|${b}`;
    if (!memo.has(key)) {
      const n = a + b;
      const firstServes = n === 0 || ((n - 1) >> 1) % 2 === 1;
      const aServes = firstServes === aFirst;
      const p = aServes ? model.pServeWinA : 1 - model.pServeWinB;
      memo.set(key, p * tiebreak(aFirst, target, a + 1, b) + (1 - p) * tiebreak(aFirst, target, a, b + 1));
    }
    return memo.get(key)!;
  };
  const dists = new Map<string, Map<string, number>>();
  // Keys "set score|games still to play|A's games less B's among them".
  const add = (into: Map<string, number>, from: Map<string, number>, weight: number, games: number, margin: number) => {
    for (const [key, p] of from) {
      const [score, g, m] = key.split('|');
      const k = `${score}|${Number(g) + games}|${Number(m) + margin}`;
      into.set(k, (into.get(k) ?? 0) + weight * p);
    }
  };
  // From the start of a game (or a tiebreak at 6-6), aServes: who serves it.
  const from = (sa: number, sb: number, ga: number, gb: number, aServes: boolean): Map<string, number> => {
    if (sa === need || sb === need) return new Map([[`${sa}-${sb}|0|0`, 1]]);
    const key = `${sa}|${sb}|${ga}|${gb}|${aServes}`;
    const known = dists.get(key);
    if (known) return known;
    const win = ga === 6 && gb === 6 ? tiebreak(aServes, sa + sb === model.bestOf - 1 ? (model.finalSetTiebreakTo ?? 7) : 7, 0, 0) : aServes ? game(model.pServeWinA, 0, 0) : 1 - game(model.pServeWinB, 0, 0);
    const dist = new Map<string, number>();
    add(dist, next(sa, sb, ga + 1, gb, !aServes), win, 1, 1);
    add(dist, next(sa, sb, ga, gb + 1, !aServes), 1 - win, 1, -1);
    dists.set(key, dist);
    return dist;
  };
  const next = (sa: number, sb: number, ga: number, gb: number, aServes: boolean): Map<string, number> => {
    if ((ga >= 6 && ga - gb >= 2) || ga === 7) return from(sa + 1, sb, 0, 0, aServes);
    if ((gb >= 6 && gb - ga >= 2) || gb === 7) return from(sa, sb + 1, 0, 0, aServes);
    return from(sa, sb, ga, gb, aServes);
  };
  const sa = state.sets.filter((s) => s.a > s.b).length;
  const sb = state.sets.length - sa;
  const { games, points } = state;
  const aServes = state.server === 'A';
  const dist = new Map<string, number>();
  const win =
    games.a === 6 && games.b === 6
      ? tiebreak(aServes, sa + sb === model.bestOf - 1 ? (model.finalSetTiebreakTo ?? 7) : 7, points.a, points.b)
      : aServes
        ? game(model.pServeWinA, points.a, points.b)
        : 1 - game(model.pServeWinB, points.b, points.a);
  add(dist, next(sa, sb, games.a + 1, games.b, !aServes), win, 1, 1);
  add(dist, next(sa, sb, games.a, games.b + 1, !aServes), 1 - win, 1, -1);
  return dist;
}

function fromOracle(dist: Map<string, number>, f: (score: string, games: number, margin: number) => boolean): number {
  let total = 0;
  for (const [key, p] of dist) {
    const [score, games, margin] = key.split('|');
    if (f(score!, Number(games), Number(margin))) total += p;
  }
  return total;
}

describe('tennis pricing (point-by-point Markov chain, exact)', () => {
  it('a game held on serve from 0-0 with p = 0.65 is 0.8296… (p⁴(1 + 4q + 10q²) + 20p³q³ · p²/(1 - 2pq))', () => {
    const p = 0.65;
    const q = 0.35;
    const closed = p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
    expect(gameWinProbability(0.65)).toBeCloseTo(closed, 15);
    expect(gameWinProbability(0.65)).toBeCloseTo(0.8296446444954129, 14);
    expect(gameWinProbability(0.65, 3, 3)).toBeCloseTo(0.4225 / (0.4225 + 0.1225), 15);
    expect(gameWinProbability(0.65, 4, 3)).toBeCloseTo(0.65 + 0.35 * (0.4225 / 0.545), 15);
  });

  it('evenly matched players: every match, set and tiebreak is a coin toss, whoever serves', () => {
    for (const bestOf of [3, 5] as const) {
      const m = byKey(tennisMarkets({ pServeWinA: 0.62, pServeWinB: 0.62, bestOf }));
      expect(get(m, 'ft.winner', 'home')).toBeCloseTo(0.5, 12);
      expect(get(m, 'set1.winner', 'home')).toBeCloseTo(0.5, 12);
    }
    expect(tiebreakWinProbability(0.6, 0.6, true)).toBeCloseTo(0.5, 14);
    expect(tiebreakWinProbability(0.6, 0.6, false, 0, 0, 10)).toBeCloseTo(0.5, 14);
  });

  it('the tiebreak and the set do not depend on who serves first (Newton and Keller, 2005)', () => {
    expect(tiebreakWinProbability(0.68, 0.61, true)).toBeCloseTo(tiebreakWinProbability(0.68, 0.61, false), 14);
    const first = (server: 'A' | 'B') => byKey(tennisMarkets({ pServeWinA: 0.68, pServeWinB: 0.61, bestOf: 5 }, { sets: [], games: { a: 0, b: 0 }, points: { a: 0, b: 0 }, server }));
    expect(get(first('A'), 'set1.winner', 'home')).toBeCloseTo(get(first('B'), 'set1.winner', 'home'), 12);
    expect(get(first('A'), 'ft.winner', 'home')).toBeCloseTo(get(first('B'), 'ft.winner', 'home'), 12);
  });

  it.each<[string, TennisModel, TennisState]>([
    ['pre-match, A serving', { pServeWinA: 0.65, pServeWinB: 0.6, bestOf: 3 }, { sets: [], games: { a: 0, b: 0 }, points: { a: 0, b: 0 }, server: 'A' }],
    ['a set up, 5-3, B serving at 30-40', { pServeWinA: 0.65, pServeWinB: 0.6, bestOf: 3 }, { sets: [{ a: 6, b: 4 }], games: { a: 5, b: 3 }, points: { a: 3, b: 2 }, server: 'B' }],
    ['a tiebreak at 5-6, A served first', { pServeWinA: 0.7, pServeWinB: 0.66, bestOf: 3 }, { sets: [{ a: 4, b: 6 }], games: { a: 6, b: 6 }, points: { a: 5, b: 6 }, server: 'A' }],
    ['best of 5, final set tiebreak to 10 at 8-8', { pServeWinA: 0.64, pServeWinB: 0.67, bestOf: 5, finalSetTiebreakTo: 10 }, { sets: [{ a: 6, b: 4 }, { a: 6, b: 7 }, { a: 3, b: 6 }, { a: 7, b: 5 }], games: { a: 6, b: 6 }, points: { a: 8, b: 8 }, server: 'B' }],
    ['best of 5, advantage deuce 6-5 in games', { pServeWinA: 0.58, pServeWinB: 0.71, bestOf: 5 }, { sets: [{ a: 7, b: 6 }], games: { a: 6, b: 5 }, points: { a: 5, b: 6 }, server: 'A' }],
  ])('%s: winner, set betting, total games and games handicap agree with a point-by-point oracle', (_, model, state) => {
    const lines = [12.5, 16.5, 18.5, 20.5, 22.5, 24.5, 26.5, 30.5, 38.5, 44.5];
    const handicapLines = [-9.5, -6.5, -4.5, -3, -2.5, -1.5, -0.5, 0, 0.75, 1.5, 2.5, 4.5, 7.5];
    const m = byKey(tennisMarkets(model, state, { totalGamesLines: lines, gamesHandicapLines: handicapLines }));
    const dist = oracle(model, state);
    const need = (model.bestOf + 1) / 2;
    expect(get(m, 'ft.winner', 'home')).toBeCloseTo(fromOracle(dist, (score) => score.startsWith(`${need}-`)), 10);
    for (const [score] of m.get('ft.set_score')!) expect(get(m, 'ft.set_score', score)).toBeCloseTo(fromOracle(dist, (s) => s === score), 10);
    const played = state.sets.reduce((sum, s) => sum + s.a + s.b, 0) + state.games.a + state.games.b;
    for (const line of lines) {
      if (!m.has(`ft.games_total:${line}`)) continue;
      expect(get(m, `ft.games_total:${line}`, 'over')).toBeCloseTo(fromOracle(dist, (_score, games) => played + games > line), 10);
    }
    // Games handicap on A's side, from the margin so far plus the oracle's; whole and quarter lines refund as Asian lines do.
    const before = state.sets.reduce((sum, s) => sum + s.a - s.b, 0) + state.games.a - state.games.b;
    for (const line of handicapLines) {
      const quarters = line * 4;
      const legs = quarters % 2 === 0 ? [line] : [line - 0.25, line + 0.25];
      let win = 0;
      let lose = 0;
      for (const leg of legs) {
        win += fromOracle(dist, (_s, _g, margin) => before + margin + leg > 0);
        lose += fromOracle(dist, (_s, _g, margin) => before + margin + leg < 0);
      }
      if (win + lose < 1e-12) continue;
      expect(get(m, `ft.games_ah:${line}`, 'home')).toBeCloseTo(win / (win + lose), 10);
    }
  });

  it('the current set: its score, total games and winner come from one distribution', () => {
    for (const state of [undefined, { sets: [{ a: 6, b: 4 }], games: { a: 3, b: 4 }, points: { a: 2, b: 1 }, server: 'A' as const }]) {
      const markets = tennisMarkets({ pServeWinA: 0.66, pServeWinB: 0.61, bestOf: 3 }, state);
      const m = byKey(markets);
      const set = state ? 'set2' : 'set1';
      const cs = [...m.get(`${set}.cs`)!];
      expect(cs.map(([k]) => k)).toEqual(['6-0', '6-1', '6-2', '6-3', '6-4', '7-5', '7-6', '0-6', '1-6', '2-6', '3-6', '4-6', '5-7', '6-7']);
      const aWins = cs.filter(([k]) => Number(k.split('-')[0]) > Number(k.split('-')[1])).reduce((sum, [, p]) => sum + p, 0);
      expect(aWins).toBeCloseTo(get(m, `${set}.winner`, 'home'), 12);
      for (const market of markets.filter((x) => x.key.startsWith(`${set}.games_total:`))) {
        const line = Number(market.key.split(':')[1]);
        const over = cs.filter(([k]) => k.split('-').map(Number).reduce((a, b) => a + b) > line).reduce((sum, [, p]) => sum + p, 0);
        expect(market.outcomes[0]!.probability).toBeCloseTo(over, 12);
      }
      if (state) expect(get(m, 'set2.cs', '6-1')).toBe(0); // 3-4 already
    }
  });

  it('market and outcome keys are stable; the next game is keyed by set and game (a tiebreak is game 13)', () => {
    const m = tennisMarkets({ pServeWinA: 0.65, pServeWinB: 0.6, bestOf: 3 }, { sets: [{ a: 6, b: 4 }], games: { a: 6, b: 6 }, points: { a: 0, b: 0 }, server: 'A' }, { totalGamesLines: [22.5], gamesHandicapLines: [-2.5] });
    expect(m.map((x) => x.key)).toEqual(['ft.winner', 'ft.sets_ah:-1.5', 'ft.sets_ah:1.5', 'ft.games_total:22.5', 'ft.set_score', 'ft.games_ah:-2.5', 'set2.winner', 'set2.game13.winner', 'set2.cs']);
    expect(tennisMarkets({ pServeWinA: 0.65, pServeWinB: 0.6, bestOf: 3 }).map((x) => x.key)).toEqual([
      'ft.winner', 'ft.sets_ah:-1.5', 'ft.sets_ah:1.5',
      'ft.games_total:18.5', 'ft.games_total:21.5', 'ft.games_total:24.5', 'ft.games_total:27.5', 'ft.games_total:30.5',
      'ft.set_score', 'ft.games_ah:-6.5', 'ft.games_ah:-4.5', 'ft.games_ah:-2.5', 'ft.games_ah:-0.5', 'ft.games_ah:1.5',
      'set1.winner', 'set1.game1.winner', 'set1.games_total:9.5', 'set1.games_total:10.5', 'set1.cs',
    ]);
    expect(m.find((x) => x.key === 'ft.set_score')!.outcomes.map((o) => o.key)).toEqual(['2-0', '2-1', '1-2', '0-2']);
    expect(m[4]!.outcomes[3]!.probability).toBe(0); // A already has a set
  });

  it('finished: the winner is certain and no set or game is offered', () => {
    const m = tennisMarkets({ pServeWinA: 0.6, pServeWinB: 0.65, bestOf: 3 }, { sets: [{ a: 6, b: 4 }, { a: 3, b: 6 }, { a: 7, b: 6 }], games: { a: 0, b: 0 }, points: { a: 0, b: 0 } });
    expect(get(byKey(m), 'ft.winner', 'home')).toBe(1);
    expect(get(byKey(m), 'ft.set_score', '2-1')).toBe(1);
    expect(m.some((x) => x.key.startsWith('set'))).toBe(false);
  });

  it('impossible states are refused', () => {
    const model = { pServeWinA: 0.6, pServeWinB: 0.65, bestOf: 3 } as const;
    expect(() => tennisMarkets(model, { sets: [{ a: 6, b: 5 }], games: { a: 0, b: 0 }, points: { a: 0, b: 0 } })).toThrow(RangeError);
    expect(() => tennisMarkets(model, { sets: [], games: { a: 7, b: 3 }, points: { a: 0, b: 0 } })).toThrow(RangeError);
    expect(() => tennisMarkets(model, { sets: [], games: { a: 2, b: 3 }, points: { a: 4, b: 2 } })).toThrow(RangeError);
    expect(() => tennisMarkets(model, { sets: [], games: { a: 6, b: 6 }, points: { a: 7, b: 5 } })).toThrow(RangeError);
    expect(() => tennisMarkets({ ...model, pServeWinA: 1 })).toThrow(RangeError);
  });

  const serve = fc.double({ min: 0.3, max: 0.9, noNaN: true });
  const liveState = fc
    .record({
      setsA: fc.integer({ min: 0, max: 1 }),
      setsB: fc.integer({ min: 0, max: 1 }),
      ga: fc.integer({ min: 0, max: 6 }),
      gb: fc.integer({ min: 0, max: 6 }),
      pa: fc.integer({ min: 0, max: 5 }),
      pb: fc.integer({ min: 0, max: 5 }),
      server: fc.constantFrom<'A' | 'B'>('A', 'B'),
    })
    .filter(({ ga, gb }) => Math.max(ga, gb) < 6 || Math.min(ga, gb) >= 5)
    .filter(({ ga, gb }) => !(Math.max(ga, gb) === 6 && Math.min(ga, gb) <= 4))
    .filter(({ ga, gb, pa, pb }) => (ga === 6 && gb === 6 ? true : Math.max(pa, pb) <= 3 || Math.abs(pa - pb) <= 1));

  it('property: markets sum to 1; the winner is the sum of its set scores; winning a point never lowers the match probability', () => {
    fc.assert(
      fc.property(serve, serve, fc.constantFrom<3 | 5>(3, 5), liveState, (pA, pB, bestOf, s) => {
        const model = { pServeWinA: pA, pServeWinB: pB, bestOf };
        const sets = [...Array.from({ length: s.setsA }, () => ({ a: 6, b: 3 })), ...Array.from({ length: s.setsB }, () => ({ a: 2, b: 6 }))];
        const state = (pa: number, pb: number): TennisState => ({ sets, games: { a: s.ga, b: s.gb }, points: { a: pa, b: pb }, server: s.server });
        const tiebreak = s.ga === 6 && s.gb === 6;
        // Only points that do not end the game (or tiebreak): both neighbours are still this game.
        const ends = (pa: number, pb: number) => (tiebreak ? Math.max(pa, pb) >= 7 && Math.abs(pa - pb) >= 2 : Math.max(pa, pb) >= 4 && Math.abs(pa - pb) >= 2);
        if (ends(s.pa + 1, s.pb) || ends(s.pa, s.pb + 1)) return;
        const markets = tennisMarkets(model, state(s.pa, s.pb));
        const m = byKey(markets);
        for (const market of markets) expect(market.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 9);
        const need = (bestOf + 1) / 2;
        const homeScores = [...m.get('ft.set_score')!].filter(([k]) => k.startsWith(`${need}-`)).reduce((sum, [, p]) => sum + p, 0);
        expect(get(m, 'ft.winner', 'home')).toBeCloseTo(homeScores, 12);
        const won = get(byKey(tennisMarkets(model, state(s.pa + 1, s.pb))), 'ft.winner', 'home');
        const lost = get(byKey(tennisMarkets(model, state(s.pa, s.pb + 1))), 'ft.winner', 'home');
        expect(won).toBeGreaterThanOrEqual(lost - 1e-12);
        expect(won + 1e-12).toBeGreaterThanOrEqual(get(m, 'ft.winner', 'home'));
      }),
    );
  });

  it('property: swapping the players mirrors every probability', () => {
    fc.assert(
      fc.property(serve, serve, fc.constantFrom<3 | 5>(3, 5), (pA, pB, bestOf) => {
        const one = byKey(tennisMarkets({ pServeWinA: pA, pServeWinB: pB, bestOf }, { sets: [{ a: 6, b: 4 }], games: { a: 2, b: 1 }, points: { a: 1, b: 2 }, server: 'A' }));
        const two = byKey(tennisMarkets({ pServeWinA: pB, pServeWinB: pA, bestOf }, { sets: [{ a: 4, b: 6 }], games: { a: 1, b: 2 }, points: { a: 2, b: 1 }, server: 'B' }));
        expect(get(one, 'ft.winner', 'home')).toBeCloseTo(get(two, 'ft.winner', 'away'), 12);
        expect(get(one, 'set2.game4.winner', 'home')).toBeCloseTo(get(two, 'set2.game4.winner', 'away'), 12);
      }),
    );
  });
});
