import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import type { CasinoGameDetail, CasinoGamesPage, CasinoGamesQuery, CasinoLobby, CasinoRenderFace, CasinoSearchAnswer, ServerLoadContext } from '@wager/contract';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';

/** What the casino pages prefetch, in the shape of their queries (`api.ts`). */
export interface CasinoPrefetchFace {
  getLobby(lang: string, country: string | null): Promise<CasinoLobby>;
  getGames(query: CasinoGamesQuery, country: string | null): Promise<CasinoGamesPage>;
  getGame(id: number, lang: string, country: string | null): Promise<CasinoGameDetail | null>;
  getGameBySlug(slug: string, lang: string, country: string | null): Promise<CasinoGameDetail | null>;
  search(query: { q: string; limit: number; lang?: string }, country: string | null): Promise<CasinoSearchAnswer>;
}

/** The catalogue's render face (decision 018) seen as the pages' queries; an unknown category or provider is a 404. */
function prefetchFace(face: CasinoRenderFace, lang: string): CasinoPrefetchFace {
  return {
    getLobby: (lng, country) => face.getCasinoLobby({ lang: lng, country }),
    getGames: async (query, country) => {
      const page = await face.getCasinoGames({ ...query, lang: query.lang ?? lang, country });
      if (!page) throw data(null, { status: 404 });
      return page;
    },
    getGame: (id, lng, country) => face.getCasinoGame(id, lng, country),
    getGameBySlug: (slug, lng, country) => face.getCasinoGameBySlug(slug, lng, country),
    search: (query, country) => face.searchCasino({ ...query, lang: query.lang ?? lang, country }),
  };
}

/**
 * The casino pages' server-side prefetch (decision 010): from the catalogue's in-process face
 * (`context.services`, decision 018), so the server render already has the games; a context
 * without it (unit tests of other pages) renders skeletons and the browser loads the same queries.
 */
export async function prefetchCasino(context: ServerLoadContext, fill: (face: CasinoPrefetchFace, country: string | null, client: QueryClient) => Promise<void>) {
  const services = context.services as Partial<CasinoRenderFace>;
  if (typeof services.getCasinoLobby !== 'function') return undefined;
  const face = prefetchFace(services as CasinoRenderFace, context.lng);
  // Where the visitor is (the trusted header), as the BFF API and the launch decide, not his profile's country.
  const country = context.country;
  return prefetchQueries((client) => fill(face, country, client));
}
