import { useQuery } from '@tanstack/react-query';
import { data, Link } from 'react-router';
import type { CasinoLobby } from '@wager/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { casinoQueries } from './api.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { landingOf, slugParam, type Landing } from './casino-landings.ts';
import { prefetchCasino } from './casino-loader.server.ts';
import { gameHref, gridParamsOf, gridQuery } from './casino-routes.ts';
import { GameGrid } from './casino-ui.tsx';
import type { Route } from './+types/games-landing-page';

export const meta = sectionMeta;

/** S0 §2.2 games-landing/{landingRoute}: a category's or a provider's landing; an unknown slug is a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = slugParam(params.landingRoute);
  if (slug === null) throw data(null, { status: 404 });
  const lang = context.lng;
  let landing: Landing | null = null;
  let lobby: CasinoLobby | null = null;
  const dehydratedState = await prefetchCasino(context, async (face, country, client) => {
    lobby = await face.getLobby(lang, country);
    client.setQueryData(casinoQueries.lobby(lang).queryKey, lobby);
    landing = landingOf(slug, lobby);
    if (landing === null) return;
    const query = gridQuery(landing.scope, gridParamsOf(new URL(request.url).searchParams), lang);
    client.setQueryData(casinoQueries.games(query).queryKey, { pages: [await face.getGames({ ...query, offset: 0 }, country)], pageParams: [0] });
  });
  if (lobby !== null && landing === null) throw data(null, { status: 404 });
  return { slug, dehydratedState };
}

/** A landing: a hero (the title, what it is, how many games, the most popular one to start with) and the grid. */
export default function GamesLandingPage({ loaderData }: Route.ComponentProps) {
  const { slug } = loaderData;
  const { t } = useTranslation();
  const { lang } = useShell();
  const lobby = useQuery(casinoQueries.lobby(lang));
  const landing = lobby.data ? landingOf(slug, lobby.data) : null;
  const row = lobby.data?.rows.find((item) => item.category.slug === slug);
  const top = row?.games.slice(0, 4) ?? [];
  const scope = landing?.scope ?? { category: slug };
  return (
    <CasinoFrame title={landing?.title ?? t('sections.titles.games')}>
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-[#1d2b64] to-[#0b1330] p-6 text-white sm:p-8" data-testid="games-landing-hero">
        <div className="relative z-10 max-w-xl space-y-3">
          <p className="text-xs font-bold tracking-widest text-white/70 uppercase">{t(`casinoRoutes.landing.${landing?.kind ?? 'category'}`)}</p>
          <h2 className="text-3xl font-extrabold tracking-tight">{landing?.title ?? slug}</h2>
          <p className="text-white/85">{t('casinoRoutes.landing.lead', { name: landing?.title ?? slug, count: landing?.gameCount ?? 0 })}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            {top[0] && (
              <Link to={gameHref(lang, top[0].route)} className="btn btn-primary">
                {t('casinoRoutes.landing.playTop', { name: top[0].name })}
              </Link>
            )}
            <Link to={localHref(lang, '/casino')} className="btn border border-white/40 bg-white/10 text-white hover:bg-white/20">
              {t('casino.backToLobby')}
            </Link>
          </div>
        </div>
        {top.length > 0 && (
          <ul className="absolute top-1/2 right-6 hidden -translate-y-1/2 grid-cols-2 gap-2 lg:grid" aria-hidden="true">
            {top.map((game) => (
              <li key={game.id}>
                <img src={game.artUrl} alt="" width={112} height={84} className="h-[84px] w-28 rounded-lg object-cover shadow-lg" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <GameGrid scope={scope} />
    </CasinoFrame>
  );
}
