import { EMPTY_COUPON, parseStoredCoupon, removeSelection, toggleSelection, type CouponBets, type CouponSelection } from '@wager/domain';
import { createLocalStore } from './local-store.ts';

/**
 * The coupon's selections in this tab (S0 §3.4 "coupon local save"), kept in local storage so a
 * reload or another page keeps them; read after hydration (`local-store.ts`).
 */
const store = createLocalStore<CouponBets>({
  key: 'wager:coupon',
  empty: EMPTY_COUPON,
  parse: parseStoredCoupon,
  serialise: (coupon) => coupon,
  isEmpty: (coupon) => coupon.bets.length === 0,
});

export function useCoupon(): CouponBets {
  return store.use();
}

export const couponActions = {
  toggle(selection: CouponSelection): void {
    store.set(toggleSelection(store.current(), selection, Date.now()));
  },
  remove(betId: string): void {
    store.set(removeSelection(store.current(), betId));
  },
  clear(): void {
    store.set(EMPTY_COUPON);
  },
};
