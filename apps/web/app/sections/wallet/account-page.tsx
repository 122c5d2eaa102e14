import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { Account, AccountsResponse } from '@wager/contract';
import { notify } from '../../shell/notifications/notifications.ts';
import { addCurrency, fetchAccounts, removeCurrency, setActiveAccount } from './wallet-api.ts';
import { walletPageLoader } from './wallet-loader.server.ts';
import { ACCOUNT_TYPE } from '@wager/contract/enums';
import { ADD_CURRENCY_RETRY, announcesActiveAccount, displayMoney, fractionDigitsOf, retryUntil } from './wallet-rules.ts';
import { applyAccounts, loadBalances, useWallet } from './wallet-store.ts';
import { Skeleton, WalletFrame, WalletPageHeader, selectClass, walletErrorMessage, walletIcons } from './wallet-ui.tsx';
import type { Route } from './+types/account-page';

export const loader = (args: Route.LoaderArgs) => walletPageLoader(args, 'account');

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

/** The office account page (S0 §2.2, §3.1, §7; issue 5 §2): the player's wallets. */
export default function AccountPage() {
  const { t } = useTranslation();
  const accounts = useWallet((state) => state.accounts);
  const status = useWallet((state) => state.status);

  // The full variant always: this page needs the addable currencies and the account details.
  useEffect(() => {
    void loadBalances('full');
  }, []);

  return (
    <WalletFrame>
      <WalletPageHeader title={t('wallet.account.title')} intro={t('wallet.account.intro')} icon={walletIcons.wallet} />
      {accounts === null && status !== 'error' && <Skeleton label={t('wallet.loading')} />}
      {accounts === null && status === 'error' && (
        <div role="alert" className="card flex flex-col items-center gap-3 px-6 py-10 text-center">
          <p className="font-semibold">{t('wallet.loadError')}</p>
          <button type="button" className="btn btn-primary" onClick={() => void loadBalances('full')}>
            {t('wallet.retry')}
          </button>
        </div>
      )}
      {accounts !== null && <Accounts data={accounts} />}
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
  const [busy, setBusy] = useState<'active' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const makeActive = async () => {
    setBusy('active');
    setError(null);
    try {
      await setActiveAccount(account.id);
      // S0 §7: "the account will be set" (with its id), except on the bingo route.
      if (announcesActiveAccount(matches.at(-1)?.id)) notify({ kind: 'info', message: t('wallet.account.willBeSet', { id: account.id }) });
      // S0 §7 also zeroes the coupon's prepaid amount; the coupon arrives with the betting issues.
      await loadBalances('full');
    } catch (caught) {
      setError(walletErrorMessage(t, caught));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    setError(null);
    try {
      await removeCurrency(account.currencyId);
      notify({ kind: 'success', message: t('wallet.account.removed', { iso: account.iso }) });
      await loadBalances('full');
    } catch (caught) {
      setError(walletErrorMessage(t, caught));
    } finally {
      setBusy(null);
    }
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
            <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void makeActive()}>
              {busy === 'active' ? t('wallet.working') : t('wallet.account.makeActive')}
            </button>
          )}
          {account.type === ACCOUNT_TYPE.currency && (
            <button type="button" className="btn text-live hover:bg-surface-2" disabled={busy !== null} onClick={() => void remove()}>
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
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selected = currencyId ?? data.addableCurrencies[0]?.currencyId ?? null;

  const add = async () => {
    if (selected === null) return;
    setBusy(true);
    setError(null);
    try {
      await addCurrency(selected);
      // S0 §7, §9: re-fetch up to 5 times at 1 s until the new currency appears.
      const response = await retryUntil(fetchAccounts, (answer) => answer.accounts.some((account) => account.currencyId === selected), ADD_CURRENCY_RETRY);
      applyAccounts(response);
      const iso = response.accounts.find((account) => account.currencyId === selected)?.iso ?? '';
      notify({ kind: 'success', message: t('wallet.account.added', { iso }) });
      setCurrencyId(null);
    } catch (caught) {
      setError(walletErrorMessage(t, caught));
    } finally {
      setBusy(false);
    }
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
          <button type="button" className="btn btn-primary w-full" disabled={busy || selected === null} onClick={() => void add()}>
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
