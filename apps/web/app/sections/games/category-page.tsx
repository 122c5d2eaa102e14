import { useQuery } from '@tanstack/react-query';
import { data, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../shell/use-shell.ts';
import { sectionMeta, useSectionTitleKey } from '../../ui/section-frame.tsx';
import { casinoQueries } from './api.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { prefetchCasino } from './casino-loader.server.ts';
import { gridParamsOf, gridQuery, gridScopeOf } from './casino-routes.ts';
import { GameGrid } from './casino-ui.tsx';
import type { Route } from './+types/category-page';

export const meta = sectionMeta;

/** The path without the language prefix (and without React Router's `.data` suffix). */
function casinoPath(pathname: string): string {
  return pathname.replace(/\.data$/, '').replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const scope = gridScopeOf(casinoPath(url.pathname));
  if (scope === null) throw data(null, { status: 404 });
  const lang = context.lng;
  const query = gridQuery(scope, gridParamsOf(url.searchParams), lang);
  const dehydratedState = await prefetchCasino(context, async (face, country, client) => {
    const first = await face.getGames({ ...query, offset: 0 }, country);
    client.setQueryData(casinoQueries.games(query).queryKey, { pages: [first], pageParams: [0] });
    // The lobby names the categories and providers (the title), and is cached for every casino page.
    client.setQueryData(casinoQueries.lobby(lang).queryKey, await face.getLobby(lang, country));
  });
  return { scope, dehydratedState };
}

/**
 * A category's, a provider's or every game (S0 §2.2: slots/{subcategory?}, casino/{subcategory},
 * bingo, poker/{game?}, live-casino, …, providers/{provider}, games): the grid with the S1 §3
 * filters, the sort and "show more".
 */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { scope } = loaderData;
  const { t } = useTranslation();
  const { lang } = useShell();
  const { pathname } = useLocation();
  const titleKey = useSectionTitleKey();
  const lobby = useQuery(casinoQueries.lobby(lang));
  const category = scope.category ? lobby.data?.rows.find((row) => row.category.slug === scope.category)?.category : undefined;
  const provider = scope.provider ? lobby.data?.providers.find((item) => item.slug === scope.provider) : undefined;
  const title = provider?.name ?? category?.name ?? (scope.provider ? scope.provider : t(`sections.titles.${titleKey}`));
  return (
    <CasinoFrame title={title}>
      <GameGrid key={pathname} scope={scope} />
    </CasinoFrame>
  );
}
