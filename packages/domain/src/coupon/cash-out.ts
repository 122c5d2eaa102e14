import { legFactor, type LegResult } from './settlement.ts';

export interface CashOutLeg {
  /** The price the bet was accepted at, thousandths. */
  acceptedPrice: number;
  /** The leg's price now with the book's margin, thousandths; null when settled, or when suspended while open. */
  currentPrice: number | null;
  result: LegResult;
}

export interface CashOutInput {
  stakeMinor: bigint;
  /** The legs of a single or an express. */
  legs: readonly CashOutLeg[];
  /** The book's cash-out margin in basis points (500 = 5 %). */
  marginBasisPoints: number;
}

const HALF = 2000n;

/**
 * Decision 014 cash-out value of an open single or express, minor units, rounded down once:
 *   stake × Π(settled legs' factors at the accepted price) × Π(accepted / current, open legs) × (1 − margin)
 * A settled leg's factor is the settlement's (won: the price, void: 1, half-win: (p + 1) / 2,
 * half-lose: 1/2). An open leg's accepted / current is what the rest of the bet is worth now: the
 * current price already carries the book's margin, and the cash-out margin is on top. 0 when a leg
 * has lost; null (no offer) when an open leg is suspended (no current price) or nothing is open.
 */
export function cashOutValue(input: CashOutInput): bigint | null {
  const { stakeMinor, legs, marginBasisPoints } = input;
  if (stakeMinor <= 0n || legs.length === 0) return null;
  if (!Number.isInteger(marginBasisPoints) || marginBasisPoints < 0 || marginBasisPoints >= 10_000) return null;
  if (legs.some((l) => l.result === 'lose')) return 0n;
  let num = stakeMinor * BigInt(10_000 - marginBasisPoints);
  let den = 10_000n;
  let open = 0;
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.acceptedPrice) || leg.acceptedPrice <= 1000) return null;
    if (leg.result === 'open') {
      if (leg.currentPrice === null || !Number.isSafeInteger(leg.currentPrice) || leg.currentPrice <= 1000) return null;
      open++;
      num *= BigInt(leg.acceptedPrice);
      den *= BigInt(leg.currentPrice);
    } else {
      num *= legFactor({ price: leg.acceptedPrice, result: leg.result }) as bigint;
      den *= HALF;
    }
  }
  return open === 0 ? null : num / den;
}

export interface PartialCashOut {
  /** Paid now. */
  paidMinor: bigint;
  /** The part of the stake the payment settles. */
  cashedStakeMinor: bigint;
  /** The stake that stays on the bet, on the same legs and prices. */
  remainingStakeMinor: bigint;
}

/**
 * Decision 014 partial cash-out: the player takes `requestedMinor` of a cash-out value; the stake that
 * stays on is stake × (value − requested) / value rounded down, so the payment plus what the
 * remaining stake is worth never exceeds the whole value. Null unless 0 < requested ≤ value.
 */
export function partialCashOut(input: { stakeMinor: bigint; valueMinor: bigint; requestedMinor: bigint }): PartialCashOut | null {
  const { stakeMinor, valueMinor, requestedMinor } = input;
  if (stakeMinor <= 0n || valueMinor <= 0n || requestedMinor <= 0n || requestedMinor > valueMinor) return null;
  const remainingStakeMinor = (stakeMinor * (valueMinor - requestedMinor)) / valueMinor;
  return { paidMinor: requestedMinor, cashedStakeMinor: stakeMinor - remainingStakeMinor, remainingStakeMinor };
}
