import { lineOutcomes } from './distribution.ts';
import { NIL_NIL, checkScore, type Score } from './goals.ts';
import { marketKey, twoWay, type FairMarket } from './market.ts';
import { setHandicapLines, setScoreKeys, setScoreMargins } from './sets.ts';

/**
 * Esports series (CS2, Dota 2, League of Legends) by maps: each map is won with one probability,
 * independently (map picks and vetoes are left out). In play, the map being played can have its own
 * probability: a live in-game model's for Dota 2 and LoL, and for CS2 one from its rounds: a constant
 * round-win probability, the one that gives the pre-match map probability, played out to 13 (MR12)
 * with overtimes of six rounds (first to 4; 3-3 starts another). Sides and economy are left out.
 */
export type EsportsTitle = 'cs2' | 'dota2' | 'lol';

export interface EsportsModel {
  readonly title: EsportsTitle;
  /** P(home wins a map). */
  readonly mapWinHome: number;
  readonly bestOf: 1 | 3 | 5;
}

export interface EsportsState {
  readonly maps: Score;
  /** CS2: rounds of the map being played. */
  readonly rounds?: Score;
  /** P(home wins the map being played) from a live in-game model; overrides rounds. */
  readonly currentMapWinHome?: number;
}

export const ESPORTS_PRE_MATCH: EsportsState = Object.freeze({ maps: NIL_NIL });

const CS2_ROUNDS_TO_WIN = 13;
const CS2_OVERTIME_TO_WIN = 4;

/** P(home wins a CS2 map) from rounds (home, away), winning each round with p. */
export function cs2MapWinProbability(p: number, home = 0, away = 0): number {
  const q = 1 - p;
  const last = CS2_ROUNDS_TO_WIN - 1;
  // An overtime block from (x, y): [P(home takes it), P(away takes it)], the rest being 3-3 all.
  const block = (x: number, y: number): [number, number] => {
    if (x >= CS2_OVERTIME_TO_WIN) return [1, 0];
    if (y >= CS2_OVERTIME_TO_WIN) return [0, 1];
    if (x === CS2_OVERTIME_TO_WIN - 1 && y === CS2_OVERTIME_TO_WIN - 1) return [0, 0];
    const [hw, hl] = block(x + 1, y);
    const [aw, al] = block(x, y + 1);
    return [p * hw + q * aw, p * hl + q * al];
  };
  const [win, lose] = block(0, 0);
  const overtime = win / (win + lose);
  if (home >= last && away >= last) {
    // Overtime k starts at 12 + 3k all: the one being played is the last both sides reached.
    const blocks = Math.floor((Math.min(home, away) - last) / (CS2_OVERTIME_TO_WIN - 1));
    const x = home - last - blocks * (CS2_OVERTIME_TO_WIN - 1);
    const y = away - last - blocks * (CS2_OVERTIME_TO_WIN - 1);
    const [w, l] = block(x, y);
    return w + (1 - w - l) * overtime;
  }
  if (home >= CS2_ROUNDS_TO_WIN) return 1;
  if (away >= CS2_ROUNDS_TO_WIN) return 0;
  const memo = new Float64Array(CS2_ROUNDS_TO_WIN * CS2_ROUNDS_TO_WIN).fill(Number.NaN);
  const from = (x: number, y: number): number => {
    if (x === CS2_ROUNDS_TO_WIN) return 1;
    if (y === CS2_ROUNDS_TO_WIN) return 0;
    if (x === last && y === last) return overtime;
    const index = x * CS2_ROUNDS_TO_WIN + y;
    if (Number.isNaN(memo[index]!)) memo[index] = p * from(x + 1, y) + q * from(x, y + 1);
    return memo[index]!;
  };
  return from(home, away);
}

const roundProbabilities = new Map<number, number>();

/** The round-win probability that makes a CS2 map's win probability `mapWin` (bisection; memoised). */
export function cs2RoundWinProbability(mapWin: number): number {
  let found = roundProbabilities.get(mapWin);
  if (found !== undefined) return found;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (cs2MapWinProbability(mid) < mapWin) low = mid;
    else high = mid;
  }
  found = (low + high) / 2;
  if (roundProbabilities.size >= 1024) roundProbabilities.clear();
  roundProbabilities.set(mapWin, found);
  return found;
}

/** Fair markets: series winner, map handicaps, correct map score, total maps, and the current map's winner. */
export function esportsMarkets(model: EsportsModel, state: EsportsState = ESPORTS_PRE_MATCH): FairMarket[] {
  const { mapWinHome: p, bestOf } = model;
  if (!(p > 0 && p < 1)) throw new RangeError(`${p} is not a map-win probability in (0, 1)`);
  if (bestOf !== 1 && bestOf !== 3 && bestOf !== 5) throw new RangeError(`best of ${bestOf} is not a series`);
  checkScore(state.maps);
  const needed = (bestOf + 1) / 2;
  const { home, away } = state.maps;
  if (home > needed || away > needed || (home === needed && away === needed)) throw new RangeError(`${home}-${away} is not a map score of best of ${bestOf}`);
  const finished = home === needed || away === needed;

  let current = p;
  if (state.currentMapWinHome !== undefined) {
    if (!(state.currentMapWinHome >= 0 && state.currentMapWinHome <= 1)) throw new RangeError(`${state.currentMapWinHome} is not a probability`);
    current = state.currentMapWinHome;
  } else if (state.rounds && model.title === 'cs2') {
    checkScore(state.rounds);
    current = cs2MapWinProbability(cs2RoundWinProbability(p), state.rounds.home, state.rounds.away);
  }

  // P(final map score) in setScoreKeys order, the current map with its own probability.
  const byScore = new Float64Array(2 * needed);
  const outcome = (h: number, a: number): number => (h === needed ? a : needed + (needed - 1 - h));
  const walk = (h: number, a: number, mass: number, first: boolean): void => {
    if (h === needed || a === needed) {
      byScore[outcome(h, a)]! += mass;
      return;
    }
    const win = first ? current : p;
    walk(h + 1, a, mass * win, false);
    walk(h, a + 1, mass * (1 - win), false);
  };
  walk(home, away, 1, true);

  let homeWins = 0;
  for (let j = 0; j < needed; j++) homeWins += byScore[j]!;
  const markets: FairMarket[] = [twoWay(marketKey('ft', 'winner'), 'main', homeWins)];
  if (bestOf === 1) return markets;

  const margins = setScoreMargins(byScore, needed);
  for (const lineQuarters of setHandicapLines(bestOf)) {
    const [h, a] = lineOutcomes(margins, -lineQuarters)!;
    markets.push({ key: marketKey('ft', 'maps_ah', lineQuarters), group: 'handicaps', lineQuarters, outcomes: [{ key: 'home', probability: h }, { key: 'away', probability: a }] });
  }
  const keys = setScoreKeys(needed);
  markets.push({ key: marketKey('ft', 'map_score'), group: 'score', outcomes: keys.map((key, j) => ({ key, probability: byScore[j]! })) });
  // Total maps: from needed to bestOf; half lines between them.
  const maps = new Float64Array(bestOf + 1);
  for (let j = 0; j < 2 * needed; j++) maps[needed + (j < needed ? j : 2 * needed - 1 - j)]! += byScore[j]!;
  for (let total = needed; total < bestOf; total++) {
    const lineQuarters = 4 * total + 2;
    const [over, under] = lineOutcomes({ pmf: maps, offset: 0 }, lineQuarters)!;
    markets.push({ key: marketKey('ft', 'maps_total', lineQuarters), group: 'totals', lineQuarters, outcomes: [{ key: 'over', probability: over }, { key: 'under', probability: under }] });
  }
  if (!finished) {
    markets.push(twoWay(marketKey(`map${home + away + 1}`, 'winner'), 'periods', current));
  }
  return markets;
}
