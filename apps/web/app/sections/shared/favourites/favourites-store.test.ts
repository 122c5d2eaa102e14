import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Favourite } from '@wager/domain';
import { makeQueryClient } from '../../../shell/query/query-client.ts';

// A guest's favourites in local storage and their merge at sign-in (S0 §2.2 sport screens;
// docs/decisions/013-sport-screens.md). The rules themselves are tested in packages/domain/src/favourites.

const fav = (kind: Favourite['kind'], id: number, second = 0): Favourite => ({
  kind,
  id,
  label: `${kind} ${id}`,
  sportSlug: 'football',
  path: `/line/sports/football/${id}-x`,
  addedAt: new Date(Date.UTC(2026, 10, 24, 12, 0, second)).toISOString(),
});

let storage: Map<string, string>;

/** A fresh store module over a fake browser storage holding `stored`. */
async function freshStore(stored?: string) {
  storage = new Map(stored === undefined ? [] : [['wager:favourites', stored]]);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    addEventListener: () => {},
  });
  vi.resetModules();
  return import('./favourites-store.ts');
}

describe('guest favourites in local storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads what a former page stored, dropping what is not a favourite', async () => {
    const { localFavourites } = await freshStore(JSON.stringify({ items: [fav('game', 1, 1), { kind: 'game', id: 'x' }, fav('champ', 2, 2)] }));
    expect(localFavourites.current()).toEqual([fav('champ', 2, 2), fav('game', 1, 1)]);
  });

  it('survives storage that is not JSON', async () => {
    const { localFavourites } = await freshStore('{not json');
    expect(localFavourites.current()).toEqual([]);
  });

  it('stores a star and takes it out; an empty list leaves nothing behind', async () => {
    const { localFavourites } = await freshStore();
    expect(localFavourites.add(fav('game', 1))).toBe('added');
    expect(JSON.parse(storage.get('wager:favourites')!)).toEqual({ items: [fav('game', 1)] });
    localFavourites.remove('game', 1);
    expect(storage.has('wager:favourites')).toBe(false);
  });

  it('a kind at the limit (100) takes no more', async () => {
    const { localFavourites } = await freshStore(JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => fav('game', i + 1)) }));
    expect(localFavourites.add(fav('game', 500))).toBe('limit');
    expect(localFavourites.current()).toHaveLength(100);
    expect(localFavourites.add(fav('champ', 500))).toBe('added');
  });
});

describe('merge at sign-in', () => {
  let requests: { url: string; init: RequestInit }[];
  beforeEach(() => {
    requests = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function answer(status: number, body: unknown) {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
  }

  it('sends the guest list once, clears it and fills the favourites query with the merged list', async () => {
    const { localFavourites, mergeLocalFavourites } = await freshStore();
    localFavourites.add(fav('game', 1, 1));
    localFavourites.add(fav('champ', 2, 2));
    const merged = [fav('champ', 2, 2), fav('game', 9, 1), fav('game', 1, 1)];
    answer(200, { items: merged, added: 2, duplicates: 0, overLimit: 0 });
    const client = makeQueryClient();

    const first = mergeLocalFavourites(client);
    expect(mergeLocalFavourites(client)).toBeNull();
    await first;

    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/web-api/favourites/merge');
    expect(requests[0]!.init.method).toBe('POST');
    expect((requests[0]!.init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
    expect(JSON.parse(requests[0]!.init.body as string)).toEqual({ items: [fav('champ', 2, 2), fav('game', 1, 1)] });
    expect(localFavourites.current()).toEqual([]);
    expect(storage.has('wager:favourites')).toBe(false);
    expect(client.getQueryData(['favourites', 'list'])).toEqual({ items: merged });
    // Nothing left to send.
    expect(mergeLocalFavourites(client)).toBeNull();
  });

  it('a failed merge keeps the guest list for the next try', async () => {
    const { localFavourites, mergeLocalFavourites } = await freshStore();
    localFavourites.add(fav('game', 1));
    answer(500, { error: { code: 'INTERNAL', message: 'Internal server error.' } });
    await mergeLocalFavourites(makeQueryClient());
    expect(localFavourites.current()).toEqual([fav('game', 1)]);
    answer(200, { items: [fav('game', 1)], added: 1, duplicates: 0, overLimit: 0 });
    await mergeLocalFavourites(makeQueryClient());
    expect(localFavourites.current()).toEqual([]);
  });
});
