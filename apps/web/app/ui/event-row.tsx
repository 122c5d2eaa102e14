import { useTranslation } from 'react-i18next';
import type { ShowcaseEvent } from '@wager/contract';
import { useShell } from '../shell/use-shell.ts';
import { formatDateTime, formatDecimalOdds } from './format.ts';

/** One event with its 1 X 2 prices: fixed-width odds buttons with tabular figures (UI.md). */
export function EventRow({ event }: { event: ShowcaseEvent }) {
  const { t } = useTranslation();
  const { lang, settings } = useShell();
  const outcomes = [
    { key: '1', label: event.home, odds: event.odds.home },
    { key: 'X', label: t('home.draw'), odds: event.odds.draw },
    { key: '2', label: event.away, odds: event.odds.away },
  ];
  return (
    <li className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-4 border-b border-line px-4 py-2.5 last:border-b-0 hover:bg-surface-2/40">
      <div className="text-xs text-muted tabular">
        {event.isLive ? (
          <span className="inline-flex items-center gap-1.5 font-bold text-live">
            <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-live" aria-hidden="true" />
            {event.liveMinute !== null ? t('home.minute', { minute: event.liveMinute }) : t('home.liveBadge')}
          </span>
        ) : (
          <time dateTime={event.startsAt}>
            {formatDateTime(event.startsAt, { lang, timeZoneHours: settings.timeZone, is12h: settings.is12h })}
          </time>
        )}
      </div>
      <div className="min-w-0">
        <p className="truncate text-xs text-muted">
          {event.sport.name} · {event.league}
        </p>
        <div className="flex items-center gap-3">
          <div className="min-w-0 flex-1 font-semibold">
            <p className="truncate">{event.home}</p>
            <p className="truncate">{event.away}</p>
          </div>
          {event.score && (
            <div className="text-right font-bold text-ink tabular" aria-label={`${event.score.home}:${event.score.away}`}>
              <p>{event.score.home}</p>
              <p>{event.score.away}</p>
            </div>
          )}
        </div>
      </div>
      <div className="flex gap-1.5">
        {outcomes.map((outcome) =>
          outcome.odds === null ? (
            <span key={outcome.key} className="w-[4.5rem]" aria-hidden="true" />
          ) : (
            <button
              key={outcome.key}
              type="button"
              className="odds-btn"
              aria-label={t('home.oddsFor', { outcome: outcome.label, odds: formatDecimalOdds(outcome.odds) })}
            >
              <span className="text-[0.65rem] font-semibold text-muted">{outcome.key}</span>
              <span className="text-sm font-bold">{formatDecimalOdds(outcome.odds)}</span>
            </button>
          ),
        )}
      </div>
    </li>
  );
}

export function EventList({ events, emptyText }: { events: ShowcaseEvent[]; emptyText: string }) {
  if (events.length === 0) return <p className="card px-4 py-8 text-center text-muted">{emptyText}</p>;
  return (
    <ul className="card overflow-hidden">
      {events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}
