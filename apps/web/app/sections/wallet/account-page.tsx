import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useMatches } from 'react-router';
import type { Account, AccountsResponse } from '@wager/contract';
import { notify } from '../../shell/notifications/notifications.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { addCurrency, fetchAccounts, removeCurrency, setActiveAccount, walletKeys, walletQueries } from './api.ts';
import { walletPageLoader } from './wallet-loader.server.ts';
import { ACCOUNT_TYPE } from '@wager/contract/enums';
import { ADD_CURRENCY_RETRY, announcesActiveAccount, displayMoney, fractionDigitsOf, retryUntil } from './wallet-rules.ts';
import { Skeleton, WalletFrame, WalletPageHeader, selectClass, walletErrorMessage, walletIcons } from './wallet-ui.tsx';
import type { Route } from './+types/account-page';

export const loader = (args: Route.LoaderArgs) => walletPageLoader(args, 'account');

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

/** The office account page (S0 §2.2, §3.1, §7): the player's wallets. */
export default function AccountPage() {
  const { t } = useTranslation();
  // The full variant always: this page needs the addable currencies and the account details.
  // Loaded on every visit (the cached copy shows meanwhile), as S0 §7 load balances did before.
  const accounts = useQuery({ ...walletQueries.accounts(), refetchOnMount: 'always' });

  return (
    <WalletFrame>
      <WalletPageHeader title={t('wallet.account.title')} intro={t('wallet.account.intro')} icon={walletIcons.wallet} />
      <QueryState query={accounts} skeleton={<Skeleton label={t('wallet.loading')} />} errorKey="wallet.loadError" retryKey="wallet.retry">
        {(data) => <Accounts data={data} />}
      </QueryState>
    </WalletFrame>
  );
}

function Accounts({ data }: { data: AccountsResponse }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="accounts-title" className="space-y-3">
        <h2 id="accounts-title" className="text-sm font-bold tracking-wide text-muted uppercase">
          {t('wallet.account.list')}
        </h2>
        {data.isAccountFrozen && (
          <p role="status" className="rounded-lg border border-live/40 bg-live/10 px-4 py-3 text-sm font-semibold text-live">
            {t('wallet.account.frozenNotice')}
          </p>
        )}
        <ul className="grid gap-3 md:grid-cols-2">
          {data.accounts.map((account) => (
            <AccountCard key={account.id} account={account} />
          ))}
        </ul>
        {data.bonuses.length > 0 && (
          <div className="card p-4">
            <h3 className="text-sm font-bold">{t('wallet.account.bonuses')}</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {data.bonuses.map((bonus) => (
                <li key={bonus.idBonus} className="flex justify-between tabular">
                  <span className="text-muted">#{bonus.idBonus}</span>
                  <span className="font-semibold">{displayMoney(bonus.moneyMinor, fractionDigitsOf(bonus.money), i18n.language)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <AddCurrencyCard data={data} />
    </div>
  );
}

function typeLabelKey(account: Account): string {
  if (account.type === ACCOUNT_TYPE.main) return 'wallet.account.type.main';
  if (account.type === ACCOUNT_TYPE.bonus) return 'wallet.account.type.bonus';
  return 'wallet.account.type.currency';
}

function AccountCard({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const client = useQueryClient();
  // After a change both balance variants load again (the header may read the light one).
  const reloadAccounts = () => client.invalidateQueries({ queryKey: walletKeys.accounts() });
  const activate = useMutation({
    mutationFn: () => setActiveAccount(account.id),
    onSuccess: async () => {
      // S0 §7: "the account will be set" (with its id), except on the bingo route.
      if (announcesActiveAccount(matches.at(-1)?.id)) notify({ kind: 'info', message: t('wallet.account.willBeSet', { id: account.id }) });
      // S0 §7 also zeroes the coupon's prepaid amount; the coupon arrives with the betting issues.
      await reloadAccounts();
    },
  });
  const removal = useMutation({
    mutationFn: () => removeCurrency(account.currencyId),
    onSuccess: async () => {
      notify({ kind: 'success', message: t('wallet.account.removed', { iso: account.iso }) });
      await reloadAccounts();
    },
  });
  const busy = activate.isPending ? 'active' : removal.isPending ? 'remove' : null;
  const failure = activate.error ?? removal.error;
  const error = failure ? walletErrorMessage(t, failure) : null;
  const makeActive = () => {
    removal.reset();
    activate.mutate();
  };
  const remove = () => {
    activate.reset();
    removal.mutate();
  };

  return (
    <li
      data-testid={`account-${account.iso}`}
      data-account-id={account.id}
      className={`card flex flex-col gap-3 p-4 ${account.isActive ? 'ring-2 ring-accent' : ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-lg font-black text-accent-text"
            aria-hidden="true"
          >
            {account.symbol}
          </span>
          <div>
            <p className="text-sm font-bold">
              {account.iso}
              {account.label && <span className="ml-1.5 font-medium text-muted">· {account.label}</span>}
            </p>
            <p className="text-xs text-muted">
              {t(typeLabelKey(account))} · {t('wallet.account.number', { id: account.id })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-1.5">
          {account.isActive && (
            <span className="rounded-full bg-accent px-2 py-0.5 text-[0.6875rem] font-bold text-accent-ink uppercase">{t('wallet.account.active')}</span>
          )}
          {account.isFrozen && (
            <span className="rounded-full bg-live-fill px-2 py-0.5 text-[0.6875rem] font-bold text-white uppercase">{t('wallet.account.frozen')}</span>
          )}
        </div>
      </div>
      <p className="text-3xl font-extrabold tracking-tight tabular" data-testid="account-money">
        <span className="mr-1 text-muted">{account.symbol}</span>
        {displayMoney(account.moneyMinor, account.minorUnits, i18n.language)}
      </p>
      {account.isPointsTypeBalance && <p className="text-xs text-muted">{t('wallet.account.points', { count: account.points })}</p>}
      {(account.type === ACCOUNT_TYPE.currency || !account.isActive) && (
        <div className="flex flex-wrap gap-2">
          {!account.isActive && account.type !== 4 && (
            <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={makeActive}>
              {busy === 'active' ? t('wallet.working') : t('wallet.account.makeActive')}
            </button>
          )}
          {account.type === ACCOUNT_TYPE.currency && (
            <button type="button" className="btn text-live hover:bg-surface-2" disabled={busy !== null} onClick={remove}>
              {busy === 'remove' ? t('wallet.working') : t('wallet.account.remove')}
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-live">
          {error}
        </p>
      )}
    </li>
  );
}

function AddCurrencyCard({ data }: { data: AccountsResponse }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const selected = currencyId ?? data.addableCurrencies[0]?.currencyId ?? null;
  const adding = useMutation({
    mutationFn: async (added: number) => {
      await addCurrency(added);
      // S0 §7, §9: re-fetch up to 5 times at 1 s until the new currency appears.
      return retryUntil(() => fetchAccounts(), (answer) => answer.accounts.some((account) => account.currencyId === added), ADD_CURRENCY_RETRY);
    },
    onSuccess: async (response, added) => {
      client.setQueryData(walletKeys.accounts(), response);
      // The light variant (the header with feature 1788) loads again too.
      await client.invalidateQueries({ queryKey: walletKeys.balances() });
      const iso = response.accounts.find((account) => account.currencyId === added)?.iso ?? '';
      notify({ kind: 'success', message: t('wallet.account.added', { iso }) });
      setCurrencyId(null);
    },
  });
  const busy = adding.isPending;
  const error = adding.error ? walletErrorMessage(t, adding.error) : null;
  const add = () => {
    if (selected !== null) adding.mutate(selected);
  };

  return (
    <section aria-labelledby="add-currency-title" className="card space-y-3 p-4 lg:sticky lg:top-20">
      <h2 id="add-currency-title" className="text-base font-bold">
        {t('wallet.account.addTitle')}
      </h2>
      <p className="text-sm text-muted">{t('wallet.account.addText')}</p>
      {data.addableCurrencies.length === 0 ? (
        <p className="text-sm font-medium text-muted">{t('wallet.account.nothingToAdd')}</p>
      ) : (
        <>
          <label className="block">
            <span className="mb-1.5 block text-[0.8125rem] font-semibold text-muted">{t('wallet.account.currency')}</span>
            <select className={selectClass} value={selected ?? ''} onChange={(event) => setCurrencyId(Number(event.target.value))} disabled={busy}>
              {data.addableCurrencies.map((currency) => (
                <option key={currency.currencyId} value={currency.currencyId}>
                  {currency.iso} · {currency.name} ({currency.symbol})
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-primary w-full" disabled={busy || selected === null} onClick={add}>
            {busy ? t('wallet.working') : t('wallet.account.add')}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-live">
          {error}
        </p>
      )}
    </section>
  );
}
