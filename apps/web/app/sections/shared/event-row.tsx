import { createContext, memo, useContext, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { FeedEventSummary, FeedMarket } from '@wager/contract';
import { APP_VIEW_TYPE, betIdOf, type CouponSelection } from '@wager/domain';
import { useTranslation } from '../../i18n/use-translation.ts';
import { couponActions, useCoupon } from '../../shell/coupon-store.ts';
import { useSettings } from '../../shell/settings-store.tsx';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { formatDateTime } from '../../ui/format.ts';
import { OddsButton } from '../../ui/odds-button.tsx';
import { gamePath, type SportSection } from '../../ui/sport-links.ts';
import { useLiveEvent } from './live-feed.ts';
import { useOutcomeLabels } from './outcome-labels.ts';
import { useMarketNames } from './use-market-names.ts';

export interface EventRowProps {
  event: FeedEventSummary;
  sportSlug: string;
  /** When the page data arrived (ms), so a later stream message wins. */
  fetchedAt?: number;
  /** Show the championship above the teams (mixed lists such as the home blocks). */
  showLeague?: boolean;
  /** Leave out the "+N markets" link (the home blocks: the row's own link leads there). */
  compact?: boolean;
  /** Shown beside the sides' link (the sport screens' favourite star). */
  aside?: ReactNode;
}

/**
 * Rows link to their game with plain anchors and one navigate function for the whole list: a list
 * of games renders dozens of links, and react-router's Link costs more to server-render than the
 * row itself (decision 011, light pages). A plain left click navigates in the app; any other click
 * (new tab, modifier keys) is the browser's.
 */
const RowNavigate = createContext<NavigateFunction | null>(null);

export function EventRowsNavigation({ children }: { children: ReactNode }) {
  return <RowNavigate.Provider value={useNavigate()}>{children}</RowNavigate.Provider>;
}

function useRowClick(href: string): ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined {
  const navigate = useContext(RowNavigate);
  if (!navigate) return undefined;
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
}

/** The coupon line of an outcome of `event`'s market (S0 §3.4). */
export function selectionOf(event: FeedEventSummary, market: FeedMarket, outcomeKey: string, price: number): CouponSelection {
  return {
    gameId: event.id,
    marketKey: market.key,
    outcomeKey,
    price,
    version: market.version,
    sportId: event.sportId,
    champName: event.championship.name,
    home: event.home?.name ?? null,
    away: event.away?.name ?? null,
    eventName: event.name,
    isLive: event.status === 'live' || event.status === 'paused',
    startsAt: event.startsAt,
  };
}

/** When a game starts, or its live clock: "Live", "63'", "2nd set". */
export function EventClock({ event }: { event: FeedEventSummary }) {
  const { t } = useTranslation();
  const { lang, settings } = useShell();
  if (event.status === 'paused') return <span className="ev-live">{t('sport.row.break')}</span>;
  if (event.status === 'live') {
    const minute = event.live?.minute;
    return <span className="ev-live">{minute !== null && minute !== undefined ? t('sport.row.minute', { minute }) : t('sport.row.live')}</span>;
  }
  return <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, { lang, timeZoneHours: settings.timeZone, is12h: settings.is12h })}</time>;
}

/** The odds buttons of one market, in the player's format (S0 §9), adding to the coupon. */
export function MarketButtons({ event, market, short }: { event: FeedEventSummary; market: FeedMarket; short: boolean }) {
  const { t } = useTranslation();
  const formatId = useSettings((state) => state.settings.coefViewId);
  const coupon = useCoupon();
  const names = useMarketNames(event.home?.name, event.away?.name);
  const labels = useOutcomeLabels();
  return (
    <>
      {market.outcomes.map((outcome) => {
        const selection = { gameId: event.id, marketKey: market.key, outcomeKey: outcome.key };
        const selected = coupon.addedAtByBetId[betIdOf(selection)] !== undefined;
        const full = labels.name(market.key, outcome.key, names);
        return (
          <OddsButton
            key={outcome.key}
            price={outcome.price}
            formatId={formatId}
            open={outcome.open}
            label={short ? labels.short(market.key, outcome.key, names.t) : full}
            name={full}
            selected={selected}
            onToggle={() => couponActions.toggle(selectionOf(event, market, outcome.key, outcome.price))}
          />
        );
      })}
    </>
  );
}

/** One game in a list: clock, sides (a link to the game page), score, the main market's buttons (UI.md). */
export const EventRow = memo(function EventRow({ event: initial, sportSlug, fetchedAt = 0, showLeague = false, compact = false, aside }: EventRowProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const event = useLiveEvent(initial, fetchedAt);
  const section: SportSection = event.status === 'not_started' ? 'line' : 'live';
  const href = localHref(lang, gamePath(section, { ...event, sportSlug }));
  // S0 §3.3 appViewType: the Asian view shows the main handicap and total lines instead of 1X2.
  const asian = useSettings((state) => state.settings.appViewType === APP_VIEW_TYPE.asian) && !compact && event.asianMarkets.length > 0;
  const market = event.mainMarket;
  const shown = asian ? event.asianMarkets : market ? [market] : [];
  const score = event.live?.score;
  const extra = event.marketCount - shown.length;
  const onClick = useRowClick(href);
  const sides = (
    <>
      {showLeague && <p className="ev-league">{event.championship.name}</p>}
      <a href={href} className="ev-teams" onClick={onClick}>
        <div>
          {event.home && event.away ? (
            <>
              <p>{event.home.name}</p>
              <p>{event.away.name}</p>
            </>
          ) : (
            <p>{event.name}</p>
          )}
        </div>
        {score && (
          <div className="ev-score" aria-label={`${score[0]}:${score[1]}`}>
            <p>{score[0]}</p>
            <p>{score[1]}</p>
          </div>
        )}
      </a>
    </>
  );
  return (
    <li className="ev-row">
      <div className="ev-when">
        <EventClock event={event} />
      </div>
      {aside ? (
        <div className="ev-main">
          {aside}
          <div className="min-w-0">{sides}</div>
        </div>
      ) : (
        <div className="min-w-0">{sides}</div>
      )}
      <div className="ev-odds">
        {shown.length > 0 ? shown.map((m) => <MarketButtons key={m.key} event={event} market={m} short />) : <span aria-hidden="true" />}
        {!compact && (
          <a href={href} className="ev-more" onClick={onClick} aria-label={t('sport.row.allMarkets', { n: event.marketCount })}>
            {extra > 0 ? `+${extra}` : ''}
          </a>
        )}
      </div>
    </li>
  );
});
