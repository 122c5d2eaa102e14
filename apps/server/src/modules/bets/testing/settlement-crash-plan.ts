/** What the settlement crash test's child places and how its games end (the parent checks against the same). */
export const CRASH_GAME_X = 8101;
export const CRASH_GAME_Y = 8102;
export const CRASH_PRICES: Record<number, [number, number, number]> = { [CRASH_GAME_X]: [2150, 3300, 3550], [CRASH_GAME_Y]: [1800, 3600, 4400] };
/** X: the draw won (home and away lost); Y: home won. */
export const CRASH_RESULTS: Record<number, Record<string, 'won' | 'lost'>> = {
  [CRASH_GAME_X]: { home: 'lost', draw: 'won', away: 'lost' },
  [CRASH_GAME_Y]: { home: 'won', draw: 'lost', away: 'lost' },
};
export const CRASH_DEPOSIT = 1_000_000n;

export interface CrashCoupon {
  couponId: string;
  accountId: number;
  typeId: 0 | 1 | 9;
  stakeMinor: string;
  legs: { gameId: number; outcomeKey: string; price: number }[];
}
