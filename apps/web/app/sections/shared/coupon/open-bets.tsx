import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { openAuthModal } from '../../../shell/auth/auth-ui.ts';
import { localHref, useShell } from '../../../shell/use-shell.ts';
import { QueryError } from '../../../ui/query-state.tsx';
import { couponQueries } from './api.ts';
import { PlacedCouponCard } from './placed-coupon.tsx';

/** The player's open bets (S0 §3.8 tab 2 "my bets"; the coupon page's list): a guest is asked to sign in. */
export function OpenBets({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { lang, isSignedIn } = useShell();
  const open = useQuery({ ...couponQueries.open(), enabled: isSignedIn });
  if (!isSignedIn) {
    return (
      <div className="space-y-3 px-4 py-6 text-center text-sm">
        <p className="text-muted">{t('coupon.myBets.guest')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openAuthModal({ kind: 'signIn' })}>
          {t('coupon.myBets.signIn')}
        </button>
      </div>
    );
  }
  if (open.data === undefined) {
    if (open.isError && !open.isFetching) return <QueryError errorKey="coupon.myBets.failed" retryKey="coupon.quote.retry" onRetry={() => void open.refetch()} />;
    return <div className="coupon-skeleton" aria-busy="true" aria-label={t('coupon.myBets.loading')} />;
  }
  const coupons = compact ? open.data.coupons.slice(0, 5) : open.data.coupons;
  return (
    <div className="space-y-3 p-3">
      {coupons.length === 0 && <p className="py-6 text-center text-sm text-muted">{t('coupon.myBets.none')}</p>}
      {coupons.map((coupon) => (
        <PlacedCouponCard key={coupon.couponId} coupon={coupon}>
          <a className="text-xs font-semibold text-accent-text" href={localHref(lang, `/print-coupon/${coupon.couponId}`)} target="_blank" rel="noreferrer">
            {t('coupon.print')}
          </a>
        </PlacedCouponCard>
      ))}
      <a className="block text-center text-xs font-semibold text-accent-text" href={localHref(lang, '/office/history')}>
        {t('coupon.myBets.history')}
      </a>
    </div>
  );
}
