import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';

/** The statistics popup's window (S0 §2.5.6): a window of its own, sized for the three tables. */
export const STATISTICS_POPUP_FEATURES = 'popup=yes,width=960,height=760,scrollbars=yes,resizable=yes';

/** Where a game's statistics open: the popup when its flag is on and the player keeps stats in a new window, else the page. */
export function statisticsHref(lang: string, gameId: number, popup: boolean): string {
  return localHref(lang, `/${popup ? 'statisticpopup' : 'statistic'}?gameId=${gameId}`);
}

/**
 * A game's statistics link (S0 §2.2 statistic, statisticpopup). With the statistics popup flag on
 * (S0 §2.5.6) and the player's isDisplayStatsInNewWindow setting (S0 §3.3, on by default), it opens
 * the popup in a window of its own; otherwise it is a plain link to the statistic page. Its text is
 * in the dictionary part `sportStats.link`, which a page using it ships.
 */
export function StatisticsLink({ gameId, className, children }: { gameId: number; className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { lang, settings, isStatisticsPopupEnabled } = useShell();
  const popup = isStatisticsPopupEnabled === true && settings.isDisplayStatsInNewWindow === 1;
  const href = statisticsHref(lang, gameId, popup);
  const content = children ?? (
    <>
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      </svg>
      {t('sportStats.link.open')}
    </>
  );
  if (!popup) {
    return (
      <Link to={href} className={`inline-flex items-center gap-1 ${className ?? ''}`}>
        {content}
      </Link>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is the browser's; a plain one opens the popup window.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const opened = window.open(href, `statistics-${gameId}`, STATISTICS_POPUP_FEATURES);
    if (opened) {
      event.preventDefault();
      opened.focus();
    }
  };
  return (
    <a href={href} target="_blank" rel="noopener" onClick={open} aria-label={t('sportStats.link.openWindow')} className={`inline-flex items-center gap-1 ${className ?? ''}`}>
      {content}
    </a>
  );
}
