import { useTranslation } from '../i18n/use-translation.ts';
import type { ShowcasePromotion } from '@wager/contract';

export function PromoCard({ promotion }: { promotion: ShowcasePromotion }) {
  const { t } = useTranslation();
  return (
    <li
      className="surface-dark promo"
      style={{ backgroundImage: `linear-gradient(135deg, ${promotion.art.from}, ${promotion.art.to})` }}
    >
      <span className="promo-badge">{promotion.badge}</span>
      <div>
        <h3>{promotion.title}</h3>
        <p>{promotion.summary}</p>
      </div>
      <span className="promo-more">{`${t('home.details')} →`}</span>
    </li>
  );
}
