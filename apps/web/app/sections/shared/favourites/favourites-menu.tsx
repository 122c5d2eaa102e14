import { useId } from 'react';
import { Link } from 'react-router';
import { pollInterval, type Favourite } from '@wager/domain';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { usePollingActive } from '../../../shell/use-polling.ts';
import { localHref, useShell } from '../../../shell/use-shell.ts';
import { QueryError } from '../../../ui/query-state.tsx';
import { FavouriteStar } from './favourite-star.tsx';
import { useFavourites } from './use-favourites.ts';

/**
 * The favourites card of the sportsbook's left column (UI.md; S0 §2.2): the starred games and
 * championships, newest first in two groups, each a link to its page in the current language and
 * a star to take it out; a short text when there are none. A signed-in player's list is polled
 * every S1 §9 favourites 10000 ms (paused 30 s after the tab is hidden, S1 §4), so a star set on
 * another device shows up; a guest's is this browser's.
 *
 * Props: `className` extra classes for placement (e.g. `sticky top-20`). The page's route must
 * ship the `favourites` dictionary part (PAGE_PARTS in route-table/table.ts).
 */
export function FavouritesMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang, isSignedIn } = useShell();
  const polling = usePollingActive();
  const favourites = useFavourites({ refetchInterval: isSignedIn && polling ? pollInterval('favourites', 'line') : false });
  const titleId = useId();
  const games = favourites.items.filter((item) => item.kind === 'game');
  const champs = favourites.items.filter((item) => item.kind === 'champ');
  return (
    <section aria-labelledby={titleId} aria-busy={!favourites.ready && !favourites.failed} className={`card${className ? ` ${className}` : ''}`}>
      <h2 id={titleId} className="caption px-4 pt-3 pb-1">
        {t('favourites.title')}
      </h2>
      {favourites.failed ? (
        <QueryError errorKey="favourites.loadError" retryKey="favourites.retry" onRetry={favourites.retry} />
      ) : !favourites.ready ? (
        <div className="space-y-2 px-4 pt-1 pb-4" aria-hidden="true">
          <div className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-surface-2" />
        </div>
      ) : favourites.items.length === 0 ? (
        <p className="px-4 pt-1 pb-4 text-sm text-muted">{t('favourites.empty')}</p>
      ) : (
        <div className="pb-2">
          {games.length > 0 && <Group title={t('favourites.games')} items={games} lang={lang} />}
          {champs.length > 0 && <Group title={t('favourites.champs')} items={champs} lang={lang} />}
        </div>
      )}
    </section>
  );
}

function Group({ title, items, lang }: { title: string; items: readonly Favourite[]; lang: string }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="px-4 pt-2 pb-1 text-xs font-semibold text-muted">
        {title}
      </h3>
      <ul>
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`} className="flex items-center gap-1 pr-2">
            <Link to={localHref(lang, item.path)} className="menu-link min-w-0 flex-1">
              <span className="truncate">{item.label}</span>
            </Link>
            <FavouriteStar kind={item.kind} id={item.id} label={item.label} sportSlug={item.sportSlug} path={item.path} />
          </li>
        ))}
      </ul>
    </div>
  );
}
