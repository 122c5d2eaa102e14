import { useQuery } from '@tanstack/react-query';
import type { PlacedCoupon } from '@wager/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { localHref, useShell } from '../../../shell/use-shell.ts';
import { couponQueries } from './api.ts';

/** While the server holds a live bet for the in-play delay, its coupon is re-read until it is accepted or refused. */
const PENDING_POLL_MS = 1_500;

export function PendingCoupon({ coupon }: { coupon: PlacedCoupon }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const pending = coupon.status === 'pending';
  const now = useQuery({
    ...couponQueries.placed(coupon.couponId),
    enabled: pending,
    refetchInterval: (query) => (query.state.data?.status === 'pending' || query.state.data === undefined ? PENDING_POLL_MS : false),
  });
  const status = pending ? (now.data?.status ?? 'pending') : coupon.status;
  return (
    <li className="flex items-center justify-between gap-2 text-xs">
      <span>
        {t('coupon.placed.number', { id: coupon.couponId })} · {t(`coupon.status.${status}`)}
      </span>
      {status !== 'pending' && status !== 'refused' && (
        <a className="font-semibold text-accent-text" href={localHref(lang, `/print-coupon/${coupon.couponId}`)} target="_blank" rel="noreferrer">
          {t('coupon.print')}
        </a>
      )}
    </li>
  );
}
