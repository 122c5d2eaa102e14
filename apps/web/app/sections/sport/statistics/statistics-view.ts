/** Pure helpers of the statistic pages (S0 §2.2 statistic, statisticpopup). */

/** Wins of each of two sides and the draws over their meetings, whichever side was at home. */
export function headToHeadSummary(
  meetings: readonly { home: { id: number }; away: { id: number }; winner: 'home' | 'away' | 'draw' }[],
  homeId: number,
  awayId: number,
): { homeWins: number; awayWins: number; draws: number } {
  let homeWins = 0;
  let awayWins = 0;
  let draws = 0;
  for (const m of meetings) {
    if (m.winner === 'draw') {
      draws++;
      continue;
    }
    const winnerId = m.winner === 'home' ? m.home.id : m.away.id;
    if (winnerId === homeId) homeWins++;
    else if (winnerId === awayId) awayWins++;
  }
  return { homeWins, awayWins, draws };
}
