import { useTranslation } from 'react-i18next';
import type { ShowcasePromotion } from '@wager/contract';

export function PromoCard({ promotion }: { promotion: ShowcasePromotion }) {
  const { t } = useTranslation();
  return (
    <li
      className="surface-dark flex min-h-40 flex-col justify-between gap-3 rounded-card p-5 text-white"
      style={{ backgroundImage: `linear-gradient(135deg, ${promotion.art.from}, ${promotion.art.to})` }}
    >
      <span className="w-fit rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-bold">{promotion.badge}</span>
      <div>
        <h3 className="text-lg leading-snug font-extrabold">{promotion.title}</h3>
        <p className="mt-1 text-sm text-white/80">{promotion.summary}</p>
      </div>
      <span className="text-sm font-bold underline-offset-4">{t('home.details')} →</span>
    </li>
  );
}
