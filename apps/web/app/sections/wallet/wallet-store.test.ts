import { describe, expect, it } from 'vitest';
import type { AccountsResponse } from '@wager/contract';
import { activeBalance, applyAccounts, applyBalanceEvent, clearWallet, walletStore } from './wallet-store.ts';

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

describe('wallet store', () => {
  it('S0 §3.1, issue 5 §4: a balance update event moves that account everywhere the tab shows it', () => {
    clearWallet();
    applyAccounts(ACCOUNTS);
    expect(activeBalance(walletStore.getState())?.moneyMinor).toBe('0');
    expect(applyBalanceEvent({ account_id: 1, new_balance: '5000', money: '50.00', iso: 'EUR' })).toBe(true);
    const state = walletStore.getState();
    expect(activeBalance(state)).toMatchObject({ id: 1, symbol: '€', moneyMinor: '5000', money: '50.00' });
    expect(state.accounts?.accounts.find((item) => item.id === 1)?.moneyMinor).toBe('5000');
    // The other account is untouched.
    expect(state.accounts?.accounts.find((item) => item.id === 2)?.moneyMinor).toBe('2000');
  });

  it('issue 5 §4: an event for an account the tab does not know asks for a reload (answered false)', () => {
    clearWallet();
    applyAccounts(ACCOUNTS);
    expect(applyBalanceEvent({ account_id: 99, new_balance: '1', money: '0.01', iso: 'GBP' })).toBe(false);
    expect(walletStore.getState().balances.map((item) => item.id)).toEqual([1, 2]);
  });

  it('S0 §4.4: signing out leaves nothing of the last player', () => {
    applyAccounts(ACCOUNTS);
    clearWallet();
    expect(walletStore.getState()).toMatchObject({ accounts: null, balances: [], activeAccountId: null, status: 'idle' });
  });
});
