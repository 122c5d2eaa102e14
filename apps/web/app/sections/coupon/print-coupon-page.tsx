import { useTranslation } from '../../i18n/use-translation.ts';
import { useParams } from 'react-router';
import { sectionMeta } from '../../ui/section-frame.tsx';

export const meta = sectionMeta;

/** S0 §2.3 print-coupon/{couponId}: the printable coupon, in the empty layout; the bet coupon issue fills it. */
export default function PrintCouponPage() {
  const { t } = useTranslation();
  const { couponId } = useParams();
  return (
    <section aria-labelledby="page-title" className="card flex w-full max-w-md flex-col items-center gap-3 px-8 py-10 text-center">
      <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
        {t('sections.titles.print-coupon')}
      </h1>
      <p className="font-mono text-sm text-muted">№ {couponId}</p>
      <p className="text-muted">{t('sections.family.coupon')}</p>
    </section>
  );
}
