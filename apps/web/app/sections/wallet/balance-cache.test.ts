import { describe, expect, it } from 'vitest';
import type { AccountsResponse } from '@wager/contract';
import type { BalancesResponse } from '@wager/contract';
import { clearPlayerData, makeQueryClient } from '../../shell/query/query-client.ts';
import { walletQueries } from './api.ts';
import { activeBalance, applyBalanceEvent, balancesOf } from './balance-cache.ts';

const account = (id: number, iso: string, moneyMinor: string, isActive: boolean) => ({
  id,
  type: iso === 'EUR' ? (0 as const) : (9 as const),
  iso,
  symbol: iso === 'EUR' ? '€' : '$',
  currencyId: iso === 'EUR' ? 978 : 840,
  minorUnits: 2,
  moneyMinor,
  money: `${moneyMinor.slice(0, -2) || '0'}.${moneyMinor.slice(-2).padStart(2, '0')}`,
  points: 0,
  label: null,
  isActive,
  isPointsTypeBalance: false,
  isFrozen: false,
});

const ACCOUNTS: AccountsResponse = {
  accounts: [account(1, 'EUR', '0', true), account(2, 'USD', '2000', false)],
  mainAccountId: 1,
  activeAccountId: 1,
  bonuses: [],
  isAccountFrozen: false,
  isAvailableFirstDepositBonus: false,
  conversionStatus: 0,
  addableCurrencies: [],
};

const LIGHT: BalancesResponse = {
  activeAccountId: 1,
  balances: ACCOUNTS.accounts.map(({ id, iso, symbol, minorUnits, moneyMinor, money, isActive }) => ({ id, iso, symbol, minorUnits, moneyMinor, money, isActive })),
};

/** A tab's client holding the accounts as a finished load leaves them (with the player meta). */
async function loadedClient() {
  const client = makeQueryClient();
  await client.prefetchQuery({ ...walletQueries.accounts(), queryFn: () => ACCOUNTS });
  await client.prefetchQuery({ ...walletQueries.balances(), queryFn: () => LIGHT });
  return client;
}

describe('balance cache (the accounts queries)', () => {
  it('S0 §3.1: a balance update event moves that account everywhere the tab shows it (full and light answers)', async () => {
    const client = await loadedClient();
    expect(activeBalance(balancesOf(client.getQueryData(walletQueries.accounts().queryKey)!))?.moneyMinor).toBe('0');
    expect(applyBalanceEvent(client, { account_id: 1, new_balance: '5000', money: '50.00', iso: 'EUR' })).toBe(true);
    const accounts = client.getQueryData(walletQueries.accounts().queryKey)!;
    expect(activeBalance(balancesOf(accounts))).toMatchObject({ id: 1, symbol: '€', moneyMinor: '5000', money: '50.00' });
    expect(accounts.accounts.find((item) => item.id === 1)?.moneyMinor).toBe('5000');
    expect(activeBalance(balancesOf(client.getQueryData(walletQueries.balances().queryKey)!))).toMatchObject({ id: 1, moneyMinor: '5000', money: '50.00' });
    // The other account is untouched.
    expect(accounts.accounts.find((item) => item.id === 2)?.moneyMinor).toBe('2000');
  });

  it('S0 §3.1, §7: an event for an account the tab does not know asks for a reload (answered false) and changes nothing', async () => {
    const client = await loadedClient();
    expect(applyBalanceEvent(client, { account_id: 99, new_balance: '1', money: '0.01', iso: 'GBP' })).toBe(false);
    expect(balancesOf(client.getQueryData(walletQueries.accounts().queryKey)!).balances.map((item) => item.id)).toEqual([1, 2]);
  });

  it('S0 §3.1: an event before any load answers false and creates no cache entry', () => {
    const client = makeQueryClient();
    expect(applyBalanceEvent(client, { account_id: 1, new_balance: '1', money: '0.01', iso: 'EUR' })).toBe(false);
    expect(client.getQueryData(walletQueries.accounts().queryKey)).toBeUndefined();
  });

  it('S0 §4.4: signing out leaves nothing of the last player', async () => {
    const client = await loadedClient();
    clearPlayerData(client);
    expect(client.getQueryData(walletQueries.accounts().queryKey)).toBeUndefined();
    expect(client.getQueryData(walletQueries.balances().queryKey)).toBeUndefined();
    expect(activeBalance(undefined)).toBeNull();
  });
});
