import type { RoundTotalsView } from './played-rounds.ts';

/**
 * A tournament's leaderboard (S0 §2.2 bonus/casino/tournaments/{id}), pure: players of one currency
 * ranked by the metric (`wagered`: total stakes; `multiplier`: best win ÷ stake of one round), ties
 * broken by more rounds, then by the smaller user id (registered earlier) so the order is total.
 */
export type TournamentMetric = 'wagered' | 'multiplier';

export interface Standing {
  place: number;
  userId: number;
  accountId: number;
  score: bigint;
  rounds: number;
  prizeMinor: bigint | null;
}

export function scoreOf(metric: TournamentMetric, totals: RoundTotalsView): bigint {
  return metric === 'wagered' ? totals.wageredMinor : BigInt(totals.bestMultiplierX100);
}

export function rankStandings(metric: TournamentMetric, totals: readonly RoundTotalsView[], currency: string, prizes: readonly Readonly<Record<string, string>>[]): Standing[] {
  const mine = totals.filter((row) => row.currency === currency && scoreOf(metric, row) > 0n);
  mine.sort((a, b) => {
    const diff = scoreOf(metric, b) - scoreOf(metric, a);
    if (diff !== 0n) return diff > 0n ? 1 : -1;
    return b.rounds - a.rounds || a.userId - b.userId;
  });
  return mine.map((row, index) => {
    const prize = prizes[index]?.[currency];
    return { place: index + 1, userId: row.userId, accountId: row.accountId, score: scoreOf(metric, row), rounds: row.rounds, prizeMinor: prize === undefined ? null : BigInt(prize) };
  });
}

/** A player as others see him on a leaderboard: never his whole id (`Player 1•••7`). */
export function maskedPlayer(userId: number): string {
  const id = String(userId);
  return id.length <= 2 ? `Player ${id[0]}•` : `Player ${id[0]}•••${id.at(-1)}`;
}

/** Every place's prize added up, per currency. */
export function prizePool(prizes: readonly Readonly<Record<string, string>>[]): Record<string, string> {
  const pool: Record<string, bigint> = {};
  for (const place of prizes) for (const [currency, amount] of Object.entries(place)) pool[currency] = (pool[currency] ?? 0n) + BigInt(amount);
  return Object.fromEntries(Object.entries(pool).map(([currency, amount]) => [currency, amount.toString()]));
}

export type TournamentStatus = 'running' | 'upcoming' | 'finished';

/** Running in [startsAt, endsAt); upcoming before; finished at and after the end. */
export function statusAt(nowMs: number, startsAt: Date, endsAt: Date): TournamentStatus {
  if (nowMs < startsAt.getTime()) return 'upcoming';
  return nowMs < endsAt.getTime() ? 'running' : 'finished';
}
