// Dice (decision 017): a roll 0.00–99.99 from one draw; the player wins under or over a target.
import { nextIndex, fairStream, type RandomStream, type Seeds } from './fair.ts';
import { BP, ratio, rtpOf, type PayoutLine, type Rational } from './rational.ts';

export interface DiceParams {
  /** In hundredths, 0.01–99.98: `under` wins when roll < target, `over` when roll > target. */
  readonly target: number;
  readonly direction: 'under' | 'over';
  /** House edge in basis points; 100 (1 %) by default. */
  readonly edgeBp?: number;
}

export interface DiceResult {
  /** The roll in hundredths, 0–9999 (shown as 0.00–99.99). */
  readonly roll: number;
  readonly won: boolean;
  readonly multiplierBp: bigint;
}

export const DICE_EDGE_BP = 100;
export const DICE_OUTCOMES = 10_000;

/** The number of rolls out of 10,000 that win; 100–9,800 (1 %–98 %) is accepted. */
export function winCount(params: DiceParams): number {
  const { target, direction } = params;
  if (!Number.isInteger(target) || target < 1 || target > 9998) throw new RangeError('BAD_TARGET');
  const w = direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
  if (w < 100 || w > 9800) throw new RangeError('BAD_TARGET');
  return w;
}

/** (100 − edge) / win chance, rounded down to the basis point. */
export function diceMultiplierBp(params: DiceParams): bigint {
  const edge = BigInt(params.edgeBp ?? DICE_EDGE_BP);
  return ((BP - edge) * BigInt(DICE_OUTCOMES)) / BigInt(winCount(params));
}

export function play(stream: RandomStream, params: DiceParams): DiceResult {
  const multiplier = diceMultiplierBp(params);
  const roll = nextIndex(stream, DICE_OUTCOMES);
  const won = params.direction === 'under' ? roll < params.target : roll > params.target;
  return { roll, won, multiplierBp: won ? multiplier : 0n };
}

export const outcome = (seeds: Seeds, params: DiceParams): DiceResult => play(fairStream(seeds), params);

const TWO32 = 2n ** 32n;
/** Draws u with floor(u × 10000 / 2³²) < t: ceil(t × 2³² / 10000). */
const drawsBelow = (t: number): bigint => (BigInt(t) * TWO32 + BigInt(DICE_OUTCOMES) - 1n) / BigInt(DICE_OUTCOMES);

/** The exact distribution over the 2³² equally likely draws (not just the ideal 10,000 rolls). */
export function distribution(params: DiceParams): PayoutLine[] {
  const m = diceMultiplierBp(params);
  const wins = params.direction === 'under' ? drawsBelow(params.target) : TWO32 - drawsBelow(params.target + 1);
  return [
    { multiplierBp: m, probability: ratio(wins, TWO32) },
    { multiplierBp: 0n, probability: ratio(TWO32 - wins, TWO32) },
  ];
}

export const exactRtp = (params: DiceParams): Rational => rtpOf(distribution(params));
