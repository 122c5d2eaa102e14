import type { FeedStatisticsResponse, StatsMatch, StatsOutcome } from '@wager/contract';
import { dictionaryLanguage } from '@wager/domain';
import type { Book } from './book.ts';
import type { FeedRef, FeedSource, FeedStatsMatch } from './feed-types.ts';
import { summary } from './feed.service.ts';

/** A game's statistics in a language; null for a game the hot state does not hold (404). */
export type StatisticsReader = (gameId: number, lang: string) => FeedStatisticsResponse | null;

/** W, D or L of a match for one of its sides. */
export function outcomeOf(match: Pick<FeedStatsMatch, 'home' | 'winner'>, participantId: number): StatsOutcome {
  if (match.winner === 'draw') return 'D';
  return (match.winner === 'home') === (match.home.id === participantId) ? 'W' : 'L';
}

/**
 * S0 §2.2 statistic and statisticpopup: a game of the hot state with what its source knows of the
 * sides (head to head, form, table). A source without statistics (a recorded replay) or that no
 * longer holds the game answers an empty, valid object with `available: false`.
 */
export function createStatisticsReader(book: Book, source: FeedSource | null): StatisticsReader {
  return (gameId, lang) => {
    const entry = book.event(gameId);
    if (!entry) return null;
    const dict = dictionaryLanguage(lang);
    const ref = (r: FeedRef) => ({ id: r.id, name: r.name[dict] });
    const wire = (m: FeedStatsMatch): StatsMatch => ({
      eventId: m.eventId,
      playedAt: new Date(m.at).toISOString(),
      championship: ref(m.championship),
      home: ref(m.home),
      away: ref(m.away),
      score: m.score,
      winner: m.winner,
      decidedBy: m.decidedBy,
    });
    const stats = source?.statistics?.(gameId) ?? null;
    return {
      gameId,
      available: stats !== null,
      event: summary(entry, dict),
      headToHead: stats?.headToHead.map(wire) ?? [],
      lastResults: (stats?.lastResults ?? []).map((side) => ({
        participant: ref(side.participant),
        matches: side.matches.map((m) => ({ ...wire(m), outcome: outcomeOf(m, side.participant.id) })),
      })),
      standings: stats?.standings
        ? { championship: ref(stats.standings.championship), rows: stats.standings.rows.map((row) => ({ ...row, participant: ref(row.participant) })) }
        : null,
    };
  };
}
