/**
 * A deterministic, seeded sports world that makes a fresh install feel like a real book: a
 * catalogue in English and Russian, a week of fixtures, events playing live point by point,
 * results, history and standings. Pure: time and randomness are passed in.
 *
 *   const world = createWorld('seed', Date.now());     // ~0.4 s with 14 days of history
 *   const rng = createRng('seed/live');
 *   setInterval(() => feed(advance(world, Date.now(), rng)), 1000);
 *
 * Each event carries `model`, the inputs of packages/domain/src/pricing (football
 * {homeExpectedGoals, awayExpectedGoals}, tennis {pServeWinA, pServeWinB, bestOf}, basketball
 * {homeExpectedPoints, awayExpectedPoints}, …), and plays by exactly those numbers; its `live`
 * state has the in-play inputs (football minute/score/reds, tennis sets/games/points/server/
 * tiebreak, basketball elapsedSec/score, …). Outrights (sportId 2999) carry entrant strengths.
 */
export { advance, createWorld, DEFAULT_SIM_CONFIG, simIdBase } from './world.ts';
export type { World as SimWorld } from './world.ts';
export { scheduleUpTo } from './scheduler.ts';
export {
  getEvent,
  headToHead,
  isSuspended,
  lastResults,
  listEvents,
  listOutrights,
  liveEvents,
  standings,
  upcomingEvents,
} from './world.ts';
export { outcomeFor } from './stats.ts';
export type { ResultRecord, StandingsRow } from './stats.ts';
export { createRng } from './rng.ts';
export type { Rng } from './rng.ts';
export { MIN_SUSPEND_MS } from './engines/index.ts';
export { tennisPointLabel } from './engines/tennis.ts';
export { outrightEntrantKey, outrightEventMarkets, simEventMarkets } from './markets.ts';
export { CHAMPIONSHIPS, ESPORTS_DISCIPLINES, SIM_SPORTS, championshipById, findParticipant } from './catalogue/index.ts';
export type { ChampionshipDef, SimSport } from './catalogue/index.ts';
export { SIM_SPORT_ID } from './types.ts';
// The most generic names, and the models the pricing folder also names, carry a Sim prefix outside this folder.
export type {
  Side as SimSide,
  Pair as SimPair,
  EventStatus as SimEventStatus,
  Participant as SimParticipant,
  NamedRef as SimRef,
  LocalizedText,
  SportKind,
  SimSportId,
  EsportsDiscipline,
  FootballModel as SimFootballModel,
  IceHockeyModel as SimIceHockeyModel,
  BasketballModel as SimBasketballModel,
  TennisModel as SimTennisModel,
  RallyModel as SimRallyModel,
  MmaModel as SimMmaModel,
  EsportsModel as SimEsportsModel,
  ModelParams,
  PeriodCode,
  PeriodScore,
  FootballLive,
  IceHockeyLive,
  BasketballLive,
  TennisLive,
  RallyLive,
  MmaLive,
  EsportsLive,
  LiveState,
  EventResult,
  OutrightResult,
  SimEvent,
  EngineMemory,
  OutrightEntrant as SimOutrightEntrant,
  OutrightEvent,
  ScoreUnit,
  SimEmitted,
  SimConfig,
} from './types.ts';
