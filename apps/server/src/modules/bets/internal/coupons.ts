import { betIdOf, isSystemPresetName, type LegResult } from '@wager/domain';
import type { BetLeg, CouponProblem, CouponProblemCode, CouponQuoteResponse, PlacedCoupon } from '@wager/contract';
import type { CouponRow, LegRow } from './bets.repository.ts';
import { refusalStatus } from './rules.ts';

// A coupon outside the database: the contract's view of the stored rows, a refusal, the house account.

/** The house account stakes go to and payouts come from. */
export const BETS_HOUSE = { ownerKind: 'house' as const, code: 'bets' };

/** A refused coupon: 409/422/403 with the contract's CouponRefusal body; nothing was written. */
export class CouponRefused extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: CouponProblemCode,
    readonly problems: CouponProblem[],
    readonly quote?: CouponQuoteResponse,
  ) {
    super(`The coupon was refused: ${code}.`);
    this.statusCode = refusalStatus(code);
  }
  body() {
    return { error: { code: this.code, message: this.message, problems: this.problems, ...(this.quote ? { quote: this.quote } : {}) } };
  }
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toBetLeg(l: LegRow): BetLeg {
  return {
    betId: betIdOf(l),
    gameId: l.gameId,
    marketKey: l.marketKey,
    outcomeKey: l.outcomeKey,
    price: l.price,
    version: l.marketVersion,
    banker: l.banker,
    isLive: l.isLive,
    result: l.result as LegResult,
    sportId: l.sportId,
    champName: l.champName,
    home: l.home,
    away: l.away,
    eventName: l.eventName,
    startsAt: l.startsAt.toISOString(),
    score: l.score,
  };
}

export function toPlaced(c: CouponRow, legs: readonly LegRow[]): PlacedCoupon {
  return {
    couponId: c.id.toString(),
    typeId: c.typeId as PlacedCoupon['typeId'],
    systemValue: c.systemValue,
    preset: c.preset !== null && isSystemPresetName(c.preset) ? c.preset : null,
    status: c.status as PlacedCoupon['status'],
    accountId: c.accountId,
    currency: c.currency,
    stakeMinor: c.stakeMinor.toString(),
    coef: c.coef,
    possibleWinMinor: c.possibleWinMinor.toString(),
    returnMinor: c.returnMinor === null ? null : c.returnMinor.toString(),
    bonusMultiplier: c.bonusMultiplier,
    hyperBonusPercent: c.hyperBonusBp === null ? null : c.hyperBonusBp / 100,
    // Decision 016 (promo): the free-bet part of the stake and the code's boost.
    ...(c.prepaidMinor > 0n ? { prepaidMinor: c.prepaidMinor.toString() } : {}),
    ...(c.boostBp !== null ? { boostPercentBp: c.boostBp } : {}),
    ...(c.antiExpress ? { antiExpress: true } : {}),
    placedAt: c.placedAt.toISOString(),
    settledAt: iso(c.settledAt),
    legs: legs.map(toBetLeg),
  };
}

