import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballMarkets } from './basketball.ts';
import { discreteNormal, normalCdf } from './distribution.ts';
import { cs2MapRounds, cs2MapWinProbability, cs2RoundWinProbability, esportsMarkets } from './esports.ts';
import { MAX_PRICE } from './margin.ts';
import type { FairMarket } from './market.ts';
import { MMA_DEFAULT_METHOD_SHARES, mmaMarkets } from './mma.ts';
import { LONG_TERM_SPORT_ID, outrightMarket, priceOutright } from './outright.ts';
import { VOLLEYBALL_RULES, rallyMarkets, tableTennisMarkets, tableTennisRules, volleyballMarkets, type RallyRules, type RallyState } from './rally.ts';

const byKey = (markets: readonly FairMarket[]): Map<string, Map<string, number>> =>
  new Map(markets.map((m) => [m.key, new Map(m.outcomes.map((o) => [o.key, o.probability]))]));
const get = (markets: Map<string, Map<string, number>>, market: string, outcome: string): number => {
  const value = markets.get(market)?.get(outcome);
  if (value === undefined) throw new Error(`no ${market} ${outcome}`);
  return value;
};
const sumsToOne = (markets: readonly FairMarket[]) => {
  for (const market of markets) expect(market.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 9);
};
const binomial = (n: number, k: number): number => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

describe('normal distribution function', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1.96, 0.024997895148220435],
    [2, 0.9772498680518208],
    [-3, 0.0013498980316300946],
    [-7.5, 3.190891672910919e-14],
  ])('Φ(%d) = %d', (x, value) => {
    expect(normalCdf(x) / value).toBeCloseTo(1, 7);
  });

  it('a discretised normal sums to 1 and keeps its mean', () => {
    const d = discreteNormal(4.3, 7);
    let total = 0;
    let mean = 0;
    d.pmf.forEach((p, i) => {
      total += p;
      mean += p * (d.offset + i);
    });
    expect(total).toBeCloseTo(1, 14);
    expect(mean).toBeCloseTo(4.3, 9);
  });
});

describe('basketball pricing (normal approximation, overtime included)', () => {
  const model = { homeExpectedPoints: 112, awayExpectedPoints: 107 };

  it('the winner is P(margin ≥ 1) plus a tie\'s share of overtime, from the continuity-corrected normal', () => {
    const m = byKey(basketballMarkets(model));
    const win = 1 - normalCdf((0.5 - 5) / 12);
    const tie = normalCdf((0.5 - 5) / 12) - normalCdf((-0.5 - 5) / 12);
    const f = 300 / 2880;
    const otMean = 5 * f;
    const otSd = 12 * Math.sqrt(f);
    const otWin = 1 - normalCdf((0.5 - otMean) / otSd);
    const otTie = normalCdf((0.5 - otMean) / otSd) - normalCdf((-0.5 - otMean) / otSd);
    expect(get(m, 'ft.winner', 'home')).toBeCloseTo(win + (tie * otWin) / (1 - otTie), 9);
    expect(get(m, 'ft.winner', 'home')).toBeCloseTo(0.6632, 4);
  });

  it('market keys: winner, spreads around the expected margin, totals around the expected total, the quarters to come', () => {
    expect(basketballMarkets(model).map((m) => m.key)).toEqual([
      'ft.winner', 'ft.ah:-9.5', 'ft.ah:-7.5', 'ft.ah:-5.5', 'ft.ah:-3.5', 'ft.ah:-1.5',
      'ft.total:209.5', 'ft.total:214.5', 'ft.total:219.5', 'ft.total:224.5', 'ft.total:229.5',
      'q1.1x2', 'q1.total:50.5', 'q1.total:54.5', 'q1.total:59.5', 'q2.1x2', 'q2.total:50.5', 'q2.total:54.5', 'q2.total:59.5',
      'q3.1x2', 'q3.total:50.5', 'q3.total:54.5', 'q3.total:59.5', 'q4.1x2', 'q4.total:50.5', 'q4.total:54.5', 'q4.total:59.5',
      '1h.1x2', '1h.ah:-5.5', '1h.ah:-3.5', '1h.ah:-1.5', '1h.total:103.5', '1h.total:109.5', '1h.total:115.5',
      '2h.1x2', '2h.ah:-5.5', '2h.ah:-3.5', '2h.ah:-1.5', '2h.total:103.5', '2h.total:109.5', '2h.total:115.5',
      'ft.home_total:106.5', 'ft.home_total:112.5', 'ft.home_total:117.5', 'ft.away_total:101.5', 'ft.away_total:107.5', 'ft.away_total:112.5', 'ft.odd_even',
    ]);
    const live = basketballMarkets(model, { elapsedSeconds: 1000, score: { home: 40, away: 38 }, quarterScore: { home: 5, away: 3 }, halfScore: { home: 40, away: 38 } }).map((m) => m.key);
    expect(live.filter((k) => k.endsWith('1x2'))).toEqual(['q2.1x2', 'q3.1x2', 'q4.1x2', '1h.1x2', '2h.1x2']);
    const blind = basketballMarkets(model, { elapsedSeconds: 1000, score: { home: 40, away: 38 } }).map((m) => m.key);
    expect(blind.filter((k) => k.endsWith('1x2'))).toEqual(['q3.1x2', 'q4.1x2', '2h.1x2']);
  });

  it('equal sides are even; the end of regulation with a lead decides; a tie there is the overtime\'s', () => {
    expect(get(byKey(basketballMarkets({ homeExpectedPoints: 100, awayExpectedPoints: 100 })), 'ft.winner', 'home')).toBeCloseTo(0.5, 12);
    expect(get(byKey(basketballMarkets(model, { elapsedSeconds: 2880, score: { home: 101, away: 99 } })), 'ft.winner', 'home')).toBe(1);
    const tied = get(byKey(basketballMarkets(model, { elapsedSeconds: 2880, score: { home: 99, away: 99 } })), 'ft.winner', 'home');
    expect(tied).toBeGreaterThan(0.5);
    expect(tied).toBeLessThan(0.6);
  });

  it('halves and quarters: the same normal margin and total over their share of regulation (no overtime)', () => {
    const m = byKey(basketballMarkets(model));
    const half = { mean: 2.5, sd: 12 * Math.sqrt(0.5) };
    expect(get(m, '1h.1x2', 'home')).toBeCloseTo(1 - normalCdf((0.5 - half.mean) / half.sd), 9);
    expect(get(m, '2h.1x2', 'draw')).toBeCloseTo(normalCdf((0.5 - half.mean) / half.sd) - normalCdf((-0.5 - half.mean) / half.sd), 9);
    // Home -3.5 in a half: a margin of 4 or more.
    expect(get(m, '1h.ah:-3.5', 'home')).toBeCloseTo(1 - normalCdf((3.5 - half.mean) / half.sd), 9);
    expect(get(m, '1h.total:109.5', 'over')).toBeCloseTo(0.5, 9); // the half's expected total is 109.5
    expect(get(m, 'q3.total:54.5', 'over')).toBeCloseTo(1 - normalCdf((54.5 - 54.75) / 9), 9);
    // The half being played starts from its points.
    const live = byKey(basketballMarkets(model, { elapsedSeconds: 1000, score: { home: 40, away: 38 }, halfScore: { home: 40, away: 38 } }));
    const rest = (1440 - 1000) / 2880;
    expect(get(live, '1h.1x2', 'away')).toBeCloseTo(normalCdf((-2 - 0.5 - 5 * rest) / (12 * Math.sqrt(rest))), 9);
  });

  it('team totals: a side\'s points are (total ± margin) / 2, normal with variance (18² + 12²) / 4 over the time left', () => {
    // A lead no overtime can follow: each side's final points are its regulation points.
    const state = { elapsedSeconds: 2000, score: { home: 120, away: 80 } };
    const m = basketballMarkets(model, state);
    const rest = 880 / 2880;
    const sd = Math.sqrt((18 * 18 + 12 * 12) / 4) * Math.sqrt(rest);
    for (const market of m.filter((x) => x.key.startsWith('ft.home_total:'))) {
      const line = Number(market.key.split(':')[1]);
      expect(market.outcomes[0]!.probability).toBeCloseTo(1 - normalCdf((line - 120 - 112 * rest) / sd), 9);
    }
    expect(m.filter((x) => x.key.startsWith('ft.away_total:'))).toHaveLength(3);
    expect(get(byKey(m), 'ft.odd_even', 'odd')).toBeCloseTo(0.5, 3);
  });

  it('property: markets sum to 1; home points never lower the home win probability; overs fall as the line rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 80, max: 130 }), fc.integer({ min: 80, max: 130 }), fc.integer({ min: 0, max: 2880 }), fc.integer({ min: 0, max: 20 }), (home, away, elapsed, lead) => {
        const m = { homeExpectedPoints: home, awayExpectedPoints: away };
        const state = { elapsedSeconds: elapsed, score: { home: 50 + lead, away: 50 }, quarterScore: { home: 2, away: 2 }, halfScore: { home: 20 + lead, away: 20 } };
        const markets = basketballMarkets(m, state, { totalLines: [150.5, 180.5, 200.5, 220.5] });
        sumsToOne(markets);
        const more = basketballMarkets(m, { ...state, score: { home: 52 + lead, away: 50 } });
        expect(get(byKey(more), 'ft.winner', 'home')).toBeGreaterThanOrEqual(get(byKey(markets), 'ft.winner', 'home') - 1e-12);
        const overs = markets.filter((x) => x.key.startsWith('ft.total')).map((x) => x.outcomes[0]!.probability);
        for (let i = 1; i < overs.length; i++) expect(overs[i]!).toBeLessThanOrEqual(overs[i - 1]! + 1e-12);
      }),
    );
  });
});

/** Oracle: P(home wins) and E[points still to play] rally by rally, long deuces cut after hundreds of rallies. */
function rallyOracle(p: number, rules: RallyRules, state: RallyState): { win: number; points: number } {
  const need = (rules.bestOf + 1) / 2;
  const memo = new Map<string, [number, number]>();
  const from = (sh: number, sa: number, a: number, b: number): [number, number] => {
    if (sh === need) return [1, 0];
    if (sa === need) return [0, 0];
    const target = sh + sa === rules.bestOf - 1 ? rules.finalSetPoints : rules.setPoints;
    if (a >= target && a - b >= 2) return from(sh + 1, sa, 0, 0);
    if (b >= target && b - a >= 2) return from(sh, sa + 1, 0, 0);
    if (a + b > 2 * target + 400) return [0.5, 0];
    const key = `${sh}|${sa}|${a}|${b}`;
    const known = memo.get(key);
    if (known) return known;
    const [w1, e1] = from(sh, sa, a + 1, b);
    const [w2, e2] = from(sh, sa, a, b + 1);
    const value: [number, number] = [p * w1 + (1 - p) * w2, 1 + p * e1 + (1 - p) * e2];
    memo.set(key, value);
    return value;
  };
  const sh = state.sets.filter((s) => s.home > s.away).length;
  const [win, points] = from(sh, state.sets.length - sh, state.points.home, state.points.away);
  return { win, points };
}

describe('volleyball and table tennis pricing (rally points, exact)', () => {
  it('an even rally is an even match, in every format', () => {
    for (const rules of [VOLLEYBALL_RULES, tableTennisRules(5), tableTennisRules(7)]) {
      const m = byKey(rallyMarkets({ pointWinHome: 0.5 }, rules));
      expect(get(m, 'ft.winner', 'home')).toBeCloseTo(0.5, 12);
      expect(get(m, 'set1.winner', 'home')).toBeCloseTo(0.5, 12);
    }
  });

  it.each<[string, number, RallyRules, RallyState]>([
    ['volleyball pre-match', 0.53, VOLLEYBALL_RULES, { sets: [], points: { home: 0, away: 0 } }],
    ['volleyball, fifth set to 15 at 13-14', 0.49, VOLLEYBALL_RULES, { sets: [{ home: 25, away: 20 }, { home: 23, away: 25 }, { home: 30, away: 28 }, { home: 19, away: 25 }], points: { home: 13, away: 14 } }],
    ['volleyball, long deuce 31-32', 0.51, VOLLEYBALL_RULES, { sets: [{ home: 25, away: 22 }], points: { home: 31, away: 32 } }],
    ['table tennis best of 7 at 10-10', 0.55, tableTennisRules(7), { sets: [{ home: 11, away: 8 }, { home: 9, away: 11 }], points: { home: 10, away: 10 } }],
  ])('%s: winner and expected points agree with a rally-by-rally oracle', (_, p, rules, state) => {
    const lines = Array.from({ length: 400 }, (_, k) => k + 0.5);
    const markets = rallyMarkets({ pointWinHome: p }, rules, state, { totalPointsLines: lines });
    const m = byKey(markets);
    const oracle = rallyOracle(p, rules, state);
    expect(get(m, 'ft.winner', 'home')).toBeCloseTo(oracle.win, 10);
    // E[T] = Σ P(T > k) over k = 0, 1, 2, …
    const played = state.sets.reduce((s, x) => s + x.home + x.away, 0) + state.points.home + state.points.away;
    const expected = markets.filter((x) => x.key.startsWith('ft.points_total')).reduce((s, x) => s + x.outcomes[0]!.probability, 0);
    expect(expected).toBeCloseTo(played + oracle.points, 6);
  });

  it('market keys, and a finished match is decided', () => {
    expect(volleyballMarkets({ pointWinHome: 0.52 }).map((m) => m.key).filter((k) => !k.includes('points_total') && !k.startsWith('set1.ah'))).toEqual([
      'ft.winner', 'ft.sets_ah:-2.5', 'ft.sets_ah:-1.5', 'ft.sets_ah:1.5', 'ft.sets_ah:2.5', 'ft.set_score', 'ft.sets_total:3.5', 'ft.sets_total:4.5', 'set1.winner',
    ]);
    expect(volleyballMarkets({ pointWinHome: 0.52 }).filter((m) => m.key.startsWith('set1.'))).toHaveLength(7);
    const done = byKey(tableTennisMarkets({ pointWinHome: 0.4, bestOf: 5 }, { sets: [{ home: 11, away: 9 }, { home: 11, away: 3 }, { home: 13, away: 11 }], points: { home: 0, away: 0 } }));
    expect(get(done, 'ft.winner', 'home')).toBe(1);
    expect(get(done, 'ft.set_score', '3-0')).toBe(1);
    expect(done.has('set4.winner')).toBe(false);
    expect(() => volleyballMarkets({ pointWinHome: 0.5 }, { sets: [{ home: 25, away: 24 }], points: { home: 0, away: 0 } })).toThrow(RangeError);
  });

  it('total sets come from the set scores; a set\'s handicap and points from how it ends', () => {
    const m = byKey(volleyballMarkets({ pointWinHome: 0.5 }));
    expect(get(m, 'ft.sets_total:3.5', 'over')).toBeCloseTo(1 - get(m, 'ft.set_score', '3-0') - get(m, 'ft.set_score', '0-3'), 14);
    expect(get(m, 'ft.sets_total:4.5', 'over')).toBeCloseTo(get(m, 'ft.set_score', '3-2') + get(m, 'ft.set_score', '2-3'), 14);
    // A set is won by 2 or more: home -0.5 and home +1.5 are both the set's winner.
    expect(get(m, 'set1.ah:-0.5', 'home')).toBeCloseTo(get(m, 'set1.winner', 'home'), 14);
    expect(get(m, 'set1.ah:1.5', 'home')).toBeCloseTo(get(m, 'set1.winner', 'home'), 14);
    // At 24-24 the set ends 26-24 (or 24-26) with p² + q², else it goes on.
    const deuce = byKey(volleyballMarkets({ pointWinHome: 0.53 }, { sets: [{ home: 25, away: 20 }, { home: 23, away: 25 }], points: { home: 24, away: 24 } }));
    expect(get(deuce, 'set3.points_total:50.5', 'over')).toBeCloseTo(2 * 0.53 * 0.47, 12);
    expect([...deuce.keys()].filter((k) => k.startsWith('ft.sets_total'))).toEqual(['ft.sets_total:4.5']); // at 2 sets played and 1-1, 3.5 is decided
  });

  it('property: markets sum to 1; winning a rally never lowers the match probability', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.3, max: 0.7, noNaN: true }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }), fc.boolean(), (p, a, b, setUp) => {
        const sets = setUp ? [{ home: 25, away: 18 }] : [];
        const markets = volleyballMarkets({ pointWinHome: p }, { sets, points: { home: a, away: b } });
        sumsToOne(markets);
        const after = volleyballMarkets({ pointWinHome: p }, { sets, points: { home: a + 1, away: b } });
        expect(get(byKey(after), 'ft.winner', 'home')).toBeGreaterThanOrEqual(get(byKey(markets), 'ft.winner', 'home') - 1e-12);
      }),
      { numRuns: 40 },
    );
  });
});

describe('esports pricing (maps; CS2 rounds)', () => {
  it('best of 3 and 5 from the map probability: p²(3 - 2p) and p³(10 - 15p + 6p²)', () => {
    const p = 0.6;
    const three = byKey(esportsMarkets({ title: 'dota2', mapWinHome: p, bestOf: 3 }));
    expect(get(three, 'ft.winner', 'home')).toBeCloseTo(p * p * (3 - 2 * p), 14);
    expect(get(three, 'ft.map_score', '2-0')).toBeCloseTo(p * p, 14);
    expect(get(three, 'ft.maps_total:2.5', 'over')).toBeCloseTo(2 * p * (1 - p), 14);
    expect(get(three, 'ft.maps_ah:-1.5', 'home')).toBeCloseTo(p * p, 14);
    const five = byKey(esportsMarkets({ title: 'lol', mapWinHome: p, bestOf: 5 }));
    expect(get(five, 'ft.winner', 'home')).toBeCloseTo(p ** 3 * (10 - 15 * p + 6 * p * p), 14);
    expect([...five.keys()]).toEqual(['ft.winner', 'ft.maps_ah:-2.5', 'ft.maps_ah:-1.5', 'ft.maps_ah:1.5', 'ft.maps_ah:2.5', 'ft.map_score', 'ft.maps_total:3.5', 'ft.maps_total:4.5', 'map1.winner', 'map2.winner', 'map3.winner']);
    expect(get(five, 'map3.winner', 'home')).toBe(p);
    expect(esportsMarkets({ title: 'lol', mapWinHome: p, bestOf: 1 }).map((m) => m.key)).toEqual(['ft.winner']);
    expect(esportsMarkets({ title: 'cs2', mapWinHome: p, bestOf: 1 }).map((m) => m.key).filter((k) => !k.includes('rounds'))).toEqual(['ft.winner']);
  });

  it('CS2: a map is first to 13 rounds, 12-12 going to overtimes of six (first to 4, 3-3 again)', () => {
    const p = 0.53;
    const q = 1 - p;
    let block = 0;
    let lost = 0;
    for (let j = 0; j <= 2; j++) {
      block += binomial(3 + j, j) * p ** 4 * q ** j;
      lost += binomial(3 + j, j) * q ** 4 * p ** j;
    }
    const overtime = block / (block + lost);
    expect(cs2MapWinProbability(p, 12, 12)).toBeCloseTo(overtime, 14);
    let regulation = 0;
    for (let j = 0; j <= 11; j++) regulation += binomial(12 + j, j) * p ** 13 * q ** j;
    expect(cs2MapWinProbability(p)).toBeCloseTo(regulation + binomial(24, 12) * p ** 12 * q ** 12 * overtime, 13);
    expect(cs2MapWinProbability(0.5)).toBeCloseTo(0.5, 14);
    expect(cs2MapWinProbability(p, 15, 15)).toBeCloseTo(overtime, 14); // a second overtime starts level
    expect(cs2MapWinProbability(p, 13, 9)).toBe(1);
    expect(cs2MapWinProbability(p, 16, 14)).toBe(1); // the first overtime won 4-2
    expect(cs2MapWinProbability(p, 18, 16)).toBeCloseTo(p + q * (p + q * overtime), 14); // second overtime at 3-1
  });

  it('CS2 live: the current map takes its rounds; the round probability reproduces the map probability', () => {
    expect(cs2MapWinProbability(cs2RoundWinProbability(0.6))).toBeCloseTo(0.6, 12);
    const m = byKey(esportsMarkets({ title: 'cs2', mapWinHome: 0.6, bestOf: 3 }, { maps: { home: 1, away: 0 }, rounds: { home: 5, away: 9 } }));
    const current = cs2MapWinProbability(cs2RoundWinProbability(0.6), 5, 9);
    expect(get(m, 'map2.winner', 'home')).toBeCloseTo(current, 14);
    expect(get(m, 'ft.winner', 'home')).toBeCloseTo(current + (1 - current) * 0.6, 14);
    // Dota 2 and LoL: an in-game model's probability for the map being played.
    const dota = byKey(esportsMarkets({ title: 'dota2', mapWinHome: 0.6, bestOf: 3 }, { maps: { home: 0, away: 1 }, currentMapWinHome: 0.9 }));
    expect(get(dota, 'ft.winner', 'home')).toBeCloseTo(0.9 * 0.6, 14);
  });

  it('CS2 rounds: regulation ends 13-x, overtimes 16+3k to 12+3k+y; the margin agrees with the map probability', () => {
    const p = 0.55;
    const q = 1 - p;
    const [total, margin] = cs2MapRounds(p);
    const at = (d: { pmf: Float64Array; offset: number }, v: number) => d.pmf[v - d.offset] ?? 0;
    expect(at(total, 13)).toBeCloseTo(p ** 13 + q ** 13, 14);
    expect(at(total, 24)).toBeCloseTo(binomial(23, 11) * (p ** 13 * q ** 11 + q ** 13 * p ** 11), 14);
    // 28 or more: the map went to 12-12.
    let overtime = 0;
    for (let v = 28; v < total.offset + total.pmf.length; v++) overtime += at(total, v);
    expect(overtime).toBeCloseTo(binomial(24, 12) * p ** 12 * q ** 12, 13);
    let won = 0;
    for (let v = 1; v < margin.offset + margin.pmf.length; v++) won += at(margin, v);
    expect(won).toBeCloseTo(cs2MapWinProbability(p), 13);
    const [fromTie] = cs2MapRounds(p, 12, 12);
    expect(at(fromTie, 28)).toBeCloseTo(p ** 4 + q ** 4, 14);
    // Live: the map being played takes its rounds; later maps certain to be played start fresh.
    const m = byKey(esportsMarkets({ title: 'cs2', mapWinHome: 0.6, bestOf: 3 }, { maps: { home: 0, away: 0 }, rounds: { home: 10, away: 4 } }));
    expect([...m.keys()].filter((k) => k.startsWith('map')).every((k) => k.startsWith('map1.') || k.startsWith('map2.'))).toBe(true);
    expect(m.has('map1.rounds_total:20.5')).toBe(false); // at 10-4 with 14 played, the map's lines move up
  });

  it('property: CS2 rounds sum to 1 and their margin is the map probability, from any round score', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 0.8, noNaN: true }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), (p, a, b) => {
        // Finished maps (13-x, or an overtime won) included: their rounds are a point mass.
        if ((a >= 13 || b >= 13) && !(a >= 12 && b >= 12) && Math.abs(a - b) < 2) return;
        const [total, margin] = cs2MapRounds(p, a, b);
        expect(total.pmf.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
        let won = 0;
        for (let i = 0; i < margin.pmf.length; i++) if (margin.offset + i > 0) won += margin.pmf[i]!;
        expect(won).toBeCloseTo(cs2MapWinProbability(p, a, b), 12);
        expect(total.offset).toBeGreaterThanOrEqual(a + b);
      }),
    );
  });

  it('property: markets sum to 1; a round won never lowers the map or series probability', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 0.8, noNaN: true }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), (p, a, b) => {
        if (a >= 13 && a - b >= 2) return;
        if (b >= 13 && b - a >= 2) return;
        const model = { title: 'cs2' as const, mapWinHome: p, bestOf: 3 as const };
        const markets = esportsMarkets(model, { maps: { home: 0, away: 0 }, rounds: { home: a, away: b } });
        sumsToOne(markets);
        const after = esportsMarkets(model, { maps: { home: 0, away: 0 }, rounds: { home: a + 1, away: b } });
        expect(get(byKey(after), 'ft.winner', 'home')).toBeGreaterThanOrEqual(get(byKey(markets), 'ft.winner', 'home') - 1e-12);
      }),
    );
  });
});

describe('MMA pricing', () => {
  it('the method of victory splits each fighter\'s win; the default split is documented', () => {
    const m = byKey(mmaMarkets({ homeWinProbability: 0.7 }));
    expect(get(m, 'ft.method', 'home.ko') + get(m, 'ft.method', 'home.sub') + get(m, 'ft.method', 'home.dec')).toBeCloseTo(0.7, 14);
    expect(get(m, 'ft.method', 'away.dec')).toBeCloseTo(0.3 * MMA_DEFAULT_METHOD_SHARES.decision, 14);
    const striker = byKey(mmaMarkets({ homeWinProbability: 0.6, homeMethods: { ko: 0.7, submission: 0.05, decision: 0.25 } }));
    expect(get(striker, 'ft.method', 'home.ko')).toBeCloseTo(0.42, 14);
    expect(() => mmaMarkets({ homeWinProbability: 0.6, awayMethods: { ko: 0.5, submission: 0.5, decision: 0.5 } })).toThrow(RangeError);
    // Going the distance is a decision, whoever wins it.
    expect(get(striker, 'ft.distance', 'yes')).toBeCloseTo(get(striker, 'ft.method', 'home.dec') + get(striker, 'ft.method', 'away.dec'), 14);
    expect(get(m, 'ft.distance', 'yes')).toBeCloseTo(MMA_DEFAULT_METHOD_SHARES.decision, 14);
  });
});

describe('outrights (long-term bets, S1 §3: sportId 2999)', () => {
  it('S1 §3, §9: the long-term section is sport 2999', () => {
    expect(LONG_TERM_SPORT_ID).toBe(2999);
  });

  it('each entrant wins in proportion to its strength; outcomes keep the caller\'s keys and order', () => {
    const market = outrightMarket([{ key: 'ars', strength: 40 }, { key: 'mci', strength: 35 }, { key: 'liv', strength: 25 }]);
    expect(market.key).toBe('outright.winner');
    expect(market.outcomes).toEqual([{ key: 'ars', probability: 0.4 }, { key: 'mci', probability: 0.35 }, { key: 'liv', probability: 0.25 }]);
    expect(() => outrightMarket([{ key: 'a', strength: 1 }, { key: 'a', strength: 2 }])).toThrow(RangeError);
    expect(() => outrightMarket([{ key: 'a', strength: 0 }])).toThrow(RangeError);
  });

  it('property, S0 §9: the priced book sums (1/price) to 1 + margin; an entrant that cannot win is not offered', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.5, max: 100, noNaN: true }), { minLength: 2, maxLength: 30 }), fc.integer({ min: 0, max: 4000 }), (strengths, margin) => {
        const priced = priceOutright([...strengths.map((strength, i) => ({ key: `e${i}`, strength })), { key: 'none', strength: 0 }], margin);
        expect(priced.outcomes.at(-1)).toMatchObject({ price: MAX_PRICE, open: false });
        const live = priced.outcomes.slice(0, -1);
        if (live.some((o) => !o.open || o.price === MAX_PRICE)) return;
        const book = live.reduce((s, o) => s + 1000 / o.price, 0);
        expect(book).toBeGreaterThanOrEqual(1 + margin / 10_000 - 1e-9);
        expect(book).toBeLessThanOrEqual((1 + margin / 10_000) * 1.001 + 1e-9);
      }),
    );
  });
});
