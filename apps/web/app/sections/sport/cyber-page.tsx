import { useQuery } from '@tanstack/react-query';
import { Link, data, redirect } from 'react-router';
import type { FeedEventSummary } from '@wager/contract';
import { pollInterval } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';
import { usePollingActive } from '../../shell/use-polling.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { gamePath, idPart, parseIdPart } from '../../ui/sport-links.ts';
import { EventRow } from '../shared/event-row.tsx';
import { useLiveStream } from '../shared/live-feed.ts';
import { OddsFormatSelect } from '../shared/odds-format-select.tsx';
import { feedQueries } from './api.ts';
import { SportFrame } from './sport-frame.tsx';
import type { Route } from './+types/cyber-page';

/** S0 §5: the cyber type is real, virtual or stream. */
const CYBER_TYPES = ['real', 'virtual', 'stream'] as const;
type CyberType = (typeof CYBER_TYPES)[number];
/** The feed's esports sport; its categories are the disciplines (Counter-Strike 2, Dota 2, League of Legends). */
const ESPORTS_SLUG = 'esports';

function cyberPath(type: CyberType, discipline?: { id: number; name: string }, champ?: { id: number; name: string }, tail?: string): string {
  const parts = ['/cyber', type, discipline ? idPart(discipline.id, discipline.name) : 'all'];
  if (champ) parts.push(idPart(champ.id, champ.name));
  else if (tail) parts.push(tail);
  return parts.join('/');
}

/**
 * S0 §2.2 cyber sports: real (esports played by people), virtual (simulated games) and stream (the
 * games with a live picture), each by discipline and championship; a discipline's champs page; a
 * game goes to its game page (one game page for every sport, S1 §2 MAIN_GAME).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const type = CYBER_TYPES.find((t) => t === params.type);
  if (!type) throw data(null, { status: 404 });
  const lang = context.lng;
  const sports = context.services.getFeedSports(lang);
  const sport = sports.sports.find((s) => s.slug === ESPORTS_SLUG);
  const query = { sportId: sport?.sportId };
  // The simulator has no virtual disciplines: a virtual feed would answer under its own sport.
  const all =
    sport && type !== 'virtual'
      ? [...(context.services.getFeedEvents('live', query) ?? []), ...(context.services.getFeedEvents('line', query) ?? [])].filter((e) => type !== 'stream' || e.hasVideo)
      : [];
  const disciplineId = params.discipline === undefined || params.discipline === 'all' ? undefined : parseIdPart(params.discipline);
  if (disciplineId === null || (disciplineId !== undefined && !all.some((e) => e.category.id === disciplineId))) throw data(null, { status: 404 });
  const champId = params.champ === undefined ? undefined : parseIdPart(params.champ);
  if (champId === null || (champId !== undefined && !all.some((e) => e.championship.id === champId))) throw data(null, { status: 404 });
  if (params.game !== undefined) {
    const game = all.find((e) => e.id === parseIdPart(params.game));
    if (!game || !sport) throw data(null, { status: 404 });
    throw redirect(localHref(lang, gamePath(game.status === 'not_started' ? 'line' : 'live', { ...game, sportSlug: sport.slug })));
  }
  const dehydratedState = await prefetchQueries(async (client) => {
    client.setQueryData(feedQueries.sports(lang).queryKey, sports);
    if (sport) {
      client.setQueryData(feedQueries.events('live', query, lang).queryKey, context.services.getFeedEvents('live', query) ?? []);
      client.setQueryData(feedQueries.events('line', query, lang).queryKey, context.services.getFeedEvents('line', query) ?? []);
    }
  });
  const config = context.viewer.player?.config;
  const blocked = sport !== undefined && (config?.disallow_live_sport ?? []).includes(sport.sportId) && (config?.disallow_line_sport ?? []).includes(sport.sportId);
  return { type, sportId: sport?.sportId, disciplineId, champId, champsOnly: new URL(request.url).pathname.replace(/\.data$/, '').endsWith('/champs'), blocked, dehydratedState };
}

export default function CyberPage({ loaderData }: Route.ComponentProps) {
  const { type, sportId, disciplineId, champId, champsOnly, blocked } = loaderData;
  const { t } = useTranslation();
  const { lang } = useShell();
  const polling = usePollingActive();
  const query = { sportId };
  const sportsQuery = useQuery({ ...feedQueries.sports(lang), refetchInterval: polling ? pollInterval('menu', 'live') : false });
  const live = useQuery({ ...feedQueries.events('live', query, lang), enabled: sportId !== undefined, refetchInterval: polling ? pollInterval('dashboard', 'live') : false });
  const line = useQuery({ ...feedQueries.events('line', query, lang), enabled: sportId !== undefined, refetchInterval: polling ? pollInterval('dashboard', 'line') : false });
  const all: FeedEventSummary[] =
    blocked || type === 'virtual' ? [] : [...(live.data ?? []), ...(line.data ?? [])].filter((e) => type !== 'stream' || e.hasVideo);
  const disciplines = countBy(all, (e) => e.category);
  const ofDiscipline = disciplineId ? all.filter((e) => e.category.id === disciplineId) : all;
  const champs = countBy(ofDiscipline, (e) => e.championship);
  const shown = champId ? ofDiscipline.filter((e) => e.championship.id === champId) : ofDiscipline;
  const discipline = disciplines.find((d) => d.id === disciplineId);
  useLiveStream(shown.filter((e) => e.status !== 'not_started').map((e) => e.id).slice(0, 100));
  const sports = (sportsQuery.data?.sports ?? []).filter((s) => s.liveCount > 0 || s.sportId === sportId);

  return (
    <SportFrame section="live" sports={sports} activeSportId={sportId}>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight">{discipline ? `${t('sport.cyber.title')} · ${discipline.name}` : t('sport.cyber.title')}</h1>
          <OddsFormatSelect />
        </div>
        <nav className="flex flex-wrap gap-2" aria-label={t('sport.cyber.types')}>
          {CYBER_TYPES.map((value) => (
            <Link key={value} to={localHref(lang, cyberPath(value))} className="chip" aria-current={value === type ? 'page' : undefined} aria-pressed={value === type}>
              {t(`sport.cyber.${value}`)}
            </Link>
          ))}
        </nav>
        {disciplines.length > 0 && (
          <nav className="flex flex-wrap gap-2" aria-label={t('sport.cyber.disciplines')}>
            <Link to={localHref(lang, cyberPath(type))} className="chip" aria-pressed={disciplineId === undefined}>
              {t('sport.cyber.all')} <span className="count-pill">{all.length}</span>
            </Link>
            {disciplines.map((d) => (
              <Link key={d.id} to={localHref(lang, cyberPath(type, d))} className="chip" aria-pressed={d.id === disciplineId}>
                {d.name} <span className="count-pill">{d.count}</span>
              </Link>
            ))}
          </nav>
        )}
      </header>
      {type === 'virtual' ? (
        <div className="card space-y-3 px-6 py-10 text-center">
          <p className="font-semibold">{t('sport.cyber.noVirtual')}</p>
          <Link to={localHref(lang, cyberPath('real'))} className="btn btn-primary">
            {t('sport.cyber.toReal')}
          </Link>
        </div>
      ) : champsOnly && discipline ? (
        <ul className="card overflow-hidden" aria-label={t('sport.menu.champs')}>
          {champs.map((champ) => (
            <li key={champ.id}>
              <Link to={localHref(lang, cyberPath(type, discipline, champ))} className="menu-link">
                <span>{champ.name}</span>
                <span className="count-pill">{champ.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className="card px-4 py-10 text-center text-muted">{t('sport.empty.line')}</p>
      ) : (
        countBy(shown, (e) => e.championship).map((champ) => (
          <div key={champ.id} className="card overflow-hidden">
            <h2 className="champ-head">
              {discipline ? <Link to={localHref(lang, cyberPath(type, discipline, champ))}>{champ.name}</Link> : champ.name}
            </h2>
            <ul>
              {shown
                .filter((e) => e.championship.id === champ.id)
                .map((event) => (
                  <EventRow key={event.id} event={event} sportSlug={ESPORTS_SLUG} fetchedAt={live.dataUpdatedAt} />
                ))}
            </ul>
          </div>
        ))
      )}
    </SportFrame>
  );
}

function countBy(events: readonly FeedEventSummary[], of: (e: FeedEventSummary) => { id: number; name: string }): { id: number; name: string; count: number }[] {
  const counts = new Map<number, { id: number; name: string; count: number }>();
  for (const e of events) {
    const ref = of(e);
    const entry = counts.get(ref.id) ?? { ...ref, count: 0 };
    entry.count++;
    counts.set(ref.id, entry);
  }
  return [...counts.values()];
}
