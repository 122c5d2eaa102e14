/**
 * The coupon's API for its pages (decision 010). The query options and calls live in
 * `sections/shared/coupon/api.ts`, because the sport screens' coupon column reads them too and a
 * section meets another only through `shared/`; this file is the pages' one import of them.
 */
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
} from '../shared/coupon/index.ts';
