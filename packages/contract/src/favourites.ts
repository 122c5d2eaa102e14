import { z } from 'zod';
import { FAVOURITE_LIMITS, FAVOURITE_PATH_PATTERN, SPORT_SLUG_PATTERN } from '@wager/domain';
import { FAVOURITE_KINDS } from './enums.ts';

/**
 * Sportsbook favourites (S0 §2.2 sport screens; S1 §9 "favourites 10000/5000" is how often the
 * list is polled): games and championships a signed-in player starred, kept by the server so they
 * follow him across devices. The paths are ours (the spec names none). The limits are the
 * domain's (`FAVOURITE_LIMITS`), which the guest's local list keeps too.
 */

export const FavouriteKindSchema = z.enum(FAVOURITE_KINDS);

/** A game's or a championship's id in the feed. */
export const FavouriteId = z.coerce.number().int().positive().max(FAVOURITE_LIMITS.maxId);

/** PUT and DELETE /web-api/favourites/{kind}/{id} */
export const FavouriteParams = z.object({ kind: FavouriteKindSchema, id: FavouriteId });
export type FavouriteParams = z.infer<typeof FavouriteParams>;

/** What is shown and where it leads; the page's path is without the language prefix. */
export const FavouriteFields = z.object({
  /** The name shown: "Arsenal — Chelsea", "Premier League". */
  label: z.string().trim().min(1).max(FAVOURITE_LIMITS.label),
  /** The sport's English slug ("football"). */
  sportSlug: z.string().max(FAVOURITE_LIMITS.sportSlug).regex(SPORT_SLUG_PATTERN, 'a sport slug such as football or ice-hockey'),
  /** The page's path inside the site, without the language prefix: `/line/sports/football/12-premier-league`. */
  path: z.string().max(FAVOURITE_LIMITS.path).regex(FAVOURITE_PATH_PATTERN, 'a path inside the site that starts with one /'),
});
/** The body of PUT /web-api/favourites/{kind}/{id}. */
export const PutFavouriteRequest = FavouriteFields;
export type PutFavouriteRequest = z.infer<typeof PutFavouriteRequest>;

export const FavouriteItem = FavouriteFields.extend({
  kind: FavouriteKindSchema,
  id: z.number().int().positive(),
  /** When it was starred (ISO 8601). */
  addedAt: z.iso.datetime(),
});
export type FavouriteItem = z.infer<typeof FavouriteItem>;

/** GET /web-api/favourites: newest first. */
export const FavouritesResponse = z.object({ items: z.array(FavouriteItem) });
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;

/** PUT /web-api/favourites/{kind}/{id}: the favourite as kept (a repeat keeps its first `addedAt`). */
export const PutFavouriteResponse = z.object({ item: FavouriteItem, created: z.boolean() });
export type PutFavouriteResponse = z.infer<typeof PutFavouriteResponse>;

/** DELETE /web-api/favourites/{kind}/{id}: whether there was one to remove (idempotent either way). */
export const DeleteFavouriteResponse = z.object({ removed: z.boolean() });
export type DeleteFavouriteResponse = z.infer<typeof DeleteFavouriteResponse>;

/** One of a guest's local favourites; `addedAt` (when he starred it) orders them, the server's clock caps it. */
export const FavouriteMergeItem = FavouriteFields.extend({
  kind: FavouriteKindSchema,
  id: FavouriteId,
  addedAt: z.iso.datetime({ offset: true }).optional(),
});
export type FavouriteMergeItem = z.infer<typeof FavouriteMergeItem>;

/** POST /web-api/favourites/merge: the guest's local favourites at sign-in. */
export const FavouritesMergeRequest = z.object({ items: z.array(FavouriteMergeItem).max(FAVOURITE_LIMITS.mergeItems) });
export type FavouritesMergeRequest = z.infer<typeof FavouritesMergeRequest>;

/**
 * The merged list (newest first), how many were added, how many were already there and how many
 * did not fit under the per-kind limit (the oldest incoming ones; the account's own always stay).
 */
export const FavouritesMergeResponse = FavouritesResponse.extend({
  added: z.number().int(),
  duplicates: z.number().int(),
  overLimit: z.number().int(),
});
export type FavouritesMergeResponse = z.infer<typeof FavouritesMergeResponse>;
