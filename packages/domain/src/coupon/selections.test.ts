import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betIdOf, EMPTY_COUPON, parseStoredCoupon, removeSelection, toggleSelection, type CouponSelection } from './index.ts';

const pick = (gameId: number, outcomeKey = 'home', marketKey = 'ft.1x2'): CouponSelection => ({
  gameId, marketKey, outcomeKey, price: 1850, version: 3, sportId: 1, champName: 'Premier League', home: 'A', away: 'B', eventName: null, isLive: false, startsAt: '2026-11-24T12:00:00.000Z',
});

describe('coupon selections (S0 §3.4 coupon local save)', () => {
  it('adds a selection with the time it was added', () => {
    const coupon = toggleSelection(EMPTY_COUPON, pick(1), 100);
    expect(coupon.bets).toEqual([pick(1)]);
    expect(coupon.addedAtByBetId).toEqual({ '1:ft.1x2:home': 100 });
  });
  it('the same outcome again takes it out', () => {
    const coupon = toggleSelection(toggleSelection(EMPTY_COUPON, pick(1), 100), pick(1), 200);
    expect(coupon).toEqual(EMPTY_COUPON);
  });
  it('another outcome of the same game takes its place, in place', () => {
    let coupon = toggleSelection(EMPTY_COUPON, pick(1), 1);
    coupon = toggleSelection(coupon, pick(2), 2);
    coupon = toggleSelection(coupon, pick(1, 'over', 'ft.total:2.5'), 3);
    expect(coupon.bets.map(betIdOf)).toEqual(['1:ft.total:2.5:over', '2:ft.1x2:home']);
    expect(Object.keys(coupon.addedAtByBetId).sort()).toEqual(['1:ft.total:2.5:over', '2:ft.1x2:home']);
  });
  it('never holds two selections of one game, whatever is clicked', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom('home', 'draw', 'away'))), (clicks) => {
        let coupon = EMPTY_COUPON;
        clicks.forEach(([game, outcome], i) => (coupon = toggleSelection(coupon, pick(game, outcome), i)));
        const games = coupon.bets.map((bet) => bet.gameId);
        expect(new Set(games).size).toBe(games.length);
        expect(Object.keys(coupon.addedAtByBetId).sort()).toEqual(coupon.bets.map(betIdOf).sort());
      }),
    );
  });
  it('removes by bet id', () => {
    const coupon = toggleSelection(toggleSelection(EMPTY_COUPON, pick(1), 1), pick(2), 2);
    expect(removeSelection(coupon, '1:ft.1x2:home').bets).toEqual([pick(2)]);
  });
  it('a stored coupon is read back; what is malformed is dropped', () => {
    const coupon = toggleSelection(EMPTY_COUPON, pick(1), 5);
    expect(parseStoredCoupon(JSON.parse(JSON.stringify(coupon)))).toEqual(coupon);
    expect(parseStoredCoupon({ bets: [{ gameId: 'x' }, null, pick(2), pick(2, 'away')] }).bets).toEqual([pick(2)]);
    expect(parseStoredCoupon('nonsense')).toEqual(EMPTY_COUPON);
  });
});
