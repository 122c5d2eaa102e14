import { COUPON_TYPE, type CouponTypeId } from './settlement.ts';

/** S0 §3.8 bet-line fields S0 §4.1's classification reads. */
export interface LegClassificationInput {
  gameFinished: boolean;
  gameStatus: number | null;
  /** Seconds played; null or 0: no game time. */
  gameTimeSec: number | null;
  isLiveInLive: boolean;
  marketIsLive: boolean;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
}

export interface LegClassification {
  isLive: boolean;
  isFinished: boolean;
  isLocked: boolean;
}

/** S0 §4.1 game statuses the classification reads. */
export const GAME_STATUS = { live: [2, 3], finished: 4 } as const;

/**
 * S0 §4.1: live when the game is not finished and it has game time, is live-in-live, has status 2
 * or 3, or the market is live; finished when the flag is set or the status is 4; locked when
 * blocked, dependent or banned from express. "Not finished" is the game flag, as written.
 */
export function classifyLeg(input: LegClassificationInput): LegClassification {
  const hasGameTime = input.gameTimeSec !== null && input.gameTimeSec > 0;
  const liveStatus = input.gameStatus !== null && (GAME_STATUS.live as readonly number[]).includes(input.gameStatus);
  return {
    isLive: !input.gameFinished && (hasGameTime || input.isLiveInLive || liveStatus || input.marketIsLive),
    isFinished: input.gameFinished || input.gameStatus === GAME_STATUS.finished,
    isLocked: input.isBlocked || input.isDepend || input.isBannedExpress,
  };
}

export interface DependencyLeg {
  betId: string;
  gameId: number;
  /** The leg's market may be combined with another leg of the same game (a bet builder). */
  allowsSameGame?: boolean;
}

/**
 * S0 §3.8 isDepend, decision 014: in an express or a system two legs of one game depend on each
 * other unless both their markets allow same-game combination; every leg of such a pair is
 * dependent. Singles and several singles (each its own coupon) have none.
 */
export function dependentLegs(legs: readonly DependencyLeg[], typeId: CouponTypeId): Set<string> {
  const dependent = new Set<string>();
  if (typeId !== COUPON_TYPE.express && typeId !== COUPON_TYPE.system) return dependent;
  for (const [i, a] of legs.entries()) {
    for (const b of legs.slice(i + 1)) {
      if (a.gameId === b.gameId && !(a.allowsSameGame && b.allowsSameGame)) {
        dependent.add(a.betId);
        dependent.add(b.betId);
      }
    }
  }
  return dependent;
}
