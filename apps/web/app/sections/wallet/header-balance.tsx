import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useUserConfig } from '../../shell/auth/user-config.ts';
import { useHydrated } from '../../shell/query/query-client.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { ConversionReminder } from './conversion-reminder.tsx';
import { displayMoney, displayMoneyOf } from './wallet-rules.ts';
import { activeBalance, useBalances, useLiveBalances } from './balance-cache.ts';
import { useWalletSite } from './wallet-ui.tsx';
import { withDictionaryParts } from '../../i18n/dictionary-loader.ts';

const RechargeModal = lazy(withDictionaryParts(() => import('./recharge-modal.tsx'), ['wallet', 'sections', 'auth.fields', 'auth.errors', 'auth.close', 'auth.welcome']));

function revealKey(userId: number): string {
  return `wallet.showBalance.${userId}`;
}

/**
 * The header's wallet (S0 §3.1, §3.2; decision 008): the active account's balance, live through
 * the balance stream (polling while it is down), hidden while the player's user_hide_balance is on (S0 §3.2) unless he
 * shows it for this session; and the Deposit button (the recharge modal with useRechargeModal, S0 §2.5.5).
 */
export default function HeaderBalance() {
  const { t } = useTranslation();
  const shell = useShell();
  const site = useWalletSite();
  const userConfig = useUserConfig(shell.userId);
  const variant = site.lightBalances ? 'light' : 'full';
  const balances = useBalances(variant, shell.userId !== null);
  useLiveBalances(shell.userId, variant);
  // The header hydrates after the page, whose own accounts query may have filled the cache by then.
  const hydrated = useHydrated();
  const balance = hydrated ? activeBalance(balances.data) : null;
  const [revealed, setRevealed] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);

  useEffect(() => {
    if (shell.userId !== null) setRevealed(sessionStorage.getItem(revealKey(shell.userId)) === '1');
  }, [shell.userId]);

  const hidden = (userConfig?.user_hide_balance ?? true) && !revealed;
  const toggle = () => {
    const next = !revealed;
    setRevealed(next);
    if (shell.userId !== null) sessionStorage.setItem(revealKey(shell.userId), next ? '1' : '0');
  };
  const amount = balance ? `${balance.minorUnits === null ? displayMoneyOf(balance.moneyMinor, balance.iso, shell.lang) : displayMoney(balance.moneyMinor, balance.minorUnits, shell.lang)}` : null;
  const currency = balance ? (balance.symbol ?? balance.iso) : '';

  return (
    <div className="flex items-center gap-2">
      <div className="flex h-10 items-center gap-1 rounded-lg border border-white/15 bg-white/5 pr-1 pl-3" data-testid="header-balance">
        <span className="flex flex-col leading-tight">
          <span className="text-[0.6875rem] font-semibold tracking-wide text-header-muted uppercase">{t('wallet.header.balance')}</span>
          <span className="min-w-16 text-sm font-bold text-white tabular" data-testid="header-balance-amount" aria-live="polite">
            {amount === null ? (
              <span className="inline-block h-3.5 w-16 animate-pulse rounded bg-white/15 align-middle" />
            ) : hidden ? (
              '••••••'
            ) : (
              `${currency} ${amount}`
            )}
          </span>
        </span>
        <button
          type="button"
          onClick={toggle}
          aria-pressed={!hidden}
          aria-label={hidden ? t('wallet.header.show') : t('wallet.header.hide')}
          title={hidden ? t('wallet.header.show') : t('wallet.header.hide')}
          className="flex h-8 w-8 items-center justify-center rounded-md text-header-muted hover:bg-white/10 hover:text-white"
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {hidden && <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
      <Link
        to={localHref(shell.lang, '/office/recharge')}
        className="btn btn-primary"
        onClick={(event) => {
          if (!site.useRechargeModal || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          // S0 §2.5.5: with useRechargeModal the deposit opens over the page.
          event.preventDefault();
          setModalOpen(true);
        }}
      >
        {t('wallet.header.deposit')}
      </Link>
      {modalOpen && (
        <Suspense fallback={null}>
          <RechargeModal onClose={() => setModalOpen(false)} />
        </Suspense>
      )}
      <ConversionReminder loaded={balances.isSuccess} />
    </div>
  );
}
