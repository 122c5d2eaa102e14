import type { FastifyPluginAsync } from 'fastify';
import type { CasinoRenderFace } from '@wager/contract';
import type { DataSource, PubSub } from '../../platform/index.ts';
import { createCasinoRepository } from './internal/casino.repository.ts';
import { createCasinoService, type CasinoGameDirectory } from './internal/casino.service.ts';
import { casinoRoutes } from './internal/casino.routes.ts';
import { createExtrasRepository } from './internal/extras/extras.repository.ts';
import { extrasRoutes } from './internal/extras/extras.routes.ts';
import { createCasinoExtras } from './internal/extras/extras.service.ts';

export type { CasinoGameDirectory, CasinoLaunchInfo, CasinoService } from './internal/casino.service.ts';
export type { CasinoPlayedRounds, CasinoPrizePayer, PlayedRoundView, RoundTotalsView } from './internal/extras/played-rounds.ts';
export type { CasinoExtras } from './internal/extras/extras.service.ts';

/**
 * The casino module (decision 018; S0 §2.2 casino routes, §3.7, §7; S1 §3): the game catalogue
 * (providers, categories, games, seeded with a generated demo catalogue), kept whole in memory so
 * the lobby, lists and search answer without a query; generated cover art; a player's favourites
 * and recently played games. `directory` is the launch module's view of a game; `render` the page
 * loaders'. `countryHeader`: the trusted country header (the blocks module's GEO_COUNTRY_HEADER).
 * Register the routes after identity's plugin (the web-api routes read `request.auth`). With `pubsub`,
 * `service.catalogueChanged()` after an operator's edit makes every process reload (`service.listen`).
 */
export function createCasinoModule(deps: { data: DataSource; countryHeader?: string | null; nowMs?: () => number; pubsub?: PubSub }) {
  const service = createCasinoService({ data: deps.data, repository: createCasinoRepository(deps.data), nowMs: deps.nowMs ?? Date.now, pubsub: deps.pubsub });
  const nowMs = deps.nowMs ?? Date.now;
  // Lotto results, promotions and tournaments; `extras.connectRounds` takes the casino wallet's reads (app.ts).
  const extras = createCasinoExtras({ repository: createExtrasRepository(deps.data), catalogue: service.catalogue, nowMs });
  const up = (country: string | null | undefined) => (country ? country.toUpperCase() : null);
  const render: CasinoRenderFace = {
    async getCasinoLobby({ lang, perRow = 12, country }) {
      return (await service.catalogue()).lobby(lang, perRow, up(country));
    },
    async getCasinoGames({ country, ...query }) {
      return (await service.catalogue()).games({ sort: 'popular', offset: 0, limit: 48, ...query }, up(country));
    },
    async getCasinoCategories(lang) {
      return (await service.catalogue()).categories(lang, null);
    },
    async getCasinoProviders() {
      return (await service.catalogue()).providers(null);
    },
    async getCasinoGame(gameId, lang, country) {
      return (await service.catalogue()).detail(gameId, lang, up(country));
    },
    async getCasinoGameBySlug(slug, lang, country) {
      const catalogue = await service.catalogue();
      const id = catalogue.idOfSlug(slug);
      return id === null ? null : catalogue.detail(id, lang, up(country));
    },
    async searchCasino({ q, lang, limit = 24, country }) {
      return (await service.catalogue()).search(q, limit, lang, up(country));
    },
    getCasinoPromotions: async (lang) => ({ promotions: await extras.promotions(lang) }),
    getCasinoPromotion: (id, lang) => extras.promotion(id, lang),
    getCasinoTournaments: async (lang) => ({ now: new Date(nowMs()).toISOString(), tournaments: await extras.tournaments(lang) }),
    getCasinoTournament: (id, query) => extras.tournament(id, query),
  };
  const directory: CasinoGameDirectory = service.directory;
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(casinoRoutes(service, { countryHeader: deps.countryHeader ?? null }));
    await app.register(extrasRoutes(extras, nowMs));
  };
  return { service, directory, render, extras, routes };
}

export type CasinoModule = ReturnType<typeof createCasinoModule>;
