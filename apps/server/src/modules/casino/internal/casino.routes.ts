import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiError,
  CasinoCategoriesAnswer,
  ThirdPartyPartitionsAnswer,
  CasinoFavouriteAnswer,
  CasinoGameDetail,
  CasinoGameIdParams,
  CasinoGameParams,
  CasinoGamesPage,
  CasinoGamesQuery,
  CasinoLangQuery,
  CasinoLobby,
  CasinoLobbyQuery,
  CasinoProvidersAnswer,
  CasinoSearchAnswer,
  CasinoSearchQuery,
  GamesPreviewLiteAnswer,
  GamesPreviewLiteQuery,
  MyCasinoGames,
} from '@wager/contract';
import { z } from 'zod';
import { AppError, sendCachedAnswer, visitorCountry, type CachedAnswer } from '../../../platform/index.ts';
import { requireAuth } from '../../identity/index.ts';
import { gameArtSvg, providerArtSvg, seedOf } from './art.ts';
import type { CasinoService } from './casino.service.ts';

const TAGS = ['casino'];
/** The catalogue changes only on an operator's edit: browsers and shared caches may keep it a minute. */
const CATALOGUE_CACHE = 'public, max-age=60';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cache = CATALOGUE_CACHE): FastifyReply {
  reply.header('cache-control', cache);
  return sendCachedAnswer(request, reply, answer);
}

const ArtParams = z.object({ file: z.string().regex(/^[1-9][0-9]{0,9}\.svg$/) });
const ProviderArtParams = z.object({ file: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/).max(70) });

/**
 * The casino catalogue's API (decision 018; S0 §2.2 casino routes, §3.7, §7; S1 §3). Guests read
 * the catalogue under /bff-api/casino/… from memory, each answer serialised once per catalogue
 * load, language and (for games some country may not see) visitor's country. A signed-in player's
 * favourites and recently played games are under /web-api/casino/… (401 for guests; the writes
 * are cookie-authenticated, so identity's CSRF rule applies). Country availability: a game blocked
 * for the visitor's country is left out everywhere, and its page is 404.
 */
export function casinoRoutes(service: CasinoService, options: { countryHeader: string | null }): FastifyPluginAsync {
  const countryOf = (request: FastifyRequest) => visitorCountry(request, options.countryHeader);
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/bff-api/casino/lobby',
      { schema: { summary: 'The casino lobby: a row per category and the providers (decision 018)', tags: TAGS, querystring: CasinoLobbyQuery, response: { 200: CasinoLobby, 400: ApiError } } },
      async (request, reply) => {
        const { lang, perRow } = request.query;
        const country = countryOf(request);
        const c = await service.catalogue();
        const key = `lobby|${lang ?? 'en'}|${perRow}|${c.countryKey(country)}`;
        return send(request, reply, await service.answer(key, (cat) => CasinoLobby.parse(cat.lobby(lang, perRow, country))));
      },
    );

    api.get(
      '/bff-api/casino/games',
      {
        schema: {
          summary: 'A page of games by category, provider, tag, S1 §3 filter and sort',
          description: '404 NOT_FOUND for an unknown category or provider.',
          tags: TAGS,
          querystring: CasinoGamesQuery,
          response: { 200: CasinoGamesPage, 400: ApiError, 404: ApiError },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const country = countryOf(request);
        const c = await service.catalogue();
        const key = `games|${q.category ?? ''}|${q.provider ?? ''}|${q.tag ?? ''}|${q.filter ?? ''}|${q.sort}|${q.offset}|${q.limit}|${q.lang ?? 'en'}|${c.countryKey(country)}`;
        if (q.category !== undefined && !c.categoriesList.some((x) => x.slug === q.category)) throw new AppError(404, 'NOT_FOUND', `There is no casino category ${q.category}.`);
        if (q.provider !== undefined && !c.provider(q.provider)) throw new AppError(404, 'NOT_FOUND', `There is no casino provider ${q.provider}.`);
        return send(request, reply, await service.answer(key, (cat) => CasinoGamesPage.parse(cat.games(q, country))));
      },
    );

    api.get(
      '/bff-api/casino/games/:id',
      { schema: { summary: 'One game with its details', tags: TAGS, params: CasinoGameParams, querystring: CasinoLangQuery, response: { 200: CasinoGameDetail, 400: ApiError, 404: ApiError } } },
      async (request, reply) => {
        const detail = (await service.catalogue()).detail(request.params.id, request.query.lang, countryOf(request));
        if (!detail) throw new AppError(404, 'NOT_FOUND', `There is no casino game ${request.params.id}.`);
        reply.header('cache-control', CATALOGUE_CACHE);
        return detail;
      },
    );

    api.get(
      '/third-party/api/list-available-partitions',
      {
        schema: {
          summary: 'S1 §7 the third-party game sections available to the visitor (categories with games in his country)',
          tags: TAGS,
          querystring: CasinoLangQuery,
          response: { 200: ThirdPartyPartitionsAnswer, 400: ApiError },
        },
      },
      async (request, reply) => {
        const country = countryOf(request);
        const c = await service.catalogue();
        const key = `partitions|${request.query.lang ?? 'en'}|${c.countryKey(country)}`;
        return send(request, reply, await service.answer(key, (cat) => ({ success: true, listAvailablePartitions: cat.categories(request.query.lang, country).filter((category) => category.gameCount > 0) })));
      },
    );

    api.get(
      '/bff-api/casino/categories',
      { schema: { summary: 'The casino categories (S0 §2.2 casino routes) with their game counts', tags: TAGS, querystring: CasinoLangQuery, response: { 200: CasinoCategoriesAnswer, 400: ApiError } } },
      async (request, reply) => {
        const country = countryOf(request);
        const c = await service.catalogue();
        const key = `categories|${request.query.lang ?? 'en'}|${c.countryKey(country)}`;
        return send(request, reply, await service.answer(key, (cat) => ({ categories: cat.categories(request.query.lang, country) })));
      },
    );

    api.get(
      '/bff-api/casino/providers',
      { schema: { summary: 'The game providers with their game counts', tags: TAGS, response: { 200: CasinoProvidersAnswer } } },
      async (request, reply) => {
        const country = countryOf(request);
        const c = await service.catalogue();
        return send(request, reply, await service.answer(`providers|${c.countryKey(country)}`, (cat) => ({ providers: cat.providers(country) })));
      },
    );

    api.get(
      '/bff-api/casino/search',
      {
        schema: {
          summary: 'Instant, typo-tolerant search of games (English and Russian names) and providers',
          description: 'Ranked exact name, name prefix, every word as a prefix, within a small edit distance; then popularity (decision 018).',
          tags: TAGS,
          querystring: CasinoSearchQuery,
          response: { 200: CasinoSearchAnswer, 400: ApiError },
        },
      },
      async (request, reply) => {
        const { q, limit, lang } = request.query;
        reply.header('cache-control', CATALOGUE_CACHE);
        return (await service.catalogue()).search(q, limit, lang, countryOf(request));
      },
    );

    api.get(
      '/bff-api/casino/games-preview-lite',
      {
        schema: {
          summary: 'S0 §7 games preview lite: every game grouped by S1 §3 game type, with S0 §3.7 fields',
          description: 'A bearer header may come along; the answer is the same for every visitor of a country.',
          tags: TAGS,
          querystring: GamesPreviewLiteQuery,
          response: { 200: GamesPreviewLiteAnswer, 400: ApiError },
        },
      },
      async (request, reply) => {
        const { lng, includeCategories } = request.query;
        const country = countryOf(request);
        const c = await service.catalogue();
        const key = `preview|${lng ?? 'en'}|${includeCategories}|${c.countryKey(country)}`;
        return send(request, reply, await service.answer(key, (cat) => GamesPreviewLiteAnswer.parse(cat.previewLite(lng, includeCategories === 'true', country))));
      },
    );

    api.get('/bff-api/casino/art/:file', { schema: { summary: 'Generated cover art of a game (SVG)', tags: TAGS, params: ArtParams } }, async (request, reply) => {
      const id = Number(request.params.file.slice(0, -4));
      const g = (await service.catalogue()).game(id);
      if (!g) throw new AppError(404, 'NOT_FOUND', `There is no casino game ${id}.`);
      const svg = gameArtSvg({
        seed: g.row.artSeed,
        title: g.row.name,
        subtitle: g.view.en.provider.name,
        from: g.row.artFrom,
        to: g.row.artTo,
        engine: g.engine,
        filter: g.view.en.filter,
        live: g.engine === null,
      });
      return reply.header('cache-control', IMMUTABLE).type('image/svg+xml; charset=utf-8').send(svg);
    });

    api.get('/bff-api/casino/art/provider/:file', { schema: { summary: 'Generated art of a provider (SVG)', tags: TAGS, params: ProviderArtParams } }, async (request, reply) => {
      const slug = request.params.file.slice(0, -4);
      const p = (await service.catalogue()).provider(slug);
      if (!p) throw new AppError(404, 'NOT_FOUND', `There is no casino provider ${slug}.`);
      const svg = providerArtSvg({ name: p.name, from: p.artFrom, to: p.artTo, seed: seedOf(p.slug) });
      return reply.header('cache-control', IMMUTABLE).type('image/svg+xml; charset=utf-8').send(svg);
    });

    api.get(
      '/web-api/casino/favourites',
      { schema: { summary: "The player's favourite casino games, newest first (S0 §2.2 my-casino/favorites)", tags: TAGS, querystring: CasinoLangQuery, response: { 200: MyCasinoGames, 400: ApiError, 401: ApiError } } },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        reply.header('cache-control', 'no-store');
        return { games: await service.favourites(userId, request.query.lang, countryOf(request)) };
      },
    );

    api.put(
      '/web-api/casino/favourites/:gameId',
      {
        schema: {
          summary: 'Star a casino game (idempotent)',
          description: 'At most 200: beyond, 409 FAVOURITES_LIMIT. 404 NOT_FOUND for an unknown game.',
          tags: TAGS,
          params: CasinoGameIdParams,
          response: { 200: CasinoFavouriteAnswer, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
        },
      },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        reply.header('cache-control', 'no-store');
        return service.addFavourite(userId, request.params.gameId);
      },
    );

    api.delete(
      '/web-api/casino/favourites/:gameId',
      {
        schema: {
          summary: 'Unstar a casino game (idempotent)',
          tags: TAGS,
          params: CasinoGameIdParams,
          response: { 200: CasinoFavouriteAnswer, 400: ApiError, 401: ApiError, 403: ApiError },
        },
      },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        reply.header('cache-control', 'no-store');
        return service.removeFavourite(userId, request.params.gameId);
      },
    );

    api.get(
      '/web-api/casino/recent',
      { schema: { summary: "The player's recently played casino games, newest first (at most 50)", tags: TAGS, querystring: CasinoLangQuery, response: { 200: MyCasinoGames, 400: ApiError, 401: ApiError } } },
      async (request, reply) => {
        const { userId } = requireAuth(request);
        reply.header('cache-control', 'no-store');
        return { games: await service.recent(userId, request.query.lang, countryOf(request)) };
      },
    );
  };
}
