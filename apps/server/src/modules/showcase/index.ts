import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, HomeShowcase, HomeShowcaseQuery, type ShowcaseRenderFace } from '@wager/contract';
import type { CasinoService } from '../casino/index.ts';
import type { ContentService } from '../content/index.ts';
import type { SportsbookService } from '../sportsbook/index.ts';
import { createMicroCache } from '../../platform/index.ts';

/**
 * The home showcase is the same for every visitor of a language; a process rebuilds it at most
 * this often. Live prices poll every 5 s anyway (S1 §9 dashboard live interval).
 */
const SHOWCASE_TTL_MS = 2_000;

export interface ShowcaseService {
  /** Everything the home page shows (S0 §2.2), read in parallel. */
  getHome(lang: string): Promise<HomeShowcase>;
}

/** Backend-for-frontend composition of the home page from the sportsbook, casino and content modules. */
export function createShowcaseModule(deps: { sportsbook: SportsbookService; casino: CasinoService; content: ContentService }) {
  const cache = createMicroCache<HomeShowcase>(SHOWCASE_TTL_MS);
  const service: ShowcaseService = {
    getHome: (lang) => cache.get(lang, () => load(lang)),
  };
  async function load(lang: string): Promise<HomeShowcase> {
    const [sports, topEvents, liveEvents, games, promotions] = await Promise.all([
      deps.sportsbook.listSports(lang),
      deps.sportsbook.listTopEvents(lang, 8),
      deps.sportsbook.listLiveEvents(lang, 8),
      deps.casino.listShowcaseGames(12),
      deps.content.listPromotions(lang, 4),
    ]);
    return { sports, topEvents, liveEvents, games, promotions };
  }
  const routes: FastifyPluginAsync = async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/bff-api/home/showcase',
      {
        schema: {
          summary: 'Home page showcase: sports, top events, live now, casino, promotions',
          tags: ['showcase'],
          querystring: HomeShowcaseQuery,
          response: { 200: HomeShowcase, 400: ApiError },
        },
      },
      async (request) => service.getHome(request.query.lang ?? 'en'),
    );
  };
  const render: ShowcaseRenderFace = { getHomeShowcase: (lang) => service.getHome(lang) };
  return { service, routes, render };
}
