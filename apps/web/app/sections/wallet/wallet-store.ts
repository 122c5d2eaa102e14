import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { BalanceUpdateEvent, type AccountsResponse, type BalancesResponse } from '@wager/contract';
import { ApiRequestError, isAbortError } from '../../shell/api-client.ts';
import { fetchAccounts, fetchBalances } from './wallet-api.ts';
import { BALANCE_POLL_MS, LOAD_BALANCES_RETRY, retryUntil } from './wallet-rules.ts';

/**
 * The signed-in player's balances in this tab (S0 §3.1 account state; issue 5 §4): loaded with
 * the S0 §7 retries, kept live by the balance stream (`GET /web-api/accounts/events`, event
 * `balance`), polled while the stream is down. The header and the wallet pages read the same copy.
 */
export interface BalanceItem {
  id: number;
  iso: string;
  /** Null in the light variant (S0 §7, feature 1788): the header shows the ISO code instead. */
  symbol: string | null;
  minorUnits: number | null;
  moneyMinor: string;
  money: string;
  isActive: boolean;
}

export type LiveState = 'off' | 'connecting' | 'open' | 'polling';

interface WalletState {
  /** The full variant (accounts page, header without feature 1788). */
  accounts: AccountsResponse | null;
  balances: BalanceItem[];
  activeAccountId: number | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  live: LiveState;
}

const EMPTY: WalletState = { accounts: null, balances: [], activeAccountId: null, status: 'idle', live: 'off' };
export const walletStore = createStore<WalletState>()(() => EMPTY);

function fromAccounts(response: AccountsResponse): Pick<WalletState, 'accounts' | 'balances' | 'activeAccountId'> {
  return {
    accounts: response,
    activeAccountId: response.activeAccountId,
    balances: response.accounts.map((account) => ({
      id: account.id,
      iso: account.iso,
      symbol: account.symbol,
      minorUnits: account.minorUnits,
      moneyMinor: account.moneyMinor,
      money: account.money,
      isActive: account.isActive,
    })),
  };
}

function fromBalances(response: BalancesResponse): Pick<WalletState, 'balances' | 'activeAccountId'> {
  const known = new Map(walletStore.getState().balances.map((item) => [item.id, item]));
  return {
    activeAccountId: response.activeAccountId,
    balances: response.balances.map((item) => ({ ...item, symbol: item.symbol ?? known.get(item.id)?.symbol ?? null })),
  };
}

const hasActive = (response: { activeAccountId: number }) => response.activeAccountId > 0;

/** Sets the full answer (after add, remove or set-active the caller already holds one). */
export function applyAccounts(response: AccountsResponse): void {
  walletStore.setState({ ...fromAccounts(response), status: 'ready' });
}

let inFlight: AbortController | null = null;

/**
 * S0 §7 load balances: the full or the light variant (feature config 1788), repeated up to 5 times
 * at 2.5 s until an active account exists. A newer load aborts an older one.
 */
export async function loadBalances(variant: 'full' | 'light' = 'full'): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  if (walletStore.getState().status !== 'ready') walletStore.setState({ status: 'loading' });
  try {
    if (variant === 'light') {
      const response = await retryUntil(() => fetchBalances(controller.signal), hasActive, { ...LOAD_BALANCES_RETRY, signal: controller.signal });
      if (!controller.signal.aborted) walletStore.setState({ ...fromBalances(response), status: 'ready' });
    } else {
      const response = await retryUntil(() => fetchAccounts(controller.signal), hasActive, { ...LOAD_BALANCES_RETRY, signal: controller.signal });
      if (!controller.signal.aborted) applyAccounts(response);
    }
  } catch (error) {
    if (isAbortError(error)) return;
    // Signed out while the load was under way: nothing to show, nothing to report.
    if (error instanceof ApiRequestError && error.status === 401) {
      if (inFlight === controller) walletStore.setState(EMPTY);
      return;
    }
    console.error('failed to load balances', error);
    if (walletStore.getState().status !== 'ready') walletStore.setState({ status: 'error' });
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

/** S0 §3.1 balance update event: the account's new balance, everywhere this tab shows it. */
export function applyBalanceEvent(event: BalanceUpdateEvent): boolean {
  const state = walletStore.getState();
  if (!state.balances.some((item) => item.id === event.account_id)) return false;
  const balances = state.balances.map((item) => (item.id === event.account_id ? { ...item, moneyMinor: event.new_balance, money: event.money } : item));
  const accounts = state.accounts && {
    ...state.accounts,
    accounts: state.accounts.accounts.map((account) =>
      account.id === event.account_id ? { ...account, moneyMinor: event.new_balance, money: event.money } : account,
    ),
  };
  walletStore.setState({ balances, accounts });
  return true;
}

/** Signed out: nothing of the last player stays in the tab. */
export function clearWallet(): void {
  inFlight?.abort();
  walletStore.setState(EMPTY);
}

export function useWallet<T>(select: (state: WalletState) => T): T {
  return useStore(walletStore, select);
}

export function activeBalance(state: WalletState): BalanceItem | null {
  return state.balances.find((item) => item.id === state.activeAccountId) ?? state.balances.find((item) => item.isActive) ?? null;
}

/**
 * Keeps the balances of signed-in player `userId` live while mounted: the stream, or polling every
 * 30 s while the stream is down; on (re)connection one load catches up what was missed.
 */
export function useLiveBalances(userId: number | null, variant: 'full' | 'light'): void {
  useEffect(() => {
    if (userId === null) {
      clearWallet();
      return;
    }
    void loadBalances(variant);
    if (typeof EventSource === 'undefined') {
      walletStore.setState({ live: 'polling' });
      const timer = setInterval(() => void loadBalances(variant), BALANCE_POLL_MS);
      return () => clearInterval(timer);
    }
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let reconnect: ReturnType<typeof setTimeout> | null = null;
    let opened = false;
    const startPolling = () => {
      walletStore.setState({ live: 'polling' });
      poll ??= setInterval(() => void loadBalances(variant), BALANCE_POLL_MS);
    };
    const connect = () => {
      reconnect = null;
      walletStore.setState({ live: 'connecting' });
      source = new EventSource('/web-api/accounts/events', { withCredentials: true });
      source.addEventListener('open', () => {
        walletStore.setState({ live: 'open' });
        if (poll !== null) clearInterval(poll);
        poll = null;
        // A reconnection may have missed events: one load catches up.
        if (opened) void loadBalances(variant);
        opened = true;
      });
      source.addEventListener('balance', (message) => {
        try {
          const event = BalanceUpdateEvent.parse(JSON.parse((message as MessageEvent<string>).data));
          // An account this tab does not know yet (just opened elsewhere): load them all.
          if (!applyBalanceEvent(event)) void loadBalances(variant);
        } catch (error) {
          console.warn('ignored a malformed balance event', error);
        }
      });
      source.addEventListener('error', () => {
        startPolling();
        // The browser reconnects by itself unless the server refused the stream.
        if (source?.readyState === EventSource.CLOSED) {
          source = null;
          reconnect = setTimeout(connect, BALANCE_POLL_MS);
        }
      });
    };
    connect();
    return () => {
      source?.close();
      if (poll !== null) clearInterval(poll);
      if (reconnect !== null) clearTimeout(reconnect);
      // Signed out (or another player): nothing of this player's balances stays in the tab.
      clearWallet();
    };
  }, [userId, variant]);
}
