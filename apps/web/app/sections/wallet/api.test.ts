import { describe, expect, it } from 'vitest';
import { matchQuery } from '@tanstack/react-query';
import { makeQueryClient } from '../../shell/query/query-client.ts';
import { walletKeys, walletQueries } from './api.ts';

const queryOf = (queryKey: readonly unknown[]) => {
  const client = makeQueryClient();
  return client.getQueryCache().build(client, { queryKey });
};

describe('wallet query options (S0 §3.1, §7)', () => {
  it('S0 §7: the two load-balances variants live under one accounts key, so one invalidation reloads both', () => {
    expect(walletQueries.accounts().queryKey).toEqual(['wallet', 'accounts']);
    expect(walletQueries.balances().queryKey).toEqual(['wallet', 'accounts', 'balances']);
    const accountsFilter = { queryKey: walletKeys.accounts() };
    expect(matchQuery(accountsFilter, queryOf(walletQueries.accounts().queryKey))).toBe(true);
    expect(matchQuery(accountsFilter, queryOf(walletQueries.balances().queryKey))).toBe(true);
    expect(matchQuery(accountsFilter, queryOf(walletQueries.history({ page: 1 }).queryKey))).toBe(false);
  });

  it('S0 §2.2 historypay: each filter and page is its own entry under the payments key', () => {
    const first = walletQueries.history({ direction: 'withdrawal', page: 1, pageSize: 20 }).queryKey;
    const second = walletQueries.history({ direction: 'withdrawal', page: 2, pageSize: 20 }).queryKey;
    expect(first).toEqual(['wallet', 'payments', { direction: 'withdrawal', page: 1, pageSize: 20 }]);
    expect(first).not.toEqual(second);
    const payments = { queryKey: walletKeys.payments() };
    expect(matchQuery(payments, queryOf(first))).toBe(true);
    expect(matchQuery(payments, queryOf(second))).toBe(true);
    expect(matchQuery(payments, queryOf(walletQueries.accounts().queryKey))).toBe(false);
  });

  it('S0 §9: payment methods by direction and currency defaults by ISO code are separate entries', () => {
    expect(walletQueries.methods('deposit').queryKey).toEqual(['wallet', 'methods', 'deposit']);
    expect(walletQueries.methods('withdrawal').queryKey).toEqual(['wallet', 'methods', 'withdrawal']);
    expect(walletQueries.currencyDefaults('EUR').queryKey).toEqual(['wallet', 'currencies', 'EUR']);
  });

  it('S0 §4.4: every player query of the wallet is marked as player data (dropped at sign-out); currency defaults are not', () => {
    for (const options of [walletQueries.accounts(), walletQueries.balances(), walletQueries.methods('deposit'), walletQueries.history({})]) {
      expect(options.meta, String(options.queryKey)).toEqual({ player: true });
    }
    expect(walletQueries.currencyDefaults('EUR').meta).toBeUndefined();
  });
});
