import {
  AccountChangeResponse,
  AccountsResponse,
  BalancesResponse,
  DepositResponse,
  IDEMPOTENCY_KEY_HEADER,
  PaymentHistoryResponse,
  PaymentMethodsResponse,
  WithdrawalResponse,
  type PaymentDirection,
  type PaymentStatus,
} from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';

/**
 * The wallet API as the browser calls it (issue 5 §6; schemas from @wager/contract). Every
 * money-moving call carries the Idempotency-Key of its form submission: a retry of the same
 * submission reuses the key, so the server answers the first result and moves nothing twice.
 */

/** Errors a wallet form shows inline instead of the shell's notification. */
const INLINE = true as const;

// Balance loads run in the background (header, polling): a 401 there means the player has just
// signed out, which the session upkeep handles; no token round trip for them.
const BACKGROUND = { handles: INLINE, refreshOnUnauthorized: false } as const;

export function fetchAccounts(signal?: AbortSignal) {
  return apiRequest('/web-api/accounts', { schema: AccountsResponse, signal, ...BACKGROUND });
}

/** S0 §7 load balances, the light variant (feature config 1788). */
export function fetchBalances(signal?: AbortSignal) {
  return apiRequest('/web-api/accounts/balances', { schema: BalancesResponse, signal, ...BACKGROUND });
}

export function addCurrency(currencyId: number) {
  return apiRequest('/web-api/accounts/currency', { method: 'POST', body: { currencyId }, schema: AccountChangeResponse, handles: INLINE });
}

export function removeCurrency(currencyId: number) {
  return apiRequest(`/web-api/accounts/currency/${currencyId}`, { method: 'DELETE', schema: AccountChangeResponse, handles: INLINE });
}

export function setActiveAccount(id: number) {
  return apiRequest('/web-api/accounts/active', { method: 'POST', body: { id }, schema: AccountChangeResponse, handles: INLINE });
}

export function fetchPaymentMethods(direction: PaymentDirection, signal?: AbortSignal) {
  return apiRequest('/web-api/payments/methods', { query: { direction }, schema: PaymentMethodsResponse, signal, handles: INLINE });
}

export interface MoneyRequest {
  methodCode: string;
  amountMinor: string;
  accountId?: number;
}

export function createDeposit(request: MoneyRequest & { lng: string }, idempotencyKey: string) {
  return apiRequest('/web-api/payments/deposit', {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: DepositResponse,
    handles: INLINE,
  });
}

export function createWithdrawal(request: MoneyRequest & { destination: string }, idempotencyKey: string) {
  return apiRequest('/web-api/payments/withdrawal', {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: WithdrawalResponse,
    handles: INLINE,
  });
}

export function cancelWithdrawal(paymentId: number, idempotencyKey: string) {
  return apiRequest(`/web-api/payments/withdrawal/${paymentId}/cancel`, {
    method: 'POST',
    body: {},
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    handles: INLINE,
  });
}

export interface HistoryFilter {
  direction?: PaymentDirection | undefined;
  status?: PaymentStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number;
  pageSize?: number;
}

export function fetchPaymentHistory(filter: HistoryFilter, signal?: AbortSignal) {
  return apiRequest('/web-api/payments/history', { query: { ...filter }, schema: PaymentHistoryResponse, signal, handles: INLINE });
}
