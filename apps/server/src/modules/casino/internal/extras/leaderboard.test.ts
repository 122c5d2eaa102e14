import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskedPlayer, prizePool, rankStandings, statusAt } from './leaderboard.ts';

const row = (userId: number, currency: string, wagered: bigint, best: number, rounds = 1) => ({ userId, currency, rounds, accountId: userId * 10, wageredMinor: wagered, bestMultiplierX100: best });
const PRIZES: Record<string, string>[] = [{ EUR: '10000', USD: '11000' }, { EUR: '5000' }];

describe('tournament leaderboard (S0 §2.2 bonus/casino/tournaments/{id})', () => {
  it('S0 §2.2: wagered ranks by total stakes within the currency; prizes by place; ties go to more rounds', () => {
    const totals = [row(1, 'EUR', 500n, 900), row(2, 'EUR', 900n, 120), row(3, 'USD', 5000n, 100), row(4, 'EUR', 500n, 100, 3)];
    expect(rankStandings('wagered', totals, 'EUR', PRIZES)).toEqual([
      { place: 1, userId: 2, accountId: 20, score: 900n, rounds: 1, prizeMinor: 10000n },
      { place: 2, userId: 4, accountId: 40, score: 500n, rounds: 3, prizeMinor: 5000n },
      { place: 3, userId: 1, accountId: 10, score: 500n, rounds: 1, prizeMinor: null },
    ]);
  });

  it('S0 §2.2: multiplier ranks by the best win ÷ stake of one round; a player with no win is not on the board', () => {
    const totals = [row(1, 'EUR', 500n, 900), row(2, 'EUR', 900n, 120), row(5, 'EUR', 100n, 0)];
    expect(rankStandings('multiplier', totals, 'EUR', PRIZES).map((s) => [s.userId, s.score])).toEqual([[1, 900n], [2, 120n]]);
  });

  it('places are 1..n, scores never increase down the board (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ userId: fc.integer({ min: 1, max: 1e6 }), w: fc.bigInt({ min: 0n, max: 10n ** 12n }), b: fc.nat(1e6), r: fc.nat(500) }), { maxLength: 40 }), (rows) => {
        const unique = [...new Map(rows.map((r) => [r.userId, r])).values()];
        const board = rankStandings('wagered', unique.map((r) => row(r.userId, 'EUR', r.w, r.b, r.r)), 'EUR', PRIZES);
        board.forEach((standing, index) => {
          expect(standing.place).toBe(index + 1);
          if (index > 0) expect(board[index - 1]!.score >= standing.score).toBe(true);
        });
      }),
    );
  });

  it('a masked player never shows the whole id', () => {
    expect(maskedPlayer(12345)).toBe('Player 1•••5');
    expect(maskedPlayer(7)).toBe('Player 7•');
    expect(maskedPlayer(42)).toBe('Player 4•');
  });

  it('the prize pool adds up every place, per currency, in minor units', () => {
    expect(prizePool(PRIZES)).toEqual({ EUR: '15000', USD: '11000' });
  });

  it('a tournament runs from its start (inclusive) to its end (exclusive)', () => {
    const starts = new Date(1000);
    const ends = new Date(2000);
    expect([statusAt(999, starts, ends), statusAt(1000, starts, ends), statusAt(1999, starts, ends), statusAt(2000, starts, ends)]).toEqual(['upcoming', 'running', 'running', 'finished']);
  });
});
