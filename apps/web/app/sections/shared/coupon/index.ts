export { CouponSlip } from './coupon-slip.tsx';
export { QuickCoupon } from './quick-coupon.tsx';
export { PlacedCouponCard } from './placed-coupon.tsx';
export { OpenBets } from './open-bets.tsx';
export { money } from './money.ts';
export { OneClickConfirm } from './coupon-settings.tsx';
export {
  cashOut,
  COUPON_POLL_MS,
  couponKeys,
  couponQueries,
  fetchBetHistory,
  fetchPlacedCoupon,
  fetchQuote,
  isRetryable,
  loadCoupon,
  placeCoupon,
  refusalOf,
  saveCoupon,
  WALLET_KEY,
} from './api.ts';
export { buildCoupon, localCoef, localSystemOptions, localWins, parseExactCoef } from './coupon-maths.ts';
export { newIdempotencyKey } from './use-place.ts';
