// Helpers shared by the set- and map-based sports (tennis, volleyball, table tennis, esports).

/** Outcome keys of set (or map) betting, home first: 2-0, 2-1, 1-2, 0-2 for two sets to win. */
export function setScoreKeys(needed: number): string[] {
  const keys: string[] = [];
  for (let loser = 0; loser < needed; loser++) keys.push(`${needed}-${loser}`);
  for (let winner = needed - 1; winner >= 0; winner--) keys.push(`${winner}-${needed}`);
  return keys;
}

/** Home-side set handicap lines in quarters: ±1.5 up to ±(sets to win - 0.5); none for a single set. */
export function setHandicapLines(bestOf: number): number[] {
  const lines: number[] = [];
  const needed = (bestOf + 1) / 2;
  for (let sets = needed - 1; sets >= 1; sets--) lines.push(-(4 * sets + 2));
  for (let sets = 1; sets < needed; sets++) lines.push(4 * sets + 2);
  return lines;
}

/**
 * Default half lines (quarters) of a total around its mean: ⌊mean + k·sd⌋ + 0.5 for k = -1, -½, 0, ½, 1
 * (or the `ks` given), without repeats and never below `above` + 0.5 (what is already scored).
 */
export function defaultHalfLines(mean: number, sd: number, ks: readonly number[] = [-1, -0.5, 0, 0.5, 1], above = 0): number[] {
  const lines = new Set<number>();
  for (const k of ks) lines.add(4 * Math.max(above, Math.floor(mean + k * sd)) + 2);
  return [...lines];
}

/** The distribution of (home - away) sets from a distribution over final set scores in `setScoreKeys` order. */
export function setScoreMargins(bySetScore: ArrayLike<number>, needed: number): { pmf: Float64Array; offset: number } {
  const pmf = new Float64Array(2 * needed + 1);
  for (let j = 0; j < 2 * needed; j++) {
    const margin = j < needed ? needed - j : 2 * needed - 1 - j - needed;
    pmf[margin + needed]! += bySetScore[j]!;
  }
  return { pmf, offset: -needed };
}
