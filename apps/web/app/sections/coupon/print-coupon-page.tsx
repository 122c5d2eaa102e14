import { useQuery } from '@tanstack/react-query';
import { data, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiRequestError } from '../../shell/api-client.ts';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';
import { couponQueries } from '../shared/coupon/index.ts';
import { couponTitle } from './coupon-loader.server.ts';
import { PlacedCouponCard } from '../shared/coupon/index.ts';
import type { Route } from './+types/print-coupon-page';

/**
 * S0 §2.3, §5 print-coupon/{couponId} (numeric, the route table refuses the rest): only the player
 * who placed it may read it; a guest, or anybody else's id, gets the 404 page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = context.viewer.session.authenticated ? context.viewer.session.userId : null;
  if (userId === null) throw data(null, { status: 404 });
  const couponId = params.couponId;
  const coupon = await context.services.getPlacedCoupon(userId, couponId);
  if (!coupon) throw data(null, { status: 404 });
  const dehydratedState = await prefetchQueries(async (client) => {
    client.setQueryData(couponQueries.placed(couponId).queryKey, coupon);
  });
  return { title: couponTitle(context.lng, 'print'), dehydratedState };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

/** The printable receipt (empty layout): the coupon, its legs and sums, and a print button hidden on paper. */
export default function PrintCouponPage() {
  const { t } = useTranslation();
  const { couponId = '' } = useParams();
  const coupon = useQuery(couponQueries.placed(couponId));
  const notFound = coupon.error instanceof ApiRequestError && (coupon.error.status === 404 || coupon.error.status === 403);
  return (
    <section aria-labelledby="page-title" className="print-receipt card w-full max-w-lg space-y-4 px-6 py-6">
      <header className="flex items-center justify-between gap-3">
        <h1 id="page-title" className="text-xl font-extrabold tracking-tight">
          {t('coupon.pages.print')}
        </h1>
        {coupon.data && (
          <button type="button" className="btn btn-primary no-print" onClick={() => window.print()}>
            {t('coupon.printNow')}
          </button>
        )}
      </header>
      {coupon.data ? (
        <PlacedCouponCard coupon={coupon.data} headingLevel={2} />
      ) : notFound ? (
        <div role="alert" className="space-y-1 text-center">
          <p className="font-semibold">{t('errors.notFoundTitle')}</p>
          <p className="text-sm text-muted">{t('errors.notFoundText')}</p>
        </div>
      ) : coupon.isError && !coupon.isFetching ? (
        <p role="alert" className="coupon-problem flex items-center justify-between">
          <span>{t('coupon.placed.failed')}</span>
          <button type="button" className="font-semibold underline" onClick={() => void coupon.refetch()}>
            {t('coupon.quote.retry')}
          </button>
        </p>
      ) : (
        <div className="coupon-skeleton" aria-busy="true" aria-label={t('coupon.myBets.loading')} />
      )}
    </section>
  );
}
