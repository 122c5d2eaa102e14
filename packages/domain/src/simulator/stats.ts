import { championshipById, type StandingsRule } from './catalogue/index.ts';
import type { LocalizedText, Pair, SimEvent, Side } from './types.ts';

/** One finished match as the statistics popup needs it; eventId is null for the pre-played history. */
export interface ResultRecord {
  eventId: number | null;
  championshipId: number;
  at: number;
  homeId: number;
  awayId: number;
  score: Pair;
  winner: Side | 'draw';
  decidedBy: 'regulation' | 'overtime' | 'shootout' | null;
}

export interface StandingsRow {
  position: number;
  participantId: number;
  name: LocalizedText;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** Hockey: losses in overtime or a shootout (one point each). */
  overtimeLost: number;
  /** Goals, points, sets or maps. */
  scored: number;
  conceded: number;
  points: number;
}

/** Kept per participant and per pair; older records fall off, so memory stays bounded. */
export const TEAM_HISTORY = 20;
export const PAIR_HISTORY = 10;

export interface History {
  byTeam: Map<number, ResultRecord[]>;
  byPair: Map<string, ResultRecord[]>;
  /** championship id → participant id → running table line. */
  tables: Map<number, Map<number, Omit<StandingsRow, 'position' | 'name' | 'participantId'>>>;
}

export function emptyHistory(): History {
  return { byTeam: new Map(), byPair: new Map(), tables: new Map() };
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

function push<K>(map: Map<K, ResultRecord[]>, key: K, r: ResultRecord, cap: number): void {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  list.push(r);
  if (list.length > cap) list.shift();
}

export function recordResult(history: History, ev: SimEvent, eventId: number | null): void {
  const result = ev.result;
  if (!result) return;
  const r: ResultRecord = {
    eventId,
    championshipId: ev.championship.id,
    at: ev.finishedAt ?? ev.startsAt,
    homeId: ev.home.id,
    awayId: ev.away.id,
    score: [result.score[0], result.score[1]],
    winner: result.winner,
    decidedBy: result.decidedBy ?? null,
  };
  push(history.byTeam, r.homeId, r, TEAM_HISTORY);
  push(history.byTeam, r.awayId, r, TEAM_HISTORY);
  push(history.byPair, pairKey(r.homeId, r.awayId), r, PAIR_HISTORY);

  const rule = championshipById(r.championshipId)?.standings;
  if (!rule) return;
  let table = history.tables.get(r.championshipId);
  if (!table) history.tables.set(r.championshipId, (table = new Map()));
  for (const side of ['home', 'away'] as const) {
    const id = side === 'home' ? r.homeId : r.awayId;
    let line = table.get(id);
    if (!line) table.set(id, (line = { played: 0, won: 0, drawn: 0, lost: 0, overtimeLost: 0, scored: 0, conceded: 0, points: 0 }));
    const mine = side === 'home' ? r.score[0] : r.score[1];
    const theirs = side === 'home' ? r.score[1] : r.score[0];
    line.played++;
    line.scored += mine;
    line.conceded += theirs;
    if (r.winner === 'draw') line.drawn++;
    else if (r.winner === side) line.won++;
    else if (r.decidedBy === 'overtime' || r.decidedBy === 'shootout') {
      if (rule === 'hockey') line.overtimeLost++;
      else line.lost++;
    } else line.lost++;
    line.points += pointsFor(rule, r.winner === 'draw' ? 'draw' : r.winner === side ? 'won' : 'lost', r, mine, theirs);
  }
}

function pointsFor(rule: StandingsRule, outcome: 'won' | 'draw' | 'lost', r: ResultRecord, mine: number, theirs: number): number {
  switch (rule) {
    case 'football':
      return outcome === 'won' ? 3 : outcome === 'draw' ? 1 : 0;
    case 'hockey':
      return outcome === 'won' ? 2 : r.decidedBy === 'overtime' || r.decidedBy === 'shootout' ? 1 : 0;
    case 'volleyball':
      // 3–0 and 3–1 earn 3, 3–2 earns 2 and the 2–3 loser 1.
      if (outcome === 'won') return mine - theirs >= 2 ? 3 : 2;
      return theirs - mine === 1 ? 1 : 0;
    case 'wins':
      return outcome === 'won' ? 1 : 0;
  }
}

/**
 * A championship's table: every participant, those without a result at zero; ordered by points,
 * difference, scored, id. Empty for championships without a table (tennis, table tennis, MMA).
 */
export function standingsOf(history: History, championshipId: number): StandingsRow[] {
  const champ = championshipById(championshipId);
  if (!champ?.standings) return [];
  const table = history.tables.get(championshipId);
  const rows = champ.participants.map((p) => ({
    participantId: p.id,
    name: p.name,
    ...(table?.get(p.id) ?? { played: 0, won: 0, drawn: 0, lost: 0, overtimeLost: 0, scored: 0, conceded: 0, points: 0 }),
  }));
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.scored - b.conceded - (a.scored - a.conceded) ||
      b.scored - a.scored ||
      a.participantId - b.participantId,
  );
  return rows.map((r, i) => ({ position: i + 1, ...r }));
}

/** Meetings of two participants, newest first. */
export function headToHeadOf(history: History, a: number, b: number, n = PAIR_HISTORY): ResultRecord[] {
  return (history.byPair.get(pairKey(a, b)) ?? []).slice(-n).reverse();
}

/** A participant's last n results, newest first. */
export function lastResultsOf(history: History, participantId: number, n = 5): ResultRecord[] {
  return (history.byTeam.get(participantId) ?? []).slice(-n).reverse();
}

/** 'W', 'D' or 'L' for a participant of a record: the form guide's letters. */
export function outcomeFor(record: ResultRecord, participantId: number): 'W' | 'D' | 'L' {
  if (record.winner === 'draw') return 'D';
  const side: Side = record.homeId === participantId ? 'home' : 'away';
  return record.winner === side ? 'W' : 'L';
}
