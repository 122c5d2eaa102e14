import { useMemo } from 'react';
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { prefetchQueries } from '../../../shell/query/prefetch.server.ts';
import { localHref, useShell } from '../../../shell/use-shell.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { SectionFrame, sectionMeta } from '../../../ui/section-frame.tsx';
import { daysBack, defaultSportId, groupByChampionship, playerDay, readId, readResultsFilter, resultsSearch, sportCounts, type ResultsFilter } from '../stats-common/feed-view.ts';
import { EmptyCard, ListSkeleton, SportTabs } from '../stats-common/pieces.tsx';
import { playerTimeZone } from '../stats-common/player-clock.server.ts';
import { LIVE_POLL_MS, TODAY_RESULTS_POLL_MS, resultsQueries } from './api.ts';
import { LiveRow, ResultRow } from './result-rows.tsx';
import type { Route } from './+types/results-page';

/** S0 §2.2 results: today and the six days before. */
export const RESULT_DAYS = 7;

export const meta = sectionMeta;

/**
 * The page's data from the feed in process (decision 010, 011): the day's sports and the chosen
 * sport's results, or the events in play, so the server render shows them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = context.lng;
  const now = Date.now();
  const tzo = playerTimeZone(request);
  const services = context.services;
  const dehydratedState = await prefetchQueries(async (client) => {
    if (params.type === 'live') {
      await Promise.all([
        client.prefetchQuery({ ...resultsQueries.events('live', { lang }), queryFn: () => ({ events: services.getFeedEvents('live', { lang }) ?? [] }) }),
        client.prefetchQuery({ ...resultsQueries.lineSports(lang), queryFn: () => services.getFeedSports(lang) }),
      ]);
      return;
    }
    const filter = readResultsFilter(new URL(request.url).searchParams, playerDay(now, tzo));
    const day = { date: filter.date, tzo, lang };
    const sports = await client.fetchQuery({ ...resultsQueries.sports(day), queryFn: () => services.getFeedResultSports(day) });
    const sportId = filter.sportId ?? defaultSportId(sports.sports);
    if (sportId !== null) {
      await client.prefetchQuery({
        ...resultsQueries.results({ ...day, sportId }),
        queryFn: async () => (await services.getFeedResults({ ...day, sportId, markets: 'none' })) ?? { date: day.date, events: [] },
      });
    }
  });
  return { now, dehydratedState };
}

/** S0 §2.4: a filter change (the search params) is the page's own query, not a new page load. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * S0 §2.2 results/{type live|zone?}: finished events of a day (the player's), by sport and
 * championship, with final and period scores and, on demand, every main market's result; `live`
 * shows the events in play with their current scores, refreshed every 5 s (S1 §9). The day and the
 * sport are in the URL (shareable); switching them keeps the scroll position (S0 §2.4).
 */
export default function ResultsPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const live = params.type === 'live';
  const tabs = [
    { label: t('sportStats.results.finished'), path: '/results', current: !live },
    { label: t('sportStats.results.live'), path: '/results/live', current: live },
  ];
  return (
    <SectionFrame wide>
      <div className="space-y-4">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
              {t('sportStats.results.title')}
            </h1>
            <p className="text-sm text-muted">{live ? t('sportStats.results.liveIntro') : t('sportStats.results.intro')}</p>
          </div>
          <nav aria-label={t('sportStats.results.views')} className="flex rounded-lg border border-line bg-surface-1 p-1">
            {tabs.map((tab) => (
              <Link
                key={tab.path}
                to={localHref(lang, tab.path)}
                aria-current={tab.current ? 'page' : undefined}
                className={`rounded-md px-3 py-1.5 text-sm font-semibold ${tab.current ? 'bg-accent text-accent-ink' : 'text-muted hover:text-ink'}`}
              >
                {tab.label}
              </Link>
            ))}
          </nav>
        </header>
        {live ? <LiveResults /> : <DayResults now={loaderData.now} />}
      </div>
    </SectionFrame>
  );
}

function DayPicker({ days, today, date, onPick }: { days: string[]; today: string; date: string; onPick: (date: string) => void }) {
  const { t } = useTranslation();
  const { lang, settings } = useShell();
  const name = (day: string, index: number) =>
    index === 0 ? t('sportStats.results.today') : index === 1 ? t('sportStats.results.yesterday') : formatDateTime(`${day}T12:00:00Z`, { lang, timeZoneHours: 0, is12h: settings.is12h, withDate: true, dateOnly: true });
  return (
    <div className="card flex flex-wrap items-center gap-3 p-3">
      <nav aria-label={t('sportStats.results.days')} className="min-w-0 flex-1">
        <ul className="flex flex-wrap gap-1.5">
          {days.map((day, index) => (
            <li key={day}>
              <button
                type="button"
                aria-pressed={day === date}
                onClick={() => onPick(day)}
                className={`h-8 rounded-md px-3 text-sm font-semibold whitespace-nowrap ${day === date ? 'bg-accent text-accent-ink' : 'bg-surface-2 text-ink hover:bg-surface-3'}`}
              >
                {name(day, index)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <label className="flex items-center gap-2 text-sm">
        <span className="font-semibold text-muted">{t('sportStats.results.pickDay')}</span>
        <input
          type="date"
          name="date"
          value={date}
          max={today}
          onChange={(event) => {
            if (event.target.value) onPick(event.target.value);
          }}
          className="h-8 rounded-md border border-line bg-surface-1 px-2 text-sm text-ink"
        />
      </label>
    </div>
  );
}

/** The finished events of a day, one sport at a time. */
function DayResults({ now }: { now: number }) {
  const { t } = useTranslation();
  const { lang, settings } = useShell();
  const [searchParams, setSearchParams] = useSearchParams();
  const tzo = settings.timeZone;
  const today = playerDay(now, tzo);
  const days = useMemo(() => daysBack(today, RESULT_DAYS), [today]);
  const filter = readResultsFilter(searchParams, today);
  const day = { date: filter.date, tzo, lang };
  const isToday = filter.date === today;
  const poll = isToday ? TODAY_RESULTS_POLL_MS : false;
  const sports = useQuery({ ...resultsQueries.sports(day), placeholderData: keepPreviousData, refetchInterval: poll });
  const sportId = filter.sportId ?? defaultSportId(sports.data?.sports);
  const results = useQuery({
    ...resultsQueries.results({ ...day, sportId: sportId ?? 0 }),
    enabled: sportId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: poll,
  });
  const update = (patch: Partial<ResultsFilter>) => setSearchParams(resultsSearch(searchParams, patch, today), { preventScrollReset: true });
  const sportName = (id: number) => sports.data?.sports.find((s) => s.sportId === id)?.name;

  return (
    <>
      <DayPicker days={days} today={today} date={filter.date} onPick={(date) => update({ date })} />
      <QueryState query={sports} errorKey="sportStats.common.error" retryKey="sportStats.common.retry" skeleton={<ListSkeleton label={t('sportStats.common.loading')} />}>
        {(data) =>
          data.sports.length === 0 && filter.sportId === null ? (
            <EmptyCard text={isToday ? t('sportStats.results.emptyToday') : t('sportStats.results.emptyDay')} />
          ) : (
            <>
              <SportTabs sports={data.sports} selected={sportId} onSelect={(id) => update({ sportId: id })} label={t('sportStats.common.sports')} />
              {sportId !== null && (
                <QueryState
                  query={results}
                  errorKey="sportStats.common.error"
                  retryKey="sportStats.common.retry"
                  skeleton={<ListSkeleton label={t('sportStats.common.loading')} />}
                >
                  {(list) =>
                    list.events.length === 0 ? (
                      <EmptyCard
                        text={sportName(sportId) ? t('sportStats.results.emptySport', { sport: sportName(sportId) }) : isToday ? t('sportStats.results.emptyToday') : t('sportStats.results.emptyDay')}
                      />
                    ) : (
                      <div className={`space-y-3 transition-opacity ${results.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={results.isPlaceholderData}>
                        {groupByChampionship(list.events).map((group) => (
                          <section key={group.championship.id} aria-label={group.championship.name} className="card overflow-hidden">
                            <h2 className="flex items-center justify-between gap-2 border-b border-line bg-surface-2/50 px-4 py-2 text-sm font-bold">
                              <span className="truncate">{`${group.category.name} · ${group.championship.name}`}</span>
                              <span className="count-pill">{group.events.length}</span>
                            </h2>
                            <ul>
                              {group.events.map((event) => (
                                <ResultRow key={event.id} event={event} />
                              ))}
                            </ul>
                          </section>
                        ))}
                      </div>
                    )
                  }
                </QueryState>
              )}
            </>
          )
        }
      </QueryState>
    </>
  );
}

/** S0 §2.2 results/live: events in play by sport, refreshed every 5 s (S1 §9). */
function LiveResults() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [searchParams, setSearchParams] = useSearchParams();
  const events = useQuery({ ...resultsQueries.events('live', { lang }), refetchInterval: LIVE_POLL_MS });
  const sportsList = useQuery(resultsQueries.lineSports(lang));
  const chosen = readId(searchParams.get('sport'));
  return (
    <QueryState query={events} errorKey="sportStats.common.error" retryKey="sportStats.common.retry" skeleton={<ListSkeleton label={t('sportStats.common.loading')} />}>
      {(data) => {
        if (data.events.length === 0) return <EmptyCard text={t('sportStats.results.emptyLive')} />;
        const order = sportsList.data?.sports.map((s) => s.sportId) ?? [];
        const name = (id: number) => sportsList.data?.sports.find((s) => s.sportId === id)?.name ?? t('sportStats.common.sport', { id });
        const counts = sportCounts(data.events, order).map((s) => ({ ...s, name: name(s.sportId) }));
        const selected = chosen !== null && counts.some((s) => s.sportId === chosen) ? chosen : null;
        const shown = selected === null ? data.events : data.events.filter((e) => e.sportId === selected);
        const bySport = counts.filter((s) => selected === null || s.sportId === selected);
        return (
          <>
            <SportTabs
              sports={counts}
              selected={selected}
              all={t('sportStats.common.allSports')}
              onSelect={(id) => setSearchParams(resultsSearch(searchParams, { sportId: id }, ''), { preventScrollReset: true })}
              label={t('sportStats.common.sports')}
            />
            {bySport.map((sport) => (
              <div key={sport.sportId} className="space-y-3">
                {groupByChampionship(shown.filter((e) => e.sportId === sport.sportId)).map((group) => (
                  <section key={group.championship.id} aria-label={group.championship.name} className="card overflow-hidden">
                    <h2 className="flex items-center justify-between gap-2 border-b border-line bg-surface-2/50 px-4 py-2 text-sm font-bold">
                      <span className="truncate">{`${sport.name} · ${group.category.name} · ${group.championship.name}`}</span>
                      <span className="count-pill">{group.events.length}</span>
                    </h2>
                    <ul>
                      {group.events.map((event) => (
                        <LiveRow key={event.id} event={event} />
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            ))}
          </>
        );
      }}
    </QueryState>
  );
}
