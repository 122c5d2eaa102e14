import { useTranslation } from 'react-i18next';
import { EventList } from '../../ui/event-row.tsx';
import type { Route } from './+types/live-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { liveEvents } = await context.services.getHomeShowcase(params.lng);
  return { events: liveEvents };
}

/** Live events (S0 §2.2). */
export default function LivePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl space-y-4">
      <h1 id="page-title" className="text-2xl font-extrabold">{t('sections.liveTitle')}</h1>
      <EventList events={loaderData.events} emptyText={t('home.noEvents')} />
    </section>
  );
}
