import { lineOutcomes, mean, standardDeviation, type Distribution } from './distribution.ts';
import { NIL_NIL, checkScore, type Score } from './goals.ts';
import { marketKey, toQuarters, twoWay, type FairMarket } from './market.ts';
import { defaultHalfLines, setHandicapLines, setScoreKeys, setScoreMargins } from './sets.ts';

/**
 * Rally-point sports (volleyball, table tennis): every rally is a point, the home side winning each
 * with one probability whoever serves (the serve's small edge is left out). A set goes to `setPoints`
 * (the deciding set to `finalSetPoints`) with a 2-point lead; from a tie at target - 1 each two rallies
 * either decide or tie again, a closed form, so set and match probabilities are exact. Total points
 * count every rally; the long-deuce tail beyond 25 extra pairs (under 3e-8) is kept in the last one.
 */
export interface RallyRules {
  readonly bestOf: 3 | 5 | 7;
  readonly setPoints: number;
  readonly finalSetPoints: number;
}

export const VOLLEYBALL_RULES: RallyRules = Object.freeze({ bestOf: 5, setPoints: 25, finalSetPoints: 15 });

/** Table tennis: games to 11 by 2, best of 5 or 7. */
export function tableTennisRules(bestOf: 5 | 7): RallyRules {
  return { bestOf, setPoints: 11, finalSetPoints: 11 };
}

export interface RallyModel {
  /** P(home wins a rally). */
  readonly pointWinHome: number;
}

export interface RallyState {
  /** Point scores of the finished sets, home first. */
  readonly sets: readonly Score[];
  /** Points in the current set. */
  readonly points: Score;
}

export interface RallyOptions {
  /** Total points lines (180.5); default around the expected total. */
  readonly totalPointsLines?: readonly number[];
}

export const RALLY_PRE_MATCH: RallyState = Object.freeze({ sets: [], points: NIL_NIL });

const DEUCE_PAIRS = 25;

/**
 * A set's outcome from points (a, b) to `target`: P(home wins with n more rallies) at [n] and
 * P(away wins with n more rallies) at [width + n].
 */
function setFrom(p: number, target: number, a: number, b: number): Float64Array {
  const q = 1 - p;
  const width = 2 * target + 2 * DEUCE_PAIRS + 1;
  const out = new Float64Array(2 * width);
  // Beyond target - 1 all, only the lead matters: step back to it, remembering the rallies.
  if (a >= target - 1 && b >= target - 1) {
    const back = Math.min(a, b) - (target - 1);
    a -= back;
    b -= back;
  }
  if (a >= target && a - b >= 2) {
    out[0] = 1;
    return out;
  }
  if (b >= target && b - a >= 2) {
    out[width] = 1;
    return out;
  }
  const fromTie = (mass: number, rallies: number): void => {
    // Each two rallies: home both (p²), away both (q²), or split and tie again (2pq).
    const split = 2 * p * q;
    let weight = mass;
    for (let k = 0; k < DEUCE_PAIRS; k++) {
      const last = k === DEUCE_PAIRS - 1 ? 1 / (1 - split) : 1;
      out[rallies + 2 + 2 * k]! += weight * p * p * last;
      out[width + rallies + 2 + 2 * k]! += weight * q * q * last;
      weight *= split;
    }
  };
  if (a === target - 1 && b === target - 1) {
    fromTie(1, 0);
    return out;
  }
  if (a >= target - 1 && b >= target - 1) {
    // One ahead at target or more: the next rally decides or ties.
    const homeAhead = a > b;
    out[homeAhead ? 1 : width + 1] = homeAhead ? p : q;
    fromTie(homeAhead ? q : p, 1);
    return out;
  }
  // Rally by rally over the scores below target - 1 all; mass[x * target + y] at x + y rallies.
  const mass = new Float64Array(target * target);
  mass[a * target + b] = 1;
  for (let n = a + b; n <= 2 * target - 3; n++) {
    for (let x = Math.max(a, n - (target - 1)); x <= Math.min(n - b, target - 1); x++) {
      const y = n - x;
      const m = mass[x * target + y]!;
      if (m === 0 || (x === target - 1 && y === target - 1)) continue;
      const played = n - a - b + 1;
      if (x + 1 === target) out[played]! += m * p;
      else mass[(x + 1) * target + y]! += m * p;
      if (y + 1 === target) out[width + played]! += m * q;
      else mass[x * target + y + 1]! += m * q;
    }
  }
  fromTie(mass[(target - 1) * target + target - 1]!, 2 * target - 2 - a - b);
  return out;
}

/**
 * Fair markets of a rally-point match: winner, set handicaps, total points, correct set score, total
 * sets, and while it is on, the current set's winner, points handicap and total points.
 */
export function rallyMarkets(model: RallyModel, rules: RallyRules, state: RallyState = RALLY_PRE_MATCH, options: RallyOptions = {}): FairMarket[] {
  const p = model.pointWinHome;
  if (!(p > 0 && p < 1)) throw new RangeError(`${p} is not a rally-win probability in (0, 1)`);
  const needed = (rules.bestOf + 1) / 2;
  let setsHome = 0;
  let setsAway = 0;
  let pointsBefore = 0;
  for (const [index, set] of state.sets.entries()) {
    checkScore(set);
    const target = index === rules.bestOf - 1 ? rules.finalSetPoints : rules.setPoints;
    const [hi, lo] = set.home > set.away ? [set.home, set.away] : [set.away, set.home];
    if (hi < target || hi - lo < 2 || (hi > target && hi - lo !== 2)) throw new RangeError(`${set.home}-${set.away} is not a finished set`);
    if (set.home > set.away) setsHome++;
    else setsAway++;
    pointsBefore += set.home + set.away;
  }
  if (setsHome > needed || setsAway > needed) throw new RangeError('more sets than the match has');
  checkScore(state.points);
  const finished = setsHome === needed || setsAway === needed;
  const tables = tablesFor(p, rules);
  let current: Float64Array | undefined;
  let match: Float64Array;
  if (finished) {
    match = new Float64Array(2 * needed * tables.width);
    match[tables.outcome(setsHome, setsAway) * tables.width] = 1;
  } else {
    const target = setsHome + setsAway === rules.bestOf - 1 ? rules.finalSetPoints : rules.setPoints;
    const { home, away } = state.points;
    if ((home >= target || away >= target) && Math.abs(home - away) >= 2) throw new RangeError(`${home}-${away} is a finished set: list it in sets`);
    current = setFrom(p, target, home, away);
    match = tables.afterSet(current, setsHome, setsAway);
  }

  const outcomes = 2 * needed;
  const bySetScore = new Float64Array(outcomes);
  const totalPoints = new Float64Array(tables.width);
  for (let j = 0; j < outcomes; j++) {
    for (let n = 0; n < tables.width; n++) {
      const q = match[j * tables.width + n]!;
      bySetScore[j]! += q;
      totalPoints[n]! += q;
    }
  }
  let homeWins = 0;
  for (let j = 0; j < needed; j++) homeWins += bySetScore[j]!;
  const total: Distribution = { pmf: totalPoints, offset: pointsBefore + state.points.home + state.points.away };
  const markets: FairMarket[] = [
    twoWay(marketKey('ft', 'winner'), 'main', homeWins),
  ];
  const margins = setScoreMargins(bySetScore, needed);
  for (const lineQuarters of setHandicapLines(rules.bestOf)) {
    const [home, away] = lineOutcomes(margins, -lineQuarters)!;
    markets.push({ key: marketKey('ft', 'sets_ah', lineQuarters), group: 'handicaps', lineQuarters, outcomes: [{ key: 'home', probability: home }, { key: 'away', probability: away }] });
  }
  for (const lineQuarters of options.totalPointsLines?.map(toQuarters) ?? defaultHalfLines(mean(total), standardDeviation(total))) {
    const over = lineOutcomes(total, lineQuarters);
    if (over) markets.push({ key: marketKey('ft', 'points_total', lineQuarters), group: 'totals', lineQuarters, outcomes: [{ key: 'over', probability: over[0] }, { key: 'under', probability: over[1] }] });
  }
  markets.push({ key: marketKey('ft', 'set_score'), group: 'score', outcomes: setScoreKeys(needed).map((key, j) => ({ key, probability: bySetScore[j]! })) });
  // Sets played: the half lines between the fewest the match can still take and all of them.
  const setsPlayed = new Float64Array(rules.bestOf + 1);
  for (let j = 0; j < outcomes; j++) setsPlayed[needed + (j < needed ? j : outcomes - 1 - j)]! += bySetScore[j]!;
  const fewest = setsHome + setsAway + needed - Math.max(setsHome, setsAway);
  for (let sets = fewest; sets < rules.bestOf; sets++) {
    const lineQuarters = 4 * sets + 2;
    const [over, under] = lineOutcomes({ pmf: setsPlayed, offset: 0 }, lineQuarters)!;
    markets.push({ key: marketKey('ft', 'sets_total', lineQuarters), group: 'totals', lineQuarters, outcomes: [{ key: 'over', probability: over }, { key: 'under', probability: under }] });
  }
  if (current) {
    const set = setsHome + setsAway + 1;
    const target = set === rules.bestOf ? rules.finalSetPoints : rules.setPoints;
    let setWin = 0;
    for (let n = 0; n < current.length / 2; n++) setWin += current[n]!;
    markets.push(twoWay(marketKey(`set${set}`, 'winner'), 'periods', setWin));
    // The set's points (total and home margin) from the same distribution of how it ends.
    const { home, away } = state.points;
    const [setTotal, setMargin] = setPointsOf(current, target, home + away);
    const centre = 4 * -Math.round(mean(setMargin)) - 2;
    for (const lineQuarters of [centre - 8, centre, centre + 8]) {
      const outcomes = lineOutcomes(setMargin, -lineQuarters);
      // A line the set can no longer fall either side of (past deuce every set is won by 2) is left out.
      if (outcomes && Math.min(...outcomes) > 1e-9) markets.push({ key: marketKey(`set${set}`, 'ah', lineQuarters), group: 'periods', lineQuarters, outcomes: [{ key: 'home', probability: outcomes[0] }, { key: 'away', probability: outcomes[1] }] });
    }
    for (const lineQuarters of defaultHalfLines(mean(setTotal), standardDeviation(setTotal), [-0.5, 0, 0.5], home + away)) {
      const over = lineOutcomes(setTotal, lineQuarters);
      if (over && Math.min(...over) > 1e-9) markets.push({ key: marketKey(`set${set}`, 'points_total', lineQuarters), group: 'periods', lineQuarters, outcomes: [{ key: 'over', probability: over[0] }, { key: 'under', probability: over[1] }] });
    }
  }
  return markets;
}

/**
 * A set's total points and home margin from how it ends (`setFrom`: the winner and the rallies still
 * to play from `played` points): the loser has total - target points unless the set went past
 * target - 1 all, where the winner leads by exactly 2.
 */
function setPointsOf(set: Float64Array, target: number, played: number): [Distribution, Distribution] {
  const width = set.length / 2;
  const total = new Float64Array(played + width);
  const span = played + width;
  const margin = new Float64Array(2 * span + 1);
  for (let side = 0; side < 2; side++) {
    for (let n = 0; n < width; n++) {
      const p = set[side * width + n]!;
      if (p === 0) continue;
      const points = played + n;
      total[points]! += p;
      const lead = points - target <= target - 2 ? 2 * target - points : 2;
      margin[span + (side === 0 ? lead : -lead)]! += p;
    }
  }
  return [{ pmf: total, offset: 0 }, { pmf: margin, offset: -span }];
}

export function volleyballMarkets(model: RallyModel, state?: RallyState, options?: RallyOptions): FairMarket[] {
  return rallyMarkets(model, VOLLEYBALL_RULES, state, options);
}

export function tableTennisMarkets(model: RallyModel & { readonly bestOf: 5 | 7 }, state?: RallyState, options?: RallyOptions): FairMarket[] {
  return rallyMarkets(model, tableTennisRules(model.bestOf), state, options);
}

class RallyTables {
  readonly needed: number;
  readonly setWidth: number;
  readonly width: number;
  private readonly fresh = new Map<number, Float64Array>();
  private readonly matchTable: (Float64Array | undefined)[] = [];

  constructor(
    private readonly p: number,
    private readonly rules: RallyRules,
  ) {
    this.needed = (rules.bestOf + 1) / 2;
    this.setWidth = 2 * Math.max(rules.setPoints, rules.finalSetPoints) + 2 * DEUCE_PAIRS + 1;
    this.width = rules.bestOf * this.setWidth;
  }

  outcome(home: number, away: number): number {
    return home === this.needed ? away : this.needed + (this.needed - 1 - home);
  }

  private set(target: number): Float64Array {
    let found = this.fresh.get(target);
    if (!found) this.fresh.set(target, (found = setFrom(this.p, target, 0, 0)));
    return found;
  }

  /** From sets (home, away) before a set starts: P(final set score j and n more rallies) at [j * width + n]. */
  match(home: number, away: number): Float64Array {
    const index = home * this.needed + away;
    const known = this.matchTable[index];
    if (known) return known;
    const target = home + away === this.rules.bestOf - 1 ? this.rules.finalSetPoints : this.rules.setPoints;
    const dist = this.afterSet(this.set(target), home, away);
    this.matchTable[index] = dist;
    return dist;
  }

  /** The current set's outcome (as `setFrom` gives it) followed by the rest of the match. */
  afterSet(set: Float64Array, home: number, away: number): Float64Array {
    const width = this.width;
    const setWidth = set.length / 2;
    const dist = new Float64Array(2 * this.needed * width);
    for (let side = 0; side < 2; side++) {
      const sh = home + (side === 0 ? 1 : 0);
      const sa = away + (side === 0 ? 0 : 1);
      const done = sh === this.needed || sa === this.needed;
      const rest = done ? undefined : this.match(sh, sa);
      for (let n = 0; n < setWidth; n++) {
        const p = set[side * setWidth + n]!;
        if (p === 0) continue;
        if (!rest) {
          dist[this.outcome(sh, sa) * width + n]! += p;
          continue;
        }
        addShifted(dist, rest, p, n, width);
      }
    }
    return dist;
  }
}

/** dist[j][k + shift] += p · rest[j][k] for every final set score j. */
function addShifted(dist: Float64Array, rest: Float64Array, p: number, shift: number, width: number): void {
  for (let row = 0; row < rest.length; row += width) {
    for (let k = 0; k + shift < width; k++) {
      const q = rest[row + k]!;
      if (q !== 0) dist[row + k + shift]! += p * q;
    }
  }
}

const rallyTables = new Map<string, RallyTables>();

function tablesFor(p: number, rules: RallyRules): RallyTables {
  const key = `${p}|${rules.bestOf}|${rules.setPoints}|${rules.finalSetPoints}`;
  let found = rallyTables.get(key);
  if (!found) {
    if (rallyTables.size >= 256) rallyTables.clear();
    rallyTables.set(key, (found = new RallyTables(p, rules)));
  }
  return found;
}
