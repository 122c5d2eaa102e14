import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  AccountsResponse,
  BetHistoryResponse,
  CashOutResponse,
  CouponQuoteResponse,
  CouponRefusal,
  IDEMPOTENCY_KEY_HEADER,
  LoadCouponResponse,
  PlaceCouponResponse,
  PlacedCoupon,
  PlayerPromoResponse,
  SaveCouponResponse,
  type BetHistoryQuery,
  type CashOutRequest,
  type CouponDraft,
  type CouponProblem,
  type PlaceCouponRequest,
  type SaveCouponRequest,
} from '@wager/contract';
import { ApiRequestError, apiRequest } from '../../../shell/api-client.ts';
import { PLAYER_DATA } from '../../../shell/query/query-client.ts';

/**
 * The coupon API as the browser calls it (packages/contract/src/coupon.ts; decision 010): query
 * option factories for the quote, a placed coupon and the bet history, and the calls behind the
 * mutations (place, save, load, cash-out). Every call goes through the shell's API client and
 * handles its own errors (the coupon shows them inline, S0 §8 notifications stay for the rest).
 * It lives in `shared/` because the sport screens' coupon column and the coupon pages both read it.
 */

const INLINE = { handles: true } as const;
// A guest may ask for a quote: his 401 is an answer, not a session to refresh.
const QUIET = { handles: true, refreshOnUnauthorized: false } as const;

/** S1 §9: the coupon is polled every 10 s while it has bets and the tab is visible. */
export const COUPON_POLL_MS = 10_000;

export const couponKeys = {
  all: ['coupon'] as const,
  quote: (draft: CouponDraft) => ['coupon', 'quote', draft] as const,
  placed: (couponId: string) => ['coupon', 'placed', couponId] as const,
  bets: () => ['coupon', 'bets'] as const,
  history: (filter: Partial<BetHistoryQuery>) => ['coupon', 'bets', 'history', filter] as const,
  open: () => ['coupon', 'bets', 'open'] as const,
  /** Decision 016: the player's promo codes (S0 §3.8 promoCodes) and free-bet balances. */
  promo: () => ['coupon', 'promo'] as const,
};

export function fetchQuote(draft: CouponDraft, signal?: AbortSignal) {
  return apiRequest('/web-api/coupon/quote', { method: 'POST', body: draft, schema: CouponQuoteResponse, signal, ...QUIET });
}

/** POST /web-api/coupon/place with the attempt's Idempotency-Key (a retry of the same attempt reuses it). */
export function placeCoupon(request: PlaceCouponRequest, idempotencyKey: string) {
  return apiRequest('/web-api/coupon/place', {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: PlaceCouponResponse,
    ...INLINE,
  });
}

export function fetchPlacedCoupon(couponId: string, signal?: AbortSignal) {
  return apiRequest(`/web-api/coupon/${encodeURIComponent(couponId)}`, { schema: PlacedCoupon, signal, ...INLINE });
}

export function saveCoupon(request: SaveCouponRequest) {
  return apiRequest('/web-api/coupon/save', { method: 'POST', body: request, schema: SaveCouponResponse, ...QUIET });
}

export function loadCoupon(code: string) {
  return apiRequest(`/web-api/coupon/load/${encodeURIComponent(code)}`, { schema: LoadCouponResponse, ...QUIET });
}

export function fetchBetHistory(filter: Partial<BetHistoryQuery>, signal?: AbortSignal) {
  return apiRequest('/web-api/bets/history', { query: { ...filter }, schema: BetHistoryResponse, signal, ...INLINE });
}

/** Without `quoteId` a cash-out offer (valid a few seconds), with it the acceptance. */
export function cashOut(couponId: string, request: CashOutRequest) {
  return apiRequest(`/web-api/bets/${encodeURIComponent(couponId)}/cashout`, { method: 'POST', body: request, schema: CashOutResponse, ...INLINE });
}

/**
 * The player's accounts for the coupon's account choice: the wallet's own query key, so the
 * header, the office and the coupon share one cache entry and one refresh after a bet. (The
 * wallet section's factory is out of reach of `shared/`; this is the same call without its retries.)
 */
export const WALLET_ACCOUNTS_KEY = ['wallet', 'accounts'] as const;
export const WALLET_KEY = ['wallet'] as const;

export function setActiveAccount(id: number) {
  return apiRequest('/web-api/accounts/active', { method: 'POST', body: { id }, ...INLINE });
}

export const couponQueries = {
  /** POST /web-api/coupon/quote keyed by the coupon's content; the last answer stays while the next loads. */
  quote: (draft: CouponDraft, poll: boolean) =>
    queryOptions({
      queryKey: couponKeys.quote(draft),
      queryFn: ({ signal }) => fetchQuote(draft, signal),
      placeholderData: keepPreviousData,
      refetchInterval: poll ? COUPON_POLL_MS : false,
      staleTime: 2_000,
      retry: 1,
    }),
  placed: (couponId: string) =>
    queryOptions({ queryKey: couponKeys.placed(couponId), queryFn: ({ signal }) => fetchPlacedCoupon(couponId, signal), meta: PLAYER_DATA, retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2 }),
  history: (filter: Partial<BetHistoryQuery>) =>
    queryOptions({ queryKey: couponKeys.history(filter), queryFn: ({ signal }) => fetchBetHistory(filter, signal), meta: PLAYER_DATA }),
  /** The open bets below the coupon (S0 §3.8 tab 2 "my bets", the coupon page). */
  open: () =>
    queryOptions({ queryKey: couponKeys.open(), queryFn: ({ signal }) => fetchBetHistory({ status: 'open', period: 30, limit: 20 }, signal), meta: PLAYER_DATA }),
  /** GET /web-api/promo: the codes the player holds (S0 §3.8 promoCodes) and his free-bet balances (decision 016). */
  promo: () =>
    queryOptions({
      queryKey: couponKeys.promo(),
      queryFn: ({ signal }) => apiRequest('/web-api/promo', { schema: PlayerPromoResponse, signal, handles: true, refreshOnUnauthorized: false }),
      meta: PLAYER_DATA,
      staleTime: 30_000,
    }),
  accounts: () =>
    queryOptions({
      queryKey: WALLET_ACCOUNTS_KEY,
      queryFn: ({ signal }) => apiRequest('/web-api/accounts', { schema: AccountsResponse, signal, handles: true, refreshOnUnauthorized: false }),
      meta: PLAYER_DATA,
    }),
};

/** A refused placement's problems and, for PRICE_CHANGED, the new prices (contract CouponRefusal). */
export function refusalOf(error: unknown): CouponRefusal['error'] | null {
  if (!(error instanceof ApiRequestError)) return null;
  const parsed = CouponRefusal.shape.error.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** Whether a failed call may be sent again with the same Idempotency-Key (the network or the server failed; nothing was refused). */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiRequestError ? error.status === 0 || error.status >= 500 : !(error instanceof Error && error.name === 'AbortError');
}

export type { CouponProblem };
