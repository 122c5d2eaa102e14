import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { casinoQueries } from './api.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { prefetchCasino } from './casino-loader.server.ts';
import { GameTiles, ProviderCard, TilesSkeleton } from './casino-ui.tsx';
import { SEARCH_DEBOUNCE_MS, useDebounced } from './search-box.tsx';
import type { Route } from './+types/search-page';

export const meta = sectionMeta;

const MAX_QUERY = 64;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const lang = context.lng;
  const dehydratedState = await prefetchCasino(context, async (face, country, client) => {
    if (q) client.setQueryData(casinoQueries.search(q, lang).queryKey, await face.search({ q, limit: 24, lang }, country));
  });
  return { dehydratedState };
}

/**
 * S0 §2.2 casino-search: the query lives in the URL (`?q=`), results follow the typing (150 ms
 * after the last key; typo tolerance is the server's); nothing found shows popular games and the
 * categories instead.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState(search.get('q') ?? '');
  const q = useDebounced(text.trim().slice(0, MAX_QUERY), SEARCH_DEBOUNCE_MS);
  // The URL follows the settled query (replace: typing is not history).
  useEffect(() => {
    if ((search.get('q') ?? '') === q) return;
    setSearch(q ? { q } : {}, { replace: true, preventScrollReset: true });
  }, [q, search, setSearch]);
  const results = useQuery({ ...casinoQueries.search(q, lang), enabled: q.length > 0, placeholderData: keepPreviousData });
  const nothing = q.length > 0 && results.data !== undefined && results.data.games.length === 0 && results.data.providers.length === 0 && !results.isPlaceholderData;

  return (
    <CasinoFrame title={t('sections.titles.casino-search')}>
      <div role="search" className="max-w-xl">
        <input
          type="search"
          aria-label={t('casino.search.label')}
          placeholder={t('casino.search.placeholder')}
          className="field-input h-11 w-full rounded-lg px-3 text-base"
          value={text}
          maxLength={MAX_QUERY}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {q.length === 0 ? (
        <p className="text-muted">{t('casino.search.hint')}</p>
      ) : results.data === undefined ? (
        results.isError && !results.isFetching ? (
          <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void results.refetch()} />
        ) : (
          <TilesSkeleton count={12} />
        )
      ) : nothing ? (
        <NothingFound q={q} />
      ) : (
        <div className="space-y-6" aria-live="polite">
          {results.data.providers.length > 0 && (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('sections.titles.providers')}>
              {results.data.providers.map((provider) => (
                <li key={provider.slug}>
                  <ProviderCard provider={provider} />
                </li>
              ))}
            </ul>
          )}
          <GameTiles games={results.data.games} label={t('casino.search.results')} eagerCount={6} />
        </div>
      )}
    </CasinoFrame>
  );
}

/** Nothing matched: say so, and offer the popular games and the categories (S0 §2.2 casino-search). */
function NothingFound({ q }: { q: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const lobby = useQuery(casinoQueries.lobby(lang));
  const popular = lobby.data?.rows[0]?.games.slice(0, 6) ?? [];
  return (
    <div className="space-y-5" data-testid="casino-nothing-found">
      <div className="card px-6 py-8 text-center">
        <p className="font-semibold">{t('casino.search.nothingFor', { q })}</p>
        <p className="mt-1 text-sm text-muted">{t('casino.search.tryOther')}</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {(lobby.data?.rows ?? []).slice(0, 8).map((row) => (
            <li key={row.category.slug}>
              <Link to={localHref(lang, row.category.route)} className="chip">
                {row.category.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {popular.length > 0 && (
        <section aria-labelledby="search-popular" className="space-y-2">
          <h2 id="search-popular" className="section-title">
            {t('casino.search.popular')}
          </h2>
          <GameTiles games={popular} />
        </section>
      )}
    </div>
  );
}
