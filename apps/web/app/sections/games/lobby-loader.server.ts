import type { ServerLoadContext } from '@wager/contract';
import { casinoQueries } from './api.ts';
import { prefetchCasino } from './casino-loader.server.ts';
import { gridParamsOf, gridQuery } from './casino-routes.ts';

/** The lobby's prefetch (S0 §2.2 casino, casino-lobby, bonus/casino): its rows, or the grid a filter or sort asks for. */
export async function loadLobby(request: Request, context: ServerLoadContext) {
  const lang = context.lng;
  const params = gridParamsOf(new URL(request.url).searchParams);
  const dehydratedState = await prefetchCasino(context, async (face, country, client) => {
    client.setQueryData(casinoQueries.lobby(lang).queryKey, await face.getLobby(lang, country));
    // A filter or a sort turns the lobby into one grid of every game (S1 §3).
    if (params.filter !== undefined || params.sort !== 'popular') {
      const query = gridQuery({}, params, lang);
      client.setQueryData(casinoQueries.games(query).queryKey, { pages: [await face.getGames({ ...query, offset: 0 }, country)], pageParams: [0] });
    }
  });
  return { dehydratedState };
}
