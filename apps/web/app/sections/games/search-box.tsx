import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { casinoQueries } from './api.ts';
import { gameHref } from './casino-routes.ts';

/** S0 §2.2 casino-search: results follow the typing, 150 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 150;
const SUGGESTIONS = 8;

/** `value`, once it has stayed the same for `ms` (a timer, not a fetch: decision 010 keeps those effects). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The lobby's search (S0 §2.2 casino-search): a combobox whose list of games fills while typing
 * (typo tolerance is the server's); ↑/↓ move through it, Enter opens the game (or, with none
 * chosen, the search page with every hit), Escape closes it.
 */
export function CasinoSearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...casinoQueries.search(q, lang), enabled: q.length > 0, placeholderData: keepPreviousData });
  const games = q.length > 0 ? (query.data?.games ?? []).slice(0, SUGGESTIONS) : [];
  const expanded = open && q.length > 0;

  const openSearchPage = () => {
    if (text.trim()) void navigate(`${localHref(lang, '/casino-search')}?q=${encodeURIComponent(text.trim())}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (games.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + games.length) % games.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = active >= 0 ? games[active] : undefined;
      if (chosen) void navigate(gameHref(lang, chosen.route));
      else openSearchPage();
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative w-full max-w-md" role="search">
      <input
        type="search"
        role="combobox"
        aria-label={t('casino.search.label')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && games[active] ? `${listId}-${games[active].id}` : undefined}
        placeholder={t('casino.search.placeholder')}
        className="field-input h-10 w-full rounded-lg px-3"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded && (
        <ul id={listId} role="listbox" aria-label={t('casino.search.results')} className="card absolute top-11 right-0 left-0 z-30 max-h-96 overflow-y-auto p-1 shadow-lg">
          {games.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted">
              {query.isFetching ? t('casino.loading') : t('casino.search.nothing')}
            </li>
          ) : (
            games.map((game, index) => (
              <li
                key={game.id}
                id={`${listId}-${game.id}`}
                role="option"
                aria-selected={index === active}
                className={`flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 ${index === active ? 'bg-accent-soft text-accent-text' : 'hover:bg-surface-2'}`}
                // Before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  void navigate(gameHref(lang, game.route));
                }}
              >
                <img src={game.artUrl} alt="" width={48} height={36} className="h-9 w-12 rounded object-cover" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{game.name}</span>
                  <span className="block truncate text-xs text-muted">{game.provider.name}</span>
                </span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
