/**
 * The casino catalogue's instant, typo-tolerant search (decision 018), pure and in memory: a few
 * hundred games are searched on every keystroke, so no database query and no index service.
 * A game matches when every word of the query matches a word of one of its names (English,
 * Russian): exactly, as the start of the word (the player is still typing), or within a small
 * edit distance (a typo, a swapped pair of letters). Ranking: exact name > name prefix > all
 * words as prefixes > fuzzy, then fewer edits, then popularity, then name.
 */

export type MatchTier = 'exact' | 'prefix' | 'words' | 'fuzzy';
const TIER_RANK: Record<MatchTier, number> = { exact: 3, prefix: 2, words: 1, fuzzy: 0 };

/** Lower case, no accents, ё as е, anything but letters and digits as one space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function tokens(text: string): string[] {
  const n = normalise(text);
  return n === '' ? [] : n.split(' ');
}

/** Edits a word of this length may be off by: none for 1–3 letters, one for 4–6, two beyond. */
export function allowedEdits(length: number): number {
  return length <= 3 ? 0 : length <= 6 ? 1 : 2;
}

/**
 * Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours), or
 * `max + 1` as soon as it must exceed `max` (bounded: the search never pays for hopeless pairs).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = row[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[n]! > max ? max + 1 : prev[n]!;
}

/** Edits for the query word `q` to match the name word `w` (as a whole or as its start), or null. */
export function wordCost(q: string, w: string): { edits: number; prefix: boolean } | null {
  if (w === q) return { edits: 0, prefix: false };
  if (w.startsWith(q)) return { edits: 0, prefix: true };
  const max = allowedEdits(q.length);
  if (max === 0) return null;
  const whole = editDistance(q, w, max);
  if (whole <= max) return { edits: whole, prefix: false };
  // Still typing with a typo: "fortun" → "fortune" is a prefix; "frotun" → "fortune" is fuzzy.
  if (w.length > q.length) {
    const start = editDistance(q, w.slice(0, q.length), max);
    if (start <= max) return { edits: start, prefix: true };
  }
  return null;
}

export interface SearchEntry {
  id: number;
  /** Every name it is known by (English, Russian). */
  names: readonly string[];
  popularity: number;
}

interface IndexedName {
  full: string;
  words: string[];
}

interface IndexedEntry {
  entry: SearchEntry;
  names: IndexedName[];
  /** For ties: the first name, normalised. */
  sortName: string;
}

export interface SearchIndex {
  entries: IndexedEntry[];
}

export interface SearchHit {
  id: number;
  tier: MatchTier;
  edits: number;
}

/** Normalises every name once; build it when the catalogue changes. */
export function buildSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  return {
    entries: entries.map((entry) => {
      const names = entry.names.map((name) => ({ full: normalise(name), words: tokens(name) })).filter((n) => n.full !== '');
      return { entry, names, sortName: names[0]?.full ?? '' };
    }),
  };
}

function matchName(query: string, queryWords: string[], name: IndexedName): { tier: MatchTier; edits: number } | null {
  if (name.full === query) return { tier: 'exact', edits: 0 };
  if (name.full.startsWith(query)) return { tier: 'prefix', edits: 0 };
  let edits = 0;
  let fuzzy = false;
  for (const q of queryWords) {
    let best: { edits: number; prefix: boolean } | null = null;
    for (const w of name.words) {
      const cost = wordCost(q, w);
      if (cost && (!best || cost.edits < best.edits)) best = cost;
      if (best?.edits === 0) break;
    }
    if (!best) return null;
    edits += best.edits;
    if (best.edits > 0) fuzzy = true;
  }
  return { tier: fuzzy ? 'fuzzy' : 'words', edits };
}

/** The best matches, best first; an empty query finds nothing. */
export function search(index: SearchIndex, query: string, limit: number): SearchHit[] {
  const q = normalise(query);
  const queryWords = q === '' ? [] : q.split(' ');
  if (queryWords.length === 0 || limit <= 0) return [];
  const hits: { hit: SearchHit; entry: IndexedEntry }[] = [];
  for (const entry of index.entries) {
    let best: { tier: MatchTier; edits: number } | null = null;
    for (const name of entry.names) {
      const m = matchName(q, queryWords, name);
      if (m && (!best || TIER_RANK[m.tier] > TIER_RANK[best.tier] || (m.tier === best.tier && m.edits < best.edits))) best = m;
    }
    if (best) hits.push({ hit: { id: entry.entry.id, ...best }, entry });
  }
  hits.sort(
    (a, b) =>
      TIER_RANK[b.hit.tier] - TIER_RANK[a.hit.tier] ||
      a.hit.edits - b.hit.edits ||
      b.entry.entry.popularity - a.entry.entry.popularity ||
      (a.entry.sortName < b.entry.sortName ? -1 : a.entry.sortName > b.entry.sortName ? 1 : a.hit.id - b.hit.id),
  );
  return hits.slice(0, limit).map((h) => h.hit);
}
