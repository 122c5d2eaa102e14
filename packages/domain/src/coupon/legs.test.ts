import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLeg, COUPON_TYPE, dependentLegs, type LegClassificationInput } from './index.ts';

const line: LegClassificationInput = {
  gameFinished: false,
  gameStatus: 1,
  gameTimeSec: null,
  isLiveInLive: false,
  marketIsLive: false,
  isBlocked: false,
  isDepend: false,
  isBannedExpress: false,
};

describe('bet classification (S0 §4.1)', () => {
  it.each<[string, Partial<LegClassificationInput>, { isLive: boolean; isFinished: boolean; isLocked: boolean }]>([
    ['S0 §4.1: a line bet is neither live, finished nor locked', {}, { isLive: false, isFinished: false, isLocked: false }],
    ['S0 §4.1: live when it has game time', { gameTimeSec: 1260 }, { isLive: true, isFinished: false, isLocked: false }],
    ['S0 §4.1: no game time at 0 seconds', { gameTimeSec: 0 }, { isLive: false, isFinished: false, isLocked: false }],
    ['S0 §4.1: live when live-in-live', { isLiveInLive: true }, { isLive: true, isFinished: false, isLocked: false }],
    ['S0 §4.1: live with status 2', { gameStatus: 2 }, { isLive: true, isFinished: false, isLocked: false }],
    ['S0 §4.1: live with status 3', { gameStatus: 3 }, { isLive: true, isFinished: false, isLocked: false }],
    ['S0 §4.1: live when the market is live', { marketIsLive: true }, { isLive: true, isFinished: false, isLocked: false }],
    ['S0 §4.1: a finished game is never live, whatever else holds', { gameFinished: true, gameTimeSec: 5400, marketIsLive: true }, { isLive: false, isFinished: true, isLocked: false }],
    ['S0 §4.1: finished with status 4', { gameStatus: 4 }, { isLive: false, isFinished: true, isLocked: false }],
    ['S0 §4.1: status 4 with game time reads live and finished (the flag alone ends live)', { gameStatus: 4, gameTimeSec: 5400 }, { isLive: true, isFinished: true, isLocked: false }],
    ['S0 §4.1: locked when blocked', { isBlocked: true }, { isLive: false, isFinished: false, isLocked: true }],
    ['S0 §4.1: locked when dependent', { isDepend: true }, { isLive: false, isFinished: false, isLocked: true }],
    ['S0 §4.1: locked when banned from express', { isBannedExpress: true }, { isLive: false, isFinished: false, isLocked: true }],
  ])('%s', (_name, patch, expected) => {
    expect(classifyLeg({ ...line, ...patch })).toEqual(expected);
  });
});

describe('dependent selections (S0 §3.8 isDepend, decision 014)', () => {
  const legs = [
    { betId: 'a', gameId: 1 },
    { betId: 'b', gameId: 1 },
    { betId: 'c', gameId: 2 },
  ];
  it('decision 014: two legs of one game depend on each other in an express and a system', () => {
    expect(dependentLegs(legs, COUPON_TYPE.express)).toEqual(new Set(['a', 'b']));
    expect(dependentLegs(legs, COUPON_TYPE.system)).toEqual(new Set(['a', 'b']));
  });
  it('decision 014: singles and several singles have no dependent legs', () => {
    expect(dependentLegs(legs, COUPON_TYPE.single).size).toBe(0);
    expect(dependentLegs(legs, COUPON_TYPE.severalSingles).size).toBe(0);
  });
  it('decision 014: same-game legs are free only when both markets allow it', () => {
    expect(dependentLegs([{ betId: 'a', gameId: 1, allowsSameGame: true }, { betId: 'b', gameId: 1, allowsSameGame: true }], COUPON_TYPE.express).size).toBe(0);
    expect(dependentLegs([{ betId: 'a', gameId: 1, allowsSameGame: true }, { betId: 'b', gameId: 1 }], COUPON_TYPE.express)).toEqual(new Set(['a', 'b']));
  });
  it('decision 014: a leg is dependent exactly when another leg shares its game (no same-game markets)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 10 }), (games) => {
        const ls = games.map((gameId, i) => ({ betId: String(i), gameId }));
        const dep = dependentLegs(ls, COUPON_TYPE.express);
        for (const l of ls) expect(dep.has(l.betId)).toBe(games.filter((g) => g === l.gameId).length > 1);
      }),
    );
  });
});
