import { useQuery } from '@tanstack/react-query';
import { Link, data, useSearchParams } from 'react-router';
import { TIME_FILTERS, type FeedEventSummary, type TimeFilter } from '@wager/contract';
import { pollInterval } from '@wager/domain';
import { dictionaryFor } from '../../i18n/dictionaries.server.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';
import { useSettings } from '../../shell/settings-store.tsx';
import { usePollingActive } from '../../shell/use-polling.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { MENU_SECTION, gamePath, parseIdPart, sectionPath, type SportSection } from '../../ui/sport-links.ts';
import { FavouriteStar } from '../shared/favourites/index.ts';
import { EventRow } from '../shared/event-row.tsx';
import { useLiveStream, useStreamConnected } from '../shared/live-feed.ts';
import { OddsFormatSelect, ViewTypeSelect } from '../shared/odds-format-select.tsx';
import { feedQueries } from './api.ts';
import { champsOf, filterEvents, groupEvents } from './event-groups.ts';
import { SportFrame } from './sport-frame.tsx';
import type { Route } from './+types/events-page';

/** Games a page without a sport shows per sport; the sport's own page shows them all. */
const OVERVIEW_PER_SPORT = 12;

function sectionOf(params: { section?: string }, pathname: string): SportSection {
  if (params.section === 'live' || params.section === 'line') return params.section;
  return pathname.replace(/\.data$/, '').endsWith('/live') ? 'live' : 'line';
}

function timeFilterOf(value: string | null): TimeFilter {
  const n = Number(value);
  return (TIME_FILTERS as readonly number[]).includes(n) ? (n as TimeFilter) : 0;
}

/**
 * S0 §2.2 line and live, and S1 §2 MAIN_SECTION / MAIN_SECTION_CHAMP: the games of a section, of a
 * sport, of a championship. The sport comes from its English slug (S1 §2 name → id map); an unknown
 * sport, championship or menu section is a 404 (S0 §5).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const section = sectionOf(params, url.pathname);
  const lang = context.lng;
  if (params.menuSection !== undefined && params.menuSection !== MENU_SECTION) throw data(null, { status: 404 });
  const sports = context.services.getFeedSports(lang);
  const sport = params.sport ? sports.sports.find((s) => s.slug === params.sport) : undefined;
  if (params.sport && !sport) throw data(null, { status: 404 });
  const champId = params.champ !== undefined ? parseIdPart(params.champ) : undefined;
  if (champId === null) throw data(null, { status: 404 });
  const timeFilter = section === 'line' ? timeFilterOf(url.searchParams.get('time')) : 0;
  const filter = { sportId: sport?.sportId, timeFilter: timeFilter || undefined };
  const events = context.services.getFeedEvents(section, filter);
  if (events === null) throw data(null, { status: 404 });
  if (champId !== undefined && !events.some((e) => e.championship.id === champId) && context.services.getFeedEvents(section, { ...filter, champId }) === null) {
    throw data(null, { status: 404 });
  }
  const config = context.viewer.player?.config;
  // S0 §3.2: a player's blacklists hide those sports from the section.
  const disallowedSports = (section === 'live' ? config?.disallow_live_sport : config?.disallow_line_sport) ?? [];
  const dehydratedState = await prefetchQueries(async (client) => {
    client.setQueryData(feedQueries.sports(lang).queryKey, sports);
    client.setQueryData(feedQueries.events(section, filter, lang).queryKey, events);
  });
  const { sport: texts } = dictionaryFor(lang);
  const champName = champId ? events.find((e) => e.championship.id === champId)?.championship.name : undefined;
  const title = [champName, sport?.name, section === 'live' ? texts.section.live : texts.section.line].filter(Boolean).join(' — ');
  return { section, sportId: sport?.sportId, champId: champId ?? undefined, timeFilter, disallowedSports, title, dehydratedState };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.title} | Wager` : 'Wager' }];
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { section, sportId, champId, timeFilter, disallowedSports } = loaderData;
  const { t } = useTranslation();
  const { lang } = useShell();
  const [search, setSearch] = useSearchParams();
  const polling = usePollingActive();
  const streaming = useStreamConnected();
  const byCountry = useSettings((state) => state.settings.isChampsGroupedByCountry === 1);
  const update = useSettings((state) => state.update);
  const onlyWithVideo = search.get('video') === '1';
  const showUpcoming = section === 'live' && search.get('upcoming') === '1';
  const filter = { sportId, timeFilter: timeFilter || undefined };
  // S1 §9: menu 10000/5000, dashboard 15000/5000; the push channel carries prices in between.
  const sportsQuery = useQuery({ ...feedQueries.sports(lang), refetchInterval: polling ? pollInterval('menu', section) : false });
  const eventsQuery = useQuery({ ...feedQueries.events(section, filter, lang), refetchInterval: polling ? pollInterval('dashboard', section) : false });
  const upcomingQuery = useQuery({
    ...feedQueries.events('line', { sportId, timeFilter: 1 }, lang),
    enabled: showUpcoming,
    refetchInterval: polling && showUpcoming ? pollInterval('dashboard', 'line') : false,
  });
  const sports = (sportsQuery.data?.sports ?? []).filter((s) => !disallowedSports.includes(s.sportId) && (section === 'live' ? s.liveCount : s.eventCount) > 0);
  const all = filterEvents(eventsQuery.data ?? [], { disallowedSports, onlyWithVideo });
  const shown = champId ? all.filter((e) => e.championship.id === champId) : all;
  const groups = groupEvents(shown, sports, byCountry, sportId ? Infinity : OVERVIEW_PER_SPORT);
  const upcoming = showUpcoming ? filterEvents(upcomingQuery.data ?? [], { disallowedSports, onlyWithVideo }) : [];
  const fetchedAt = eventsQuery.dataUpdatedAt;
  useLiveStream(streamIds(groups.flatMap((g) => g.categories.flatMap((c) => c.champs.flatMap((ch) => ch.events)))));
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setSearch(next, { preventScrollReset: true });
  };
  const activeSport = sports.find((s) => s.sportId === sportId);

  return (
    <SportFrame section={section} sports={sports} activeSportId={sportId} champs={champsOf(all, sportId)} activeChampId={champId}>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
            {activeSport ? `${activeSport.name} · ${t(`sport.section.${section}`)}` : t(`sport.section.${section}Title`)}
          </h1>
          <div className="flex flex-wrap items-center gap-3">
            <ViewTypeSelect />
            <OddsFormatSelect />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('sport.filters.title')}>
          {section === 'line' &&
            TIME_FILTERS.map((value) => (
              <button key={value} type="button" className="chip" aria-pressed={timeFilter === value} onClick={() => setParam('time', value ? String(value) : null)}>
                {t(`sport.filters.time${value}`)}
              </button>
            ))}
          <label className="chip">
            <input type="checkbox" checked={byCountry} onChange={(e) => update({ isChampsGroupedByCountry: e.target.checked ? 1 : 0 })} />
            {t('sport.filters.byCountry')}
          </label>
          <label className="chip">
            <input type="checkbox" checked={onlyWithVideo} onChange={(e) => setParam('video', e.target.checked ? '1' : null)} />
            {t('sport.filters.withVideo')}
          </label>
          {section === 'live' && (
            <label className="chip">
              <input type="checkbox" checked={showUpcoming} onChange={(e) => setParam('upcoming', e.target.checked ? '1' : null)} />
              {t('sport.filters.upcoming')}
            </label>
          )}
          {section === 'live' && (
            <Link to={localHref(lang, '/multi')} className="chip">
              {t('sport.multi.open')}
            </Link>
          )}
          {!streaming && polling && <span className="sr-only">{t('sport.polling')}</span>}
        </div>
      </header>

      {eventsQuery.isError && !eventsQuery.data ? (
        <QueryError errorKey="sport.loadError" retryKey="sport.retry" onRetry={() => void eventsQuery.refetch()} />
      ) : groups.length === 0 ? (
        <p className="card px-4 py-10 text-center text-muted">{t(all.length === 0 && !onlyWithVideo ? `sport.empty.${section}` : 'sport.empty.filtered')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.sport.sportId} aria-labelledby={`sport-${group.sport.sportId}`} className="space-y-2">
            {!sportId && (
              <h2 id={`sport-${group.sport.sportId}`} className="section-title flex items-center justify-between">
                <Link to={localHref(lang, sectionPath(section, group.sport.slug))}>{group.sport.name}</Link>
                {group.more > 0 && (
                  <Link className="text-sm font-semibold text-accent-text" to={localHref(lang, sectionPath(section, group.sport.slug))}>
                    {t('sport.more', { n: group.more })}
                  </Link>
                )}
              </h2>
            )}
            {group.categories.map((category) => (
              <div key={category.category?.id ?? 0} className="space-y-2">
                {category.category && <h3 className="caption px-1 pt-1">{category.category.name}</h3>}
                {category.champs.map((champ) => (
                  <div key={champ.champ.id} className="card overflow-hidden">
                    <h3 className="champ-head flex items-center gap-2">
                      <FavouriteStar kind="champ" id={champ.champ.id} label={champ.champ.name} sportSlug={group.sport.slug} path={sectionPath(section, group.sport.slug, champ.champ)} />
                      <Link to={localHref(lang, sectionPath(section, group.sport.slug, champ.champ))}>{champ.champ.name}</Link>
                    </h3>
                    <ul>
                      {champ.events.map((event) => (
                        <EventRow key={event.id} event={event} sportSlug={group.sport.slug} fetchedAt={fetchedAt} aside={<GameStar event={event} sportSlug={group.sport.slug} />} />
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ))}
          </section>
        ))
      )}

      {showUpcoming && (
        <section aria-labelledby="upcoming-title" className="space-y-2">
          <h2 id="upcoming-title" className="section-title">
            {t('sport.upcomingTitle')}
          </h2>
          <UpcomingList events={upcoming} sports={sports} />
        </section>
      )}
    </SportFrame>
  );
}

/** A game's favourite star (its page's address without the language, as the favourites keep it). */
function GameStar({ event, sportSlug }: { event: FeedEventSummary; sportSlug: string }) {
  const label = event.home && event.away ? `${event.home.name} — ${event.away.name}` : (event.name ?? '');
  const path = gamePath(event.status === 'not_started' ? 'line' : 'live', { ...event, sportSlug });
  return <FavouriteStar kind="game" id={event.id} label={label} sportSlug={sportSlug} path={path} />;
}

function UpcomingList({ events, sports }: { events: FeedEventSummary[]; sports: { sportId: number; slug: string }[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className="card px-4 py-8 text-center text-muted">{t('sport.empty.line')}</p>;
  const slugOf = (id: number) => sports.find((s) => s.sportId === id)?.slug ?? '';
  return (
    <ul className="card overflow-hidden">
      {events.map((event) => (
        <EventRow key={event.id} event={event} sportSlug={slugOf(event.sportId)} showLeague />
      ))}
    </ul>
  );
}

/** The games whose prices the push channel should carry: the live and soon-to-start ones on screen. */
function streamIds(events: FeedEventSummary[]): number[] {
  return events
    .filter((e) => e.mainMarket !== null)
    .slice(0, 100)
    .map((e) => e.id);
}
