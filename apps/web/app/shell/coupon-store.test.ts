import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableTypes,
  canAddBanker,
  COUPON_REMINDER_LINE_MS,
  COUPON_REMINDER_LIVE_MS,
  DEFAULT_COUPON_SETTINGS,
  effectiveSystemValue,
  effectiveType,
  nextReminder,
  oneClickSwitch,
  parseCouponSettings,
  parseStoredCouponState,
  systemValuesFor,
  withDropOnScoreChange,
  withExactCoef,
} from './coupon-store.ts';

const bet = (gameId: number, isLive = false) => ({ gameId, marketKey: 'ft.1x2', outcomeKey: 'home', price: 2000, version: 1, sportId: 1, champName: 'C', home: 'A', away: 'B', eventName: null, isLive, startsAt: '' });

describe('coupon store rules (S0 §3.4, §3.8, §4.1, §9; S1 §4)', () => {
  it.each([
    [0, []],
    [1, [0]],
    [2, [1, 9]],
    [3, [1, 2, 9]],
    [8, [1, 2, 9]],
  ])('S0 §4.1: with %i bets the coupon offers types %j (single only with one, system from three)', (count, types) => {
    expect(availableTypes(count)).toEqual(types);
  });

  it('S0 §4.1: a chosen type the bets no longer allow falls back to single for one bet and express for more', () => {
    expect(effectiveType(2, 2)).toBe(1);
    expect(effectiveType(1, 1)).toBe(0);
    expect(effectiveType(0, 3)).toBe(1);
    expect(effectiveType(9, 2)).toBe(9);
  });

  it('decision 014: a system takes sizes 2 … free − 1, bankers not counted; S0 §5 minimum 2', () => {
    expect(systemValuesFor(3, 0)).toEqual([2]);
    expect(systemValuesFor(5, 1)).toEqual([2, 3]);
    expect(systemValuesFor(4, 2)).toEqual([]);
    expect(effectiveSystemValue(4, 5, 1)).toBe(3);
    expect(effectiveSystemValue(2, 3, 1)).toBeNull();
    expect(canAddBanker(4, 0)).toBe(true);
    expect(canAddBanker(4, 1)).toBe(false);
  });

  it('S0 §4.1: setting the exact coefficient to empty also clears drop-on-score-change', () => {
    const on = withDropOnScoreChange(withExactCoef(DEFAULT_COUPON_SETTINGS, 2350), true);
    expect(on.isDropOnScoreChange).toBe(true);
    expect(withExactCoef(on, null)).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
  });

  it('S0 §4.1: enabling drop-on-score-change switches one-click off', () => {
    const oneClick = { ...DEFAULT_COUPON_SETTINGS, exactCoef: 2000, isActiveOneClick: true };
    expect(withDropOnScoreChange(oneClick, true)).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
  });

  it('S0 §4.1: switching one-click on with bets in the coupon asks first; with none it just switches', () => {
    expect(oneClickSwitch(true, 2)).toBe('confirm');
    expect(oneClickSwitch(true, 0)).toBe('on');
    expect(oneClickSwitch(false, 3)).toBe('off');
  });

  it('S0 §9: default odds-change action 2; S0 §3.8 settings read back from storage keep only what is valid', () => {
    expect(DEFAULT_COUPON_SETTINGS.changeCoefAction).toBe(2);
    expect(parseCouponSettings({ changeCoefAction: 7, exactCoef: 900, isDropOnScoreChange: true, oneClickAmount: '-1' })).toEqual(DEFAULT_COUPON_SETTINGS);
    expect(parseCouponSettings({ changeCoefAction: 0, exactCoef: 2350, isDropOnScoreChange: true, amountStepByCurrencyIso: { EUR: '250', xx: '1' } })).toMatchObject({
      changeCoefAction: 0,
      exactCoef: 2350,
      isDropOnScoreChange: true,
      amountStepByCurrencyIso: { EUR: '250' },
    });
    fc.assert(fc.property(fc.anything(), (value) => {
      const settings = parseCouponSettings(value);
      return settings.exactCoef !== null || !settings.isDropOnScoreChange;
    }));
  });

  it('S0 §3.4 coupon local save: bets, addedAtByBetId, typeId, systemValue (and bankers of bets still there) survive a reload', () => {
    const stored = { bets: [bet(1), bet(2), bet(3)], addedAtByBetId: { '1:ft.1x2:home': 5 }, typeId: 2, systemValue: 2, bankers: ['1:ft.1x2:home', '9:x:y'] };
    const read = parseStoredCouponState(JSON.parse(JSON.stringify(stored)));
    expect(read.typeId).toBe(2);
    expect(read.systemValue).toBe(2);
    expect(read.bankers).toEqual(['1:ft.1x2:home']);
    expect(read.bets).toHaveLength(3);
    expect(parseStoredCouponState({ bets: [], typeId: 5, systemValue: 1 })).toMatchObject({ typeId: 0, systemValue: 2, bankers: [] });
  });

  it('S1 §4: the reminder comes 30 s after a live bet, 5 min after a line bet, and a line bet does not replace a waiting live one', () => {
    const live = nextReminder(null, bet(1, true), 1000);
    expect(live).toMatchObject({ id: '1:ft.1x2:home', timeToShow: 1000 + COUPON_REMINDER_LIVE_MS, isShown: false });
    expect(nextReminder(live, bet(2, false), 2000)).toBeNull();
    expect(nextReminder(null, bet(2, false), 2000)?.timeToShow).toBe(2000 + COUPON_REMINDER_LINE_MS);
    expect(nextReminder({ ...live!, isShown: true }, bet(2, false), 2000)?.id).toBe('2:ft.1x2:home');
  });
});
