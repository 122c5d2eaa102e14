import { useTranslation } from '../../i18n/use-translation.ts';
import { data } from 'react-router';
import { EventList } from '../../ui/event-row.tsx';
import type { Route } from './+types/cyber-page';

const CYBER_TYPES = ['real', 'virtual', 'stream'];

export async function loader({ params, context }: Route.LoaderArgs) {
  // S0 §5: the cyber type is real, virtual or stream; anything else is not a page.
  if (!CYBER_TYPES.includes(params.type)) throw data(null, { status: 404 });
  const { topEvents, liveEvents } = await context.services.getHomeShowcase(params.lng);
  return { events: [...liveEvents, ...topEvents].filter((event) => event.sport.slug === 'esports') };
}

export default function CyberPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl space-y-4">
      <h1 id="page-title" className="text-2xl font-extrabold">{t('sections.cyberTitle')}</h1>
      <EventList events={loaderData.events} emptyText={t('home.noEvents')} />
    </section>
  );
}
