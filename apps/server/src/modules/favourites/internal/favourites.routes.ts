import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiError,
  DeleteFavouriteResponse,
  FavouriteParams,
  FavouritesMergeRequest,
  FavouritesMergeResponse,
  FavouritesResponse,
  PutFavouriteRequest,
  PutFavouriteResponse,
} from '@wager/contract';
import { requireAuth } from '../../identity/index.ts';
import type { FavouritesService } from './favourites.service.ts';

const TAGS = ['favourites'];
const ERRORS = { 400: ApiError, 401: ApiError, 403: ApiError } as const;

/**
 * The favourites API (S0 §2.2 sport screens; paths ours). Only for a signed-in player (401 for a
 * guest, whose favourites stay in his browser); the writes are cookie-authenticated, so identity's
 * CSRF rule applies to them (403 CSRF_REJECTED without X-Requested-With). Never cached.
 */
export function favouritesRoutes(service: FavouritesService): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/web-api/favourites',
      {
        schema: {
          summary: "The player's favourite games and championships, newest first (S0 §2.2; polled at S1 §9 favourites 10000 ms)",
          tags: TAGS,
          response: { 200: FavouritesResponse, 401: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { items: await service.list(requireAuth(request).userId) };
      },
    );

    api.put(
      '/web-api/favourites/:kind/:id',
      {
        schema: {
          summary: 'Star a game or a championship (idempotent)',
          description:
            'Adds the favourite, or, when it is there already, keeps its place and takes the label, sport and path sent. At most 100 of each kind: beyond, 409 FAVOURITES_LIMIT.',
          tags: TAGS,
          params: FavouriteParams,
          body: PutFavouriteRequest,
          response: { 200: PutFavouriteResponse, ...ERRORS, 409: ApiError },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { kind, id } = request.params;
        return service.put(requireAuth(request).userId, kind, id, request.body);
      },
    );

    api.delete(
      '/web-api/favourites/:kind/:id',
      {
        schema: {
          summary: 'Unstar a game or a championship (idempotent)',
          tags: TAGS,
          params: FavouriteParams,
          response: { 200: DeleteFavouriteResponse, ...ERRORS },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { kind, id } = request.params;
        return { removed: await service.remove(requireAuth(request).userId, kind, id) };
      },
    );

    api.post(
      '/web-api/favourites/merge',
      {
        schema: {
          summary: "Merge a guest's local favourites into the account at sign-in",
          description:
            'Adds the items (at most 200) the account does not hold; duplicates are ignored and the account keeps all of its own. When they do not all fit under 100 per kind, the newest are kept. Answers the merged list.',
          tags: TAGS,
          body: FavouritesMergeRequest,
          response: { 200: FavouritesMergeResponse, ...ERRORS },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.merge(requireAuth(request).userId, request.body.items);
      },
    );
  };
}
