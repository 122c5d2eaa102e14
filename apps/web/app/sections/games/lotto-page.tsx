import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { data, Link, redirect } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openAuthModal } from '../../shell/auth/auth-ui.ts';
import { useHydrated } from '../../shell/query/query-client.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { casinoQueries } from './api.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { idParam, slugParam } from './casino-landings.ts';
import { prefetchCasino } from './casino-loader.server.ts';
import { gameHref } from './casino-routes.ts';
import { GameTiles, TilesSkeleton } from './casino-ui.tsx';
import { extrasQueries } from './extras-api.ts';
import { DateText, Money } from './extras-ui.tsx';
import { loadGame } from './game-loader.server.ts';
import { GameView } from './game-view.tsx';
import { LOTTO_CATEGORIES, LOTTO_QUERY, lottoViewOf } from './lotto.ts';
import type { Route } from './+types/lotto-page';

export const meta = sectionMeta;

/**
 * S0 §2.2 lotto/{sectionName?}/{lottoId?} (S1 §2: sectionName results or view): the lottery-type
 * games (S1 §3 filter lotteries: keno, bingo, scratch cards, TV draws), one of them
 * (lotto/view/{id or slug}, a non-lottery or unknown game is a 404), and the player's results.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const view = lottoViewOf(params.sectionName, params.lottoId);
  const lang = context.lng;
  if (view.kind === 'index-redirect') throw redirect(`/${lang}/lotto`);
  if (view.kind === 'not-found') throw data(null, { status: 404 });
  if (view.kind === 'view' || (view.kind === 'results' && view.game !== null)) {
    const id = idParam(view.game!);
    const slug = slugParam(view.game!);
    const answer = await loadGame(context, async (face, lng, country) => {
      const game = id !== null ? await face.getGame(id, lng, country) : slug !== null ? await face.getGameBySlug(slug, lng, country) : null;
      return game?.filter === 'lotteries' ? game : null;
    });
    if (answer === null) throw data(null, { status: 404 });
    const gameId = answer.game?.id ?? id;
    if (gameId === null) throw data(null, { status: 404 });
    return { view: view.kind, gameId, dehydratedState: view.kind === 'view' ? answer.dehydratedState : undefined };
  }
  const dehydratedState = view.kind === 'index'
    ? await prefetchCasino(context, async (face, country, client) => {
        const query = { ...LOTTO_QUERY, lang };
        client.setQueryData(casinoQueries.games(query).queryKey, { pages: [await face.getGames({ ...query, offset: 0 }, country)], pageParams: [0] });
      })
    : undefined;
  return { view: view.kind, gameId: null, dehydratedState };
}

export default function LottoPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'view' && loaderData.gameId !== null) return <GameView id={loaderData.gameId} />;
  if (loaderData.view === 'results') return <LottoResults gameId={loaderData.gameId} />;
  return <LottoIndex />;
}

function LottoTabs({ current }: { current: 'index' | 'results' }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <nav aria-label={t('casinoRoutes.lotto.tabs')} className="flex flex-wrap gap-2">
      <Link to={localHref(lang, '/lotto')} className="chip" aria-current={current === 'index' ? 'page' : undefined}>{t('casinoRoutes.lotto.games')}</Link>
      <Link to={localHref(lang, '/lotto/results')} className="chip" aria-current={current === 'results' ? 'page' : undefined}>{t('casinoRoutes.lotto.results')}</Link>
      {LOTTO_CATEGORIES.map((slug) => (
        <Link key={slug} to={localHref(lang, `/${slug}`)} className="chip">{t(`sections.titles.${slug}`)}</Link>
      ))}
    </nav>
  );
}

function LottoIndex() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const query = useInfiniteQuery(casinoQueries.games({ ...LOTTO_QUERY, lang }));
  const games = query.data?.pages.flatMap((page) => page.games) ?? [];
  return (
    <CasinoFrame title={t('sections.titles.lotto')}>
      <p className="max-w-3xl text-sm text-muted">{t('casinoRoutes.lotto.lead')}</p>
      <LottoTabs current="index" />
      {query.data === undefined ? (
        query.isError ? <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void query.refetch()} /> : <TilesSkeleton count={12} />
      ) : (
        <>
          <p className="text-sm text-muted" data-testid="casino-count">{t('casino.shown', { shown: games.length, total: query.data.pages[0]?.total ?? 0 })}</p>
          <GameTiles games={games.map((game) => ({ ...game, route: `/lotto/view/${game.slug}` }))} eagerCount={6} label={t('casino.gamesList')} />
          {query.hasNextPage && (
            <div className="flex justify-center">
              <button type="button" className="btn btn-secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>{t('casino.showMore')}</button>
            </div>
          )}
        </>
      )}
    </CasinoFrame>
  );
}

function LottoResults({ gameId }: { gameId: number | null }) {
  const { t } = useTranslation();
  const { lang, isSignedIn } = useShell();
  const hydrated = useHydrated();
  const results = useQuery({ ...extrasQueries.lottoResults(gameId, lang), enabled: isSignedIn && hydrated });
  return (
    <CasinoFrame title={t('casinoRoutes.lotto.results')}>
      <LottoTabs current="results" />
      <p className="max-w-3xl text-sm text-muted">{t('casinoRoutes.lotto.resultsLead')}</p>
      {!isSignedIn ? (
        <div className="card flex flex-col items-start gap-3 p-5">
          <p>{t('casinoRoutes.lotto.signIn')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openAuthModal({ kind: 'signIn' })}>{t('casino.my.signInButton')}</button>
        </div>
      ) : results.data === undefined ? (
        results.isError ? <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void results.refetch()} /> : <div className="card h-40 animate-pulse" aria-busy="true" />
      ) : results.data.rounds.length === 0 ? (
        <div className="card flex flex-col items-start gap-3 p-5" data-testid="lotto-results-empty">
          <p>{t('casinoRoutes.lotto.noRounds')}</p>
          <Link to={localHref(lang, '/lotto')} className="btn btn-primary">{t('casinoRoutes.lotto.games')}</Link>
        </div>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-sm" data-testid="lotto-results">
            <thead className="text-left text-muted">
              <tr><th className="p-2 pl-3">{t('casinoRoutes.lotto.game')}</th><th className="p-2">{t('casinoRoutes.lotto.when')}</th><th className="p-2 text-right">{t('casinoRoutes.lotto.stake')}</th><th className="p-2 text-right">{t('casinoRoutes.lotto.win')}</th><th className="p-2 pr-3">{t('casinoRoutes.lotto.check')}</th></tr>
            </thead>
            <tbody>
              {results.data.rounds.map((round) => (
                <tr key={round.roundId} className="border-t border-line">
                  <td className="p-2 pl-3"><Link className="hover:underline" to={gameHref(lang, round.gameRoute)}>{round.gameName}</Link></td>
                  <td className="p-2"><DateText at={round.endedAt} /></td>
                  <td className="p-2 text-right"><Money minor={round.betMinor} currency={round.currency} /></td>
                  <td className={`p-2 text-right ${round.winMinor !== '0' ? 'font-semibold' : 'text-muted'}`}><Money minor={round.winMinor} currency={round.currency} /></td>
                  <td className="p-2 pr-3">{round.provablyFair ? <Link className="text-accent-text hover:underline" to={localHref(lang, '/provably-fair')}>{t('casinoRoutes.lotto.verify')}</Link> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CasinoFrame>
  );
}
