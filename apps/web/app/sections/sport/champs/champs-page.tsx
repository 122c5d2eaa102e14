import { data, Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { FeedEventSummary, FeedMarket, FeedResultsResponse } from '@wager/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { prefetchQueries } from '../../../shell/query/prefetch.server.ts';
import { localHref, useShell } from '../../../shell/use-shell.ts';
import { formatDecimalOdds } from '../../../ui/format.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { SectionFrame, sectionMeta } from '../../../ui/section-frame.tsx';
import { daysBack, groupByChampionship, playerDay, readId } from '../stats-common/feed-view.ts';
import { EmptyCard, ListSkeleton, PlayerTime, StatsSection } from '../stats-common/pieces.tsx';
import { playerTimeZone } from '../stats-common/player-clock.server.ts';
import { statisticsQueries } from '../statistics/api.ts';
import { Standings } from '../statistics/statistics-tables.tsx';
import { champsQueries } from './api.ts';
import { byPrice, championOf, favourites } from './champs-view.ts';
import type { Route } from './+types/champs-page';

/** The feed keeps finished events 48 h (decision 012): the champions of today and yesterday. */
const SETTLED_DAYS = 2;

export const meta = sectionMeta;

/**
 * The outrights from the feed in process (decision 010, 011): those on offer (one championship's,
 * with every market) and those settled today and yesterday, so the server render shows them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const champId = params.champId === undefined ? null : readId(params.champId);
  if (params.champId !== undefined && champId === null) throw data(null, { status: 404 });
  const lang = context.lng;
  const now = Date.now();
  const tzo = playerTimeZone(request);
  const services = context.services;
  const dehydratedState = await prefetchQueries(async (client) => {
    const open = champsQueries.open(lang, champId ?? undefined);
    const settledDays = daysBack(playerDay(now, tzo), SETTLED_DAYS).map((date) => ({ date, tzo, lang }));
    const [list] = await Promise.all([
      client.fetchQuery({ ...open, queryFn: () => ({ events: services.getFeedEvents('line', open.queryKey[2]) ?? [] }) }),
      ...settledDays.map((day) => {
        const settled = champsQueries.settled(day);
        return client.prefetchQuery({ ...settled, queryFn: async () => (await services.getFeedResults(settled.queryKey[2])) ?? { date: day.date, events: [] } });
      }),
    ]);
    if (champId !== null) {
      await Promise.all([
        ...list.events.map((e) => client.prefetchQuery({ ...champsQueries.event(e.id, lang), queryFn: () => services.getFeedEvent(e.id, lang) })),
        ...list.events.slice(0, 1).map((e) => client.prefetchQuery({ ...statisticsQueries.game(e.id, lang), queryFn: () => services.getFeedStatistics(e.id, lang) })),
      ]);
    }
  });
  return { now, champId, dehydratedState };
}

type Settled = FeedResultsResponse['events'][number];

/** The outrights settled on the days kept, newest first. */
function useSettled(now: number, champId: number | null): { events: Settled[]; loading: boolean } {
  const { lang, settings } = useShell();
  const days = daysBack(playerDay(now, settings.timeZone), SETTLED_DAYS);
  const today = useQuery(champsQueries.settled({ date: days[0]!, tzo: settings.timeZone, lang }));
  const yesterday = useQuery(champsQueries.settled({ date: days[1]!, tzo: settings.timeZone, lang }));
  const events = [...(today.data?.events ?? []), ...(yesterday.data?.events ?? [])].filter((e) => champId === null || e.championship.id === champId);
  return { events, loading: today.isPending || yesterday.isPending };
}

/** A settled outright and its champion (S0 §2.2 champs: champion results). */
function ChampionCard({ event }: { event: Settled }) {
  const { t } = useTranslation();
  const champion = championOf(event, event.result.markets);
  return (
    <li className="card flex items-center gap-3 p-3">
      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
        </svg>
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs text-muted">{`${event.category.name} · ${event.championship.name}`}</p>
        <p className="truncate font-bold">{event.name}</p>
        <p className="text-sm">
          {event.status === 'cancelled' ? t('sportStats.results.cancelled') : champion ? t('sportStats.champs.champion', { name: champion }) : t('sportStats.champs.noChampion')}
          <span className="text-muted">
            {' · '}
            <PlayerTime iso={event.result.finishedAt} />
          </span>
        </p>
      </div>
    </li>
  );
}

function Champions({ now, champId }: { now: number; champId: number | null }) {
  const { t } = useTranslation();
  const settled = useSettled(now, champId);
  return (
    <StatsSection id="champs-settled" title={t('sportStats.champs.settledTitle')}>
      {settled.loading ? (
        <ListSkeleton rows={2} label={t('sportStats.common.loading')} />
      ) : settled.events.length === 0 ? (
        <EmptyCard text={champId === null ? t('sportStats.champs.noneSettled') : t('sportStats.champs.noneSettledChamp')} />
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {settled.events.map((e) => (
            <ChampionCard key={e.id} event={e} />
          ))}
        </ul>
      )}
    </StatsSection>
  );
}

/** An outright on offer in the list: the favourites and the way to every entrant. */
function OutrightCard({ event }: { event: FeedEventSummary }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const top = favourites(event.mainMarket, 3);
  const count = event.mainMarket?.outcomes.length ?? 0;
  return (
    <li className="card flex flex-col gap-3 p-4">
      <div>
        <p className="caption">{event.category.name}</p>
        <h3 className="mt-1 font-bold">
          <Link to={localHref(lang, `/champs/${event.championship.id}`)} className="hover:text-accent-text hover:underline">
            {event.name ?? event.championship.name}
          </Link>
        </h3>
        <p className="text-xs text-muted">
          {t('sportStats.champs.settles')} <PlayerTime iso={event.startsAt} dateOnly />
        </p>
      </div>
      {top.length > 0 && (
        <ol aria-label={t('sportStats.champs.favourites')} className="space-y-1">
          {top.map((o, i) => (
            <li key={o.key} className="flex items-center gap-2 text-sm">
              <span className="w-4 text-xs text-muted tabular-nums">{i + 1}</span>
              <span className="min-w-0 flex-1 truncate">{event.outcomeNames?.[o.key] ?? o.key}</span>
              <span className="rounded-md bg-surface-2 px-2 py-0.5 font-bold tabular-nums">{formatDecimalOdds(o.price)}</span>
            </li>
          ))}
        </ol>
      )}
      <Link to={localHref(lang, `/champs/${event.championship.id}`)} className="link-more mt-auto">
        {t('sportStats.champs.allEntrants', { count })}
      </Link>
    </li>
  );
}

/** Every outcome of an outright's market with its price, shortest price first. */
function OutrightMarket({ event, market }: { event: FeedEventSummary; market: FeedMarket }) {
  const { t } = useTranslation();
  const title = market.key === 'outright.winner' ? t('sportStats.champs.winnerMarket') : market.key;
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="caption">{title}</h3>
      <ol className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
        {byPrice(market.outcomes).map((o, i) => (
          <li key={o.key} className="flex items-center gap-2 rounded-lg border border-line bg-surface-1 px-3 py-1.5 text-sm">
            <span className="w-5 text-xs text-muted tabular-nums">{i + 1}</span>
            <span className="min-w-0 flex-1 truncate font-medium">{event.outcomeNames?.[o.key] ?? o.key}</span>
            <span
              aria-label={o.open ? undefined : t('sportStats.champs.closed')}
              className={`w-16 rounded-md py-0.5 text-center font-bold tabular-nums ${o.open ? 'bg-surface-2' : 'bg-surface-2 text-muted line-through'}`}
            >
              {formatDecimalOdds(o.price)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One outright of a championship with every market (S0 §2.2 champs/{champId}). */
function OutrightDetail({ event }: { event: FeedEventSummary }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const detail = useQuery(champsQueries.event(event.id, lang));
  return (
    <div className="card space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-extrabold">{event.name ?? event.championship.name}</h2>
        <p className="text-sm text-muted">
          {t('sportStats.champs.settles')} <PlayerTime iso={event.startsAt} dateOnly />
        </p>
      </div>
      <QueryState
        query={detail}
        errorKey="sportStats.common.error"
        retryKey="sportStats.common.retry"
        skeleton={<div role="status" aria-label={t('sportStats.common.loading')} className="h-40 animate-pulse rounded-lg bg-surface-2" />}
      >
        {(full) =>
          !full || full.markets.length === 0 ? (
            <p className="text-sm text-muted">{t('sportStats.champs.noMarkets')}</p>
          ) : (
            <div className="space-y-4">
              {full.markets.map((market) => (
                <OutrightMarket key={market.key} event={full} market={market} />
              ))}
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

/** The championship's table as it stands (the statistics of its outright), where it keeps one. */
function ChampionshipTable({ eventId }: { eventId: number }) {
  const { lang } = useShell();
  const statistics = useQuery(statisticsQueries.game(eventId, lang));
  const stats = statistics.data;
  if (!stats?.available || !stats.standings) return null;
  return <Standings stats={stats} />;
}

/**
 * S0 §2.2 champs/{champId?}, S1 §3 sportId 2999: long-term bets. Without a championship, every
 * outright on offer with its favourites, and the champions decided in the last two days; with one,
 * that championship's outrights with every entrant and price, and its champion once decided.
 */
export default function ChampsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { champId, now } = loaderData;
  const open = useQuery(champsQueries.open(lang, champId ?? undefined));
  return (
    <SectionFrame wide>
      <div className="space-y-5">
        {champId !== null && (
          <Link to={localHref(lang, '/champs')} className="link-more inline-flex items-center gap-1">
            <span aria-hidden="true">←</span>
            {t('sportStats.champs.back')}
          </Link>
        )}
        <header>
          <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
            {champId !== null && open.data?.events[0] ? open.data.events[0].championship.name : t('sportStats.champs.title')}
          </h1>
          <p className="text-sm text-muted">{champId !== null ? t('sportStats.champs.champIntro') : t('sportStats.champs.intro')}</p>
        </header>
        <QueryState query={open} errorKey="sportStats.common.error" retryKey="sportStats.common.retry" skeleton={<ListSkeleton label={t('sportStats.common.loading')} />}>
          {(list) =>
            list.events.length === 0 ? (
              <EmptyCard text={champId !== null ? t('sportStats.champs.emptyChamp') : t('sportStats.champs.empty')} />
            ) : champId !== null ? (
              <div className="space-y-4">
                {list.events.map((e) => (
                  <OutrightDetail key={e.id} event={e} />
                ))}
                <ChampionshipTable eventId={list.events[0]!.id} />
              </div>
            ) : (
              <StatsSection id="champs-open" title={t('sportStats.champs.openTitle')} aside={<span className="count-pill">{list.events.length}</span>}>
                <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {groupByChampionship(list.events).flatMap((g) => g.events.map((e) => <OutrightCard key={e.id} event={e} />))}
                </ul>
              </StatsSection>
            )
          }
        </QueryState>
        <Champions now={now} champId={champId} />
      </div>
    </SectionFrame>
  );
}
