import { useTranslation } from '../i18n/use-translation.ts';
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
    <li className="ev-row">
      <div className="ev-when">
        {event.isLive ? (
          <span className="ev-live">{event.liveMinute !== null ? t('home.minute', { minute: event.liveMinute }) : t('home.liveBadge')}</span>
        ) : (
          <time dateTime={event.startsAt}>
            {formatDateTime(event.startsAt, { lang, timeZoneHours: settings.timeZone, is12h: settings.is12h })}
          </time>
        )}
      </div>
      <div className="min-w-0">
        {/* One text node: adjacent ones would each cost a comment marker in the HTML. */}
        <p className="ev-league">{`${event.sport.name} · ${event.league}`}</p>
        <div className="ev-teams">
          <div>
            <p>{event.home}</p>
            <p>{event.away}</p>
          </div>
          {event.score && (
            <div className="ev-score" aria-label={`${event.score.home}:${event.score.away}`}>
              <p>{event.score.home}</p>
              <p>{event.score.away}</p>
            </div>
          )}
        </div>
      </div>
      <div className="ev-odds">
        {outcomes.map((outcome) =>
          outcome.odds === null ? (
            <span key={outcome.key} aria-hidden="true" />
          ) : (
            <button
              key={outcome.key}
              type="button"
              className="odds-btn"
              aria-label={t('home.oddsFor', { outcome: outcome.label, odds: formatDecimalOdds(outcome.odds) })}
            >
              <span>{outcome.key}</span>
              <span>{formatDecimalOdds(outcome.odds)}</span>
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
