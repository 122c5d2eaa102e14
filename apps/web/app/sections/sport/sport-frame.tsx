import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LineSport } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { sectionPath, type SportSection } from '../../ui/sport-links.ts';
import { CouponColumn } from '../shared/coupon-column.tsx';
import { EventRowsNavigation } from '../shared/event-row.tsx';
import { FavouritesMenu } from '../shared/favourites/index.ts';
import { FULL_OUTCOME_LABELS } from '../shared/full-outcome-labels.ts';
import { OutcomeLabelsProvider } from '../shared/outcome-labels.ts';

export interface MenuChamp {
  id: number;
  name: string;
  count: number;
}

/**
 * The sportsbook's three columns (UI.md): the sports menu with counts on the left (with the open
 * sport's championships), the page in the centre, the coupon on the right.
 */
export function SportFrame({
  section,
  sports,
  activeSportId,
  champs,
  activeChampId,
  children,
}: {
  section: SportSection;
  sports: readonly LineSport[];
  activeSportId?: number;
  champs?: readonly MenuChamp[];
  activeChampId?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const count = (sport: LineSport) => (section === 'live' ? sport.liveCount : sport.eventCount);
  return (
    <OutcomeLabelsProvider value={FULL_OUTCOME_LABELS}>
      <EventRowsNavigation>
        <div className="sport-grid">
          <aside aria-labelledby="sports-menu" className="hidden lg:block">
            <nav className="card sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto">
              <div className="flex border-b border-line" role="group" aria-label={t('sport.menu.section')}>
                {(['line', 'live'] as const).map((s) => (
                  <Link key={s} to={localHref(lang, sectionPath(s))} className="menu-tab" aria-current={s === section ? 'page' : undefined}>
                    {t(`sport.section.${s}`)}
                  </Link>
                ))}
              </div>
              <h2 id="sports-menu" className="caption px-4 pt-3 pb-1">
                {t('sport.menu.title')}
              </h2>
              <ul>
                {sports.map((sport) => (
                  <li key={sport.sportId}>
                    <Link
                      to={localHref(lang, sectionPath(section, sport.slug))}
                      className="menu-link"
                      aria-current={sport.sportId === activeSportId && activeChampId === undefined ? 'page' : undefined}
                    >
                      <span>{sport.name}</span>
                      <span className="count-pill">{count(sport)}</span>
                    </Link>
                    {sport.sportId === activeSportId && champs && champs.length > 0 && (
                      <ul aria-label={t('sport.menu.champs')} className="pb-1">
                        {champs.map((champ) => (
                          <li key={champ.id}>
                            <Link
                              to={localHref(lang, sectionPath(section, sport.slug, champ))}
                              className="menu-link menu-sub"
                              aria-current={champ.id === activeChampId ? 'page' : undefined}
                            >
                              <span>{champ.name}</span>
                              <span className="text-xs text-muted tabular-nums">{champ.count}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <FavouritesMenu className="mt-4" />
          </aside>
          <div className="min-w-0 space-y-4">{children}</div>
          <aside className="hidden xl:block">
            <div className="sticky top-20">
              <CouponColumn />
            </div>
          </aside>
        </div>
      </EventRowsNavigation>
    </OutcomeLabelsProvider>
  );
}
