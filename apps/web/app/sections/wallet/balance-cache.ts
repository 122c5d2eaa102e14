import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BalanceUpdateEvent, type AccountsResponse, type BalancesResponse } from '@wager/contract';
import { walletKeys, walletQueries } from './api.ts';
import { BALANCE_POLL_MS } from './wallet-rules.ts';

/**
 * The signed-in player's balances in this tab (S0 §3.1 account state, §7 load balances): the
 * accounts queries of the tab's QueryClient (decision 010) are the one copy the header and the
 * wallet pages read. The balance stream (`GET /web-api/accounts/events`, event `balance`) patches
 * that cache in place; while the stream is down the header polls every 30 s.
 */
export interface BalanceItem {
  id: number;
  iso: string;
  symbol: string | null;
  minorUnits: number | null;
  moneyMinor: string;
  money: string;
  isActive: boolean;
}

export type BalanceVariant = 'full' | 'light';

export interface BalancesView {
  balances: BalanceItem[];
  activeAccountId: number | null;
}

const keyOf = (variant: BalanceVariant) => (variant === 'light' ? walletKeys.balances() : walletKeys.accounts());

export function balancesOf(response: AccountsResponse | BalancesResponse): BalancesView {
  const items = 'accounts' in response ? response.accounts : response.balances;
  return {
    activeAccountId: response.activeAccountId,
    balances: items.map((item) => ({
      id: item.id,
      iso: item.iso,
      symbol: item.symbol,
      minorUnits: item.minorUnits,
      moneyMinor: item.moneyMinor,
      money: item.money,
      isActive: item.isActive,
    })),
  };
}

export function activeBalance(view: BalancesView | undefined): BalanceItem | null {
  if (!view) return null;
  return view.balances.find((item) => item.id === view.activeAccountId) ?? view.balances.find((item) => item.isActive) ?? null;
}

/**
 * S0 §3.1 balance update event: the account's new balance in every accounts query the tab holds
 * (full and light). False when no cached answer knows the account (then the caller reloads).
 */
export function applyBalanceEvent(client: QueryClient, event: BalanceUpdateEvent): boolean {
  let known = false;
  const patch = <T extends { id: number; moneyMinor: string; money: string }>(item: T): T => {
    if (item.id !== event.account_id) return item;
    known = true;
    return { ...item, moneyMinor: event.new_balance, money: event.money };
  };
  client.setQueryData<AccountsResponse>(walletKeys.accounts(), (data) => data && { ...data, accounts: data.accounts.map(patch) });
  client.setQueryData<BalancesResponse>(walletKeys.balances(), (data) => data && { ...data, balances: data.balances.map(patch) });
  return known;
}

/** The active balances of the variant the header reads (S0 §7, feature 1788), while `enabled`. */
export function useBalances(variant: BalanceVariant, enabled: boolean) {
  const full = useQuery({ ...walletQueries.accounts(), enabled: enabled && variant === 'full', select: balancesOf });
  const light = useQuery({ ...walletQueries.balances(), enabled: enabled && variant === 'light', select: balancesOf });
  return variant === 'light' ? light : full;
}

/**
 * Keeps the balances of signed-in player `userId` live while mounted: the stream, or polling every
 * 30 s while the stream is down (refused: a new connection after 30 s); on reconnection one load
 * catches up what was missed. Signing out drops every player query (shell/query, PLAYER_DATA).
 */
export function useLiveBalances(userId: number | null, variant: BalanceVariant): void {
  const client = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    const reload = () => void client.refetchQueries({ queryKey: keyOf(variant) });
    if (typeof EventSource === 'undefined') {
      const timer = setInterval(reload, BALANCE_POLL_MS);
      return () => clearInterval(timer);
    }
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let reconnect: ReturnType<typeof setTimeout> | null = null;
    let opened = false;
    const startPolling = () => {
      poll ??= setInterval(reload, BALANCE_POLL_MS);
    };
    const connect = () => {
      reconnect = null;
      source = new EventSource('/web-api/accounts/events', { withCredentials: true });
      source.addEventListener('open', () => {
        if (poll !== null) clearInterval(poll);
        poll = null;
        // A reconnection may have missed events: one load catches up.
        if (opened) reload();
        opened = true;
      });
      source.addEventListener('balance', (message) => {
        try {
          const event = BalanceUpdateEvent.parse(JSON.parse((message as MessageEvent<string>).data));
          // An account this tab does not know yet (just opened elsewhere): load them all.
          if (!applyBalanceEvent(client, event)) reload();
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
    };
  }, [client, userId, variant]);
}
