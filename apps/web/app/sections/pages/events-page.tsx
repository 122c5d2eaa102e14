import { useTranslation } from '../../i18n/use-translation.ts';
import { EventList } from '../../ui/event-row.tsx';
import type { Route } from './+types/events-page';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { topEvents, liveEvents } = await context.services.getHomeShowcase(params.lng);
  // Client navigations fetch '/en/live.data'; the suffix is not part of the page's path.
  const isLive = new URL(request.url).pathname.replace(/\.data$/, '').endsWith('/live');
  return { events: isLive ? liveEvents : topEvents, isLive };
}

/**
 * Pre-match line and live events (S0 §2.2), one page filtered by route. The full line with menus
 * and markets arrives with the sportsbook capability.
 */
export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl space-y-4">
      <h1 id="page-title" className="text-2xl font-extrabold">
        {loaderData.isLive ? t('sections.liveTitle') : t('sections.lineTitle')}
      </h1>
      <EventList events={loaderData.events} emptyText={t('home.noEvents')} />
    </section>
  );
}
