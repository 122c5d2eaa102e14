import { useTranslation } from 'react-i18next';
import { EventList } from '../../ui/event-row.tsx';
import type { Route } from './+types/line-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { topEvents } = await context.services.getHomeShowcase(params.lng);
  return { events: topEvents };
}

/** Pre-match line (S0 §2.2). The full line with menus and markets arrives with the sportsbook capability. */
export default function LinePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl space-y-4">
      <h1 id="page-title" className="text-2xl font-extrabold">{t('sections.lineTitle')}</h1>
      <EventList events={loaderData.events} emptyText={t('home.noEvents')} />
    </section>
  );
}
