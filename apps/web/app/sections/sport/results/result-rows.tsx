import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FeedEventDetail, FeedEventSummary, FeedResultsResponse } from '@wager/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useShell } from '../../../shell/use-shell.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { StatisticsLink } from '../../shared/statistics-link.tsx';
import { PeriodScores, PlayerTime, ScorePair, Sides, usePeriodName } from '../stats-common/pieces.tsx';
import { resultsQueries } from './api.ts';
import { championOf } from '../champs/champs-view.ts';
import { mainMarkets, marketName, outcomeLabel, type OutcomeLabel } from './market-results.ts';

type ResultEvent = FeedResultsResponse['events'][number];
type OutcomeResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

const RESULT_CLASS: Record<OutcomeResult, string> = {
  won: 'bg-win/15 text-win',
  half_won: 'bg-win/10 text-win',
  lost: 'bg-live/10 text-live',
  half_lost: 'bg-live/10 text-live',
  void: 'bg-surface-2 text-muted',
};

function winnerOf(score: readonly [number, number] | null): 'home' | 'away' | 'draw' | null {
  if (!score) return null;
  return score[0] > score[1] ? 'home' : score[0] < score[1] ? 'away' : 'draw';
}

/**
 * A finished event of the results page (S0 §2.2 results): when it ended (the player's time), the
 * sides, the final score and each period's; it opens on the settled results of its main markets.
 */
export function ResultRow({ event }: { event: ResultEvent }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const cancelled = event.status === 'cancelled';
  const score = event.result.score;
  const isMatch = event.home !== null && event.away !== null;
  return (
    <li className="border-b border-line last:border-b-0">
      <div className="grid grid-cols-[4.25rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-2 sm:grid-cols-[4.25rem_minmax(0,1fr)_auto_auto_auto]">
        <PlayerTime iso={event.result.finishedAt} withDate={false} className="text-xs leading-4 text-muted tabular-nums" />
        {isMatch ? <Sides home={event.home!.name} away={event.away!.name} winner={cancelled ? null : winnerOf(score)} /> : <p className="truncate text-sm font-semibold">{event.name}</p>}
        {cancelled ? (
          <span className="rounded bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">{t('sportStats.results.cancelled')}</span>
        ) : score && isMatch ? (
          <ScorePair score={score} />
        ) : (
          <span aria-hidden="true" />
        )}
        <div className="col-span-2 col-start-2 sm:col-span-1 sm:col-start-auto">{isMatch && !cancelled && event.live && <PeriodScores periods={event.live.periods} />}</div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="col-start-3 row-start-1 flex h-8 items-center gap-1 justify-self-end rounded-md px-2 text-xs font-semibold text-accent-text hover:bg-surface-2 sm:col-start-auto sm:row-start-auto"
        >
          {t('sportStats.results.markets')}
          <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      </div>
      {open && (
        <div id={panelId} className="border-t border-line bg-surface-0/60 px-4 py-3">
          <MarketResults event={event} />
        </div>
      )}
    </li>
  );
}

function Label({ label }: { label: OutcomeLabel }) {
  const { t } = useTranslation();
  return <>{'text' in label ? label.text : t(label.key, label.values ?? {})}</>;
}

/** The settled results of an event's main markets, each outcome with its last price and result. */
function MarketResults({ event }: { event: FeedEventSummary }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const detail = useQuery(resultsQueries.event(event.id, lang));
  return (
    <QueryState
      query={detail}
      errorKey="sportStats.common.error"
      retryKey="sportStats.common.retry"
      skeleton={<div role="status" aria-label={t('sportStats.common.loading')} className="h-16 animate-pulse rounded-lg bg-surface-2" />}
    >
      {(data) => {
        const settled = data?.result?.markets ?? [];
        if (settled.length === 0) return <p className="text-sm text-muted">{t('sportStats.results.noMarkets')}</p>;
        const champion = event.sportId === 2999 ? championOf(data ?? {}, settled) : null;
        const byKey = new Map(settled.map((m) => [m.key, m]));
        const main = mainMarkets(byKey.keys());
        const sides = { home: event.home?.name ?? '1', away: event.away?.name ?? '2' };
        return (
          <div className="space-y-3">
            {champion !== null && <p className="text-sm font-semibold">{t('sportStats.champs.champion', { name: champion })}</p>}
            {main.length > 0 && (
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {main.map((market) => {
                  const name = marketName(market);
                  return (
                    <li key={market.key} className="rounded-lg border border-line bg-surface-1 p-2">
                      <p className="mb-1 text-xs font-bold text-muted">{t(name.key, name.values ?? {})}</p>
                      <ul className="space-y-0.5">
                        {byKey.get(market.key)!.outcomes.map((o) => (
                          <li key={o.key} className="flex items-center gap-2 text-sm">
                            <span className="min-w-0 flex-1 truncate">
                              <Label label={outcomeLabel(market, o.key, sides)} />
                            </span>
                            <span className={`min-w-20 rounded px-2 py-0.5 text-center text-xs font-semibold whitespace-nowrap ${RESULT_CLASS[o.result]}`}>{t(`sportStats.result.${o.result}`)}</span>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
              <span>{settled.length > main.length ? t('sportStats.results.otherMarkets', { count: settled.length - main.length }) : ''}</span>
              {event.home !== null && <StatisticsLink gameId={event.id} className="link-more text-xs" />}
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}

/** An event in play (S0 §2.2 results/live): its current score, period and each period's score. */
export function LiveRow({ event }: { event: FeedEventSummary }) {
  const { t } = useTranslation();
  const periodName = usePeriodName();
  const live = event.live;
  return (
    <li className="grid grid-cols-[4.25rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-b border-line px-4 py-2 last:border-b-0 sm:grid-cols-[4.25rem_minmax(0,1fr)_auto_auto_auto]">
      <div className="text-xs leading-4">
        <span className="ev-live">{live?.minute != null ? t('sportStats.live.minute', { minute: live.minute }) : t('sportStats.live.badge')}</span>
        {live && <p className="truncate text-muted">{event.status === 'paused' ? t('sportStats.live.break') : periodName(live.period)}</p>}
      </div>
      {event.home && event.away ? <Sides home={event.home.name} away={event.away.name} /> : <p className="truncate text-sm font-semibold">{event.name}</p>}
      {live ? <ScorePair score={live.score} live /> : <span aria-hidden="true" />}
      <div className="col-span-2 col-start-2 sm:col-span-1 sm:col-start-auto">{live && <PeriodScores periods={live.periods} current={live.period} />}</div>
      <div className="col-start-3 row-start-1 justify-self-end sm:col-start-auto sm:row-start-auto">
        {event.home !== null && <StatisticsLink gameId={event.id} className="link-more text-xs" />}
      </div>
    </li>
  );
}
