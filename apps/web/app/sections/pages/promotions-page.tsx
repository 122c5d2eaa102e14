import { useTranslation } from '../../i18n/use-translation.ts';
import { ExternalViewOrFallback } from '../../shell/external-view/index.ts';
import { PromoCard } from '../../ui/promo-card.tsx';
import type { Route } from './+types/promotions-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { promotions } = await context.services.getHomeShowcase(params.lng);
  return { promotions };
}

/** S0 §4.2, §7: an operator may mount a remote view here (config group `remoteViews`, key `promotions`). */
export default function PromotionsPage(props: Route.ComponentProps) {
  return <ExternalViewOrFallback routeName="promotions" fallback={<PromotionsList {...props} />} />;
}

function PromotionsList({ loaderData }: Route.ComponentProps) {
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
