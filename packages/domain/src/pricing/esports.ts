import { lineOutcomes, mean, standardDeviation, type Distribution } from './distribution.ts';
import { NIL_NIL, checkScore, type Score } from './goals.ts';
import { marketKey, twoWay, type FairMarket } from './market.ts';
import { defaultHalfLines, setHandicapLines, setScoreKeys, setScoreMargins } from './sets.ts';

/**
 * Esports series (CS2, Dota 2, League of Legends) by maps: each map is won with one probability,
 * independently (map picks and vetoes are left out). In play, the map being played can have its own
 * probability: a live in-game model's for Dota 2 and LoL, and for CS2 one from its rounds: a constant
 * round-win probability, the one that gives the pre-match map probability, played out to 13 (MR12)
 * with overtimes of six rounds (first to 4; 3-3 starts another). Sides and economy are left out.
 * The same round model gives a CS2 map's total rounds and round handicap (`map1.rounds_total:21.5`,
 * `map1.rounds_ah:-3.5`); Dota 2 and LoL have no in-map model here, so only their maps' winners.
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

/**
 * A CS2 map's final rounds from (home, away), each round won by home with p: [total rounds, home margin].
 * Regulation is walked round by round; overtime blocks (first to 4 of 6, 3-3 starts another) as a
 * geometric series, cut where what is left is below 1e-15.
 */
export function cs2MapRounds(p: number, home = 0, away = 0): [Distribution, Distribution] {
  const q = 1 - p;
  const last = CS2_ROUNDS_TO_WIN - 1;
  const totals = new Map<number, number>();
  const margins = new Map<number, number>();
  const add = (h: number, a: number, mass: number): void => {
    totals.set(h + a, (totals.get(h + a) ?? 0) + mass);
    margins.set(h - a, (margins.get(h - a) ?? 0) + mass);
  };
  // Overtime from (x, y) within block `k` (started at 12 + 3k all): finishes, and the mass reaching 3-3.
  const overtime = (x0: number, y0: number, k0: number, mass0: number): void => {
    let k = k0;
    let start: [number, number] = [x0, y0];
    let mass = mass0;
    while (mass > 1e-15 && k < 200) {
      const base = last + (CS2_OVERTIME_TO_WIN - 1) * k;
      const cells = new Float64Array(CS2_OVERTIME_TO_WIN * CS2_OVERTIME_TO_WIN);
      cells[start[0] * CS2_OVERTIME_TO_WIN + start[1]] = mass;
      let again = 0;
      for (let n = start[0] + start[1]; n <= 2 * (CS2_OVERTIME_TO_WIN - 1); n++) {
        for (let x = 0; x < CS2_OVERTIME_TO_WIN; x++) {
          const y = n - x;
          if (y < 0 || y >= CS2_OVERTIME_TO_WIN) continue;
          const m = cells[x * CS2_OVERTIME_TO_WIN + y]!;
          if (m === 0) continue;
          if (x === CS2_OVERTIME_TO_WIN - 1 && y === CS2_OVERTIME_TO_WIN - 1) {
            again += m;
            continue;
          }
          if (x + 1 === CS2_OVERTIME_TO_WIN) add(base + x + 1, base + y, m * p);
          else cells[(x + 1) * CS2_OVERTIME_TO_WIN + y]! += m * p;
          if (y + 1 === CS2_OVERTIME_TO_WIN) add(base + x, base + y + 1, m * q);
          else cells[x * CS2_OVERTIME_TO_WIN + y + 1]! += m * q;
        }
      }
      mass = again;
      start = [0, 0];
      k++;
    }
  };
  if (home >= last && away >= last) {
    const k = Math.floor((Math.min(home, away) - last) / (CS2_OVERTIME_TO_WIN - 1));
    const x = home - last - k * (CS2_OVERTIME_TO_WIN - 1);
    const y = away - last - k * (CS2_OVERTIME_TO_WIN - 1);
    // An overtime already won (16-14): the score is final.
    if (x >= CS2_OVERTIME_TO_WIN || y >= CS2_OVERTIME_TO_WIN) add(home, away, 1);
    else overtime(x, y, k, 1);
  } else if (home >= CS2_ROUNDS_TO_WIN || away >= CS2_ROUNDS_TO_WIN) {
    add(home, away, 1);
  } else {
    const size = CS2_ROUNDS_TO_WIN;
    const cells = new Float64Array(size * size);
    cells[home * size + away] = 1;
    for (let n = home + away; n <= 2 * last; n++) {
      for (let x = home; x <= Math.min(n - away, last); x++) {
        const y = n - x;
        if (y > last) continue;
        const m = cells[x * size + y]!;
        if (m === 0) continue;
        if (x === last && y === last) {
          overtime(0, 0, 0, m);
          continue;
        }
        if (x + 1 === CS2_ROUNDS_TO_WIN) add(x + 1, y, m * p);
        else cells[(x + 1) * size + y]! += m * p;
        if (y + 1 === CS2_ROUNDS_TO_WIN) add(x, y + 1, m * q);
        else cells[x * size + y + 1]! += m * q;
      }
    }
  }
  return [fromMap(totals), fromMap(margins)];
}

function fromMap(values: Map<number, number>): Distribution {
  const keys = [...values.keys()];
  const low = Math.min(...keys);
  const pmf = new Float64Array(Math.max(...keys) - low + 1);
  let total = 0;
  for (const p of values.values()) total += p;
  for (const [value, p] of values) pmf[value - low] = p / total;
  return { pmf, offset: low };
}

/** A CS2 map's rounds markets (total rounds, home round handicap) from its round distribution. */
function cs2MapMarkets(map: number, rounds: [Distribution, Distribution], played: number): FairMarket[] {
  const [total, margin] = rounds;
  const markets: FairMarket[] = [];
  const scope = `map${map}`;
  for (const lineQuarters of defaultHalfLines(mean(total), standardDeviation(total), [-0.5, 0, 0.5], played)) {
    const over = lineOutcomes(total, lineQuarters);
    if (over && Math.min(...over) > 1e-9) markets.push({ key: marketKey(scope, 'rounds_total', lineQuarters), group: 'periods', lineQuarters, outcomes: [{ key: 'over', probability: over[0] }, { key: 'under', probability: over[1] }] });
  }
  const centre = 4 * -Math.round(mean(margin)) - 2;
  for (const lineQuarters of [centre - 12, centre, centre + 12]) {
    const outcomes = lineOutcomes(margin, -lineQuarters);
    if (outcomes && Math.min(...outcomes) > 1e-9) markets.push({ key: marketKey(scope, 'rounds_ah', lineQuarters), group: 'periods', lineQuarters, outcomes: [{ key: 'home', probability: outcomes[0] }, { key: 'away', probability: outcomes[1] }] });
  }
  return markets;
}

/**
 * Fair markets: series winner, map handicaps, correct map score, total maps, and each map certain to be
 * played (the current one and those the series cannot end before): its winner and, in CS2, its rounds.
 */
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
  if (bestOf === 1) {
    if (!finished && model.title === 'cs2') markets.push(...cs2Maps(p, state, 1, 1));
    return markets;
  }

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
    const first = home + away + 1;
    // The series cannot end before the leader has won the maps it still needs.
    const lastCertain = home + away + needed - Math.max(home, away);
    for (let map = first; map <= lastCertain; map++) markets.push(twoWay(marketKey(`map${map}`, 'winner'), 'periods', map === first ? current : p));
    if (model.title === 'cs2') markets.push(...cs2Maps(p, state, first, lastCertain));
  }
  return markets;
}

/** Rounds markets of the CS2 maps from `first` (the one being played, from its rounds) to `last`. */
function cs2Maps(mapWin: number, state: EsportsState, first: number, last: number): FairMarket[] {
  const p = cs2RoundWinProbability(mapWin);
  const markets: FairMarket[] = [];
  for (let map = first; map <= last; map++) {
    const rounds = map === first && state.rounds ? state.rounds : NIL_NIL;
    markets.push(...cs2MapMarkets(map, cs2RoundsFor(p, rounds.home, rounds.away), rounds.home + rounds.away));
  }
  return markets;
}

const roundsMemo = new Map<string, [Distribution, Distribution]>();

/** `cs2MapRounds`, memoised: a map is priced every second in play, and its round score moves every two minutes. */
function cs2RoundsFor(p: number, home: number, away: number): [Distribution, Distribution] {
  const key = `${p}|${home}|${away}`;
  let found = roundsMemo.get(key);
  if (!found) {
    if (roundsMemo.size >= 4096) roundsMemo.clear();
    roundsMemo.set(key, (found = cs2MapRounds(p, home, away)));
  }
  return found;
}
