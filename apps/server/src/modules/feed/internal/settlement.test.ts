import { describe, expect, it } from 'vitest';
import type { EventResult } from '@wager/domain';
import { settleMarket } from './settlement.ts';

const football: EventResult = {
  kind: 'match',
  score: [2, 1],
  periods: [
    { period: 'h1', score: [1, 1] },
    { period: 'h2', score: [1, 0] },
  ],
  winner: 'home',
};
const settle = (key: string, outcomes: string[], result: EventResult = football) => Object.fromEntries(settleMarket(key, outcomes, result) ?? []);

describe('decision 012: settling markets from a result', () => {
  it('decision 012: 1x2, double chance, draw no bet, both teams to score and correct score of a 2-1', () => {
    expect(settle('ft.1x2', ['home', 'draw', 'away'])).toEqual({ home: 'won', draw: 'lost', away: 'lost' });
    expect(settle('1h.1x2', ['home', 'draw', 'away'])).toEqual({ home: 'lost', draw: 'won', away: 'lost' });
    expect(settle('ft.dc', ['1x', '12', 'x2'])).toEqual({ '1x': 'won', '12': 'won', x2: 'lost' });
    expect(settle('1h.total:1.5', ['over', 'under'])).toEqual({ over: 'won', under: 'lost' });
    expect(settle('ft.btts', ['yes', 'no'])).toEqual({ yes: 'won', no: 'lost' });
    expect(settle('ft.cs', ['2-1', '1-1', 'other_home'])).toEqual({ '2-1': 'won', '1-1': 'lost', other_home: 'lost' });
    expect(settle('ft.cs', ['0-0', 'other_home', 'other_away'])).toEqual({ '0-0': 'lost', other_home: 'won', other_away: 'lost' });
  });

  it('decision 012: Asian lines: whole lines met are void, quarter lines half won or half lost', () => {
    expect(settle('ft.total:3', ['over', 'under'])).toEqual({ over: 'void', under: 'void' });
    expect(settle('ft.total:2.75', ['over', 'under'])).toEqual({ over: 'half_won', under: 'half_lost' });
    expect(settle('ft.total:3.25', ['over', 'under'])).toEqual({ over: 'half_lost', under: 'half_won' });
    expect(settle('ft.ah:-1', ['home', 'away'])).toEqual({ home: 'void', away: 'void' });
    expect(settle('ft.ah:-0.75', ['home', 'away'])).toEqual({ home: 'half_won', away: 'half_lost' });
    expect(settle('ft.ah:-1.5', ['home', 'away'])).toEqual({ home: 'lost', away: 'won' });
    expect(settle('ft.ah:0.25', ['home', 'away'])).toEqual({ home: 'won', away: 'lost' });
  });

  it('decision 012: sets, games and periods never played', () => {
    const tennis: EventResult = { kind: 'match', score: [2, 1], periods: [{ period: 'set1', score: [6, 4] }, { period: 'set2', score: [3, 6] }, { period: 'set3', score: [7, 6] }], winner: 'home' };
    expect(settle('ft.set_score', ['2-0', '2-1', '1-2', '0-2'], tennis)).toEqual({ '2-0': 'lost', '2-1': 'won', '1-2': 'lost', '0-2': 'lost' });
    expect(settle('ft.games_total:31.5', ['over', 'under'], tennis)).toEqual({ over: 'won', under: 'lost' });
    expect(settle('set2.winner', ['home', 'away'], tennis)).toEqual({ home: 'lost', away: 'won' });
    expect(settle('ft.sets_ah:-1.5', ['home', 'away'], tennis)).toEqual({ home: 'lost', away: 'won' });
    expect(settleMarket('set1.game1.winner', ['home', 'away'], tennis)).toBeNull();
    expect(settleMarket('set4.winner', ['home', 'away'], tennis)).toBeNull();
  });

  it('decision 012: the match winner comes from the result (a shootout), regulation from the periods', () => {
    const hockey: EventResult = {
      kind: 'match',
      score: [3, 2],
      periods: [{ period: 'p1', score: [1, 0] }, { period: 'p2', score: [0, 1] }, { period: 'p3', score: [1, 1] }, { period: 'ot', score: [0, 0] }, { period: 'so', score: [1, 0] }],
      winner: 'home',
      decidedBy: 'shootout',
    };
    expect(settle('ft.winner', ['home', 'away'], hockey)).toEqual({ home: 'won', away: 'lost' });
    expect(settle('reg.1x2', ['home', 'draw', 'away'], hockey)).toEqual({ home: 'lost', draw: 'won', away: 'lost' });
    const mma: EventResult = { kind: 'match', score: [0, 0], periods: [], winner: 'away', method: 'submission', endRound: 2 };
    expect(settle('ft.method', ['home.ko', 'away.sub', 'away.dec'], mma)).toEqual({ 'home.ko': 'lost', 'away.sub': 'won', 'away.dec': 'lost' });
  });

  it('decision 012: halves: 2nd half from h2, HT/FT from h1 and the final score, highest scoring half; basketball halves from its quarters', () => {
    // 2-1: half time 1-1, second half 1-0.
    expect(settle('2h.1x2', ['home', 'draw', 'away'])).toEqual({ home: 'won', draw: 'lost', away: 'lost' });
    expect(settle('2h.dc', ['1x', '12', 'x2'])).toEqual({ '1x': 'won', '12': 'won', x2: 'lost' });
    expect(settle('2h.total:0.5', ['over', 'under'])).toEqual({ over: 'won', under: 'lost' });
    expect(settle('2h.btts', ['yes', 'no'])).toEqual({ yes: 'lost', no: 'won' });
    expect(settle('1h.dc', ['1x', '12', 'x2'])).toEqual({ '1x': 'won', '12': 'lost', x2: 'won' });
    expect(settle('1h.btts', ['yes', 'no'])).toEqual({ yes: 'won', no: 'lost' });
    expect(settle('1h.cs', ['0-0', '1-1', '2-2', 'other_draw'])).toEqual({ '0-0': 'lost', '1-1': 'won', '2-2': 'lost', other_draw: 'lost' });
    const htft = ['home.home', 'home.draw', 'home.away', 'draw.home', 'draw.draw', 'draw.away', 'away.home', 'away.draw', 'away.away'];
    expect(Object.entries(settle('ft.htft', htft)).filter(([, r]) => r === 'won')).toEqual([['draw.home', 'won']]);
    expect(settle('ft.highest_half', ['first', 'second', 'equal'])).toEqual({ first: 'won', second: 'lost', equal: 'lost' });
    const even: EventResult = { ...football, score: [1, 1], periods: [{ period: 'h1', score: [1, 0] }, { period: 'h2', score: [0, 1] }], winner: 'draw' };
    expect(settle('ft.highest_half', ['first', 'second', 'equal'], even)).toEqual({ first: 'lost', second: 'lost', equal: 'won' });
    expect(Object.entries(settle('ft.htft', htft, even)).filter(([, r]) => r === 'won')).toEqual([['home.draw', 'won']]);
    const basketball: EventResult = {
      kind: 'match',
      score: [110, 108],
      periods: [{ period: 'q1', score: [30, 25] }, { period: 'q2', score: [20, 28] }, { period: 'q3', score: [25, 25] }, { period: 'q4', score: [25, 22] }, { period: 'ot1', score: [10, 8] }],
      winner: 'home',
      decidedBy: 'overtime',
    };
    // Halves are regulation's: 50-53 and 50-47; overtime belongs to neither.
    expect(settle('1h.1x2', ['home', 'draw', 'away'], basketball)).toEqual({ home: 'lost', draw: 'lost', away: 'won' });
    expect(settle('2h.ah:-2.5', ['home', 'away'], basketball)).toEqual({ home: 'won', away: 'lost' });
    expect(settle('2h.total:97.5', ['over', 'under'], basketball)).toEqual({ over: 'lost', under: 'won' });
    expect(settle('q2.total:47.5', ['over', 'under'], basketball)).toEqual({ over: 'won', under: 'lost' });
    expect(settle('ft.home_total:109.5', ['over', 'under'], basketball)).toEqual({ over: 'won', under: 'lost' });
    expect(settle('ft.odd_even', ['odd', 'even'], basketball)).toEqual({ odd: 'lost', even: 'won' });
    // A half never completed (an abandoned match's record) cannot be settled: the caller voids it.
    expect(settleMarket('2h.1x2', ['home', 'draw', 'away'], { ...basketball, periods: basketball.periods.slice(0, 3) })).toBeNull();
  });

  it('decision 012: team totals (Asian whole and quarter lines), odd/even, exact goals, win to nil, result and both to score, result and total', () => {
    // 2-1.
    expect(settle('ft.home_total:1.5', ['over', 'under'])).toEqual({ over: 'won', under: 'lost' });
    expect(settle('ft.home_total:2', ['over', 'under'])).toEqual({ over: 'void', under: 'void' });
    expect(settle('ft.home_total:1.75', ['over', 'under'])).toEqual({ over: 'half_won', under: 'half_lost' });
    expect(settle('ft.away_total:1.25', ['over', 'under'])).toEqual({ over: 'half_lost', under: 'half_won' });
    expect(settle('ft.away_total:0.75', ['over', 'under'])).toEqual({ over: 'half_won', under: 'half_lost' });
    expect(settle('ft.odd_even', ['odd', 'even'])).toEqual({ odd: 'won', even: 'lost' });
    const exact = ['0', '1', '2', '3', '4', '5', '6+'];
    expect(Object.entries(settle('ft.exact_goals', exact)).filter(([, r]) => r === 'won')).toEqual([['3', 'won']]);
    const seven: EventResult = { ...football, score: [5, 2], periods: [{ period: 'h1', score: [3, 0] }, { period: 'h2', score: [2, 2] }] };
    expect(Object.entries(settle('ft.exact_goals', exact, seven)).filter(([, r]) => r === 'won')).toEqual([['6+', 'won']]);
    expect(settle('ft.home_win_to_nil', ['yes', 'no'])).toEqual({ yes: 'lost', no: 'won' });
    const nil: EventResult = { ...football, score: [0, 2], periods: [{ period: 'h1', score: [0, 0] }, { period: 'h2', score: [0, 2] }], winner: 'away' };
    expect(settle('ft.away_win_to_nil', ['yes', 'no'], nil)).toEqual({ yes: 'won', no: 'lost' });
    expect(settle('ft.home_win_to_nil', ['yes', 'no'], nil)).toEqual({ yes: 'lost', no: 'won' });
    const combos = ['home.yes', 'home.no', 'draw.yes', 'draw.no', 'away.yes', 'away.no'];
    expect(Object.entries(settle('ft.result_btts', combos)).filter(([, r]) => r === 'won')).toEqual([['home.yes', 'won']]);
    expect(Object.entries(settle('ft.result_btts', combos, nil)).filter(([, r]) => r === 'won')).toEqual([['away.no', 'won']]);
    const totals = ['home.over', 'home.under', 'draw.over', 'draw.under', 'away.over', 'away.under'];
    expect(Object.entries(settle('ft.result_total:2.5', totals)).filter(([, r]) => r === 'won')).toEqual([['home.over', 'won']]);
    expect(Object.entries(settle('ft.result_total:2.5', totals, nil)).filter(([, r]) => r === 'won')).toEqual([['away.under', 'won']]);
  });

  it('decision 012: ice hockey periods, regulation double chance, team totals with the shootout goal, odd/even on the final score', () => {
    const hockey: EventResult = {
      kind: 'match',
      score: [3, 2],
      periods: [{ period: 'p1', score: [1, 0] }, { period: 'p2', score: [0, 1] }, { period: 'p3', score: [1, 1] }, { period: 'ot', score: [0, 0] }, { period: 'so', score: [2, 1] }],
      winner: 'home',
      decidedBy: 'shootout',
    };
    expect(settle('p1.1x2', ['home', 'draw', 'away'], hockey)).toEqual({ home: 'won', draw: 'lost', away: 'lost' });
    expect(settle('p3.total:1.5', ['over', 'under'], hockey)).toEqual({ over: 'won', under: 'lost' });
    expect(settle('p2.total:1', ['over', 'under'], hockey)).toEqual({ over: 'void', under: 'void' });
    expect(settle('reg.dc', ['1x', '12', 'x2'], hockey)).toEqual({ '1x': 'won', '12': 'lost', x2: 'won' });
    // The shootout winner's goal counts (3-2), the shootout's own goals (2-1) do not.
    expect(settle('ft.home_total:2.5', ['over', 'under'], hockey)).toEqual({ over: 'won', under: 'lost' });
    expect(settle('ft.away_total:2.25', ['over', 'under'], hockey)).toEqual({ over: 'half_lost', under: 'half_won' });
    expect(settle('ft.home_total:3.25', ['over', 'under'], hockey)).toEqual({ over: 'half_lost', under: 'half_won' });
    expect(settle('ft.odd_even', ['odd', 'even'], hockey)).toEqual({ odd: 'won', even: 'lost' });
  });

  it('decision 012: tennis games handicap, a set\'s games and score, and each game\'s winner from the set\'s games', () => {
    const tennis: EventResult = {
      kind: 'match',
      score: [2, 1],
      periods: [
        { period: 'set1', score: [6, 4], gameWinners: ['home', 'away', 'home', 'home', 'away', 'home', 'away', 'home', 'away', 'home'] },
        { period: 'set2', score: [3, 6], gameWinners: ['away', 'away', 'home', 'away', 'home', 'away', 'home', 'away', 'away'] },
        { period: 'set3', score: [7, 6], tiebreak: [7, 5], gameWinners: [...Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'home' : 'away') as 'home' | 'away'), 'home'] },
      ],
      winner: 'home',
    };
    // Games 16-16: a level games handicap refunds, quarter lines split.
    expect(settle('ft.games_ah:0', ['home', 'away'], tennis)).toEqual({ home: 'void', away: 'void' });
    expect(settle('ft.games_ah:-0.25', ['home', 'away'], tennis)).toEqual({ home: 'half_lost', away: 'half_won' });
    expect(settle('ft.games_ah:1.5', ['home', 'away'], tennis)).toEqual({ home: 'won', away: 'lost' });
    expect(settle('set2.games_total:8.5', ['over', 'under'], tennis)).toEqual({ over: 'won', under: 'lost' });
    expect(settle('set3.games_total:12.5', ['over', 'under'], tennis)).toEqual({ over: 'won', under: 'lost' });
    const setScores = ['6-0', '6-1', '6-2', '6-3', '6-4', '7-5', '7-6', '0-6', '1-6', '2-6', '3-6', '4-6', '5-7', '6-7'];
    expect(Object.entries(settle('set2.cs', setScores, tennis)).filter(([, r]) => r === 'won')).toEqual([['3-6', 'won']]);
    expect(settle('set1.game2.winner', ['home', 'away'], tennis)).toEqual({ home: 'lost', away: 'won' });
    expect(settle('set3.game13.winner', ['home', 'away'], tennis)).toEqual({ home: 'won', away: 'lost' }); // the tiebreak
    expect(settleMarket('set2.game10.winner', ['home', 'away'], tennis)).toBeNull(); // never played
  });

  it('decision 012: rally sports: total sets, a set\'s points handicap and total; table tennis games are its sets', () => {
    const volleyball: EventResult = {
      kind: 'match',
      score: [3, 1],
      periods: [{ period: 'set1', score: [25, 20] }, { period: 'set2', score: [23, 25] }, { period: 'set3', score: [27, 25] }, { period: 'set4', score: [25, 18] }],
      winner: 'home',
    };
    expect(settle('ft.sets_total:3.5', ['over', 'under'], volleyball)).toEqual({ over: 'won', under: 'lost' });
    expect(settle('ft.sets_total:4.5', ['over', 'under'], volleyball)).toEqual({ over: 'lost', under: 'won' });
    expect(settle('set3.ah:-2.5', ['home', 'away'], volleyball)).toEqual({ home: 'lost', away: 'won' });
    expect(settle('set2.ah:1.5', ['home', 'away'], volleyball)).toEqual({ home: 'lost', away: 'won' });
    expect(settle('set3.points_total:51.5', ['over', 'under'], volleyball)).toEqual({ over: 'won', under: 'lost' });
    const tableTennis: EventResult = { kind: 'match', score: [3, 0], periods: [{ period: 'game1', score: [11, 9] }, { period: 'game2', score: [11, 3] }, { period: 'game3', score: [13, 11] }], winner: 'home' };
    expect(settle('set3.points_total:23.5', ['over', 'under'], tableTennis)).toEqual({ over: 'won', under: 'lost' });
    expect(settle('set2.ah:-7.5', ['home', 'away'], tableTennis)).toEqual({ home: 'won', away: 'lost' });
    expect(settle('ft.sets_total:3.5', ['over', 'under'], tableTennis)).toEqual({ over: 'lost', under: 'won' });
  });

  it('decision 012: esports: a map\'s winner from the map (Dota kills do not tell it), CS2 rounds total and handicap', () => {
    const dota: EventResult = {
      kind: 'match',
      score: [2, 1],
      // Map 1's loser had more kills.
      periods: [{ period: 'map1', score: [20, 25], winner: 'home' }, { period: 'map2', score: [10, 30], winner: 'away' }, { period: 'map3', score: [28, 12], winner: 'home' }],
      winner: 'home',
    };
    expect(settle('map1.winner', ['home', 'away'], dota)).toEqual({ home: 'won', away: 'lost' });
    expect(settle('map2.winner', ['home', 'away'], dota)).toEqual({ home: 'lost', away: 'won' });
    const cs2: EventResult = { kind: 'match', score: [1, 0], periods: [{ period: 'map1', score: [16, 13], map: 'Mirage', winner: 'home' }], winner: 'home' };
    expect(settle('map1.rounds_total:28.5', ['over', 'under'], cs2)).toEqual({ over: 'won', under: 'lost' });
    expect(settle('map1.rounds_ah:-3.5', ['home', 'away'], cs2)).toEqual({ home: 'lost', away: 'won' });
    expect(settle('map1.rounds_ah:-2.5', ['home', 'away'], cs2)).toEqual({ home: 'won', away: 'lost' });
    expect(settleMarket('map2.rounds_total:21.5', ['over', 'under'], cs2)).toBeNull();
  });

  it('decision 012: MMA goes the distance only on a decision', () => {
    const decision: EventResult = { kind: 'match', score: [1, 0], periods: [], winner: 'home', method: 'decision', endRound: 3 };
    expect(settle('ft.distance', ['yes', 'no'], decision)).toEqual({ yes: 'won', no: 'lost' });
    expect(settle('ft.distance', ['yes', 'no'], { ...decision, method: 'ko', endRound: 1 })).toEqual({ yes: 'lost', no: 'won' });
  });
});
