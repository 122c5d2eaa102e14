import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CASINO_FILTERS, CASINO_SORTS, type CasinoFilter, type CasinoGame, type CasinoProvider, type CasinoSort } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { CasinoTile, CasinoTileSkeleton } from '../../ui/casino-tile.tsx';
import { QueryError } from '../../ui/query-state.tsx';
import { casinoQueries } from './api.ts';
import { gameHref, gridParamsOf, gridQuery, type GridScope } from './casino-routes.ts';
import { useCasinoFavourites, type CasinoFavourites } from './use-casino-favourites.ts';

/** The favourite star of a tile (S0 §2.2 my-casino/favorites): a toggle named after the game. */
export function CasinoStar({ game, favourites }: { game: CasinoGame; favourites: CasinoFavourites }) {
  const { t } = useTranslation();
  const on = favourites.isFavourite(game.id);
  const name = t(on ? 'casino.favourites.remove' : 'casino.favourites.add', { name: game.name });
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={name}
      title={name}
      onClick={() => favourites.toggle(game)}
      className={`inline-flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-accent ${on ? 'text-amber-500' : 'text-muted hover:text-ink'}`}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M12 2.8l2.84 5.76 6.36.92-4.6 4.48 1.09 6.33L12 17.3l-5.69 2.99 1.09-6.33-4.6-4.48 6.36-.92z" />
      </svg>
    </button>
  );
}

/** Tiles with their stars, as a grid or a horizontal row. */
export function GameTiles({ games, layout = 'grid', label, eagerCount = 0 }: { games: readonly CasinoGame[]; layout?: 'grid' | 'row'; label?: string; eagerCount?: number }) {
  const { lang } = useShell();
  const favourites = useCasinoFavourites();
  return (
    <ul className={layout === 'row' ? 'casino-row' : 'casino-grid'} aria-label={label}>
      {games.map((game, index) => (
        <CasinoTile key={game.id} game={game} href={gameHref(lang, game.route)} eager={index < eagerCount} star={<CasinoStar game={game} favourites={favourites} />} />
      ))}
    </ul>
  );
}

export function TilesSkeleton({ count = 12, layout = 'grid' }: { count?: number; layout?: 'grid' | 'row' }) {
  return (
    <ul className={layout === 'row' ? 'casino-row' : 'casino-grid'} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <CasinoTileSkeleton key={index} />
      ))}
    </ul>
  );
}

/**
 * S1 §3 game filters (lotteries, slots, climb to victory, dice, card games, other) as toggle
 * chips, and the sort (popular, new, A–Z, RTP); both live in the URL (`?filter=&sort=`), so a
 * filtered page can be shared and its server render already shows it.
 */
export function FilterBar({ filter, sort, onChange }: { filter: CasinoFilter | undefined; sort: CasinoSort; onChange(next: { filter?: CasinoFilter | null; sort?: CasinoSort }): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('casino.filters.title')}>
        <button type="button" className="chip" aria-pressed={filter === undefined} onClick={() => onChange({ filter: null })}>
          {t('casino.filters.all')}
        </button>
        {CASINO_FILTERS.map((value) => (
          <button key={value} type="button" className="chip" aria-pressed={filter === value} onClick={() => onChange({ filter: filter === value ? null : value })}>
            {t(`casino.filters.${value}`)}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-muted">
        {t('casino.sort.title')}
        <select className="field-select h-9 w-auto" value={sort} onChange={(event) => onChange({ sort: event.target.value as CasinoSort })}>
          {CASINO_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`casino.sort.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The grid's filter and sort from the URL, and a setter that keeps the rest of the query. */
export function useGridParams() {
  const [search, setSearch] = useSearchParams();
  const params = gridParamsOf(search);
  const change = (next: { filter?: CasinoFilter | null; sort?: CasinoSort }) => {
    const query = new URLSearchParams(search);
    if (next.filter !== undefined) {
      if (next.filter === null) query.delete('filter');
      else query.set('filter', next.filter);
    }
    if (next.sort !== undefined) {
      if (next.sort === 'popular') query.delete('sort');
      else query.set('sort', next.sort);
    }
    setSearch(query, { preventScrollReset: true, replace: true });
  };
  return { ...params, change };
}

/**
 * A grid page's games (S0 §2.2 category and provider pages; S1 §3): filters, sort, the tiles and
 * "show more" for the next page (`nextOffset`); an empty result says so and offers a way back.
 */
export function GameGrid({ scope }: { scope: GridScope }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { filter, sort, change } = useGridParams();
  const query = useInfiniteQuery(casinoQueries.games(gridQuery(scope, { filter, sort }, lang)));
  const games = query.data?.pages.flatMap((page) => page.games) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <div className="space-y-4">
      <FilterBar filter={filter} sort={sort} onChange={change} />
      {query.data === undefined ? (
        query.isError && !query.isFetching ? (
          <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void query.refetch()} />
        ) : (
          <TilesSkeleton count={16} />
        )
      ) : games.length === 0 ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-10 text-center" data-testid="casino-empty">
          <p className="font-semibold">{t('casino.empty.title')}</p>
          <p className="text-sm text-muted">{t('casino.empty.note')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            {filter !== undefined && (
              <button type="button" className="btn btn-secondary" onClick={() => change({ filter: null })}>
                {t('casino.empty.clearFilter')}
              </button>
            )}
            <Link to={localHref(lang, '/casino')} className="btn btn-primary">
              {t('casino.backToLobby')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite" data-testid="casino-count">
            {t('casino.shown', { shown: games.length, total })}
          </p>
          <GameTiles games={games} eagerCount={6} label={t('casino.gamesList')} />
          {query.hasNextPage && (
            <div className="flex justify-center">
              <button type="button" className="btn btn-secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {query.isFetchingNextPage ? t('casino.loading') : t('casino.showMore')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** A provider's card: its art, name and game count, linking to its games. */
export function ProviderCard({ provider, compact = false }: { provider: CasinoProvider; compact?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <Link
      to={localHref(lang, `/providers/${provider.slug}`)}
      className="card flex items-center gap-3 p-2.5 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
      data-testid="provider-card"
    >
      <img src={provider.artUrl} alt="" width={compact ? 40 : 56} height={compact ? 40 : 56} loading="lazy" className={`${compact ? 'h-10 w-10' : 'h-14 w-14'} shrink-0 rounded-lg object-cover`} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-bold">{provider.name}</span>
        <span className="block text-xs text-muted tabular">{t('casino.gameCount', { count: provider.gameCount })}</span>
      </span>
    </Link>
  );
}
