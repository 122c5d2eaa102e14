/** A name in both seeded languages (the sportsbook's jsonb shape). */
export type LocalizedText = { en: string; ru: string };

export type Side = 'home' | 'away';
/** Home first, away second: goals, points, sets, maps, rounds. */
export type Pair = [home: number, away: number];

export type EventStatus = 'not_started' | 'live' | 'paused' | 'finished' | 'cancelled';

/** Sport ids of the demo catalogue (apps/server sportsbook.demo.ts). */
export const SIM_SPORT_ID = {
  football: 1,
  'ice-hockey': 2,
  basketball: 3,
  tennis: 4,
  volleyball: 6,
  mma: 8,
  'table-tennis': 10,
  esports: 40,
} as const;
/** The sport's slug; also the `kind` of its model and live state. */
export type SportKind = keyof typeof SIM_SPORT_ID;
export type SimSportId = (typeof SIM_SPORT_ID)[SportKind];
/** S1 §3, §9: the extra sport list entry of the long-term (outright) section. */
// One copy of S1 §3's long-term sport id: the pricing models' (outrights).
import { LONG_TERM_SPORT_ID } from '../pricing/outright.ts';
export { LONG_TERM_SPORT_ID };

/** S0 §2.2 cyber-sports {discipline} slugs. */
export type EsportsDiscipline = 'cs2' | 'dota2' | 'lol';

export interface Participant {
  id: number;
  name: LocalizedText;
  /** Elo-like strength within its sport; the model parameters are derived from the difference. */
  rating: number;
  /** Weight class of a fighter: MMA pairs only within it. */
  group?: string;
}

export interface NamedRef {
  id: number;
  name: LocalizedText;
}

// ---- model parameters: the inputs of packages/domain/src/pricing, per sport ----

/** Expected goals of a whole match (90 min); goals are Poisson at a uniform rate per minute. */
export interface FootballModel {
  kind: 'football';
  homeExpectedGoals: number;
  awayExpectedGoals: number;
}

/** Expected goals of regulation (60 min); sudden-death 5 min overtime, then a shootout. */
export interface IceHockeyModel {
  kind: 'ice-hockey';
  homeExpectedGoals: number;
  awayExpectedGoals: number;
}

/** Expected points of regulation (4 quarters); scoring is uniform in game-clock seconds. */
export interface BasketballModel {
  kind: 'basketball';
  homeExpectedPoints: number;
  awayExpectedPoints: number;
  quarterMinutes: 10 | 12;
}

/** Probability that the server wins a point; A is the home player, B the away player. */
export interface TennisModel {
  kind: 'tennis';
  pServeWinA: number;
  pServeWinB: number;
  bestOf: 3 | 5;
}

/** Rally-point sets: each rally is won by home with pPointHome, serve does not matter. */
export interface RallyModel {
  kind: 'volleyball' | 'table-tennis';
  pPointHome: number;
  bestOf: 3 | 5 | 7;
  /** 25 in volleyball, 11 in table tennis; win by 2. */
  pointsToWin: number;
  /** The deciding set's target: 15 in volleyball, 11 in table tennis. */
  decidingPointsToWin: number;
}

/** Two-way: home wins with homeWinProbability; finishProbability of ending inside the distance. */
export interface MmaModel {
  kind: 'mma';
  homeWinProbability: number;
  finishProbability: number;
  rounds: 3 | 5;
}

/** Maps are independent, each won by home with pMapHome. */
export interface EsportsModel {
  kind: 'esports';
  discipline: EsportsDiscipline;
  bestOf: 1 | 3 | 5;
  pMapHome: number;
  /** The picked maps in order (CS2); Dota 2 and LoL play one map. */
  maps: string[];
}

export type ModelParams =
  | FootballModel
  | IceHockeyModel
  | BasketballModel
  | TennisModel
  | RallyModel
  | MmaModel
  | EsportsModel;

// ---- live state ----

/** h1/h2, p1–p3/ot/so, q1–q4/ot1…, set1…, game1…, r1…, map1…. */
export type PeriodCode = string;

export interface PeriodScore {
  period: PeriodCode;
  /** Goals, points, games (tennis), points (volleyball/table tennis), rounds (CS2), kills (Dota/LoL), a 10–9 card (MMA). */
  score: Pair;
  /** Tennis: the tiebreak points of a set decided 7–6. */
  tiebreak?: Pair;
  /** Esports: the map's name. */
  map?: string;
  /** Esports: who won the map (Dota 2 and LoL periods count kills, which the loser may lead). */
  winner?: Side;
  /** Tennis: who won each game of the set, in order (a tiebreak is the last), to settle game markets. */
  gameWinners?: Side[];
}

interface LiveBase {
  /** The headline score: goals, points, sets, maps; MMA stays 0–0 until the result. */
  score: Pair;
  /** The period being played, or the one just ended while the status is 'paused'. */
  period: PeriodCode;
  /** One entry per period begun; the last is the current one. */
  periods: PeriodScore[];
  /** Markets are suspended while now < suspendedUntil (ms epoch). */
  suspendedUntil: number;
}

export interface FootballLive extends LiveBase {
  kind: 'football';
  /** Minutes played of regulation: 0 at kick-off, 45 at half-time, 90 at full time. */
  minute: number;
  /** Minutes played of added time in this half, and the added time announced (null before it is). */
  addedMinute: number;
  addedTime: number | null;
  reds: Pair;
  yellows: Pair;
  corners: Pair;
}

export interface IceHockeyLive extends LiveBase {
  kind: 'ice-hockey';
  /** Game-clock minutes played: 0–60 in regulation, 60–65 in overtime. */
  minute: number;
  elapsedSec: number;
  periodElapsedSec: number;
  /** Shootout goals, once a shootout has begun. */
  shootout: Pair | null;
}

export interface BasketballLive extends LiveBase {
  kind: 'basketball';
  /** Game-clock seconds played, overtime included. */
  elapsedSec: number;
  periodElapsedSec: number;
  regulationSec: number;
  possession: Side;
}

export interface TennisLive extends LiveBase {
  kind: 'tennis';
  /** score is the sets won; these are the current set's games and the current game's points. */
  games: Pair;
  /** Points of the game as counts (0,1,2,3,4…); tennisPointLabel makes 0/15/30/40/AD. */
  points: Pair;
  server: Side;
  tiebreak: boolean;
  /** Who served the tiebreak's first point (the other player serves the next set). */
  tiebreakFirstServer: Side | null;
}

export interface RallyLive extends LiveBase {
  kind: 'volleyball' | 'table-tennis';
  /** score is the sets (games) won; points is the current set. */
  points: Pair;
  server: Side;
}

export interface MmaLive extends LiveBase {
  kind: 'mma';
  round: number;
  roundElapsedSec: number;
  knockdowns: Pair;
}

export interface EsportsLive extends LiveBase {
  kind: 'esports';
  discipline: EsportsDiscipline;
  /** 1-based map being played; score is the maps won. */
  map: number;
  mapName: string;
  /** CS2 rounds of the current map. */
  rounds: Pair;
  /** Dota 2 / LoL kills of the current map, and its game clock. */
  kills: Pair;
  mapClockSec: number;
}

export type LiveState =
  | FootballLive
  | IceHockeyLive
  | BasketballLive
  | TennisLive
  | RallyLive
  | MmaLive
  | EsportsLive;

// ---- results ----

export interface EventResult {
  kind: 'match';
  score: Pair;
  /** Every period played, in order: settlement and the results page read it. */
  periods: PeriodScore[];
  winner: Side | 'draw';
  /** Hockey and basketball: where the winner was found. */
  decidedBy?: 'regulation' | 'overtime' | 'shootout';
  /** MMA: how and when the fight ended. */
  method?: 'ko' | 'submission' | 'decision';
  endRound?: number;
  endSec?: number;
  /** Football match statistics. */
  yellows?: Pair;
  reds?: Pair;
  corners?: Pair;
}

export interface OutrightResult {
  kind: 'outright';
  winnerId: number;
}

// ---- events ----

export interface SimEvent {
  id: number;
  sportId: SimSportId;
  sport: SportKind;
  discipline: EsportsDiscipline | null;
  category: NamedRef;
  championship: NamedRef;
  home: Participant;
  away: Participant;
  /** Scheduled start, ms epoch, on the quarter hour for fixtures. */
  startsAt: number;
  status: EventStatus;
  isTop: boolean;
  hasVideo: boolean;
  model: ModelParams;
  live: LiveState | null;
  result: EventResult | null;
  startedAt: number | null;
  finishedAt: number | null;
  /** Engine bookkeeping (next step time, hidden draws): not for display or pricing. */
  internal: EngineMemory;
}

/** What an engine keeps between steps; some fields are draws the feed must not see. */
export interface EngineMemory {
  nextAt: number;
  resumePending: boolean;
  [key: string]: number | boolean | string | undefined;
}

export interface OutrightEntrant {
  participantId: number;
  name: LocalizedText;
  /** The entrant's share of the title chance; the shares of one outright sum to 1. */
  strength: number;
}

/** A long-term bet (sportId 2999): one winner among its entrants, settled at settlesAt. */
export interface OutrightEvent {
  id: number;
  sportId: typeof LONG_TERM_SPORT_ID;
  /** The sport of the entrants. */
  entrantSportId: SimSportId;
  category: NamedRef;
  championship: NamedRef;
  name: LocalizedText;
  startsAt: number;
  settlesAt: number;
  status: 'not_started' | 'finished';
  isTop: boolean;
  model: { kind: 'outright'; entrants: OutrightEntrant[] };
  result: OutrightResult | null;
}

// ---- what advance emits ----

export type ScoreUnit = 'goal' | 'point' | 'game' | 'set' | 'map' | 'round' | 'kill' | 'shootout' | 'result';

export type SimEmitted =
  | { type: 'scheduled'; eventId: number; at: number }
  | { type: 'started'; eventId: number; at: number }
  | { type: 'score'; eventId: number; at: number; side: Side; unit: ScoreUnit; points: number; score: Pair; period: PeriodCode }
  | { type: 'period'; eventId: number; at: number; period: PeriodCode; phase: 'start' | 'end' }
  | { type: 'suspend'; eventId: number; at: number; until: number; reason: string }
  | { type: 'resume'; eventId: number; at: number }
  | { type: 'card'; eventId: number; at: number; side: Side; card: 'yellow' | 'red' }
  | { type: 'dangerous'; eventId: number; at: number; side: Side; kind: string }
  | { type: 'finished'; eventId: number; at: number; result: EventResult | OutrightResult }
  | { type: 'cancelled'; eventId: number; at: number };

export interface SimConfig {
  /** Match seconds per real second: 1 plays in real time, 60 plays a football match in about 2 minutes. */
  timeScale: number;
  /** Events in play (live or paused) at any moment; a table tennis match is started when fewer are. */
  liveTarget: number;
  /** How far ahead fixtures are scheduled. */
  horizonDays: number;
  /** Finished and cancelled events stay in the world this long, then only their compact history. */
  keepFinishedHours: number;
  /** Share of events cancelled instead of starting. */
  cancelRate: number;
  /** createWorld plays this much of the past so some events are under way at once. */
  warmupHours: number;
  /** createWorld plays this many days of past fixtures at once, for standings and last results. */
  historyDays: number;
  /** How far ahead round-the-clock championships (table tennis, CCT) are scheduled, in match hours. */
  rollingHorizonHours: number;
  /** First event id; by default derived from the seed. Ids stay below 2^31 (PostgreSQL integer). */
  idBase?: number;
}
