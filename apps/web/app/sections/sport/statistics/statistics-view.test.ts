import { describe, expect, it } from 'vitest';
import { headToHeadSummary } from './statistics-view.ts';

describe('head to head summary (S0 §2.2 statistic pages)', () => {
  it('S0 §2.2: wins are counted per side whichever side was at home, draws apart', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    const meetings = [
      { home: a, away: b, winner: 'home' as const },
      { home: b, away: a, winner: 'home' as const },
      { home: b, away: a, winner: 'away' as const },
      { home: a, away: b, winner: 'draw' as const },
    ];
    expect(headToHeadSummary(meetings, 1, 2)).toEqual({ homeWins: 2, awayWins: 1, draws: 1 });
    expect(headToHeadSummary(meetings, 2, 1)).toEqual({ homeWins: 1, awayWins: 2, draws: 1 });
    expect(headToHeadSummary([], 1, 2)).toEqual({ homeWins: 0, awayWins: 0, draws: 0 });
  });
});
