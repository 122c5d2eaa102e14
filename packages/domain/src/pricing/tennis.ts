import { lineOutcomes, mean, standardDeviation, type Distribution } from './distribution.ts';
import { marketKey, toQuarters, twoWay, type FairMarket } from './market.ts';
import { defaultHalfLines, setHandicapLines, setScoreKeys, setScoreMargins } from './sets.ts';

/**
 * Tennis, point by point: each player wins a point on serve with a fixed probability, independent of
 * everything else. Game, tiebreak, set and match probabilities are exact (recursions, with the closed
 * forms of deuce), not simulated. Sets are first to 6 games by 2 with a tiebreak to 7 at 6-6; the
 * final set's tiebreak may go to 10 (Grand Slams since 2022); advantage final sets are not modelled.
 * Serve alternates every game, a tiebreak counting as one game; in a tiebreak the first server serves
 * one point, then each serves two. A tiebreak counts as one game in total games.
 * Tables per model (set outcomes from every game score, match outcomes from every set score) are
 * memoised, so a live reprice after a point only redoes the current game.
 */
export interface TennisModel {
  /** P(player A wins a point on A's serve); A is the first-listed player ("home" in outcome keys). */
  readonly pServeWinA: number;
  readonly pServeWinB: number;
  readonly bestOf: 3 | 5;
  readonly finalSetTiebreakTo?: 7 | 10;
}

export type TennisPlayer = 'A' | 'B';

export interface TennisGames {
  readonly a: number;
  readonly b: number;
}

export interface TennisState {
  /** Game scores of the finished sets, in order (6-4 is { a: 6, b: 4 }). */
  readonly sets: readonly TennisGames[];
  /** Games in the current set. */
  readonly games: TennisGames;
  /** Points won in the current game (0, 1, 2, 3…: 40-40 is 3-3, advantage A 4-3) or tiebreak. */
  readonly points: TennisGames;
  /** Who serves the current game; in a tiebreak, who served its first point. Unknown before the toss. */
  readonly server?: TennisPlayer;
}

export interface TennisOptions {
  /** Total games lines (22.5); default around the expected total. */
  readonly totalGamesLines?: readonly number[];
  /** A's games handicap lines (-3.5); default half lines around the expected games margin. */
  readonly gamesHandicapLines?: readonly number[];
}

export const TENNIS_PRE_MATCH: TennisState = Object.freeze({ sets: [], games: { a: 0, b: 0 }, points: { a: 0, b: 0 } });

/** P(the server wins a game) from points (won, lost), winning each point with p. From 0-0 and p = 0.65: 0.8296… */
export function gameWinProbability(p: number, won = 0, lost = 0): number {
  if (won >= 4 && won - lost >= 2) return 1;
  if (lost >= 4 && lost - won >= 2) return 0;
  if (won >= 3 && lost >= 3) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    return won === lost ? deuce : won > lost ? p + (1 - p) * deuce : p * deuce;
  }
  return p * gameWinProbability(p, won + 1, lost) + (1 - p) * gameWinProbability(p, won, lost + 1);
}

/**
 * P(A wins a tiebreak to `target` by 2) from points (a, b), A serving first when `aFirst`. Point n
 * (from 0) is served by the first server when ⌊(n + 1) / 2⌋ is even.
 */
export function tiebreakWinProbability(pA: number, pB: number, aFirst: boolean, a = 0, b = 0, target = 7): number {
  const memo = new Float64Array((target + 1) * (target + 1)).fill(Number.NaN);
  // From a tie at target-1 or beyond, each two points are one serve each: A takes both with pA(1-pB).
  const both = pA * (1 - pB);
  const tie = both / (both + (1 - pA) * pB);
  const pointA = (n: number): number => ((((n + 1) >> 1) % 2 === 0) === aFirst ? pA : 1 - pB);
  const from = (x: number, y: number): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x >= target - 1 && y >= target - 1) {
      if (x === y) return tie;
      const p = pointA(x + y);
      return x > y ? p + (1 - p) * tie : p * tie;
    }
    const index = x * (target + 1) + y;
    const known = memo[index]!;
    if (!Number.isNaN(known)) return known;
    const p = pointA(x + y);
    const value = p * from(x + 1, y) + (1 - p) * from(x, y + 1);
    memo[index] = value;
    return value;
  };
  return from(a, b);
}

// Final set scores: A wins 6-0 … 6-4, 7-5, 7-6 (0 to 6), B wins the same (7 to 13).
const SET_GAMES = [6, 7, 8, 9, 10, 12, 13] as const;
const SET_OUTCOMES = 14;

function setOutcome(a: number, b: number): number {
  // The loser's games tell the score apart: 0 to 4 after 6, 5 or 6 after 7.
  return a > b ? b : 7 + a;
}

class TennisTables {
  private readonly holdA: number;
  private readonly holdB: number;
  private readonly setTables = new Map<number, (Float64Array | undefined)[]>();
  private readonly matchTable: (Float64Array | undefined)[];
  private readonly marginTable: (Float64Array | undefined)[];
  readonly needed: number;
  readonly maxGames: number;
  readonly width: number;

  constructor(readonly model: TennisModel) {
    this.holdA = gameWinProbability(model.pServeWinA);
    this.holdB = gameWinProbability(model.pServeWinB);
    this.needed = (model.bestOf + 1) / 2;
    this.maxGames = model.bestOf * 13;
    this.width = this.maxGames + 1;
    this.matchTable = new Array(this.needed * this.needed * 2);
    this.marginTable = new Array(this.needed * this.needed * 2);
  }

  tiebreakTarget(setsPlayed: number): number {
    return setsPlayed === this.model.bestOf - 1 ? (this.model.finalSetTiebreakTo ?? 7) : 7;
  }

  tiebreak(aFirst: boolean, target: number, a = 0, b = 0): number {
    return tiebreakWinProbability(this.model.pServeWinA, this.model.pServeWinB, aFirst, a, b, target);
  }

  /** P(A wins the current game) from points, A or B serving. */
  game(aServes: boolean, a: number, b: number): number {
    return aServes ? gameWinProbability(this.model.pServeWinA, a, b) : 1 - gameWinProbability(this.model.pServeWinB, b, a);
  }

  /** Distribution of the set's final score from games (a, b) at the start of a game A serves (or not). */
  set(a: number, b: number, aServes: boolean, target: number): Float64Array {
    let table = this.setTables.get(target);
    if (!table) this.setTables.set(target, (table = new Array(8 * 8 * 2)));
    const index = (a * 8 + b) * 2 + (aServes ? 1 : 0);
    const known = table[index];
    if (known) return known;
    const dist = new Float64Array(SET_OUTCOMES);
    if ((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) dist[setOutcome(a, b)] = 1;
    else if (a === 7 || b === 7) dist[setOutcome(a, b)] = 1;
    else if (a === 6 && b === 6) {
      const win = this.tiebreak(aServes, target);
      dist[setOutcome(7, 6)] = win;
      dist[setOutcome(6, 7)] = 1 - win;
    } else {
      const win = aServes ? this.holdA : 1 - this.holdB;
      mix(dist, this.set(a + 1, b, !aServes, target), win, this.set(a, b + 1, !aServes, target), 1 - win);
    }
    table[index] = dist;
    return dist;
  }

  /**
   * From sets won (a, b), A serving the next set's first game or not: P(final set score j and g more
   * games) at [j * width + g]; j counts A's wins by the loser's sets ascending, then B's likewise.
   */
  match(a: number, b: number, aServes: boolean): Float64Array {
    const index = (a * this.needed + b) * 2 + (aServes ? 1 : 0);
    const known = this.matchTable[index];
    if (known) return known;
    const dist = this.afterSet(this.set(0, 0, aServes, this.tiebreakTarget(a + b)), a, b, aServes, 0);
    this.matchTable[index] = dist;
    return dist;
  }

  /** Combines a distribution of the current set's outcome with the rest of the match. */
  afterSet(set: Float64Array, a: number, b: number, aServesFirstGame: boolean, gamesBeforeFirstGame: number): Float64Array {
    const dist = new Float64Array(2 * this.needed * this.width);
    for (let outcome = 0; outcome < SET_OUTCOMES; outcome++) {
      const p = set[outcome]!;
      if (p === 0) continue;
      const aWins = outcome < 7;
      const games = SET_GAMES[outcome % 7]!;
      // Serve alternates every game: the next set opens with whoever is due after this set's last game.
      const nextAServes = (games - gamesBeforeFirstGame) % 2 === 0 ? aServesFirstGame : !aServesFirstGame;
      const sa = a + (aWins ? 1 : 0);
      const sb = b + (aWins ? 0 : 1);
      const shift = games - gamesBeforeFirstGame;
      if (sa === this.needed || sb === this.needed) {
        dist[this.matchOutcome(sa, sb) * this.width + shift]! += p;
        continue;
      }
      const rest = this.match(sa, sb, nextAServes);
      for (let i = 0; i < rest.length; i++) {
        const q = rest[i]!;
        if (q !== 0) dist[i + shift]! += p * q;
      }
    }
    return dist;
  }

  matchOutcome(a: number, b: number): number {
    return a === this.needed ? b : this.needed + (this.needed - 1 - a);
  }

  /** From sets won (a, b) before a set, A serving its first game or not: P(A's games - B's games from here = m) at [m + maxGames]. */
  matchMargin(a: number, b: number, aServes: boolean): Float64Array {
    const index = (a * this.needed + b) * 2 + (aServes ? 1 : 0);
    const known = this.marginTable[index];
    if (known) return known;
    const dist = this.afterSetMargin(this.set(0, 0, aServes, this.tiebreakTarget(a + b)), a, b, aServes, 0);
    this.marginTable[index] = dist;
    return dist;
  }

  /** Like `afterSet`, by the games margin (the whole current set's, then the rest's) instead of games and set score. */
  afterSetMargin(set: Float64Array, a: number, b: number, aServesFirstGame: boolean, gamesBeforeFirstGame: number): Float64Array {
    const dist = new Float64Array(2 * this.maxGames + 1);
    for (let outcome = 0; outcome < SET_OUTCOMES; outcome++) {
      const p = set[outcome]!;
      if (p === 0) continue;
      const aWins = outcome < 7;
      const games = SET_GAMES[outcome % 7]!;
      // The loser's games are the outcome's index within its side (6-0 … 6-4, then 7-5, 7-6).
      const setMargin = (aWins ? 1 : -1) * (games - 2 * (outcome % 7));
      const nextAServes = (games - gamesBeforeFirstGame) % 2 === 0 ? aServesFirstGame : !aServesFirstGame;
      const sa = a + (aWins ? 1 : 0);
      const sb = b + (aWins ? 0 : 1);
      if (sa === this.needed || sb === this.needed) {
        dist[setMargin + this.maxGames]! += p;
        continue;
      }
      const rest = this.matchMargin(sa, sb, nextAServes);
      for (let i = 0; i < rest.length; i++) {
        const q = rest[i]!;
        if (q !== 0) dist[i + setMargin]! += p * q;
      }
    }
    return dist;
  }
}

function mix(into: Float64Array, x: Float64Array, px: number, y: Float64Array, py: number): void {
  for (let i = 0; i < into.length; i++) into[i] = px * x[i]! + py * y[i]!;
}

const tables = new Map<string, TennisTables>();

function tablesFor(model: TennisModel): TennisTables {
  const key = `${model.pServeWinA}|${model.pServeWinB}|${model.bestOf}|${model.finalSetTiebreakTo ?? 7}`;
  let found = tables.get(key);
  if (!found) {
    // A bounded cache: live matches keep their model for a while, but models do change.
    if (tables.size >= 256) tables.clear();
    tables.set(key, (found = new TennisTables(model)));
  }
  return found;
}

function checkModel(model: TennisModel): void {
  for (const p of [model.pServeWinA, model.pServeWinB]) if (!(p > 0 && p < 1)) throw new RangeError(`${p} is not a serve-win probability in (0, 1)`);
  if (model.bestOf !== 3 && model.bestOf !== 5) throw new RangeError(`best of ${model.bestOf} is not a tennis match`);
}

function isFinishedSet(games: TennisGames): boolean {
  const [hi, lo] = games.a > games.b ? [games.a, games.b] : [games.b, games.a];
  return (hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6));
}

/**
 * Fair tennis markets: match winner, set handicaps, total games, set betting, games handicap, and
 * while the match is on the current set's winner, total games and score, and the current game's winner
 * (`set2.game5.winner`; a tiebreak is game 13).
 */
export function tennisMarkets(model: TennisModel, state: TennisState = TENNIS_PRE_MATCH, options: TennisOptions = {}): FairMarket[] {
  checkModel(model);
  const t = tablesFor(model);
  let setsA = 0;
  let setsB = 0;
  let completedGames = 0;
  for (const set of state.sets) {
    if (!isFinishedSet(set)) throw new RangeError(`${set.a}-${set.b} is not a finished set`);
    if (set.a > set.b) setsA++;
    else setsB++;
    completedGames += set.a + set.b;
  }
  const { games, points } = state;
  for (const n of [games.a, games.b, points.a, points.b]) if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${n} is not a count of games or points`);
  const finished = setsA === t.needed || setsB === t.needed;
  if (setsA > t.needed || setsB > t.needed || (finished && (games.a || games.b || points.a || points.b))) throw new RangeError('more sets than the match has');
  if (!finished && (games.a > 7 || games.b > 7 || isFinishedSet(games) || (Math.max(games.a, games.b) === 7 && Math.min(games.a, games.b) < 5))) {
    throw new RangeError(`${games.a}-${games.b} is not a set in progress`);
  }

  const target = t.tiebreakTarget(setsA + setsB);
  const inTiebreak = games.a === 6 && games.b === 6;
  const pointsToWin = inTiebreak ? target : 4;
  if (Math.max(points.a, points.b) >= pointsToWin && Math.abs(points.a - points.b) >= 2) throw new RangeError(`${points.a}-${points.b} is a finished game: count it in games`);
  // Before the toss the server is unknown: either is equally likely.
  const servers: [boolean, number][] = state.server === undefined ? [[true, 0.5], [false, 0.5]] : [[state.server === 'A', 1]];
  const match = new Float64Array(2 * t.needed * t.width);
  // Games margin (A - B) of the match from here (completed sets excluded, the current set whole).
  const margin = new Float64Array(2 * t.maxGames + 1);
  const setDist = new Float64Array(SET_OUTCOMES);
  let setWin = 0;
  let gameWin = 0;
  for (const [aServes, weight] of servers) {
    let dist: Float64Array;
    let current: Float64Array | undefined;
    if (finished) {
      dist = new Float64Array(match.length);
      dist[t.matchOutcome(setsA, setsB) * t.width] = 1;
      margin[t.maxGames] = 1;
    } else {
      current = new Float64Array(SET_OUTCOMES);
      if (inTiebreak) {
        const win = t.tiebreak(aServes, target, points.a, points.b);
        current[setOutcome(7, 6)] = win;
        current[setOutcome(6, 7)] = 1 - win;
        gameWin += weight * win;
      } else {
        const win = t.game(aServes, points.a, points.b);
        mix(current, t.set(games.a + 1, games.b, !aServes, target), win, t.set(games.a, games.b + 1, !aServes, target), 1 - win);
        gameWin += weight * win;
      }
      for (let i = 0; i < 7; i++) setWin += weight * current[i]!;
      for (let i = 0; i < SET_OUTCOMES; i++) setDist[i]! += weight * current[i]!;
      // The current game's server opens game index games.a + games.b (a tiebreak's first server likewise).
      dist = t.afterSet(current, setsA, setsB, aServes, games.a + games.b);
      const rest = t.afterSetMargin(current, setsA, setsB, aServes, games.a + games.b);
      for (let i = 0; i < margin.length; i++) margin[i]! += weight * rest[i]!;
    }
    for (let i = 0; i < match.length; i++) match[i]! += weight * dist[i]!;
  }

  // Marginals: by final set score, and total games.
  const outcomes = 2 * t.needed;
  const bySetScore = new Float64Array(outcomes);
  const totalGames = new Float64Array(t.width);
  for (let j = 0; j < outcomes; j++) {
    for (let g = 0; g < t.width; g++) {
      const p = match[j * t.width + g]!;
      bySetScore[j]! += p;
      totalGames[g]! += p;
    }
  }
  const keys = setScoreKeys(t.needed);
  let aWins = 0;
  for (let j = 0; j < t.needed; j++) aWins += bySetScore[j]!;
  const setMargin: Distribution = setScoreMargins(bySetScore, t.needed);
  const total: Distribution = { pmf: totalGames, offset: completedGames + games.a + games.b };

  const markets: FairMarket[] = [
    twoWay(marketKey('ft', 'winner'), 'main', aWins),
  ];
  for (const lineQuarters of setHandicapLines(model.bestOf)) {
    const [home, away] = lineOutcomes(setMargin, -lineQuarters)!;
    markets.push({ key: marketKey('ft', 'sets_ah', lineQuarters), group: 'handicaps', lineQuarters, outcomes: [{ key: 'home', probability: home }, { key: 'away', probability: away }] });
  }
  const lines = options.totalGamesLines?.map(toQuarters) ?? defaultHalfLines(mean(total), standardDeviation(total));
  for (const lineQuarters of lines) {
    const over = lineOutcomes(total, lineQuarters);
    if (over) markets.push({ key: marketKey('ft', 'games_total', lineQuarters), group: 'totals', lineQuarters, outcomes: [{ key: 'over', probability: over[0] }, { key: 'under', probability: over[1] }] });
  }
  markets.push({ key: marketKey('ft', 'set_score'), group: 'score', outcomes: keys.map((key, j) => ({ key, probability: bySetScore[j]! })) });
  // Games handicap: A's games less B's over the match, lines around the expected margin.
  let completedMargin = 0;
  for (const set of state.sets) completedMargin += set.a - set.b;
  const gamesMargin: Distribution = { pmf: margin, offset: completedMargin - t.maxGames };
  const marginCentre = 4 * -Math.round(mean(gamesMargin)) - 2;
  const handicapLines = options.gamesHandicapLines?.map(toQuarters) ?? [-16, -8, 0, 8, 16].map((offset) => marginCentre + offset);
  for (const lineQuarters of handicapLines) {
    const outcomes = lineOutcomes(gamesMargin, -lineQuarters);
    if (outcomes) markets.push({ key: marketKey('ft', 'games_ah', lineQuarters), group: 'handicaps', lineQuarters, outcomes: [{ key: 'home', probability: outcomes[0] }, { key: 'away', probability: outcomes[1] }] });
  }
  if (!finished) {
    const set = setsA + setsB + 1;
    markets.push(
      twoWay(marketKey(`set${set}`, 'winner'), 'periods', setWin),
      twoWay(marketKey(`set${set}.game${games.a + games.b + 1}`, 'winner'), 'periods', gameWin),
    );
    // The current set's total games and score, from the same set distribution.
    const setGames = new Float64Array(14);
    for (let i = 0; i < SET_OUTCOMES; i++) setGames[SET_GAMES[i % 7]!]! += setDist[i]!;
    const setTotal: Distribution = { pmf: setGames, offset: 0 };
    for (const lineQuarters of defaultHalfLines(mean(setTotal), standardDeviation(setTotal), [-0.5, 0, 0.5], games.a + games.b)) {
      const over = lineOutcomes(setTotal, lineQuarters);
      // Lines the set can no longer fall either side of (at 6-6 it has 13 games) are left out.
      if (over && Math.min(...over) > 1e-9) markets.push({ key: marketKey(`set${set}`, 'games_total', lineQuarters), group: 'periods', lineQuarters, outcomes: [{ key: 'over', probability: over[0] }, { key: 'under', probability: over[1] }] });
    }
    const scores = [];
    for (let i = 0; i < SET_OUTCOMES; i++) {
      const loser = i % 7;
      const winner = SET_GAMES[loser]! - loser;
      scores.push({ key: i < 7 ? `${winner}-${loser}` : `${loser}-${winner}`, probability: setDist[i]! });
    }
    markets.push({ key: marketKey(`set${set}`, 'cs'), group: 'score', outcomes: scores });
  }
  return markets;
}
