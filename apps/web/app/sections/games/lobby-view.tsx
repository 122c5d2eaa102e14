import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CasinoProvider } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { useSectionTitleKey } from '../../ui/section-frame.tsx';
import { casinoQueries } from './api.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { FilterBar, GameGrid, GameTiles, ProviderCard, TilesSkeleton, useGridParams } from './casino-ui.tsx';
import { CasinoSearchBox } from './search-box.tsx';

/** The lobby with an optional part under its hero (bonus/casino puts the casino promotions there). */
export function LobbyView({ intro }: { intro?: ReactNode }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const titleKey = useSectionTitleKey();
  const { filter, sort, change } = useGridParams();
  const lobby = useQuery(casinoQueries.lobby(lang));
  const gridMode = filter !== undefined || sort !== 'popular';

  return (
    <CasinoFrame title={t(`sections.titles.${titleKey}`)}>
      <div className="hero flex flex-col gap-4 !py-8">
        <div>
          <p className="text-xs font-bold tracking-widest text-white/70 uppercase">{t('casino.hero.kicker')}</p>
          <p className="mt-1 text-2xl font-extrabold sm:text-3xl">{t('casino.hero.title')}</p>
          <p className="mt-1 max-w-xl text-sm text-white/80">{t('casino.hero.note')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-ink">
          <CasinoSearchBox />
          <Link to={localHref(lang, '/providers/wager-studio')} className="btn btn-primary">
            {t('casino.hero.cta')}
          </Link>
        </div>
      </div>
      {intro}

      {gridMode ? (
        <GameGrid scope={{}} />
      ) : (
        <>
          <FilterBar filter={filter} sort={sort} onChange={change} />
          {lobby.data === undefined ? (
            lobby.isError && !lobby.isFetching ? (
              <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void lobby.refetch()} />
            ) : (
              <div className="space-y-6">
                {[0, 1, 2].map((row) => (
                  <TilesSkeleton key={row} count={6} layout="row" />
                ))}
              </div>
            )
          ) : (
            <div className="space-y-7">
              {lobby.data.rows
                .filter((row) => row.games.length > 0)
                .map((row, index) => (
                  <section key={row.category.slug} aria-labelledby={`row-${row.category.slug}`} className="space-y-2" data-testid="casino-row">
                    <div className="flex items-baseline justify-between gap-3">
                      <h2 id={`row-${row.category.slug}`} className="section-title">
                        {row.category.name} <span className="text-sm font-medium text-muted tabular">{row.category.gameCount}</span>
                      </h2>
                      <Link to={localHref(lang, row.category.route)} className="link-more" aria-label={t('casino.allOf', { name: row.category.name })}>
                        {t('casino.all')}
                      </Link>
                    </div>
                    <GameTiles games={row.games} layout="row" label={row.category.name} eagerCount={index === 0 ? 6 : 0} />
                  </section>
                ))}
              <ProvidersStrip providers={lobby.data.providers} />
            </div>
          )}
        </>
      )}
    </CasinoFrame>
  );
}

function ProvidersStrip({ providers }: { providers: readonly CasinoProvider[] }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="providers-strip" className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="providers-strip" className="section-title">
          {t('sections.titles.providers')}
        </h2>
        <Link to={localHref(lang, '/providers')} className="link-more" aria-label={t('casino.allProviders')}>
          {t('casino.all')}
        </Link>
      </div>
      <ul className="casino-row !auto-cols-[10rem]">
        {providers.map((provider) => (
          <li key={provider.slug}>
            <ProviderCard provider={provider} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
