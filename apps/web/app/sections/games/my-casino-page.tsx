import { useQuery } from '@tanstack/react-query';
import { Link, useMatches } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openAuthModal } from '../../shell/auth/auth-ui.ts';
import { useHydrated } from '../../shell/query/query-client.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { casinoQueries } from './api.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { GameTiles, TilesSkeleton } from './casino-ui.tsx';

export const meta = sectionMeta;

/**
 * S0 §2.2 my-casino and my-casino/favorites: the player's recently played and starred games
 * (S0 §2.5.11: signed-in only; the route guard sends a guest to sign in, and a player who signs
 * out here is offered the sign-in again).
 */
export default function MyCasinoPage() {
  const { t } = useTranslation();
  const { lang, isSignedIn } = useShell();
  const hydrated = useHydrated();
  const favouritesOnly = useMatches().at(-1)?.id === 'my-casino-favorites';
  const favourites = useQuery({ ...casinoQueries.favourites(), enabled: isSignedIn && hydrated });
  const recent = useQuery({ ...casinoQueries.recent(), enabled: isSignedIn && hydrated && !favouritesOnly });

  if (!isSignedIn) {
    return (
      <CasinoFrame title={t('sections.titles.my-casino')}>
        <div className="card flex flex-col items-center gap-3 px-6 py-10 text-center">
          <p className="font-semibold">{t('casino.my.signIn')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openAuthModal({ kind: 'signIn' })}>
            {t('casino.my.signInButton')}
          </button>
        </div>
      </CasinoFrame>
    );
  }

  const tabs = (
    <nav aria-label={t('casino.my.tabs')} className="flex gap-2">
      <Link to={localHref(lang, '/my-casino')} className={`chip ${favouritesOnly ? '' : 'border-accent bg-accent text-accent-ink'}`} aria-current={favouritesOnly ? undefined : 'page'}>
        {t('sections.titles.my-casino')}
      </Link>
      <Link to={localHref(lang, '/my-casino/favorites')} className={`chip ${favouritesOnly ? 'border-accent bg-accent text-accent-ink' : ''}`} aria-current={favouritesOnly ? 'page' : undefined}>
        {t('sections.titles.my-casino-favorites')}
      </Link>
    </nav>
  );
  const empty = (text: string) => (
    <div className="card flex flex-col items-center gap-3 px-6 py-8 text-center">
      <p className="text-muted">{text}</p>
      <Link to={localHref(lang, '/casino')} className="btn btn-primary">
        {t('casino.backToLobby')}
      </Link>
    </div>
  );

  return (
    <CasinoFrame title={t(favouritesOnly ? 'sections.titles.my-casino-favorites' : 'sections.titles.my-casino')} actions={tabs}>
      <section aria-labelledby="my-favourites" className="space-y-2">
        <h2 id="my-favourites" className="section-title">
          {t('casino.my.favourites')}
        </h2>
        <QueryState query={favourites} skeleton={<TilesSkeleton count={6} />} errorKey="casino.loadError" retryKey="casino.retry">
          {(answer) => (answer.games.length === 0 ? empty(t('casino.my.noFavourites')) : <GameTiles games={answer.games} label={t('casino.my.favourites')} />)}
        </QueryState>
      </section>
      {!favouritesOnly && (
        <section aria-labelledby="my-recent" className="space-y-2">
          <h2 id="my-recent" className="section-title">
            {t('casino.my.recent')}
          </h2>
          <QueryState query={recent} skeleton={<TilesSkeleton count={6} />} errorKey="casino.loadError" retryKey="casino.retry">
            {(answer) => (answer.games.length === 0 ? empty(t('casino.my.noRecent')) : <GameTiles games={answer.games} layout="row" label={t('casino.my.recent')} />)}
          </QueryState>
        </section>
      )}
    </CasinoFrame>
  );
}
