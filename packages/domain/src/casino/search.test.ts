import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSearchIndex, editDistance, normalise, search, tokens, wordCost, type SearchEntry } from './search.ts';

// Decision 018: the casino catalogue's instant, typo-tolerant search (S0 §2.2 casino-search).

const GAMES: SearchEntry[] = [
  { id: 1, names: ['Gates of Fortune', 'Врата удачи'], popularity: 90 },
  { id: 2, names: ['Crash Rocket', 'Ракета'], popularity: 80 },
  { id: 3, names: ['Lightning Roulette', 'Молния рулетка'], popularity: 70 },
  { id: 4, names: ['Gates of Olympus Deluxe'], popularity: 99 },
  { id: 5, names: ['Fortune Tiger'], popularity: 50 },
  { id: 6, names: ['Mines'], popularity: 10 },
  { id: 7, names: ['Mines Royale'], popularity: 60 },
  { id: 8, names: ['Ёлочная удача'], popularity: 5 },
];
const index = buildSearchIndex(GAMES);
const ids = (q: string, limit = 10) => search(index, q, limit).map((h) => h.id);

describe('normalise and tokens (decision 018)', () => {
  it.each([
    ['  Gates  of   FORTUNE!! ', 'gates of fortune'],
    ['Café Royale', 'cafe royale'],
    ['Ёлка', 'елка'],
    ["Pirate's-Gold", 'pirate s gold'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalise(input)).toBe(expected);
  });
  it('splits into words', () => {
    expect(tokens('Book of  Pharaoh')).toEqual(['book', 'of', 'pharaoh']);
    expect(tokens('  ')).toEqual([]);
  });
});

describe('edit distance, bounded (decision 018)', () => {
  it.each([
    ['gates', 'gates', 2, 0],
    ['gats', 'gates', 2, 1],
    ['gaets', 'gates', 2, 1],
    ['fortun', 'fortune', 2, 1],
    ['kitten', 'sitting', 3, 3],
    ['abc', 'xyzxyz', 2, 3],
  ])('%s ↔ %s (max %i) = %i', (a, b, max, expected) => {
    expect(editDistance(a, b, max)).toBe(expected);
  });
  it('a short word must be exact or a prefix; longer ones allow one, then two edits', () => {
    expect(wordCost('of', 'of')).toEqual({ edits: 0, prefix: false });
    expect(wordCost('fo', 'of')).toBeNull();
    expect(wordCost('gats', 'gates')).toEqual({ edits: 1, prefix: false });
    expect(wordCost('frotun', 'fortune')).toEqual({ edits: 1, prefix: true });
    expect(wordCost('fortu', 'fortune')).toEqual({ edits: 0, prefix: true });
  });
});

describe('search ranking (decision 018)', () => {
  it('finds a game through typos: "gats of fortun" → Gates of Fortune first', () => {
    expect(ids('gats of fortun')[0]).toBe(1);
    expect(search(index, 'gats of fortun', 1)[0]!.tier).toBe('fuzzy');
  });
  it('instant while typing: a prefix finds the names starting with it, the more popular first', () => {
    expect(ids('gat')).toEqual([4, 1]);
    expect(ids('g')).toEqual([4, 1]);
  });
  it('exact > prefix > words > fuzzy, then popularity', () => {
    // "mines": exact for 6 (less popular), prefix for 7.
    expect(ids('mines')).toEqual([6, 7]);
    // "fortune": the word in two names; prefix of "Fortune Tiger" ranks above a later word.
    expect(ids('fortune')).toEqual([5, 1]);
    expect(search(index, 'roulete', 5)).toEqual([{ id: 3, tier: 'fuzzy', edits: 1 }]);
  });
  it('Russian names, ё as е, in any case', () => {
    expect(ids('ракета')).toEqual([2]);
    expect(ids('удача')).toEqual([8, 1]); // 'удачи' is one edit away
    expect(ids('ВРАТА')).toEqual([1]);
    expect(ids('рулетка')).toEqual([3]);
  });
  it('nothing for an empty query, a query of punctuation, or a word far from every name', () => {
    expect(ids('')).toEqual([]);
    expect(ids('?!')).toEqual([]);
    expect(ids('zzzzzz')).toEqual([]);
    expect(ids('gates', 0)).toEqual([]);
  });
  it('respects the limit', () => {
    expect(ids('gates', 1)).toEqual([4]);
  });
});

describe('search properties (decision 018)', () => {
  const word = fc.stringMatching(/^[a-z]{4,10}$/);
  it('every name finds its own game, ranked exact, and one typo in a long word still finds it', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.nat(), (words, at) => {
        const name = words.join(' ');
        const entries: SearchEntry[] = [{ id: 1, names: [name], popularity: 0 }, ...GAMES.map((g) => ({ ...g, id: g.id + 100 }))];
        const idx = buildSearchIndex(entries);
        const exact = search(idx, name.toUpperCase(), 50);
        expect(exact[0]).toEqual({ id: 1, tier: 'exact', edits: 0 });
        // One letter of the first word replaced: still found (a 4+ letter word allows one edit).
        const first = words[0]!;
        const i = at % first.length;
        const typo = first.slice(0, i) + (first[i] === 'q' ? 'x' : 'q') + first.slice(i + 1);
        const typed = [typo, ...words.slice(1)].join(' ');
        expect(search(idx, typed, 50).map((h) => h.id)).toContain(1);
      }),
      { numRuns: 200 },
    );
  });
  it('the distance is symmetric and bounded by max + 1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const d = editDistance(a, b, max);
        expect(d).toBe(editDistance(b, a, max));
        expect(d).toBeLessThanOrEqual(max + 1);
        expect(d === 0).toBe(a === b);
      }),
    );
  });
});
