import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { FeedEventDetail, FeedEventSummary } from '@wager/contract';
import { pollInterval } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';
import { usePollingActive } from '../../shell/use-polling.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { gamePath } from '../../ui/sport-links.ts';
import { EventClock, MarketButtons } from '../shared/event-row.tsx';
import { useLiveEvent, useLiveMarkets, useLiveStream, useStreamConnected } from '../shared/live-feed.ts';
import { compareMarkets, marketName } from '../shared/market-names.ts';
import { OddsFormatSelect } from '../shared/odds-format-select.tsx';
import { useMarketNames } from '../shared/use-market-names.ts';
import { feedQueries } from './api.ts';
import { Scoreboard } from './scoreboard.tsx';
import { SportFrame } from './sport-frame.tsx';
import type { Route } from './+types/multi-page';

/** S0 §2.2 multi: up to four live games side by side. */
export const MULTI_MAX = 4;
const STORAGE_KEY = 'wager:multi';
/** Markets a multi-live panel shows per game: the main ones, so four fit on a screen. */
const PANEL_MARKETS = 6;

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = context.lng;
  const sports = context.services.getFeedSports(lang);
  const live = context.services.getFeedEvents('live', {}) ?? [];
  // The games can come in the address (?ids=1,2), so a multi-live view can be shared.
  const ids = parseIds(new URL(request.url).searchParams.get('ids'));
  const details = ids.map((id) => context.services.getFeedEvent(id, lang)).filter((e): e is FeedEventDetail => e !== null);
  const config = context.viewer.player?.config;
  const disallowed = config?.disallow_live_sport ?? [];
  const dehydratedState = await prefetchQueries(async (client) => {
    client.setQueryData(feedQueries.sports(lang).queryKey, sports);
    client.setQueryData(feedQueries.events('live', {}, lang).queryKey, live);
    for (const detail of details) client.setQueryData(feedQueries.event(detail.id, lang).queryKey, detail);
  });
  return { ids: details.map((d) => d.id), disallowed, dehydratedState };
}

function parseIds(value: string | null): number[] {
  if (!value || !/^[0-9]{1,10}(,[0-9]{1,10})*$/.test(value)) return [];
  return [...new Set(value.split(',').map(Number))].slice(0, MULTI_MAX);
}

export default function MultiPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const polling = usePollingActive();
  const [ids, setIds] = useState<number[]>(loaderData.ids);
  // Without ids in the address, the last choice of this browser comes back.
  useEffect(() => {
    if (loaderData.ids.length > 0) return;
    try {
      setIds(parseIds(window.localStorage.getItem(STORAGE_KEY)));
    } catch {
      // Storage unavailable: start empty.
    }
  }, [loaderData.ids]);
  const choose = (next: number[]) => {
    setIds(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next.join(','));
    } catch {
      // Storage unavailable: the choice holds for this page.
    }
    const url = new URL(window.location.href);
    if (next.length) url.searchParams.set('ids', next.join(','));
    else url.searchParams.delete('ids');
    window.history.replaceState(window.history.state, '', url);
  };
  const sportsQuery = useQuery({ ...feedQueries.sports(lang), refetchInterval: polling ? pollInterval('menu', 'live') : false });
  const liveQuery = useQuery({ ...feedQueries.events('live', {}, lang), refetchInterval: polling ? pollInterval('dashboard', 'live') : false });
  const sports = (sportsQuery.data?.sports ?? []).filter((s) => s.liveCount > 0 && !loaderData.disallowed.includes(s.sportId));
  const live = (liveQuery.data ?? []).filter((e) => !loaderData.disallowed.includes(e.sportId));
  const slugOf = (sportId: number) => sports.find((s) => s.sportId === sportId)?.slug ?? '';
  useLiveStream(ids);
  const full = ids.length >= MULTI_MAX;

  return (
    <SportFrame section="live" sports={sports}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('sport.multi.title')}</h1>
          <p className="text-sm text-muted">{t('sport.multi.intro')}</p>
        </div>
        <OddsFormatSelect />
      </header>
      {ids.length === 0 ? (
        <p className="card px-4 py-8 text-center text-muted">{t('sport.multi.empty')}</p>
      ) : (
        <div className="multi-grid">
          {ids.map((id) => (
            <MultiPanel key={id} gameId={id} sportSlug={slugOf} onClose={() => choose(ids.filter((x) => x !== id))} />
          ))}
        </div>
      )}
      <section aria-labelledby="multi-pick" className="card overflow-hidden">
        <h2 id="multi-pick" className="champ-head">
          {t('sport.multi.pick')}
        </h2>
        {full && <p className="px-4 py-2 text-sm text-muted">{t('sport.multi.full')}</p>}
        {live.length === 0 ? (
          <p className="px-4 py-6 text-center text-muted">{t('sport.multi.none')}</p>
        ) : (
          <ul className="multi-pick">
            {live.map((event) => (
              <PickRow key={event.id} event={event} chosen={ids.includes(event.id)} disabled={full} onAdd={() => choose([...ids, event.id])} href={localHref(lang, gamePath('live', { ...event, sportSlug: slugOf(event.sportId) }))} />
            ))}
          </ul>
        )}
      </section>
    </SportFrame>
  );
}

function titleOf(event: Pick<FeedEventSummary, 'home' | 'away' | 'name'>): string {
  return event.home && event.away ? `${event.home.name} — ${event.away.name}` : (event.name ?? '');
}

function PickRow({ event: initial, chosen, disabled, onAdd, href }: { event: FeedEventSummary; chosen: boolean; disabled: boolean; onAdd: () => void; href: string }) {
  const { t } = useTranslation();
  const event = useLiveEvent(initial);
  const score = event.live?.score;
  return (
    <li className="flex items-center gap-3 border-b border-line px-4 py-2 text-sm last:border-b-0">
      <span className="ev-when w-16">
        <EventClock event={event} />
      </span>
      <Link to={href} className="min-w-0 flex-1 truncate font-semibold">
        {titleOf(event)}
      </Link>
      {score && <span className="font-bold tabular-nums">{`${score[0]}:${score[1]}`}</span>}
      <button type="button" className="btn btn-secondary h-8" disabled={chosen || disabled} onClick={onAdd} aria-label={t('sport.multi.add', { name: titleOf(event) })}>
        +
      </button>
    </li>
  );
}

function MultiPanel({ gameId, sportSlug, onClose }: { gameId: number; sportSlug: (sportId: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const polling = usePollingActive();
  const streaming = useStreamConnected();
  const query = useQuery({ ...feedQueries.event(gameId, lang), refetchInterval: polling && !streaming ? pollInterval('game', 'live') : false });
  if (!query.data) return <div className="card h-64 animate-pulse" aria-busy="true" />;
  return <MultiGame event={query.data} fetchedAt={query.dataUpdatedAt} href={localHref(lang, gamePath('live', { ...query.data, sportSlug: sportSlug(query.data.sportId) }))} onClose={onClose} closeLabel={t('sport.multi.remove', { name: titleOf(query.data) })} />;
}

function MultiGame({ event: initial, fetchedAt, href, onClose, closeLabel }: { event: FeedEventDetail; fetchedAt: number; href: string; onClose: () => void; closeLabel: string }) {
  const { t } = useTranslation();
  const event = useLiveEvent(initial, fetchedAt);
  const markets = useLiveMarkets(initial)
    .slice()
    .sort((a, b) => Number(b.group === 'main') - Number(a.group === 'main') || compareMarkets(a.key, b.key))
    .slice(0, PANEL_MARKETS);
  const score = event.live?.score;
  const names = useMarketNames(event.home?.name, event.away?.name);
  return (
    <article className="card overflow-hidden" aria-label={titleOf(event)}>
      <header className="surface-dark flex items-start justify-between gap-2 px-4 py-3">
        <div className="min-w-0">
          <p className="truncate text-xs text-white/70">{event.championship.name}</p>
          <Link to={href} className="block truncate font-bold">
            {titleOf(event)}
          </Link>
          <p className="text-sm">
            <EventClock event={event} /> {score && <strong className="ml-2 text-lg tabular-nums">{`${score[0]} : ${score[1]}`}</strong>}
          </p>
        </div>
        <button type="button" className="header-btn" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      </header>
      {event.live && (
        <div className="overflow-x-auto px-2 pt-2">
          <Scoreboard event={event} />
        </div>
      )}
      <div className="space-y-2 p-3">
        {markets.length === 0 && <p className="py-4 text-center text-sm text-muted">{t('sport.game.noMarkets')}</p>}
        {markets.map((market) => (
          <div key={market.key}>
            <p className="mb-1 truncate text-xs font-semibold text-muted">{marketName(market.key, names)}</p>
            <div className={market.outcomes.length === 3 ? 'mkt-odds mkt-3' : 'mkt-odds'}>
              <MarketButtons event={event} market={market} short={false} />
            </div>
          </div>
        ))}
      </div>
    </article>
  );
}
