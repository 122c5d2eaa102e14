import { lineOutcomes, mean, negated, probabilityAt, probabilityFrom, sum, type Distribution } from './distribution.ts';
import { marketKey, type FairMarket, type MarketGroup } from './market.ts';

/** Goals (or points) so far, home first. */
export interface Score {
  readonly home: number;
  readonly away: number;
}

export const NIL_NIL: Score = Object.freeze({ home: 0, away: 0 });

/** Final home and away goals, independent; derived distributions are made once and shared by every market. */
export class GoalGrid {
  readonly difference: Distribution;
  readonly total: Distribution;

  constructor(
    readonly home: Distribution,
    readonly away: Distribution,
  ) {
    this.difference = sum(home, negated(away));
    this.total = sum(home, away);
  }
}

export function checkScore(score: Score): void {
  for (const goals of [score.home, score.away]) {
    if (!Number.isSafeInteger(goals) || goals < 0) throw new RangeError(`${goals} is not a score`);
  }
}

export function threeWay(key: string, group: MarketGroup, difference: Distribution): FairMarket {
  let home = 0;
  let away = 0;
  for (let i = 0; i < difference.pmf.length; i++) {
    const value = difference.offset + i;
    if (value > 0) home += difference.pmf[i]!;
    else if (value < 0) away += difference.pmf[i]!;
  }
  const draw = probabilityAt(difference, 0);
  return { key, group, outcomes: [{ key: 'home', probability: home }, { key: 'draw', probability: draw }, { key: 'away', probability: away }] };
}

/** Double chance from 1X2: each outcome covers two results, so its probabilities sum to 2. */
export function doubleChance(scope: string, result: FairMarket, group: MarketGroup = 'main'): FairMarket {
  const [home, draw, away] = result.outcomes.map((outcome) => outcome.probability) as [number, number, number];
  return {
    key: marketKey(scope, 'dc'),
    group,
    outcomes: [{ key: '1x', probability: home + draw }, { key: '12', probability: home + away }, { key: 'x2', probability: draw + away }],
  };
}

/** Draw no bet: the stake comes back on a draw. Undefined once the draw is certain. */
export function drawNoBet(scope: string, result: FairMarket): FairMarket | undefined {
  const [home, , away] = result.outcomes.map((outcome) => outcome.probability) as [number, number, number];
  if (home + away < 1e-12) return undefined;
  return { key: marketKey(scope, 'dnb'), group: 'main', outcomes: [{ key: 'home', probability: home / (home + away) }, { key: 'away', probability: away / (home + away) }] };
}

export function totals(scope: string, market: string, group: MarketGroup, total: Distribution, linesQuarters: readonly number[]): FairMarket[] {
  const markets: FairMarket[] = [];
  for (const lineQuarters of linesQuarters) {
    const outcomes = lineOutcomes(total, lineQuarters);
    if (outcomes === undefined) continue;
    markets.push({ key: marketKey(scope, market, lineQuarters), group, lineQuarters, outcomes: [{ key: 'over', probability: outcomes[0] }, { key: 'under', probability: outcomes[1] }] });
  }
  return markets;
}

/** Handicaps on the home side: home with line L wins when difference + L > 0, i.e. "over" -L. */
export function handicaps(scope: string, market: string, group: MarketGroup, difference: Distribution, linesQuarters: readonly number[]): FairMarket[] {
  const markets: FairMarket[] = [];
  for (const lineQuarters of linesQuarters) {
    const outcomes = lineOutcomes(difference, -lineQuarters);
    if (outcomes === undefined) continue;
    markets.push({ key: marketKey(scope, market, lineQuarters), group, lineQuarters, outcomes: [{ key: 'home', probability: outcomes[0] }, { key: 'away', probability: outcomes[1] }] });
  }
  return markets;
}

export function bothTeamsToScore(scope: string, grid: GoalGrid, group: MarketGroup = 'props'): FairMarket {
  const yes = Math.min(1, probabilityFrom(grid.home, 1) * probabilityFrom(grid.away, 1));
  return { key: marketKey(scope, 'btts'), group, outcomes: [{ key: 'yes', probability: yes }, { key: 'no', probability: 1 - yes }] };
}

/** A yes/no market from P(yes); float dust is kept inside [0, 1]. */
export function yesNo(key: string, group: MarketGroup, yes: number): FairMarket {
  const p = Math.min(1, Math.max(0, yes));
  return { key, group, outcomes: [{ key: 'yes', probability: p }, { key: 'no', probability: 1 - p }] };
}

/** Odd or even total (`odd`, `even`; 0 is even). */
export function oddEven(scope: string, total: Distribution, group: MarketGroup = 'props'): FairMarket {
  let odd = 0;
  let even = 0;
  for (let i = 0; i < total.pmf.length; i++) {
    if ((total.offset + i) % 2 === 0) even += total.pmf[i]!;
    else odd += total.pmf[i]!;
  }
  return { key: marketKey(scope, 'odd_even'), group, outcomes: [{ key: 'odd', probability: odd }, { key: 'even', probability: even }] };
}

/** Exact total: outcomes `0` … `max - 1` and `max+` (`6+`); the totals already passed stay listed at probability 0. */
export function exactTotal(scope: string, market: string, total: Distribution, max: number, group: MarketGroup = 'props'): FairMarket {
  const outcomes = [];
  for (let n = 0; n < max; n++) outcomes.push({ key: String(n), probability: probabilityAt(total, n) });
  outcomes.push({ key: `${max}+`, probability: probabilityFrom(total, max) });
  return { key: marketKey(scope, market), group, outcomes };
}

/**
 * Three half lines (quarters) of one side's goals: the line just below its expected final goals and
 * one either side, never at or below what it has scored (1.5 expected: 0.5, 1.5, 2.5).
 */
export function teamTotalLines(goals: Distribution, scored: number, count = 3): number[] {
  const centre = 4 * Math.floor(mean(goals)) + 2;
  const first = Math.max(centre - 4, 4 * scored + 2);
  return Array.from({ length: count }, (_, i) => first + 4 * i);
}

/**
 * A result combined with another yes/no property of the same final score, read cell by cell from the
 * grid: outcomes `home.<a>`, `home.<b>`, `draw.<a>` … in that order (`home.yes`, `home.no`, … or
 * `home.over`, `home.under`, …), so summing over the second part gives 1X2 and over the first the other
 * market.
 */
export function resultAnd(key: string, group: MarketGroup, grid: GoalGrid, parts: readonly [string, string], first: (home: number, away: number) => boolean): FairMarket {
  const p = new Float64Array(6);
  const { home, away } = grid;
  for (let i = 0; i < home.pmf.length; i++) {
    const h = home.offset + i;
    const ph = home.pmf[i]!;
    if (ph === 0) continue;
    for (let j = 0; j < away.pmf.length; j++) {
      const a = away.offset + j;
      const result = h > a ? 0 : h === a ? 2 : 4;
      p[result + (first(h, a) ? 0 : 1)]! += ph * away.pmf[j]!;
    }
  }
  const outcomes = [];
  for (const [r, result] of ['home', 'draw', 'away'].entries()) {
    for (const [k, part] of parts.entries()) outcomes.push({ key: `${result}.${part}`, probability: p[2 * r + k]! });
  }
  return { key, group, outcomes };
}

/**
 * Correct score from the same grid as every other market: each score up to `max`-`max`, then what is
 * left split by result (`other_home`, `other_draw`, `other_away`), so that summing the home cells and
 * `other_home` gives 1X2's home exactly.
 */
export function correctScore(scope: string, grid: GoalGrid, max: number): FairMarket {
  const cells = new Float64Array((max + 1) * (max + 1));
  let otherHome = 0;
  let otherDraw = 0;
  let otherAway = 0;
  const { home, away } = grid;
  for (let i = 0; i < home.pmf.length; i++) {
    const h = home.offset + i;
    const ph = home.pmf[i]!;
    for (let j = 0; j < away.pmf.length; j++) {
      const a = away.offset + j;
      const p = ph * away.pmf[j]!;
      if (h <= max && a <= max) cells[h * (max + 1) + a] = p;
      else if (h > a) otherHome += p;
      else if (h === a) otherDraw += p;
      else otherAway += p;
    }
  }
  const outcomes = [];
  for (let h = 0; h <= max; h++) for (let a = 0; a <= max; a++) outcomes.push({ key: `${h}-${a}`, probability: cells[h * (max + 1) + a]! });
  outcomes.push({ key: 'other_home', probability: otherHome }, { key: 'other_draw', probability: otherDraw }, { key: 'other_away', probability: otherAway });
  return { key: marketKey(scope, 'cs'), group: 'score', outcomes };
}

/**
 * Default total lines (quarters) around the expected final total: the half line c just below it and
 * c ± 1, c ± 2, c ± 0.25 (for E = 2.7: 0.5, 1.5, 2.25, 2.5, 2.75, 3.5, 4.5), keeping only lines above
 * the goals already scored (lower ones are settled).
 */
export function defaultTotalLines(total: Distribution, scored: number, offsets: readonly number[] = [-8, -4, -1, 0, 1, 4, 8]): number[] {
  const centre = 4 * Math.floor(mean(total)) + 2;
  return offsets.map((offset) => centre + offset).filter((line) => line > 4 * scored);
}

/** Default handicap lines (quarters) around minus the expected final difference, to the nearest quarter. */
export function defaultHandicapLines(difference: Distribution, offsets: readonly number[] = [-4, -2, -1, 0, 1, 2, 4]): number[] {
  const centre = -Math.round(4 * mean(difference)) || 0;
  return offsets.map((offset) => centre + offset);
}
