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
});
