import { championshipById, findParticipant, headToHead, lastResults, standings, type ResultRecord, type SimWorld } from '@wager/domain';
import type { FeedRef, FeedStatistics, FeedStatsMatch } from './feed-types.ts';

/** Meetings and form shown per side (S0 §2.2 statistic pages). */
export const HEAD_TO_HEAD_SHOWN = 10;
export const FORM_SHOWN = 5;

const unknownRef = (id: number): FeedRef => ({ id, name: { en: `#${id}`, ru: `#${id}` } });
const participantRef = (id: number): FeedRef => {
  const p = findParticipant(id);
  return p ? { id: p.id, name: p.name } : unknownRef(id);
};
const championshipRef = (id: number): FeedRef => {
  const c = championshipById(id);
  return c ? { id: c.id, name: c.name } : unknownRef(id);
};

function match(record: ResultRecord): FeedStatsMatch {
  return {
    eventId: record.eventId,
    at: record.at,
    championship: championshipRef(record.championshipId),
    home: participantRef(record.homeId),
    away: participantRef(record.awayId),
    score: [record.score[0], record.score[1]],
    winner: record.winner,
    decidedBy: record.decidedBy,
  };
}

function table(world: SimWorld, championshipId: number): FeedStatistics['standings'] {
  const rows = standings(world, championshipId);
  if (rows.length === 0) return null;
  return {
    championship: championshipRef(championshipId),
    rows: rows.map((r) => ({
      position: r.position,
      participant: { id: r.participantId, name: r.name },
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      overtimeLost: r.overtimeLost,
      scored: r.scored,
      conceded: r.conceded,
      points: r.points,
    })),
  };
}

/**
 * The simulator's statistics of a game (S0 §2.2 statistic, statisticpopup) from the world's history
 * (packages/domain/src/simulator/stats.ts): the sides' meetings, each side's last results and the
 * championship's table. An outright has only the table. Null for a game the world no longer holds.
 */
export function simStatistics(world: SimWorld, eventId: number): FeedStatistics | null {
  const ev = world.events.get(eventId);
  if (ev) {
    return {
      headToHead: headToHead(world, ev.home.id, ev.away.id, HEAD_TO_HEAD_SHOWN).map(match),
      lastResults: [ev.home, ev.away].map((side) => ({ participant: { id: side.id, name: side.name }, matches: lastResults(world, side.id, FORM_SHOWN).map(match) })),
      standings: table(world, ev.championship.id),
    };
  }
  const outright = world.outrights.get(eventId);
  if (outright) return { headToHead: [], lastResults: [], standings: table(world, outright.championship.id) };
  return null;
}
