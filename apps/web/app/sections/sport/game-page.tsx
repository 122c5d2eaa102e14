import { useQuery } from '@tanstack/react-query';
import { Link, data, redirect } from 'react-router';
import type { FeedEventDetail } from '@wager/contract';
import { pollInterval } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';
import { usePollingActive } from '../../shell/use-polling.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { formatDateTime } from '../../ui/format.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { MENU_SECTION, gamePath, parseIdPart, sectionPath, type SportSection } from '../../ui/sport-links.ts';
import { EventClock } from '../shared/event-row.tsx';
import { useLiveEvent, useLiveMarkets, useLiveStream, useStreamConnected } from '../shared/live-feed.ts';
import { OddsFormatSelect } from '../shared/odds-format-select.tsx';
import { FavouriteStar } from '../shared/favourites/index.ts';
import { StatisticsLink } from '../shared/statistics-link.tsx';
import { feedQueries } from './api.ts';
import { MarketsPanel } from './markets-panel.tsx';
import { Scoreboard, Timeline } from './scoreboard.tsx';
import { SportFrame } from './sport-frame.tsx';
import type { Route } from './+types/game-page';

/**
 * S1 §2 MAIN_GAME (S0 §2.2 game pages): one game with every market, the scoreboard of a live game,
 * live prices from the push channel. An unknown game or sport is a 404 (S0 §5); a game that moved
 * from the line to live (or back in the address) is sent to its own address.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = context.lng;
  if (params.menuSection !== MENU_SECTION) throw data(null, { status: 404 });
  const gameId = parseIdPart(params.game);
  const sports = context.services.getFeedSports(lang);
  const sport = sports.sports.find((s) => s.slug === params.sport);
  const event = gameId === null ? null : context.services.getFeedEvent(gameId, lang);
  if (!sport || !event || event.sportId !== sport.sportId) throw data(null, { status: 404 });
  const section: SportSection = event.status === 'not_started' ? 'line' : 'live';
  const canonical = localHref(lang, gamePath(section, { ...event, sportSlug: sport.slug }));
  const url = new URL(request.url);
  if (params.section !== section && (event.status === 'not_started' || event.status === 'live' || event.status === 'paused')) {
    throw redirect(`${canonical}${url.search}`);
  }
  const config = context.viewer.player?.config;
  const disallowed = (section === 'live' ? config?.disallow_live_sport : config?.disallow_line_sport) ?? [];
  // S0 §3.2: a blacklisted sport is not offered to this player.
  if (disallowed.includes(event.sportId)) throw data(null, { status: 404 });
  const dehydratedState = await prefetchQueries(async (client) => {
    client.setQueryData(feedQueries.sports(lang).queryKey, sports);
    client.setQueryData(feedQueries.event(event.id, lang).queryKey, event);
  });
  const title = event.home && event.away ? `${event.home.name} — ${event.away.name}` : (event.name ?? '');
  return { gameId: event.id, section, sportId: sport.sportId, title: `${title} · ${event.championship.name}`, disallowed, dehydratedState };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.title} | Wager` : 'Wager' }];
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { gameId, section, sportId, disallowed } = loaderData;
  const { lang } = useShell();
  const polling = usePollingActive();
  const streaming = useStreamConnected();
  // S1 §9 game 15000/5000 while the push channel is down; with it, prices arrive as they change.
  const sportsQuery = useQuery({ ...feedQueries.sports(lang), refetchInterval: polling ? pollInterval('menu', section) : false });
  const eventQuery = useQuery({ ...feedQueries.event(gameId, lang), refetchInterval: polling && !streaming ? pollInterval('game', section) : false });
  useLiveStream(eventQuery.data && eventQuery.data.status !== 'finished' && eventQuery.data.status !== 'cancelled' ? [gameId] : []);
  const sports = (sportsQuery.data?.sports ?? []).filter((s) => !disallowed.includes(s.sportId) && (section === 'live' ? s.liveCount : s.eventCount) > 0);
  return (
    <SportFrame section={section} sports={sports} activeSportId={sportId}>
      {eventQuery.data ? (
        <GameView event={eventQuery.data} fetchedAt={eventQuery.dataUpdatedAt} sportSlug={sportsQuery.data?.sports.find((s) => s.sportId === sportId)?.slug ?? ''} />
      ) : (
        <QueryError errorKey="sport.game.notFound" retryKey="sport.retry" onRetry={() => void eventQuery.refetch()} />
      )}
    </SportFrame>
  );
}

function GameView({ event: initial, fetchedAt, sportSlug }: { event: FeedEventDetail; fetchedAt: number; sportSlug: string }) {
  const { t } = useTranslation();
  const { lang, settings } = useShell();
  const event = useLiveEvent(initial, fetchedAt);
  const markets = useLiveMarkets(initial);
  const section: SportSection = event.status === 'not_started' ? 'line' : 'live';
  const score = event.live?.score;
  return (
    <>
      <nav aria-label={t('sport.game.scoreboard')} className="flex flex-wrap items-center gap-1 text-sm text-muted">
        <Link to={localHref(lang, sectionPath(section, sportSlug))}>{t(`sport.section.${section}`)}</Link>
        <span aria-hidden="true">/</span>
        <Link to={localHref(lang, sectionPath(section, sportSlug, event.championship))}>{event.championship.name}</Link>
      </nav>
      <header className="game-head surface-dark">
        <div className="flex items-center justify-between gap-3 text-sm text-white/75">
          <span>
            {event.category.name} · {event.championship.name}
          </span>
          <span className="flex items-center gap-3">
            {event.status === 'finished' ? t('sport.game.finished') : event.status === 'cancelled' ? t('sport.game.cancelled') : <EventClock event={event} />}
            <OddsFormatSelect />
          </span>
        </div>
        <div className="mt-2 flex items-center gap-3 text-sm">
          <FavouriteStar kind="game" id={event.id} label={event.home && event.away ? `${event.home.name} — ${event.away.name}` : (event.name ?? '')} sportSlug={sportSlug} path={gamePath(section, { ...event, sportSlug })} />
          {event.home && event.away && <StatisticsLink gameId={event.id} className="underline-offset-2 hover:underline" />}
        </div>
        {event.home && event.away ? (
          <div className="game-sides">
            <h1 className="truncate text-right">{event.home.name}</h1>
            <p className="game-score" aria-live="polite" aria-label={score ? `${score[0]}:${score[1]}` : undefined}>
              {score ? `${score[0]} : ${score[1]}` : formatDateTime(event.startsAt, { lang, timeZoneHours: settings.timeZone, is12h: settings.is12h })}
            </p>
            <p className="truncate text-xl font-extrabold">{event.away.name}</p>
          </div>
        ) : (
          <h1 className="mt-3 text-2xl font-extrabold">{event.name}</h1>
        )}
        {event.live && <Scoreboard event={event} />}
      </header>
      <Timeline event={event} />
      <MarketsPanel event={{ ...initial, ...event }} markets={markets} />
    </>
  );
}
