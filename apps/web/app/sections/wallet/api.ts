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
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shell/api-client.ts';
import { PLAYER_DATA } from '../../shell/query/query-client.ts';
import { LOAD_BALANCES_RETRY, retryUntil } from './wallet-rules.ts';

/**
 * The wallet API as the browser calls it (S0 §3.1, §7; schemas from @wager/contract): the query
 * option factories the pages and the header read through TanStack Query (decision 010), and the
 * calls behind them and behind the mutations. Every
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

/** A money-moving request: POSTed once with its Idempotency-Key, so a retry answers the first result (decision 008). */
function postMoney<T>(path: string, body: object, idempotencyKey: string, schema: { parse(data: unknown): T }) {
  return apiRequest(path, { method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema, handles: INLINE });
}

export function createDeposit(request: MoneyRequest & { lng: string }, idempotencyKey: string) {
  return postMoney('/web-api/payments/deposit', request, idempotencyKey, DepositResponse);
}

export function createWithdrawal(request: MoneyRequest & { destination: string }, idempotencyKey: string) {
  return postMoney('/web-api/payments/withdrawal', request, idempotencyKey, WithdrawalResponse);
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

/** Currency defaults for the amount chips (S0 §9 initial stake and step), null where unknown. */
export interface CurrencyDefaults {
  initialMinor: string | null;
  stepMinor: string | null;
}

/** GET /web-api/currencies, read leniently: the chips fall back to the method's minimum without it. */
export function fetchCurrencyDefaults(iso: string, signal?: AbortSignal) {
  return apiRequest('/web-api/currencies', { schema: parseDefaults(iso), signal, handles: INLINE });
}

function parseDefaults(iso: string) {
  return {
    parse(data: unknown): CurrencyDefaults {
      const list = Array.isArray(data) ? data : ((data as { currencies?: unknown[] } | null)?.currencies ?? []);
      const entry = (list as Record<string, unknown>[]).find((item) => item && (item.iso === iso || item.code === iso));
      const text = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? value : typeof value === 'number' ? String(value) : null);
      return { initialMinor: text(entry?.initialAmountMinor), stepMinor: text(entry?.amountStepMinor) };
    },
  };
}

const hasActive = (response: { activeAccountId: number }) => response.activeAccountId > 0;

/**
 * Hierarchical query keys: `['wallet']` is everything of the wallet, `['wallet', 'accounts']` both
 * balance variants (invalidated after any account change), `['wallet', 'payments']` the history.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  /** The full variant of S0 §7 load balances (GET /web-api/accounts). */
  accounts: () => ['wallet', 'accounts'] as const,
  /** The light variant (GET /web-api/accounts/balances, feature 1788), under the accounts. */
  balances: () => ['wallet', 'accounts', 'balances'] as const,
  methods: (direction: PaymentDirection) => ['wallet', 'methods', direction] as const,
  currencyDefaults: (iso: string) => ['wallet', 'currencies', iso] as const,
  payments: () => ['wallet', 'payments'] as const,
  history: (filter: HistoryFilter) => ['wallet', 'payments', filter] as const,
};

export const walletQueries = {
  /** S0 §7 load balances, full: repeated up to 5 times at 2.5 s until an active account exists. */
  accounts: () =>
    queryOptions({
      queryKey: walletKeys.accounts(),
      queryFn: ({ signal }) => retryUntil(() => fetchAccounts(signal), hasActive, { ...LOAD_BALANCES_RETRY, signal }),
      meta: PLAYER_DATA,
    }),
  /** S0 §7 load balances, light (feature 1788), with the same retries. */
  balances: () =>
    queryOptions({
      queryKey: walletKeys.balances(),
      queryFn: ({ signal }) => retryUntil(() => fetchBalances(signal), hasActive, { ...LOAD_BALANCES_RETRY, signal }),
      meta: PLAYER_DATA,
    }),
  /** The payment methods of one direction in the active account's currency. */
  methods: (direction: PaymentDirection) =>
    queryOptions({ queryKey: walletKeys.methods(direction), queryFn: ({ signal }) => fetchPaymentMethods(direction, signal), meta: PLAYER_DATA }),
  /** A failed load counts as "no defaults" (the chips start at the method's minimum). */
  currencyDefaults: (iso: string) =>
    queryOptions({
      queryKey: walletKeys.currencyDefaults(iso),
      queryFn: ({ signal }) => fetchCurrencyDefaults(iso, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return { initialMinor: null, stepMinor: null } satisfies CurrencyDefaults;
      }),
      staleTime: Infinity,
    }),
  history: (filter: HistoryFilter) =>
    queryOptions({ queryKey: walletKeys.history(filter), queryFn: ({ signal }) => fetchPaymentHistory(filter, signal), meta: PLAYER_DATA }),
};
