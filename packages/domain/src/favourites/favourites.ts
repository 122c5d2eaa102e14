/**
 * Sportsbook favourites (S0 §2.2 sport screens, UI.md left column): games and championships a
 * player starred. A signed-in player's are kept by the server, a guest's in local storage; at
 * sign-in the guest's are merged into the account's. The same rules run in both places: which
 * values are a favourite at all, the per-kind limit, and how a merge keeps it.
 */

/** What can be starred. */
export const FAVOURITE_KINDS = ['game', 'champ'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** The limits of a player's favourites and of their fields (the contract's schemas read them). */
export const FAVOURITE_LIMITS = {
  /** At most this many favourites of each kind per player (beyond: FAVOURITES_LIMIT). */
  perKind: 100,
  /** At most this many items in one merge request (two kinds at their limit). */
  mergeItems: 200,
  /** The name shown ("Arsenal — Chelsea", "Premier League"). */
  label: 200,
  /** The sport's English slug ("football", "ice-hockey"). */
  sportSlug: 40,
  /** The path of its page, without the language prefix. */
  path: 300,
  /** Game and championship ids are the feed's (PostgreSQL integer). */
  maxId: 2_147_483_647,
} as const;

export interface Favourite {
  kind: FavouriteKind;
  /** The game's or the championship's id in the feed. */
  id: number;
  label: string;
  sportSlug: string;
  /** The page's path without the language prefix, e.g. `/line/sports/football/12-premier-league`. */
  path: string;
  /** When it was starred (ISO 8601). */
  addedAt: string;
}

/** A sport slug: lower-case letters, digits and inner hyphens. */
export const SPORT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * A path inside the site: starts with one `/` (never `//`, which a browser reads as another
 * host), no backslash (some browsers read it as `/`), no whitespace or control characters.
 */
export const FAVOURITE_PATH_PATTERN = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

export function isFavouriteKind(value: unknown): value is FavouriteKind {
  return typeof value === 'string' && (FAVOURITE_KINDS as readonly string[]).includes(value);
}

export function isFavouriteId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= FAVOURITE_LIMITS.maxId;
}

export function isFavouriteLabel(value: unknown): value is string {
  return typeof value === 'string' && value.trim() === value && value.length >= 1 && value.length <= FAVOURITE_LIMITS.label;
}

export function isFavouriteSportSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= FAVOURITE_LIMITS.sportSlug && SPORT_SLUG_PATTERN.test(value);
}

export function isFavouritePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= FAVOURITE_LIMITS.path && FAVOURITE_PATH_PATTERN.test(value);
}

/** One key per favourite: a kind and an id name it. */
export function favouriteKey(kind: FavouriteKind, id: number): string {
  return `${kind}:${id}`;
}

function addedAtMs(item: Pick<Favourite, 'addedAt'>): number {
  const ms = Date.parse(item.addedAt);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * Newest first; at the same moment by kind (`champ` before `game`, as the server's SQL orders the
 * text), then the higher id: one stable order in the browser and the database.
 */
export function compareNewestFirst(a: Favourite, b: Favourite): number {
  return addedAtMs(b) - addedAtMs(a) || (a.kind === b.kind ? 0 : a.kind < b.kind ? -1 : 1) || b.id - a.id;
}

export function countOfKind(items: readonly Favourite[], kind: FavouriteKind): number {
  let n = 0;
  for (const item of items) if (item.kind === kind) n++;
  return n;
}

export function hasFavourite(items: readonly Favourite[], kind: FavouriteKind, id: number): boolean {
  return items.some((item) => item.kind === kind && item.id === id);
}

export type AddOutcome = 'added' | 'updated' | 'limit';

/**
 * Stars one (idempotent): a new one goes first unless its kind is already at the limit; one
 * already there keeps its place and its time, with the label and path it carries now.
 */
export function addFavourite(items: readonly Favourite[], item: Favourite, limit: number = FAVOURITE_LIMITS.perKind): { items: Favourite[]; outcome: AddOutcome } {
  const at = items.findIndex((it) => it.kind === item.kind && it.id === item.id);
  if (at >= 0) {
    const next = [...items];
    next[at] = { ...item, addedAt: (items[at] as Favourite).addedAt };
    return { items: next, outcome: 'updated' };
  }
  if (countOfKind(items, item.kind) >= limit) return { items: [...items], outcome: 'limit' };
  return { items: [item, ...items], outcome: 'added' };
}

export function removeFavourite(items: readonly Favourite[], kind: FavouriteKind, id: number): Favourite[] {
  return items.filter((item) => !(item.kind === kind && item.id === id));
}

export interface MergeResult {
  /** The merged list, newest first. */
  items: Favourite[];
  /** The incoming favourites that were added. */
  added: Favourite[];
  /** How many incoming ones were already there (or repeated in the request). */
  duplicates: number;
  /** How many incoming ones did not fit under the per-kind limit (the oldest of them). */
  overLimit: number;
}

/**
 * A guest's favourites merged into an account's at sign-in. A merge only adds: what the account
 * holds stays (its copy wins over a duplicate), and the incoming ones fill the room left under the
 * per-kind limit, newest first, so when they do not all fit the oldest are the ones left out.
 */
export function mergeFavourites(existing: readonly Favourite[], incoming: readonly Favourite[], limit: number = FAVOURITE_LIMITS.perKind): MergeResult {
  const seen = new Set(existing.map((item) => favouriteKey(item.kind, item.id)));
  const room = new Map<FavouriteKind, number>(FAVOURITE_KINDS.map((kind) => [kind, Math.max(0, limit - countOfKind(existing, kind))]));
  const added: Favourite[] = [];
  let duplicates = 0;
  let overLimit = 0;
  for (const item of [...incoming].sort(compareNewestFirst)) {
    const key = favouriteKey(item.kind, item.id);
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    const left = room.get(item.kind) ?? 0;
    if (left <= 0) {
      overLimit++;
      continue;
    }
    room.set(item.kind, left - 1);
    added.push(item);
  }
  return { items: [...existing, ...added].sort(compareNewestFirst), added, duplicates, overLimit };
}

/** The valid favourite in `value`, or null (trims the label; anything else must already be right). */
export function parseFavourite(value: unknown): Favourite | null {
  if (value === null || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const label = typeof raw.label === 'string' ? raw.label.trim() : raw.label;
  const { kind, id, sportSlug, path, addedAt } = raw;
  if (!isFavouriteKind(kind) || !isFavouriteId(id) || !isFavouriteLabel(label) || !isFavouriteSportSlug(sportSlug) || !isFavouritePath(path)) return null;
  if (typeof addedAt !== 'string' || Number.isNaN(Date.parse(addedAt))) return null;
  return { kind, id, label, sportSlug, path, addedAt: new Date(Date.parse(addedAt)).toISOString() };
}

/**
 * A guest's favourites read back from local storage (`{ items: [...] }`): storage is user input,
 * so anything malformed is dropped, a repeated favourite is kept once (its newest copy), each kind
 * keeps at most `limit` (the newest), and the list comes back newest first.
 */
export function parseStoredFavourites(value: unknown, limit: number = FAVOURITE_LIMITS.perKind): Favourite[] {
  if (value === null || typeof value !== 'object') return [];
  const raw = (value as { items?: unknown }).items;
  if (!Array.isArray(raw)) return [];
  const parsed = raw.map(parseFavourite).filter((item): item is Favourite => item !== null);
  return mergeFavourites([], parsed, limit).items;
}

/** What local storage keeps. */
export function storedFavourites(items: readonly Favourite[]): { items: Favourite[] } {
  return { items: [...items] };
}
