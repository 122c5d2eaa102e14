import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import type { LineSport, ShowcaseEvent } from '@wager/contract';
import { useMemo } from 'react';
import { summaryOf } from './home-events.ts';
import { EventRow, EventRowsNavigation } from '../shared/event-row.tsx';
import { useLiveStream } from '../shared/live-feed.ts';
import { sectionPath } from '../../ui/sport-links.ts';
import { GameTile } from '../../ui/game-tile.tsx';
import { PromoCard } from '../../ui/promo-card.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import type { Route } from './+types/home-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const showcase = await context.services.getHomeShowcase(params.lng);
  const { meta } = dictionaryFor(params.lng);
  return { showcase, title: meta.homeTitle, description: meta.homeDescription };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Wager' }, { name: 'description', content: loaderData?.description ?? '' }];
}

/** Home (S0 §2.2, empty path): a sportsbook front page: sports, top events, live now, casino, promotions. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { showcase } = loaderData;
  // Live prices and scores arrive on the push channel (S1 §9); the line blocks change slowly.
  useLiveStream(showcase.liveEvents.map((event) => event.id));
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside aria-labelledby="sports-menu" className="hidden lg:block">
        <nav className="card sticky top-20 overflow-hidden">
          <h2 id="sports-menu" className="caption border-b border-line px-4 py-3">
            {t('home.sportsMenu')}
          </h2>
          <ul>
            {showcase.sports.map((sport) => (
              <li key={sport.sportId}>
                <Link to={localHref(lang, sectionPath('line', sport.slug))} className="menu-link">
                  <span>{sport.name}</span>
                  <span className="count-pill">{sport.eventCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>

      <div className="min-w-0 space-y-8">
        <section
          aria-labelledby="hero-title"
          className="surface-dark hero"
        >
          <h1 id="hero-title" className="max-w-xl text-3xl leading-tight font-black tracking-tight lg:text-4xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-3 max-w-xl text-white/80">{t('home.heroText')}</p>
          <Link to={localHref(lang, '/line')} className="btn btn-primary mt-6 h-11 px-6 text-base">
            {t('home.heroCta')}
          </Link>
        </section>

        <div className="grid gap-8 2xl:grid-cols-2">
          <section aria-labelledby="top-events">
            <SectionHeading id="top-events" title={t('home.topEvents')} href={localHref(lang, '/line')} linkText={t('home.viewAll')} />
            <EventList events={showcase.topEvents} sports={showcase.sports} emptyText={t('home.noEvents')} />
          </section>
          <section aria-labelledby="live-now">
            <SectionHeading id="live-now" title={t('home.liveNow')} href={localHref(lang, '/live')} linkText={t('home.viewAll')} />
            <EventList events={showcase.liveEvents} sports={showcase.sports} emptyText={t('home.noEvents')} />
          </section>
        </div>

        <section aria-labelledby="casino-showcase">
          <SectionHeading id="casino-showcase" title={t('home.casino')} href={localHref(lang, '/casino')} linkText={t('home.viewAll')} />
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {showcase.games.map((game) => (
              <GameTile key={game.id} game={game} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="promotions">
          <SectionHeading id="promotions" title={t('home.promotions')} href={localHref(lang, '/promotions')} linkText={t('home.viewAll')} />
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {showcase.promotions.map((promotion) => (
              <PromoCard key={promotion.id} promotion={promotion} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function EventList({ events: rows, sports, emptyText }: { events: ShowcaseEvent[]; sports: LineSport[]; emptyText: string }) {
  const events = useMemo(() => rows.map(summaryOf), [rows]);
  if (events.length === 0) return <p className="card px-4 py-8 text-center text-muted">{emptyText}</p>;
  return (
    <EventRowsNavigation>
      <ul className="card overflow-hidden">
        {events.map((event) => (
          <EventRow key={event.id} event={event} sportSlug={sports.find((s) => s.sportId === event.sportId)?.slug ?? ''} showLeague compact />
        ))}
      </ul>
    </EventRowsNavigation>
  );
}
