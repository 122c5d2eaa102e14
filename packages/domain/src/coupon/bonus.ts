import { COUPON_TYPE, expressCoefficient, type CouponTypeId } from './settlement.ts';

/** S0 §4.1, §9 automatic bonus bet constants. */
export const BONUS_BET = {
  minLegs: 3,
  /** Each leg's price at least 1.100. */
  minLegPrice: 1100,
  /** The coupon's coefficient at least 1.010. */
  minTotalCoef: 1010,
  /** A leg of this market kind never counts. */
  excludedMarketKind: 7,
  /** Up to this many legs the multiplier is 1 + legs %; beyond it 1.1. */
  percentPerLegUpTo: 9,
  multiplierBeyond: 1100,
} as const;

export interface BonusBetInput {
  siteAllows: boolean;
  typeId: CouponTypeId;
  legs: readonly { price: number; marketKind: number }[];
  /** The player deleted the bonus bet from this coupon (`isBonusBetDeleted`). */
  manuallyDeleted: boolean;
}

/**
 * S0 §4.1, §9: the automatic bonus bet's multiplier in thousandths (3 legs → 1030, 9 → 1090, 10 or
 * more → 1100), or null when none: the site must allow it, the coupon be an express of at least 3
 * legs, each at least 1.100 and not market kind 7, the total coefficient at least 1.010, and the
 * player must not have deleted it from this coupon.
 */
export function bonusBet(input: BonusBetInput): number | null {
  const { legs } = input;
  if (!input.siteAllows || input.manuallyDeleted || input.typeId !== COUPON_TYPE.express) return null;
  if (legs.length < BONUS_BET.minLegs) return null;
  if (legs.some((l) => l.price < BONUS_BET.minLegPrice || l.marketKind === BONUS_BET.excludedMarketKind)) return null;
  if (expressCoefficient(legs.map((l) => l.price)) < BONUS_BET.minTotalCoef) return null;
  // "1 plus the bet count in percent": 1 % is 10 thousandths.
  return legs.length <= BONUS_BET.percentPerLegUpTo ? 1000 + legs.length * 10 : BONUS_BET.multiplierBeyond;
}

/** What a bonus multiplier makes of a possible win, rounded down to the minor unit. */
export function withBonusMultiplier(possibleWinMinor: bigint, multiplier: number): bigint {
  return (possibleWinMinor * BigInt(multiplier)) / 1000n;
}

/**
 * S0 §3.8 manuallyDeletedBonusBet, decision 014: deleting the bonus bet records the coupon it was
 * deleted from (its bet ids, order aside). It stays deleted while the coupon holds exactly those
 * bets; adding or removing a bet makes a new coupon and the bonus bet may come back. A price move is
 * not a change of coupon.
 */
export function bonusBetDeletionKey(betIds: readonly string[]): string {
  return JSON.stringify([...betIds].sort());
}

export function isBonusBetDeleted(deletedKey: string | null, betIds: readonly string[]): boolean {
  return deletedKey !== null && deletedKey === bonusBetDeletionKey(betIds);
}

export interface HyperBonusInput {
  /** The operator's boost, percent of the winnings (up to 2 decimals: 7.5). */
  percent: number;
  /** S0 §3.8 minHyperBonusBetLimit: the smallest stake that earns it. */
  minBetLimitMinor: bigint;
  /** S0 §3.8 maxHyperBonusLimit: the largest bonus; null for none. */
  maxBonusMinor: bigint | null;
  stakeMinor: bigint;
  /** The coupon's possible win, stake included. */
  possibleWinMinor: bigint;
  legCount: number;
  typeId: CouponTypeId;
}

/** An express needs at least this many legs for the hyper-bonus (decision 014). */
export const HYPER_BONUS_MIN_LEGS = 2;

/**
 * Decision 014 hyper-bonus (S0 §3.8 hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit):
 * an operator boost of `percent` on an express's winnings (possible win minus stake), paid only
 * when the stake is at least the limit, rounded down, capped at the maximum. 0 when none applies.
 */
export function hyperBonus(input: HyperBonusInput): bigint {
  const basisPoints = Math.round(input.percent * 100);
  if (!Number.isFinite(basisPoints) || basisPoints <= 0) return 0n;
  if (input.typeId !== COUPON_TYPE.express || input.legCount < HYPER_BONUS_MIN_LEGS) return 0n;
  if (input.stakeMinor < input.minBetLimitMinor) return 0n;
  const winnings = input.possibleWinMinor - input.stakeMinor;
  if (winnings <= 0n) return 0n;
  const bonus = (winnings * BigInt(basisPoints)) / 10_000n;
  return input.maxBonusMinor !== null && bonus > input.maxBonusMinor ? input.maxBonusMinor : bonus;
}
