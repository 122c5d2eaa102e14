import type { MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFavourites, type FavouriteTarget } from './use-favourites.ts';

/**
 * The favourite star of a game or a championship (S0 §2.2 sport screens): a toggle button,
 * `aria-pressed` when starred, named "Add Arsenal — Chelsea to favourites" / "Remove … from
 * favourites". A signed-in player's stars are kept by the server, a guest's in this browser.
 *
 * Props: `kind` 'game' | 'champ'; `id` the feed's game or championship id; `label` the name shown
 * in the favourites menu ("Arsenal — Chelsea", "Premier League"; at most 200 characters); `sportSlug`
 * the sport's English slug ("football"); `path` its page's path WITHOUT the language prefix, e.g.
 * `/line/sports/football/12-premier-league/345-arsenal-chelsea` (starts with `/`, at most 300);
 * `className` extra classes for placement.
 *
 * Place it beside a row's link, not inside it (a button inside a link is invalid HTML); a click
 * does not reach the row anyway. The page's route must ship the `favourites` dictionary part
 * (PAGE_PARTS in route-table/table.ts).
 */
export interface FavouriteStarProps extends FavouriteTarget {
  className?: string;
}

export function FavouriteStar({ kind, id, label, sportSlug, path, className }: FavouriteStarProps) {
  const { t } = useTranslation();
  const { isFavourite, toggle } = useFavourites();
  const on = isFavourite(kind, id);
  const name = on ? t('favourites.remove', { name: label }) : t('favourites.add', { name: label });
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    toggle({ kind, id, label, sportSlug, path });
  };
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={name}
      title={name}
      onClick={onClick}
      className={`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-surface-2 ${on ? 'text-accent-text' : 'text-muted hover:text-ink'}${className ? ` ${className}` : ''}`}
    >
      <StarIcon filled={on} />
    </button>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 2.8l2.84 5.76 6.36.92-4.6 4.48 1.09 6.33L12 17.3l-5.69 2.99 1.09-6.33-4.6-4.48 6.36-.92z" />
    </svg>
  );
}
