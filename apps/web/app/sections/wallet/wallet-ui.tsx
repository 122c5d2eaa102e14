import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useMatches } from 'react-router';
import { ApiRequestError } from '../../shell/api-client.ts';
import { SectionFrame } from '../../ui/section-frame.tsx';
import { errorMessage } from '../shared/error-messages.ts';
import { OfficeMenu } from '../shared/office-menu.tsx';
import { LIGHT_BALANCES_FEATURE, statusTone, type StatusTone } from './wallet-rules.ts';

/** The site-config flags the wallet reads, from the guard route's state (S0 §2.5.5, §7). */
export interface WalletSite {
  useRechargeModal: boolean;
  lightBalances: boolean;
}

export function useWalletSite(): WalletSite {
  const matches = useMatches();
  for (const match of matches) {
    const site = (match.loaderData as { state?: { site?: { useRechargeModal?: boolean; enabledFeatures?: Record<string, boolean> } } } | undefined)?.state
      ?.site;
    if (site) return { useRechargeModal: site.useRechargeModal === true, lightBalances: site.enabledFeatures?.[LIGHT_BALANCES_FEATURE] === true };
  }
  return { useRechargeModal: false, lightBalances: false };
}

/** The wallet's words for the wallet error codes; the shared texts for the rest. */
export function walletErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) {
    const known = ['INSUFFICIENT_FUNDS', 'ACCOUNT_FROZEN', 'ACCOUNT_NOT_EMPTY', 'AMOUNT_OUT_OF_RANGE', 'PAYMENT_METHOD_UNAVAILABLE', 'IDEMPOTENCY_KEY_REUSED'];
    if (known.includes(error.code)) return t(`wallet.errors.${error.code}`);
    if (error.code === 'NOT_FOUND') return t('wallet.errors.NOT_FOUND');
  }
  return errorMessage(t, error);
}

const TONE_CLASS: Record<StatusTone, string> = {
  success: 'bg-win/15 text-win',
  pending: 'bg-accent-soft text-accent-text',
  failed: 'bg-live/15 text-live',
  neutral: 'bg-surface-2 text-muted',
};

/** A payment state as a coloured pill with its label (decision 008). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${TONE_CLASS[tone]}`}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {t(`wallet.status.${status}`)}
    </span>
  );
}

/** The wallet pages' header: icon, title and intro (the office menu beside it links the pages). */
export function WalletPageHeader({ title, intro, icon }: { title: string; intro: string; icon: ReactNode }) {
  return (
    <header className="flex items-center gap-3">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-ink" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
          {title}
        </h1>
        <p className="text-sm text-muted">{intro}</p>
      </div>
    </header>
  );
}

/** Every wallet page sits in the office frame: breadcrumbs and the office menu (S0 §2.2). */
export function WalletFrame({ children }: { children: ReactNode }) {
  return (
    <SectionFrame aside={<OfficeMenu />}>
      <div className="space-y-5">{children}</div>
    </SectionFrame>
  );
}

export const walletIcons = {
  wallet: (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />
      <circle cx="16" cy="14.5" r="1.2" fill="currentColor" />
    </svg>
  ),
  deposit: (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 4v12M6 10l6 6 6-6M4 20h16" />
    </svg>
  ),
  withdraw: (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 20V8M6 14l6-6 6 6M4 4h16" />
    </svg>
  ),
  history: (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 12a9 9 0 1 0 3-6.7M3 4v4h4M12 7v5l3 2" />
    </svg>
  ),
};

/** A loading placeholder block (UI.md: skeletons, never a blank area). */
export function Skeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="card h-20 animate-pulse" />
      ))}
    </div>
  );
}

export const selectClass =
  'h-11 w-full rounded-lg border border-[var(--control-line)] bg-surface-0 px-3 text-[0.9375rem] text-ink outline-none focus:border-accent focus-visible:outline-2 disabled:opacity-60';

/** What a payment form shows before it can show itself: loading, a failed load with retry, or no method in this currency. */
export function MethodsUnavailable({ status, iso, onRetry }: { status: string; iso: string; onRetry(): void }) {
  const { t } = useTranslation();
  if (status === 'loading') return <div role="status" aria-label={t('wallet.loading')} className="h-56 animate-pulse rounded-xl bg-surface-2" />;
  if (status === 'error')
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="font-semibold">{t('wallet.loadError')}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('wallet.retry')}
        </button>
      </div>
    );
  return <p className="py-6 text-center text-sm font-medium text-muted">{t('wallet.method.none', { iso })}</p>;
}
