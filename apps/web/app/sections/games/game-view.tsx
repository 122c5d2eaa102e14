import { lazy, Suspense, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CasinoGameDetail, CasinoLaunchAnswer } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiRequestError } from '../../shell/api-client.ts';
import { openAuthModal } from '../../shell/auth/auth-ui.ts';
import { useHydrated } from '../../shell/query/query-client.ts';
import { slot } from '../../shell/registry.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { casinoQueries, launchGame } from './api.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { formatRtp, similarQuery } from './casino-routes.ts';
import { CasinoStar, GameTiles, TilesSkeleton } from './casino-ui.tsx';
import { currencyList, launchErrorView } from './game-launch.ts';
import { useCasinoFavourites } from './use-casino-favourites.ts';
import { useLimitRefusal } from '../shared/limit-refusal.ts';

/** The wallet's balance and deposit button, the same part the header shows (S0 §3.1). */
const Balance = lazy(() => slot('headerBalance')());

/** The game page's body for a game id: also the page of games/{gameRoute} and lotto/view/{lottoId}. */
export function GameView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const game = useQuery(casinoQueries.game(id, lang));
  return (
    <CasinoFrame title={game.data?.name ?? t('sections.titles.casinoGame')}>
      {game.data === undefined ? (
        game.isError && !game.isFetching ? (
          <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void game.refetch()} />
        ) : (
          <div className="card aspect-video w-full animate-pulse" aria-busy="true" />
        )
      ) : (
        <GameBody game={game.data} />
      )}
    </CasinoFrame>
  );
}

function GameBody({ game }: { game: CasinoGameDetail }) {
  const { t } = useTranslation();
  const { lang, isSignedIn } = useShell();
  const hydrated = useHydrated();
  const favourites = useCasinoFavourites();
  const stage = useRef<HTMLDivElement>(null);
  const [session, setSession] = useState<CasinoLaunchAnswer | null>(null);
  const limitRefusal = useLimitRefusal();
  const launch = useMutation({
    mutationFn: (mode: 'real' | 'demo') => launchGame({ gameId: game.id, mode, lang }),
    onSuccess: (answer) => setSession(answer),
  });
  const play = (mode: 'real' | 'demo') => {
    if (mode === 'real' && !isSignedIn) return openAuthModal({ kind: 'signIn' });
    launch.mutate(mode);
  };
  const fullScreen = () => {
    const element = stage.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element.requestFullscreen?.().catch(() => undefined);
  };
  const error = launch.error ? launchErrorView(launch.error instanceof ApiRequestError ? launch.error.code : null) : null;
  // Decision 021: a time-out, an exclusion or a session limit says which and until when.
  const limited = launch.error ? limitRefusal(launch.error) : null;
  const facts: [string, string][] = [
    [t('casino.game.provider'), game.provider.name],
    ...(game.rtpBp !== null ? [[t('casino.game.rtp'), formatRtp(game.rtpBp, lang)] as [string, string]] : []),
    ...(game.volatility !== null ? [[t('casino.game.volatility'), t(`casino.volatility.${game.volatility}`)] as [string, string]] : []),
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="game-facts">
          {facts.map(([name, value]) => (
            <div key={name} className="flex gap-1.5">
              <dt className="text-muted">{name}</dt>
              <dd className="font-semibold tabular">
                {name === t('casino.game.provider') ? (
                  <Link to={localHref(lang, `/providers/${game.provider.slug}`)} className="hover:underline">
                    {value}
                  </Link>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          {isSignedIn && hydrated && (
            <div className="surface-dark rounded-xl bg-header p-1">
              <Suspense fallback={<span className="inline-block h-10 w-32" />}>
                <Balance />
              </Suspense>
            </div>
          )}
          {session && (
            <>
              <span className="text-sm text-muted">{session.mode === 'demo' ? t('casino.game.demoMode') : t('casino.game.realMode', { currency: session.currency ?? '' })}</span>
              <button type="button" className="btn btn-secondary" onClick={fullScreen}>
                {t('casino.game.fullScreen')}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setSession(null)}>
                {t('casino.game.close')}
              </button>
            </>
          )}
          <CasinoStar game={game} favourites={favourites} />
          <Link to={localHref(lang, '/casino')} className="btn btn-secondary">
            {t('casino.backToLobby')}
          </Link>
        </div>
      </div>

      {/* A running game gets the height its client needs (a studio client has controls and panels below the play area). */}
      <div ref={stage} className={`relative mx-auto flex w-full items-center justify-center overflow-hidden rounded-2xl border border-line bg-[#070d1c] ${session ? 'aspect-video max-h-[82vh] min-h-[30rem]' : 'aspect-video max-h-[72vh]'}`} data-testid="game-stage">
        {session ? (
          <iframe key={session.url} src={session.url} title={game.name} className="absolute inset-0 h-full w-full border-0" allow="fullscreen; autoplay" allowFullScreen />
        ) : (
          <>
            <img src={game.artUrl} alt="" width={640} height={480} className="absolute inset-0 h-full w-full object-cover opacity-35 blur-[2px]" />
            <div className="relative flex max-w-md flex-col items-center gap-3 px-6 text-center text-white">
              {!game.launchable ? (
                <p role="status" className="font-semibold">
                  {t('casino.game.notLaunchable')}
                </p>
              ) : (
                <>
                  <div className="flex flex-wrap justify-center gap-3">
                    <button type="button" className="btn btn-primary h-11 px-6 text-base" disabled={launch.isPending} onClick={() => play('real')}>
                      {t('casino.game.playReal')}
                    </button>
                    {game.demo && (
                      <button type="button" className="btn h-11 border border-white/40 bg-white/10 px-6 text-base text-white hover:bg-white/20" disabled={launch.isPending} onClick={() => play('demo')}>
                        {t('casino.game.demo')}
                      </button>
                    )}
                  </div>
                  {!isSignedIn && <p className="text-sm text-white/80">{t('casino.game.guestNote')}</p>}
                </>
              )}
              {error && (
                <div role="alert" className="rounded-lg bg-black/60 px-4 py-3 text-sm">
                  <p>{limited ?? t(error.key, { currencies: currencyList(game.currencies) })}</p>
                  {error.action === 'signIn' && (
                    <button type="button" className="btn btn-primary mt-2" onClick={() => openAuthModal({ kind: 'signIn' })}>
                      {t('casino.my.signInButton')}
                    </button>
                  )}
                  {error.action === 'openAccount' && (
                    <Link to={localHref(lang, '/office/account')} className="btn btn-primary mt-2">
                      {t('casino.launchError.openAccount')}
                    </Link>
                  )}
                </div>
              )}
            </div>
          </>
        )}
      </div>

      {game.description && <p className="max-w-3xl text-sm text-muted">{game.description}</p>}
      <Similar game={game} />
    </div>
  );
}

function Similar({ game }: { game: CasinoGameDetail }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const home = game.categories[0] ?? 'slots';
  const query = useInfiniteQuery(casinoQueries.games(similarQuery(home, lang)));
  const games = (query.data?.pages[0]?.games ?? []).filter((item) => item.id !== game.id);
  if (query.data !== undefined && games.length === 0) return null;
  return (
    <section aria-labelledby="similar-games" className="space-y-2">
      <h2 id="similar-games" className="section-title">
        {t('casino.game.similar')}
      </h2>
      {query.data === undefined ? <TilesSkeleton count={6} layout="row" /> : <GameTiles games={games} layout="row" label={t('casino.game.similar')} />}
    </section>
  );
}
