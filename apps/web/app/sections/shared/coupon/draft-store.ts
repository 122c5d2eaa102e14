import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { PlacedCoupon } from '@wager/contract';

/**
 * The coupon's state of this page view (S0 §3.8 coupon state beyond the local save): the tab, the
 * stakes as typed, the account, the promo code, the code box, the last placed coupons. Shared by
 * the column, the quick coupon and the coupon page; not stored (a reload starts from the
 * currency's initial amount, S0 §9).
 */
export interface CouponDraftState {
  /** S0 §3.8 tab (default 1): 1 the coupon, 2 my bets. */
  tab: 1 | 2;
  /** The coupon's stake as typed (major units); null: the currency's initial amount. */
  amountText: string | null;
  /** S0 §3.8 amountByBetId: each single's stake as typed, type 9. */
  amountTextByBetId: Record<string, string>;
  /** S0 §3.8 accountId; null: the active account. */
  accountId: number | null;
  /** S0 §3.8 availablePrepaidAmount (S0 §4.4: choosing the account zeroes it; the next quote refreshes it). */
  availablePrepaidAmount: string;
  /** S0 §3.8 promoCode: the code the coupon carries (applied from the field or chosen from promoCodes). */
  promoCode: string;
  /** S0 §3.8 manualPromoCode: the code as typed, before it is applied. */
  manualPromoCode: string;
  /** Decision 016: stake from the free-bet balance (outgoing prepaidAmount = min(available, stake)). */
  usePrepaid: boolean;
  /** S0 §3.8 antiExpressCoef: place the express as its anti-express (decision 014). */
  antiExpress: boolean;
  /** S0 §3.8 loadCouponInputValue and isCouponLoadedFromCode (the code it came from). */
  loadCouponInputValue: string;
  loadedFromCode: string | null;
  /** The code of the coupon as saved (POST /web-api/coupon/save). */
  savedCode: string | null;
  /** S0 §3.8 successCoupon / singlesResultCoupons: the coupons just placed. */
  successCoupons: PlacedCoupon[];
}

const INITIAL: CouponDraftState = {
  tab: 1,
  amountText: null,
  amountTextByBetId: {},
  accountId: null,
  availablePrepaidAmount: '0',
  promoCode: '',
  manualPromoCode: '',
  usePrepaid: false,
  antiExpress: false,
  loadCouponInputValue: '',
  loadedFromCode: null,
  savedCode: null,
  successCoupons: [],
};

export const couponDraftStore = createStore<CouponDraftState>()(() => INITIAL);

export function useCouponDraftState<T>(select: (state: CouponDraftState) => T): T {
  return useStore(couponDraftStore, select);
}

export const draftActions = {
  set(patch: Partial<CouponDraftState>): void {
    couponDraftStore.setState(patch);
  },
  /** S0 §4.4: choosing the account the coupon stakes from zeroes the prepaid amount. */
  chooseAccount(accountId: number | null): void {
    couponDraftStore.setState({ accountId, availablePrepaidAmount: '0', amountText: null });
  },
  reset(): void {
    couponDraftStore.setState(INITIAL);
  },
};
