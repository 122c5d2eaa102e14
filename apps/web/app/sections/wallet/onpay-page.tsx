import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation, useParams } from 'react-router';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { walletQueries } from './api.ts';
import { displayMoneyOf, paymentResultOf, type PaymentResult } from './wallet-rules.ts';
import { StatusBadge } from './wallet-ui.tsx';
import type { Route } from './+types/onpay-page';

export function loader({ params }: Route.LoaderArgs) {
  const dictionary = dictionaryFor(params.lng);
  return { title: `${dictionary.wallet.onpay.pageTitle} · ${dictionary.brand.name}` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

const RESULT_STYLE: Record<PaymentResult, { ring: string; icon: string }> = {
  success: { ring: 'bg-win text-white', icon: 'M5 12.5l4.5 4.5L19 7.5' },
  pending: { ring: 'bg-accent text-accent-ink', icon: 'M12 7v5l3 2' },
  fail: { ring: 'bg-live-fill text-white', icon: 'M7 7l10 10M17 7L7 17' },
  cancel: { ring: 'bg-surface-3 text-ink', icon: 'M6 12h12' },
};

/** S0 §2.3 onpay/{success|fail|pending|cancel} and onpay/withdraw/…: where a payment provider sends the player back. */
export default function OnpayPage() {
  const { t } = useTranslation();
  const shell = useShell();
  const params = useParams();
  const location = useLocation();
  const result = paymentResultOf(params.result);
  const withdraw = location.pathname.includes('/onpay/withdraw/');
  const kind = withdraw ? 'withdraw' : 'deposit';
  const paymentId = Number(new URLSearchParams(location.search).get('paymentId'));

  // The payment's amount and state from the player's history (the provider's word is only a hint).
  const history = useQuery({
    ...walletQueries.history({ direction: withdraw ? 'withdrawal' : 'deposit', pageSize: 100 }),
    enabled: shell.isSignedIn && Number.isInteger(paymentId) && paymentId > 0,
    refetchOnMount: 'always',
  });
  const payment = history.data?.items.find((item) => item.id === paymentId) ?? null;

  const style = RESULT_STYLE[result];
  // A pending payment may still complete: no second payment is offered for it.
  const retry = !withdraw && (result === 'fail' || result === 'cancel');
  return (
    <section aria-labelledby="onpay-title" data-result={result} className="card w-full max-w-md space-y-5 p-7 text-center">
      <span className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${style.ring}`} aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round">
          {result === 'pending' && <circle cx="12" cy="12" r="8" />}
          <path d={style.icon} />
        </svg>
      </span>
      <div className="space-y-2">
        <h1 id="onpay-title" className="text-2xl font-extrabold tracking-tight">
          {t(`wallet.onpay.${kind}.${result}.title`)}
        </h1>
        <p className="text-sm text-muted">{t(`wallet.onpay.${kind}.${result}.text`)}</p>
      </div>
      {payment && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-surface-2 p-4 text-left text-sm" data-testid="onpay-payment">
          <dt className="text-muted">{t('wallet.onpay.payment')}</dt>
          <dd className="text-right font-semibold tabular">#{payment.id}</dd>
          <dt className="text-muted">{t('wallet.history.amount')}</dt>
          <dd className="text-right font-bold tabular">
            {displayMoneyOf(payment.amountMinor, payment.iso, shell.lang)} {payment.iso}
          </dd>
          <dt className="text-muted">{t('wallet.history.state')}</dt>
          <dd className="text-right">
            <StatusBadge status={payment.status} />
          </dd>
        </dl>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {retry && (
          <Link to={localHref(shell.lang, '/office/recharge')} className="btn btn-primary">
            {t('wallet.onpay.tryAgain')}
          </Link>
        )}
        <Link to={localHref(shell.lang, withdraw ? '/office/deduce' : '/office/account')} className={`btn ${retry ? 'btn-secondary' : 'btn-primary'}`}>
          {t(withdraw ? 'wallet.onpay.toRequests' : 'wallet.onpay.toAccount')}
        </Link>
        <Link to={localHref(shell.lang, '/office/historypay')} className="btn btn-secondary">
          {t('wallet.onpay.toHistory')}
        </Link>
        <Link to={localHref(shell.lang, '/')} className="btn text-accent-text hover:bg-surface-2">
          {t('wallet.onpay.home')}
        </Link>
      </div>
    </section>
  );
}
