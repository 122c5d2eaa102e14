export { betIdOf, EMPTY_COUPON, parseStoredCoupon, removeSelection, toggleSelection, type CouponBets, type CouponSelection } from './selections.ts';
