import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  FAVOURITE_KINDS,
  FAVOURITE_LIMITS,
  favouriteKey,
  isFavouritePath,
  isFavouriteSportSlug,
  mergeFavourites,
  parseFavourite,
  parseStoredFavourites,
  removeFavourite,
  storedFavourites,
  type Favourite,
  type FavouriteKind,
} from './index.ts';

// Sportsbook favourites (S0 §2.2 sport screens; docs/decisions/013-sport-screens.md).

const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, second)).toISOString();
const fav = (kind: FavouriteKind, id: number, second = 0, label = `${kind} ${id}`): Favourite => ({
  kind,
  id,
  label,
  sportSlug: 'football',
  path: kind === 'game' ? `/line/sports/football/12-premier-league/${id}-game` : `/line/sports/football/${id}-champ`,
  addedAt: at(second),
});

describe('favourite fields', () => {
  it.each([
    ['/line/sports/football/12-premier-league', true],
    ['/live/sports/ice-hockey/7-khl/99-a-b?x=1', true],
    ['/', true],
    ['', false],
    ['line/sports', false],
    ['//evil.example/path', false],
    ['/\\evil.example', false],
    ['/a b', false],
    ['/a\nb', false],
    [`/${'a'.repeat(FAVOURITE_LIMITS.path)}`, false],
    ['https://evil.example/', false],
  ])('path %j is a site path: %s', (path, ok) => {
    expect(isFavouritePath(path)).toBe(ok);
  });
  it.each([
    ['football', true],
    ['ice-hockey', true],
    ['long-term', true],
    ['Football', false],
    ['-football', false],
    ['foot--ball', false],
    ['', false],
    ['a'.repeat(41), false],
  ])('sport slug %j: %s', (slug, ok) => {
    expect(isFavouriteSportSlug(slug)).toBe(ok);
  });
});

describe('starring and unstarring', () => {
  it('a new favourite goes first', () => {
    const { items, outcome } = addFavourite([fav('game', 1, 1)], fav('champ', 2, 2));
    expect(outcome).toBe('added');
    expect(items.map((it) => favouriteKey(it.kind, it.id))).toEqual(['champ:2', 'game:1']);
  });
  it('starring again keeps the place and the time, with the new label (idempotent)', () => {
    const list = [fav('game', 2, 5), fav('game', 1, 1)];
    const { items, outcome } = addFavourite(list, { ...fav('game', 1, 9), label: 'Arsenal — Chelsea' });
    expect(outcome).toBe('updated');
    expect(items).toEqual([fav('game', 2, 5), { ...fav('game', 1, 1), label: 'Arsenal — Chelsea' }]);
  });
  it('a kind at its limit takes no more; the other kind still does', () => {
    const games = Array.from({ length: 3 }, (_, i) => fav('game', i + 1, i));
    expect(addFavourite(games, fav('game', 9, 10), 3)).toEqual({ items: games, outcome: 'limit' });
    expect(addFavourite(games, fav('champ', 9, 10), 3).outcome).toBe('added');
  });
  it('removing takes out only that kind and id', () => {
    const list = [fav('game', 1), fav('champ', 1)];
    expect(removeFavourite(list, 'game', 1)).toEqual([fav('champ', 1)]);
    expect(removeFavourite(list, 'game', 2)).toEqual(list);
  });
});

describe('merge at sign-in', () => {
  it.each<[string, Favourite[], Favourite[], number, { keys: string[]; added: number; duplicates: number; overLimit: number }]>([
    ['nothing to merge', [fav('game', 1, 1)], [], 100, { keys: ['game:1'], added: 0, duplicates: 0, overLimit: 0 }],
    ['into an empty account', [], [fav('game', 1, 1), fav('champ', 2, 2)], 100, { keys: ['champ:2', 'game:1'], added: 2, duplicates: 0, overLimit: 0 }],
    [
      'a duplicate keeps the account copy',
      [{ ...fav('game', 1, 1), label: 'server' }],
      [{ ...fav('game', 1, 50), label: 'guest' }, fav('game', 2, 2)],
      100,
      { keys: ['game:2', 'game:1'], added: 1, duplicates: 1, overLimit: 0 },
    ],
    ['a repeat inside the request counts once', [], [fav('game', 1, 1), fav('game', 1, 3)], 100, { keys: ['game:1'], added: 1, duplicates: 1, overLimit: 0 }],
    [
      'over the limit the newest incoming fill the room; the account keeps all of its own',
      [fav('game', 1, 0), fav('game', 2, 0)],
      [fav('game', 10, 10), fav('game', 11, 11), fav('game', 12, 12), fav('champ', 20, 5)],
      3,
      { keys: ['game:12', 'champ:20', 'game:2', 'game:1'], added: 2, duplicates: 0, overLimit: 2 },
    ],
  ])('%s', (_name, existing, incoming, limit, expected) => {
    const result = mergeFavourites(existing, incoming, limit);
    const keys = result.items.map((it) => favouriteKey(it.kind, it.id));
    expect(keys).toEqual(expected.keys);
    expect(result.added).toHaveLength(expected.added);
    expect(result.duplicates).toBe(expected.duplicates);
    expect(result.overLimit).toBe(expected.overLimit);
  });
  it('the account copy wins over the guest copy', () => {
    const result = mergeFavourites([{ ...fav('game', 1, 1), label: 'server' }], [{ ...fav('game', 1, 50), label: 'guest' }]);
    expect(result.items).toEqual([{ ...fav('game', 1, 1), label: 'server' }]);
  });

  const favourites = fc
    .record({ kind: fc.constantFrom(...FAVOURITE_KINDS), id: fc.integer({ min: 1, max: 12 }), second: fc.integer({ min: 0, max: 59 }) })
    .map(({ kind, id, second }) => fav(kind, id, second));
  const uniqueList = fc.array(favourites, { maxLength: 20 }).map((list) => [...new Map(list.map((it) => [favouriteKey(it.kind, it.id), it])).values()]);

  it('property: a merge only adds, never repeats, never passes the limit unless the account already did, and is newest first', () => {
    fc.assert(
      fc.property(uniqueList, fc.array(favourites, { maxLength: 30 }), fc.integer({ min: 0, max: 8 }), (existing, incoming, limit) => {
        const { items, added, duplicates, overLimit } = mergeFavourites(existing, incoming, limit);
        const keys = items.map((it) => favouriteKey(it.kind, it.id));
        expect(new Set(keys).size).toBe(keys.length);
        for (const own of existing) expect(items).toContainEqual(own);
        expect(items.length).toBe(existing.length + added.length);
        expect(added.length + duplicates + overLimit).toBe(incoming.length);
        for (const kind of FAVOURITE_KINDS) {
          const mine = existing.filter((it) => it.kind === kind).length;
          expect(items.filter((it) => it.kind === kind).length).toBeLessThanOrEqual(Math.max(limit, mine));
        }
        for (let i = 1; i < items.length; i++) expect(Date.parse(items[i - 1]!.addedAt)).toBeGreaterThanOrEqual(Date.parse(items[i]!.addedAt));
        // Merging the same again adds nothing.
        expect(mergeFavourites(items, incoming, limit).added).toEqual([]);
      }),
    );
  });
});

describe('the guest list in local storage', () => {
  it('reads back what was stored', () => {
    const list = [fav('game', 2, 9), fav('champ', 7, 3), fav('game', 1, 1)];
    expect(parseStoredFavourites(JSON.parse(JSON.stringify(storedFavourites(list))))).toEqual(list);
  });
  it.each([null, 'nonsense', 42, [], { items: 'x' }, { items: null }])('nothing usable in %j → empty', (value) => {
    expect(parseStoredFavourites(value)).toEqual([]);
  });
  it('drops malformed items, keeps the newest copy of a repeat, sorts newest first', () => {
    const stored = {
      items: [
        fav('game', 1, 1),
        { ...fav('game', 2, 2), kind: 'team' },
        { ...fav('game', 3, 3), id: 0 },
        { ...fav('game', 4, 4), id: '4' },
        { ...fav('game', 5, 5), path: '//evil.example' },
        { ...fav('game', 6, 6), label: '' },
        { ...fav('game', 7, 7), addedAt: 'yesterday' },
        { ...fav('game', 8, 8), sportSlug: 'Foot Ball' },
        null,
        fav('game', 1, 30, 'newer copy'),
        fav('champ', 9, 10),
      ],
    };
    expect(parseStoredFavourites(stored)).toEqual([fav('game', 1, 30, 'newer copy'), fav('champ', 9, 10)]);
  });
  it('keeps at most the limit per kind, the newest', () => {
    const many = Array.from({ length: 5 }, (_, i) => fav('game', i + 1, i));
    expect(parseStoredFavourites({ items: many }, 2).map((it) => it.id)).toEqual([5, 4]);
  });
  it('a label is trimmed; one too long is dropped', () => {
    expect(parseFavourite({ ...fav('game', 1), label: '  Arsenal — Chelsea ' })?.label).toBe('Arsenal — Chelsea');
    expect(parseFavourite({ ...fav('game', 1), label: 'x'.repeat(FAVOURITE_LIMITS.label + 1) })).toBeNull();
  });
  it('property: whatever is stored, the list read back is valid, unique and within the limit', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 10 }), (junk, items) => {
        for (const value of [junk, { items }, { items: [...items, fav('game', 1)] }]) {
          const list = parseStoredFavourites(value, 3);
          const keys = list.map((it) => favouriteKey(it.kind, it.id));
          expect(new Set(keys).size).toBe(keys.length);
          for (const item of list) expect(parseFavourite(item)).toEqual(item);
          for (const kind of FAVOURITE_KINDS) expect(list.filter((it) => it.kind === kind).length).toBeLessThanOrEqual(3);
        }
      }),
    );
  });
});
