import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footballMarkets, type FootballState } from './football.ts';
import { iceHockeyMarkets, overtimeHomeWin } from './ice-hockey.ts';
import { priceMarkets } from './margin.ts';
import type { FairMarket } from './market.ts';

/** Poisson P(X = k) straight from the formula (the models build it by recurrence). */
function poisson(mean: number, k: number): number {
  let factorial = 1;
  for (let i = 2; i <= k; i++) factorial *= i;
  return (Math.exp(-mean) * mean ** k) / factorial;
}

/** Sums f(h, a) · P(h, a) over final scores for independent Poisson goals still to come. */
function grid(home: number, away: number, f: (h: number, a: number) => boolean, from = { home: 0, away: 0 }): number {
  let total = 0;
  for (let i = 0; i < 40; i++) for (let j = 0; j < 40; j++) if (f(from.home + i, from.away + j)) total += poisson(home, i) * poisson(away, j);
  return total;
}

const byKey = (markets: readonly FairMarket[]): Map<string, Map<string, number>> =>
  new Map(markets.map((m) => [m.key, new Map(m.outcomes.map((o) => [o.key, o.probability]))]));
const get = (markets: Map<string, Map<string, number>>, market: string, outcome: string): number => {
  const value = markets.get(market)?.get(outcome);
  if (value === undefined) throw new Error(`no ${market} ${outcome}`);
  return value;
};

const expectedGoals = fc.double({ min: 0, max: 4, noNaN: true });
const liveState = fc.record({
  minute: fc.double({ min: 0, max: 95, noNaN: true }),
  score: fc.record({ home: fc.integer({ min: 0, max: 6 }), away: fc.integer({ min: 0, max: 6 }) }),
  homeReds: fc.integer({ min: 0, max: 2 }),
  awayReds: fc.integer({ min: 0, max: 2 }),
});

describe('football pricing (Poisson grid)', () => {
  const markets = byKey(footballMarkets({ homeExpectedGoals: 1.5, awayExpectedGoals: 1.2 }));

  it('1X2, over 2.5 and both to score for λ = 1.5 / 1.2 match the hand-computed Poisson sums', () => {
    // Computed separately: Σ P(i)P(j) over i > j, i = j, i < j; i + j ≥ 3; i, j ≥ 1.
    expect(get(markets, 'ft.1x2', 'home')).toBeCloseTo(0.4414651731668335, 12);
    expect(get(markets, 'ft.1x2', 'draw')).toBeCloseTo(0.25481677758645105, 12);
    expect(get(markets, 'ft.1x2', 'away')).toBeCloseTo(0.303718049246715, 12);
    expect(get(markets, 'ft.total:2.5', 'over')).toBeCloseTo(0.5063755089265385, 12);
    expect(get(markets, 'ft.btts', 'yes')).toBeCloseTo(0.5428811406791183, 12);
    // First half: 45% of the goal intensity.
    expect(get(markets, '1h.1x2', 'home')).toBeCloseTo(0.3350754784493036, 12);
  });

  it('quarter lines are split stakes: over 2.25 breaks even at P(≥3) / (1 - ½P(2)); AH -0.25 at P(home) / (1 - ½P(draw))', () => {
    const two = grid(1.5, 1.2, (h, a) => h + a === 2);
    expect(get(markets, 'ft.total:2.25', 'over')).toBeCloseTo(0.5063755089265385 / (1 - two / 2), 12);
    expect(get(markets, 'ft.ah:-0.25', 'home')).toBeCloseTo(0.4414651731668335 / (1 - 0.25481677758645105 / 2), 12);
    // A whole line refunds on the line: AH 0 is draw no bet.
    expect(get(markets, 'ft.ah:0', 'home')).toBeCloseTo(get(markets, 'ft.dnb', 'home'), 14);
  });

  it('market and outcome keys are stable', () => {
    expect([...markets.keys()]).toEqual([
      'ft.1x2', 'ft.dc', 'ft.dnb',
      'ft.total:0.5', 'ft.total:1.5', 'ft.total:2.25', 'ft.total:2.5', 'ft.total:2.75', 'ft.total:3.5', 'ft.total:4.5',
      'ft.ah:-1.25', 'ft.ah:-0.75', 'ft.ah:-0.5', 'ft.ah:-0.25', 'ft.ah:0', 'ft.ah:0.25', 'ft.ah:0.75',
      'ft.home_total:0.5', 'ft.home_total:1.5', 'ft.home_total:2.5', 'ft.away_total:0.5', 'ft.away_total:1.5', 'ft.away_total:2.5',
      'ft.btts', 'ft.cs', 'ft.odd_even', 'ft.exact_goals', 'ft.home_win_to_nil', 'ft.away_win_to_nil', 'ft.result_btts', 'ft.result_total:2.5',
      '1h.1x2', '1h.dc', '1h.total:0.5', '1h.total:1.5', '1h.total:2.5', '1h.btts', '1h.cs',
      '2h.1x2', '2h.dc', '2h.total:0.5', '2h.total:1.5', '2h.total:2.5', '2h.btts', 'ft.htft', 'ft.highest_half',
    ]);
    expect(markets.size).toBeGreaterThanOrEqual(45);
    expect([...markets.get('ft.htft')!.keys()]).toEqual(['home.home', 'home.draw', 'home.away', 'draw.home', 'draw.draw', 'draw.away', 'away.home', 'away.draw', 'away.away']);
    expect([...markets.get('ft.exact_goals')!.keys()]).toEqual(['0', '1', '2', '3', '4', '5', '6+']);
    expect([...markets.get('ft.result_btts')!.keys()]).toEqual(['home.yes', 'home.no', 'draw.yes', 'draw.no', 'away.yes', 'away.no']);
    expect([...markets.get('ft.result_total:2.5')!.keys()]).toEqual(['home.over', 'home.under', 'draw.over', 'draw.under', 'away.over', 'away.under']);
    expect([...markets.get('ft.highest_half')!.keys()]).toEqual(['first', 'second', 'equal']);
    expect([...markets.get('ft.odd_even')!.keys()]).toEqual(['odd', 'even']);
    expect([...markets.get('1h.cs')!.keys()]).toHaveLength(12);
    expect([...markets.get('ft.1x2')!.keys()]).toEqual(['home', 'draw', 'away']);
    expect([...markets.get('ft.dc')!.keys()]).toEqual(['1x', '12', 'x2']);
    const cs = [...markets.get('ft.cs')!.keys()];
    expect(cs.slice(0, 3)).toEqual(['0-0', '0-1', '0-2']);
    expect(cs.slice(-4)).toEqual(['5-5', 'other_home', 'other_draw', 'other_away']);
    expect(cs).toHaveLength(39);
    const lines = footballMarkets({ homeExpectedGoals: 1.5, awayExpectedGoals: 1.2 }, undefined, { totalLines: [2, 3.25], handicapLines: [-1] });
    expect(lines.filter((m) => m.key.startsWith('ft.total:') || m.key.startsWith('ft.ah:')).map((m) => [m.key, m.lineQuarters])).toEqual([
      ['ft.total:2', 8],
      ['ft.total:3.25', 13],
      ['ft.ah:-1', -4],
    ]);
  });

  it('in play: what remains scales with the time left; a red card cuts that side\'s goals', () => {
    const live = byKey(footballMarkets({ homeExpectedGoals: 1.5, awayExpectedGoals: 1.2 }, { minute: 60, score: { home: 1, away: 0 } }));
    // 30 of the second half's 45 minutes left, at 55% of the goals in the second half.
    const left = 0.55 * (30 / 45);
    expect(get(live, 'ft.1x2', 'home')).toBeCloseTo(grid(1.5 * left, 1.2 * left, (h, a) => h > a, { home: 1, away: 0 }), 12);
    expect(live.has('1h.1x2')).toBe(false);
    expect(live.has('ft.total:0.5')).toBe(false); // settled: a goal is in
    const red = byKey(footballMarkets({ homeExpectedGoals: 1.5, awayExpectedGoals: 1.2 }, { minute: 60, score: { home: 1, away: 0 }, homeReds: 1 }));
    expect(get(red, 'ft.1x2', 'home')).toBeLessThan(get(live, 'ft.1x2', 'home'));
  });

  it('finished: every probability is 0 or 1, and certain refunds (AH 0 on a draw, total 2 at 1-1) are not offered', () => {
    const done = footballMarkets({ homeExpectedGoals: 1.5, awayExpectedGoals: 1.2 }, { minute: 90, score: { home: 1, away: 1 } }, { totalLines: [1.5, 2, 2.5], handicapLines: [0, -0.5] });
    for (const market of done) for (const { probability } of market.outcomes) expect(probability === 0 || probability === 1).toBe(true);
    const keys = done.map((m) => m.key);
    expect(keys).not.toContain('ft.ah:0');
    expect(keys).not.toContain('ft.dnb');
    expect(keys).not.toContain('ft.total:2');
    expect(byKey(done).get('ft.cs')!.get('1-1')).toBe(1);
  });

  it('property: each market sums to 1 (double chance to 2) within 1e-9', () => {
    fc.assert(
      fc.property(expectedGoals, expectedGoals, liveState, (home, away, state) => {
        for (const market of footballMarkets({ homeExpectedGoals: home, awayExpectedGoals: away }, state)) {
          const total = market.outcomes.reduce((sum, o) => sum + o.probability, 0);
          expect(total).toBeCloseTo(market.key.endsWith('.dc') ? 2 : 1, 9);
          for (const o of market.outcomes) expect(o.probability).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('property: correlated markets agree (1X2 = correct-score cells, totals = cells, double chance, draw no bet, AH -0.5 = 1X2)', () => {
    fc.assert(
      fc.property(expectedGoals, expectedGoals, liveState, (home, away, state) => {
        const all = footballMarkets({ homeExpectedGoals: home, awayExpectedGoals: away }, state, { totalLines: [0.5, 1.5, 2.5, 3.5, 4.5, 5.5], handicapLines: [-0.5] });
        const m = byKey(all);
        const cs = m.get('ft.cs')!;
        const cells = [...cs].filter(([key]) => /^\d-\d$/.test(key)).map(([key, p]) => [...key.split('-').map(Number), p] as [number, number, number]);
        const sumCells = (f: (h: number, a: number) => boolean) => cells.reduce((s, [h, a, p]) => (f(h, a) ? s + p : s), 0);
        const [H, D, A] = ['home', 'draw', 'away'].map((k) => get(m, 'ft.1x2', k)) as [number, number, number];
        expect(sumCells((h, a) => h > a) + cs.get('other_home')!).toBeCloseTo(H, 12);
        expect(sumCells((h, a) => h === a) + cs.get('other_draw')!).toBeCloseTo(D, 12);
        expect(sumCells((h, a) => h < a) + cs.get('other_away')!).toBeCloseTo(A, 12);
        for (const line of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]) {
          if (!m.has(`ft.total:${line}`)) continue;
          // Every "other" score has a side above 5, so more than 5.5 goals.
          const over = sumCells((h, a) => h + a > line) + cs.get('other_home')! + cs.get('other_draw')! + cs.get('other_away')!;
          expect(get(m, `ft.total:${line}`, 'over')).toBeCloseTo(over, 12);
        }
        expect(get(m, 'ft.dc', '1x')).toBeCloseTo(H + D, 14);
        expect(get(m, 'ft.dc', '12')).toBeCloseTo(H + A, 14);
        expect(get(m, 'ft.dc', 'x2')).toBeCloseTo(D + A, 14);
        if (H + A > 1e-9) expect(get(m, 'ft.dnb', 'home')).toBeCloseTo(H / (H + A), 9);
        expect(get(m, 'ft.ah:-0.5', 'home')).toBeCloseTo(H, 12);
      }),
    );
  });

  it('property: more home expected goals, or a home goal, never lowers the home win probability', () => {
    fc.assert(
      fc.property(expectedGoals, expectedGoals, fc.double({ min: 0, max: 2, noNaN: true }), liveState, (home, away, more, state) => {
        const win = (h: number, s: FootballState) => byKey(footballMarkets({ homeExpectedGoals: h, awayExpectedGoals: away }, s)).get('ft.1x2')!.get('home')!;
        expect(win(home + more, state)).toBeGreaterThanOrEqual(win(home, state) - 1e-12);
        const scored = { ...state, score: { ...state.score, home: state.score.home + 1 } };
        expect(win(home, scored)).toBeGreaterThanOrEqual(win(home, state) - 1e-12);
      }),
    );
  });

  it('property, S0 §9: each priced book sums (1/price) to 1 + margin (double chance 2 × that) unless a price was clamped', () => {
    fc.assert(
      fc.property(expectedGoals, expectedGoals, liveState, fc.integer({ min: 0, max: 1500 }), (home, away, state, margin) => {
        for (const market of priceMarkets(footballMarkets({ homeExpectedGoals: home, awayExpectedGoals: away }, state), margin)) {
          if (market.outcomes.some((o) => !o.open || o.price === 1_001_000)) continue;
          const fair = market.outcomes.reduce((s, o) => s + o.probability, 0);
          const book = market.outcomes.reduce((s, o) => s + 1000 / o.price, 0);
          expect(book).toBeGreaterThanOrEqual(fair * (1 + margin / 10_000) - 1e-9);
          expect(book).toBeLessThanOrEqual(fair * (1 + margin / 10_000) * 1.001 + 1e-9);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('football pricing: the deeper markets come from the same grids', () => {
  const model = { homeExpectedGoals: 1.5, awayExpectedGoals: 1.2 };
  const m = byKey(footballMarkets(model));
  const first = 0.45;

  /** Sums f over both halves' goals: first-half Poisson(0.45 λ), second-half Poisson(0.55 λ), independent. */
  function halves(f: (h1: number, a1: number, h2: number, a2: number) => boolean): number {
    let total = 0;
    for (let h1 = 0; h1 < 14; h1++)
      for (let a1 = 0; a1 < 14; a1++) {
        const p1 = poisson(1.5 * first, h1) * poisson(1.2 * first, a1);
        for (let h2 = 0; h2 < 14; h2++)
          for (let a2 = 0; a2 < 14; a2++) if (f(h1, a1, h2, a2)) total += p1 * poisson(1.5 * (1 - first), h2) * poisson(1.2 * (1 - first), a2);
      }
    return total;
  }

  it.each<[string, string, (h: number, a: number) => boolean]>([
    ['ft.home_total:1.5', 'over', (h) => h >= 2],
    ['ft.away_total:0.5', 'under', (_h, a) => a === 0],
    ['ft.odd_even', 'odd', (h, a) => (h + a) % 2 === 1],
    ['ft.exact_goals', '3', (h, a) => h + a === 3],
    ['ft.exact_goals', '6+', (h, a) => h + a >= 6],
    ['ft.home_win_to_nil', 'yes', (h, a) => h > 0 && a === 0],
    ['ft.away_win_to_nil', 'no', (h, a) => !(a > 0 && h === 0)],
    ['ft.result_btts', 'home.yes', (h, a) => h > a && a > 0],
    ['ft.result_btts', 'draw.no', (h, a) => h === a && h === 0],
    ['ft.result_total:2.5', 'away.under', (h, a) => a > h && h + a < 2.5],
    ['ft.result_total:2.5', 'home.over', (h, a) => h > a && h + a > 2.5],
  ])('%s %s is the hand-summed Poisson grid (λ = 1.5 / 1.2)', (market, outcome, f) => {
    expect(get(m, market, outcome)).toBeCloseTo(grid(1.5, 1.2, f), 12);
  });

  it.each<[string, string, (h1: number, a1: number, h2: number, a2: number) => boolean]>([
    ['ft.htft', 'home.home', (h1, a1, h2, a2) => h1 > a1 && h1 + h2 > a1 + a2],
    ['ft.htft', 'draw.away', (h1, a1, h2, a2) => h1 === a1 && h1 + h2 < a1 + a2],
    ['ft.htft', 'away.home', (h1, a1, h2, a2) => h1 < a1 && h1 + h2 > a1 + a2],
    ['ft.highest_half', 'first', (h1, a1, h2, a2) => h1 + a1 > h2 + a2],
    ['ft.highest_half', 'equal', (h1, a1, h2, a2) => h1 + a1 === h2 + a2],
    ['2h.1x2', 'draw', (_h1, _a1, h2, a2) => h2 === a2],
    ['2h.total:1.5', 'over', (_h1, _a1, h2, a2) => h2 + a2 >= 2],
    ['2h.btts', 'yes', (_h1, _a1, h2, a2) => h2 > 0 && a2 > 0],
    ['1h.btts', 'no', (h1, a1) => h1 === 0 || a1 === 0],
    ['1h.cs', '1-0', (h1, a1) => h1 === 1 && a1 === 0],
    ['1h.cs', 'other_home', (h1, a1) => h1 > a1 && h1 > 2],
    ['1h.dc', 'x2', (h1, a1) => h1 <= a1],
  ])('%s %s is the hand-summed grid of the two halves (45%% of the goals in the first)', (market, outcome, f) => {
    expect(get(m, market, outcome)).toBeCloseTo(halves(f), 12);
  });

  it('in play: the second half starts from its own goals (score less the half-time score); without that score it is not offered', () => {
    const state = { minute: 60, score: { home: 2, away: 1 }, halfTimeScore: { home: 1, away: 1 } };
    const live = byKey(footballMarkets(model, state));
    const left = (1 - first) * (30 / 45);
    // Second half so far 1-0.
    expect(get(live, '2h.1x2', 'home')).toBeCloseTo(grid(1.5 * left, 1.2 * left, (h, a) => h > a, { home: 1, away: 0 }), 12);
    expect(get(live, 'ft.highest_half', 'second')).toBeCloseTo(grid(1.5 * left, 1.2 * left, (h, a) => h + a > 2, { home: 1, away: 0 }), 12);
    expect(live.has('ft.htft')).toBe(false);
    expect(live.has('1h.1x2')).toBe(false);
    expect(live.has('ft.home_win_to_nil')).toBe(false); // decided: the away side has scored
    expect(live.has('2h.total:0.5')).toBe(false); // settled: the second half has a goal
    const blind = byKey(footballMarkets(model, { minute: 60, score: { home: 2, away: 1 } }));
    expect([...blind.keys()].some((k) => k.startsWith('2h.') || k === 'ft.highest_half')).toBe(false);
    // In the first half's stoppage time (minute 45, the h1 score is the score): the second half is all to come.
    const stoppage = byKey(footballMarkets(model, { minute: 45, score: { home: 1, away: 0 }, halfTimeScore: { home: 1, away: 0 } }));
    expect(get(stoppage, '2h.1x2', 'draw')).toBeCloseTo(get(m, '2h.1x2', 'draw'), 14);
  });

  const halfTime = fc.record({ home: fc.integer({ min: 0, max: 3 }), away: fc.integer({ min: 0, max: 3 }) });

  it('property: HT/FT summed over half time is FT 1X2, over full time the first half\'s 1X2; result combos sum to their parts; team totals agree with correct score', () => {
    fc.assert(
      fc.property(expectedGoals, expectedGoals, liveState, halfTime, (home, away, state, ht) => {
        // A half-time score consistent with the score (the second half's goals on top of it).
        const halfTimeScore = state.minute < 45 ? state.score : { home: Math.min(ht.home, state.score.home), away: Math.min(ht.away, state.score.away) };
        const all = footballMarkets({ homeExpectedGoals: home, awayExpectedGoals: away }, { ...state, halfTimeScore });
        const k = byKey(all);
        for (const market of all) expect(market.outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(market.key.endsWith('.dc') ? 2 : 1, 9);
        const results = ['home', 'draw', 'away'];
        if (k.has('ft.htft')) {
          for (const r of results) {
            expect(results.reduce((sum, ht) => sum + get(k, 'ft.htft', `${ht}.${r}`), 0)).toBeCloseTo(get(k, 'ft.1x2', r), 12);
            expect(results.reduce((sum, ft) => sum + get(k, 'ft.htft', `${r}.${ft}`), 0)).toBeCloseTo(get(k, '1h.1x2', r), 12);
          }
        }
        for (const r of results) expect(get(k, 'ft.result_btts', `${r}.yes`) + get(k, 'ft.result_btts', `${r}.no`)).toBeCloseTo(get(k, 'ft.1x2', r), 12);
        expect(results.reduce((sum, r) => sum + get(k, 'ft.result_btts', `${r}.yes`), 0)).toBeCloseTo(get(k, 'ft.btts', 'yes'), 12);
        const combo = all.find((x) => x.key.startsWith('ft.result_total:'))!;
        const line = combo.key.slice('ft.result_total:'.length);
        if (k.has(`ft.total:${line}`)) expect(results.reduce((sum, r) => sum + get(k, combo.key, `${r}.over`), 0)).toBeCloseTo(get(k, `ft.total:${line}`, 'over'), 12);
        // Exact goals against the totals: P(T < 2.5) = P(0) + P(1) + P(2).
        if (k.has('ft.total:2.5')) expect(['0', '1', '2'].reduce((sum, n) => sum + get(k, 'ft.exact_goals', n), 0)).toBeCloseTo(get(k, 'ft.total:2.5', 'under'), 12);
        // Team totals against correct score: the home side held to nil is 0-0 plus the away side's wins to nil.
        if (state.score.home === 0 && k.has('ft.home_total:0.5')) {
          expect(get(k, 'ft.home_total:0.5', 'under')).toBeCloseTo(get(k, 'ft.cs', '0-0') + get(k, 'ft.away_win_to_nil', 'yes'), 12);
        }
        if (k.has('1h.cs')) {
          const cs = [...k.get('1h.cs')!].filter(([key]) => /^\d-\d$/.test(key));
          const homeCells = cs.filter(([key]) => Number(key[0]) > Number(key[2])).reduce((sum, [, p]) => sum + p, 0);
          expect(homeCells + get(k, '1h.cs', 'other_home')).toBeCloseTo(get(k, '1h.1x2', 'home'), 12);
        }
      }),
    );
  });
});

describe('ice hockey pricing (Poisson, 60 minutes, overtime and shootout)', () => {
  const model = { homeExpectedGoals: 3.2, awayExpectedGoals: 2.8 };
  const m = byKey(iceHockeyMarkets(model));

  it('regulation 1X2 from the grid; the winner adds the overtime/shootout share of a regulation tie', () => {
    const draw = grid(3.2, 2.8, (h, a) => h === a);
    const home = grid(3.2, 2.8, (h, a) => h > a);
    expect(get(m, 'reg.1x2', 'draw')).toBeCloseTo(draw, 12);
    const overtime = overtimeHomeWin(model);
    // 5 minutes at 1.8 × the rate: P(goal) = 1 - e^-(6 × 5/60 × 1.8), the scorer home with 3.2/6; else a 50/50 shootout.
    const goal = 1 - Math.exp(-0.9);
    expect(overtime).toBeCloseTo((goal * 3.2) / 6 + (1 - goal) / 2, 14);
    expect(get(m, 'ft.winner', 'home')).toBeCloseTo(home + draw * overtime, 12);
  });

  it('the overtime winner is credited a goal: the puck line -1.5 needs a 2-goal regulation win; over 6.5 counts ties at 6', () => {
    expect(get(m, 'ft.ah:-1.5', 'home')).toBeCloseTo(grid(3.2, 2.8, (h, a) => h - a >= 2), 12);
    expect(get(m, 'ft.total:6.5', 'over')).toBeCloseTo(grid(3.2, 2.8, (h, a) => h + a >= 7 || (h === 3 && a === 3)), 12);
    expect([...m.keys()]).toEqual([
      'reg.1x2', 'ft.winner', 'ft.total:5.5', 'ft.total:6.5', 'ft.total:7.5', 'ft.ah:-2.5', 'ft.ah:-1.5', 'ft.ah:1.5', 'ft.ah:2.5',
      'reg.dc', 'ft.home_total:2.5', 'ft.home_total:3.5', 'ft.home_total:4.5', 'ft.away_total:1.5', 'ft.away_total:2.5', 'ft.away_total:3.5', 'ft.odd_even',
      'p1.1x2', 'p1.total:1.5', 'p1.total:2.5', 'p1.total:3.5', 'p2.1x2', 'p2.total:1.5', 'p2.total:2.5', 'p2.total:3.5', 'p3.1x2', 'p3.total:1.5', 'p3.total:2.5', 'p3.total:3.5',
    ]);
  });

  it('periods: each is the same Poisson grid over its 20 minutes; the one being played starts from its goals', () => {
    expect(get(m, 'p1.1x2', 'home')).toBeCloseTo(grid(3.2 / 3, 2.8 / 3, (h, a) => h > a), 12);
    expect(get(m, 'p3.total:1.5', 'over')).toBeCloseTo(grid(3.2 / 3, 2.8 / 3, (h, a) => h + a >= 2), 12);
    const live = byKey(iceHockeyMarkets(model, { minute: 25.5, score: { home: 2, away: 1 }, periodScore: { home: 1, away: 0 } }));
    const left = (40 - 25.5) / 60;
    expect(get(live, 'p2.1x2', 'draw')).toBeCloseTo(grid(3.2 * left, 2.8 * left, (h, a) => h === a, { home: 1, away: 0 }), 12);
    expect(get(live, 'p3.1x2', 'draw')).toBeCloseTo(get(m, 'p3.1x2', 'draw'), 14);
    expect(live.has('p1.1x2')).toBe(false);
    expect(live.has('p2.total:0.5')).toBe(false); // settled: the period has a goal
    // Without the period's goals the period being played is not priced; at its very start it needs none.
    const blind = byKey(iceHockeyMarkets(model, { minute: 25.5, score: { home: 2, away: 1 } }));
    expect(blind.has('p2.1x2')).toBe(false);
    expect(blind.has('p3.1x2')).toBe(true);
    expect(byKey(iceHockeyMarkets(model, { minute: 20, score: { home: 2, away: 1 } })).has('p2.1x2')).toBe(true);
  });

  it('team totals and odd/even count the goal credited to the overtime or shootout winner of a tie', () => {
    const overtime = overtimeHomeWin(model);
    expect(get(m, 'ft.home_total:3.5', 'over')).toBeCloseTo(grid(3.2, 2.8, (h) => h >= 4) + grid(3.2, 2.8, (h, a) => h === 3 && a === 3) * overtime, 12);
    expect(get(m, 'ft.away_total:2.5', 'under')).toBeCloseTo(grid(3.2, 2.8, (h, a) => a <= 2 && !(a === 2 && h === 2)) + grid(3.2, 2.8, (h, a) => h === 2 && a === 2) * overtime, 12);
    // A tie always ends odd: 3-3 becomes 4-3 or 3-4.
    expect(get(m, 'ft.odd_even', 'odd')).toBeCloseTo(grid(3.2, 2.8, (h, a) => (h + a) % 2 === 1 || h === a), 12);
    expect(get(m, 'reg.dc', '12')).toBeCloseTo(1 - get(m, 'reg.1x2', 'draw'), 14);
  });

  it('property: markets sum to 1; a home goal never lowers the home win probability; the end of regulation with a lead decides', () => {
    fc.assert(
      fc.property(expectedGoals, expectedGoals, fc.double({ min: 0, max: 60, noNaN: true }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (home, away, minute, h, a) => {
        const markets = iceHockeyMarkets({ homeExpectedGoals: home, awayExpectedGoals: away }, { minute, score: { home: h, away: a }, periodScore: { home: Math.min(h, 1), away: Math.min(a, 2) } });
        for (const market of markets) expect(market.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(market.key.endsWith('.dc') ? 2 : 1, 9);
        const win = (score: { home: number; away: number }) => get(byKey(iceHockeyMarkets({ homeExpectedGoals: home, awayExpectedGoals: away }, { minute, score })), 'ft.winner', 'home');
        expect(win({ home: h + 1, away: a })).toBeGreaterThanOrEqual(win({ home: h, away: a }) - 1e-12);
      }),
    );
    expect(get(byKey(iceHockeyMarkets(model, { minute: 60, score: { home: 3, away: 2 } })), 'ft.winner', 'home')).toBe(1);
  });
});
