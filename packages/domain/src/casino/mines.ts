// Mines (decision 017): a 5×5 board with n mines placed from the stream; each safe reveal raises the multiplier.
import { fairStream, nextIndex, type RandomStream, type Seeds } from './fair.ts';
import { BP, choose, ratio, rtpOf, type PayoutLine, type Rational } from './rational.ts';

export const MINES_TILES = 25;
export const MINES_EDGE_BP = 100;

export interface MinesParams {
  /** 1–24 mines. */
  readonly mines: number;
  /** The tiles the player reveals, in order (0–24, row by row, distinct, at most 25 − mines); the player cashes out after the last. */
  readonly picks: readonly number[];
  readonly edgeBp?: number;
}

export interface MinesResult {
  /** The mines' tiles, in the order they were drawn. */
  readonly mineTiles: readonly number[];
  /** Safe tiles revealed before the round ended. */
  readonly safeReveals: number;
  /** The pick that hit a mine, or null when the player cashed out. */
  readonly hitAt: number | null;
  readonly multiplierBp: bigint;
}

function check(params: MinesParams): void {
  const { mines, picks } = params;
  if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new RangeError('BAD_MINES');
  if (picks.length < 1 || picks.length > MINES_TILES - mines) throw new RangeError('BAD_PICKS');
  if (new Set(picks).size !== picks.length || picks.some((p) => !Number.isInteger(p) || p < 0 || p >= MINES_TILES)) throw new RangeError('BAD_PICKS');
}

/** (1 − edge) × C(25, k) / C(25 − mines, k): the fair inverse of surviving k reveals, rounded down to the basis point. */
export function minesMultiplierBp(mines: number, safeReveals: number, edgeBp: number = MINES_EDGE_BP): bigint {
  if (safeReveals === 0) return BP;
  return ((BP - BigInt(edgeBp)) * choose(MINES_TILES, safeReveals)) / choose(MINES_TILES - mines, safeReveals);
}

/** The mines: draw i takes index floor(float × (25 − i)) of the tiles not yet taken, in ascending order. */
export function mineLayout(stream: RandomStream, mines: number): number[] {
  const remaining = Array.from({ length: MINES_TILES }, (_, i) => i);
  const out: number[] = [];
  for (let i = 0; i < mines; i++) out.push(remaining.splice(nextIndex(stream, MINES_TILES - i), 1)[0]!);
  return out;
}

export function play(stream: RandomStream, params: MinesParams): MinesResult {
  check(params);
  const mineTiles = mineLayout(stream, params.mines);
  const isMine = new Set(mineTiles);
  const hit = params.picks.findIndex((p) => isMine.has(p));
  if (hit >= 0) return { mineTiles, safeReveals: hit, hitAt: params.picks[hit]!, multiplierBp: 0n };
  const k = params.picks.length;
  return { mineTiles, safeReveals: k, hitAt: null, multiplierBp: minesMultiplierBp(params.mines, k, params.edgeBp) };
}

export const outcome = (seeds: Seeds, params: MinesParams): MinesResult => play(fairStream(seeds), params);

export function distribution(params: MinesParams): PayoutLine[] {
  check(params);
  const k = params.picks.length;
  const survive = ratio(choose(MINES_TILES - params.mines, k), choose(MINES_TILES, k));
  return [
    { multiplierBp: minesMultiplierBp(params.mines, k, params.edgeBp), probability: survive },
    { multiplierBp: 0n, probability: ratio(survive.den - survive.num, survive.den) },
  ];
}

export const exactRtp = (params: MinesParams): Rational => rtpOf(distribution(params));
