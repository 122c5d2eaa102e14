/** S0 §3.8 changeCoefAction, S1 §3: 0 confirm every change, 1 accept any change, 2 accept increases (default, S0 §9). */
export const CHANGE_COEF_ACTION = { confirm: 0, acceptAny: 1, acceptIncrease: 2 } as const;
export type ChangeCoefActionId = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefActionId = CHANGE_COEF_ACTION.acceptIncrease;

export interface OddsChangeInput {
  action: ChangeCoefActionId;
  /** Thousandths: what the player saw. */
  pickedPrice: number;
  /** Thousandths: what the book offers now. */
  currentPrice: number;
  /** S0 §3.8 exactCoef, thousandths: the player takes no less than this. */
  exactCoef?: number | null;
  pickedScore?: string | null;
  currentScore?: string | null;
  /** S0 §3.8 isDropOnScoreChange. */
  dropOnScoreChange?: boolean;
}

export type OddsChangeDecision = { accept: true; price: number } | { accept: false; code: 'PRICE_CHANGED' | 'SCORE_CHANGED' | 'EXACT_COEF_UNAVAILABLE' };

/**
 * Whether a price the player picked may go at the book's price now (decision 014). In order:
 * drop-on-score-change refuses a leg whose score moved since it was picked (SCORE_CHANGED); an exact
 * coefficient replaces the action: accepted at the current price while that is at least the exact
 * coefficient, else EXACT_COEF_UNAVAILABLE; otherwise the action: 0 only an unchanged price, 1 any
 * price, 2 an unchanged or higher one (PRICE_CHANGED). Accepted bets always go at the current price.
 */
export function oddsChangeDecision(input: OddsChangeInput): OddsChangeDecision {
  const { pickedPrice, currentPrice } = input;
  if (input.dropOnScoreChange && input.pickedScore != null && input.currentScore != null && input.pickedScore !== input.currentScore) {
    return { accept: false, code: 'SCORE_CHANGED' };
  }
  if (input.exactCoef != null) {
    return currentPrice >= input.exactCoef ? { accept: true, price: currentPrice } : { accept: false, code: 'EXACT_COEF_UNAVAILABLE' };
  }
  const ok =
    currentPrice === pickedPrice ||
    input.action === CHANGE_COEF_ACTION.acceptAny ||
    (input.action === CHANGE_COEF_ACTION.acceptIncrease && currentPrice > pickedPrice);
  return ok ? { accept: true, price: currentPrice } : { accept: false, code: 'PRICE_CHANGED' };
}

/** S0 §3.8 coupon settings the S0 §4.1 rules tie together. */
export interface CouponSettingsState {
  exactCoef: number | null;
  isDropOnScoreChange: boolean;
  isActiveOneClick: boolean;
  /** Switching one-click on waits for the player's confirmation (bets are in the coupon). */
  oneClickConfirmationPending: boolean;
}

export const DEFAULT_COUPON_SETTINGS: CouponSettingsState = Object.freeze({
  exactCoef: null,
  isDropOnScoreChange: false,
  isActiveOneClick: false,
  oneClickConfirmationPending: false,
});

export type CouponSettingsAction =
  | { type: 'setExactCoef'; value: number | null }
  | { type: 'setDropOnScoreChange'; value: boolean }
  | { type: 'setOneClick'; value: boolean; couponHasBets: boolean }
  | { type: 'confirmOneClick' }
  | { type: 'cancelOneClick' }
  | { type: 'logout' };

export interface CouponSettingsResult {
  state: CouponSettingsState;
  /** The coupon's bets are to be cleared (one-click confirmed over a filled coupon). */
  clearCoupon: boolean;
}

/** The S0 §4.1 setting rules as one pure reducer. */
export function couponSettingsReducer(state: CouponSettingsState, action: CouponSettingsAction): CouponSettingsResult {
  const next = (patch: Partial<CouponSettingsState>, clearCoupon = false): CouponSettingsResult => ({ state: { ...state, ...patch }, clearCoupon });
  switch (action.type) {
    case 'setExactCoef':
      // S0 §4.1: setting the exact coefficient to empty also clears drop-on-score-change.
      return action.value === null ? next({ exactCoef: null, isDropOnScoreChange: false }) : next({ exactCoef: action.value });
    case 'setDropOnScoreChange':
      // S0 §4.1: enabling drop-on-score-change switches one-click off.
      return action.value ? next({ isDropOnScoreChange: true, isActiveOneClick: false, oneClickConfirmationPending: false }) : next({ isDropOnScoreChange: false });
    case 'setOneClick':
      if (!action.value) return next({ isActiveOneClick: false, oneClickConfirmationPending: false });
      // S0 §4.1: with bets in the coupon, switching on asks first.
      return action.couponHasBets ? next({ oneClickConfirmationPending: true }) : next({ isActiveOneClick: true, oneClickConfirmationPending: false });
    case 'confirmOneClick':
      if (!state.oneClickConfirmationPending) return next({});
      // S0 §4.1: confirming clears the coupon and enables one-click.
      return next({ isActiveOneClick: true, oneClickConfirmationPending: false }, true);
    case 'cancelOneClick':
      return next({ isActiveOneClick: false, oneClickConfirmationPending: false });
    case 'logout':
      // S0 §4.1: logout turns one-click off.
      return next({ isActiveOneClick: false, oneClickConfirmationPending: false });
  }
}
