import type { CasinoGameDetail, ServerLoadContext } from '@wager/contract';
import { casinoQueries } from './api.ts';
import { prefetchCasino, type CasinoPrefetchFace } from './casino-loader.server.ts';
import { similarQuery } from './casino-routes.ts';

/**
 * Prefetches a game page (the game and its similar games) for the game `find` picks; null when it
 * finds none (unknown, or blocked in the visitor's country). Without the catalogue face (unit tests
 * of other pages): `{ game: null }`, the browser loads.
 */
export async function loadGame(context: ServerLoadContext, find: (face: CasinoPrefetchFace, lang: string, country: string | null) => Promise<CasinoGameDetail | null>) {
  const lang = context.lng;
  let found: CasinoGameDetail | null = null;
  let missing = false;
  const dehydratedState = await prefetchCasino(context, async (face, country, client) => {
    const game = await find(face, lang, country);
    if (game === null) {
      missing = true;
      return;
    }
    found = game;
    client.setQueryData(casinoQueries.game(game.id, lang).queryKey, game);
    const home = game.categories[0];
    if (home) {
      const query = similarQuery(home, lang);
      client.setQueryData(casinoQueries.games(query).queryKey, { pages: [await face.getGames({ ...query, offset: 0 }, country)], pageParams: [0] });
    }
  });
  if (missing) return null;
  return { game: found as CasinoGameDetail | null, dehydratedState };
}

