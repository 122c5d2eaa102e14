import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANGE_COEF_ACTION, couponSettingsReducer, DEFAULT_CHANGE_COEF_ACTION, DEFAULT_COUPON_SETTINGS, oddsChangeDecision, type CouponSettingsState, type OddsChangeInput } from './index.ts';

const { confirm, acceptAny, acceptIncrease } = CHANGE_COEF_ACTION;

describe('odds-change handling (S0 §3.8 changeCoefAction, exactCoef, isDropOnScoreChange; S1 §3)', () => {
  it('S0 §9: the default action is 2, accept increases', () => {
    expect(DEFAULT_CHANGE_COEF_ACTION).toBe(2);
  });

  it.each<[string, OddsChangeInput, ReturnType<typeof oddsChangeDecision>]>([
    ['S1 §3 action 0: an unchanged price goes', { action: confirm, pickedPrice: 1850, currentPrice: 1850 }, { accept: true, price: 1850 }],
    ['S1 §3 action 0: a higher price waits for the player', { action: confirm, pickedPrice: 1850, currentPrice: 1900 }, { accept: false, code: 'PRICE_CHANGED' }],
    ['S1 §3 action 0: a lower price waits for the player', { action: confirm, pickedPrice: 1850, currentPrice: 1800 }, { accept: false, code: 'PRICE_CHANGED' }],
    ['S1 §3 action 1: any change is accepted, at the current price', { action: acceptAny, pickedPrice: 1850, currentPrice: 1700 }, { accept: true, price: 1700 }],
    ['S1 §3 action 2: an increase is accepted', { action: acceptIncrease, pickedPrice: 1850, currentPrice: 1900 }, { accept: true, price: 1900 }],
    ['S1 §3 action 2: a decrease is refused', { action: acceptIncrease, pickedPrice: 1850, currentPrice: 1849 }, { accept: false, code: 'PRICE_CHANGED' }],
    ['S0 §3.8 exactCoef: the current price at least the exact coef goes, whatever the action', { action: confirm, pickedPrice: 1850, currentPrice: 1800, exactCoef: 1750 }, { accept: true, price: 1800 }],
    ['S0 §3.8 exactCoef: below the exact coef is refused even with action 1', { action: acceptAny, pickedPrice: 1850, currentPrice: 1800, exactCoef: 1850 }, { accept: false, code: 'EXACT_COEF_UNAVAILABLE' }],
    ['S0 §3.8 isDropOnScoreChange: a changed score is refused first', { action: acceptAny, pickedPrice: 1850, currentPrice: 1850, dropOnScoreChange: true, pickedScore: '0:0', currentScore: '1:0' }, { accept: false, code: 'SCORE_CHANGED' }],
    ['S0 §3.8 isDropOnScoreChange: an unchanged score goes', { action: acceptAny, pickedPrice: 1850, currentPrice: 1850, dropOnScoreChange: true, pickedScore: '1:0', currentScore: '1:0' }, { accept: true, price: 1850 }],
    ['S0 §3.8 isDropOnScoreChange off: a changed score does not matter', { action: acceptAny, pickedPrice: 1850, currentPrice: 1850, pickedScore: '0:0', currentScore: '1:0' }, { accept: true, price: 1850 }],
  ])('%s', (_name, input, expected) => {
    expect(oddsChangeDecision(input)).toEqual(expected);
  });

  it('S1 §3: an accepted bet always goes at the current price; the accepting actions accept more', () => {
    fc.assert(
      fc.property(fc.constantFrom(confirm, acceptAny, acceptIncrease), fc.integer({ min: 1001, max: 10_000 }), fc.integer({ min: 1001, max: 10_000 }), (action, picked, current) => {
        const d = oddsChangeDecision({ action, pickedPrice: picked, currentPrice: current });
        if (d.accept) expect(d.price).toBe(current);
        if (oddsChangeDecision({ action: confirm, pickedPrice: picked, currentPrice: current }).accept) expect(d.accept).toBe(true);
        if (oddsChangeDecision({ action: acceptIncrease, pickedPrice: picked, currentPrice: current }).accept) {
          expect(oddsChangeDecision({ action: acceptAny, pickedPrice: picked, currentPrice: current }).accept).toBe(true);
        }
      }),
    );
  });
});

describe('coupon setting rules (S0 §4.1)', () => {
  const on: CouponSettingsState = { ...DEFAULT_COUPON_SETTINGS, exactCoef: 1850, isDropOnScoreChange: true };

  it('S0 §4.1: setting the exact coefficient to empty also clears drop-on-score-change', () => {
    expect(couponSettingsReducer(on, { type: 'setExactCoef', value: null }).state).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
    expect(couponSettingsReducer(on, { type: 'setExactCoef', value: 1900 }).state).toMatchObject({ exactCoef: 1900, isDropOnScoreChange: true });
  });

  it('S0 §4.1: enabling drop-on-score-change switches one-click off', () => {
    const oneClick = { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true };
    expect(couponSettingsReducer(oneClick, { type: 'setDropOnScoreChange', value: true }).state).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
    expect(couponSettingsReducer(oneClick, { type: 'setDropOnScoreChange', value: false }).state).toMatchObject({ isDropOnScoreChange: false, isActiveOneClick: true });
  });

  it('S0 §4.1: logout turns one-click off', () => {
    const oneClick = { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true };
    expect(couponSettingsReducer(oneClick, { type: 'logout' }).state.isActiveOneClick).toBe(false);
  });

  it('S0 §4.1: one-click on an empty coupon switches on at once', () => {
    expect(couponSettingsReducer(DEFAULT_COUPON_SETTINGS, { type: 'setOneClick', value: true, couponHasBets: false })).toEqual({
      state: { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true },
      clearCoupon: false,
    });
  });

  it('S0 §4.1: one-click with bets in the coupon asks; confirming clears the coupon and enables it, cancelling leaves it off', () => {
    const asked = couponSettingsReducer(DEFAULT_COUPON_SETTINGS, { type: 'setOneClick', value: true, couponHasBets: true });
    expect(asked).toEqual({ state: { ...DEFAULT_COUPON_SETTINGS, oneClickConfirmationPending: true }, clearCoupon: false });
    expect(couponSettingsReducer(asked.state, { type: 'confirmOneClick' })).toEqual({ state: { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true }, clearCoupon: true });
    expect(couponSettingsReducer(asked.state, { type: 'cancelOneClick' })).toEqual({ state: DEFAULT_COUPON_SETTINGS, clearCoupon: false });
    // A confirmation nobody asked for changes nothing.
    expect(couponSettingsReducer(DEFAULT_COUPON_SETTINGS, { type: 'confirmOneClick' })).toEqual({ state: DEFAULT_COUPON_SETTINGS, clearCoupon: false });
  });

  it('S0 §4.1: whatever the player does, one-click and drop-on-score-change are never both switched on by the last action', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('setExactCoef' as const), value: fc.option(fc.integer({ min: 1001, max: 5000 })) }),
      fc.record({ type: fc.constant('setDropOnScoreChange' as const), value: fc.boolean() }),
      fc.record({ type: fc.constant('setOneClick' as const), value: fc.boolean(), couponHasBets: fc.boolean() }),
      fc.constant({ type: 'confirmOneClick' as const }),
      fc.constant({ type: 'cancelOneClick' as const }),
      fc.constant({ type: 'logout' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        let state = DEFAULT_COUPON_SETTINGS;
        for (const a of actions) {
          const next = couponSettingsReducer(state, a).state;
          if (a.type === 'setDropOnScoreChange' && a.value) expect(next.isActiveOneClick).toBe(false);
          if (a.type === 'logout') expect(next.isActiveOneClick).toBe(false);
          if (next.exactCoef === null && state.exactCoef !== null) expect(next.isDropOnScoreChange).toBe(false);
          state = next;
        }
      }),
    );
  });
});
