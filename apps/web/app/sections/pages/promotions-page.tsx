import { useTranslation } from 'react-i18next';
import { PromoCard } from '../../ui/promo-card.tsx';
import type { Route } from './+types/promotions-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { promotions } = await context.services.getHomeShowcase(params.lng);
  return { promotions };
}

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-extrabold">{t('sections.promotionsTitle')}</h1>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {loaderData.promotions.map((promotion) => (
          <PromoCard key={promotion.id} promotion={promotion} />
        ))}
      </ul>
    </section>
  );
}
