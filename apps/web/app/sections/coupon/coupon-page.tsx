import { useTranslation } from '../../i18n/use-translation.ts';
import { CouponSlip, OpenBets } from '../shared/coupon/index.ts';
import { couponTitle } from './coupon-loader.server.ts';
import type { Route } from './+types/coupon-page';

/** The coupon page reads nothing on the server: the coupon lives in the browser (S0 §3.4), the open bets are the viewer's and load after hydration. */
export const loader = ({ context }: Route.LoaderArgs) => ({ title: couponTitle(context.lng, 'page') });

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'robots', content: 'noindex' }];
}

/** S0 §2.2 named route `coupon`: the same coupon as the sport screens' column, wide, with the player's open bets below. */
export default function CouponPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl space-y-5 py-6">
      <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
        {t('coupon.pages.page')}
      </h1>
      <CouponSlip wide onCouponPage />
      <section aria-labelledby="open-bets-title" className="card">
        <h2 id="open-bets-title" className="section-title border-b border-line px-4 py-3">
          {t('coupon.myBets.title')}
        </h2>
        <OpenBets />
      </section>
    </section>
  );
}
