/**
 * S0 §7 "Dictionaries: per route by ids from route meta". The dictionary is one tree of texts; a
 * part is a path in it (`home`, `auth.session`). A page ships only the parts its shell and its
 * route need; code that loads later (modals, the signed-in header) fetches its parts first.
 * Shared by the server render and the browser: no dictionary text lives here, only part names.
 */

/** Parts every page needs: header, footer, errors, notices and the shell's own messages. */
export const SHELL_PARTS = [
  'brand',
  'nav',
  'header',
  'footer',
  'meta',
  'errors',
  'remoteView',
  'notifications',
  'maintenance',
  'account',
  // The shell's sign-in upkeep (S0 §4.4): session end, auto-logoff, network errors, social sign-in.
  'auth.session',
  'auth.autoLogoff',
  'auth.errors.network',
  'auth.errors.generic',
  'auth.social.error',
  // Decision 021: a deposit, bet or game refused by a limit says which and until when, on any page.
  'responsible.refusal',
] as const;

/** Parts of what only a signed-in player's shell shows: the header balance (S0 §3.1). */
export const SIGNED_IN_PARTS = ['wallet'] as const;

type Tree = { readonly [key: string]: unknown };

/** The dictionary with only the given parts (a part's descendants come along whole). */
export function pickParts<T extends Tree>(dictionary: T, parts: readonly string[]): Partial<T> {
  const picked: Record<string, unknown> = {};
  for (const part of parts) {
    const path = part.split('.');
    let from: unknown = dictionary;
    for (const key of path) from = from !== null && typeof from === 'object' ? (from as Tree)[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of path.slice(0, -1)) {
      const next = into[key];
      into = (into[key] = next !== null && typeof next === 'object' ? next : {}) as Record<string, unknown>;
    }
    into[path[path.length - 1] as string] = from;
  }
  return picked as Partial<T>;
}

/** Whether `part` is already covered by one of `loaded` (itself or an ancestor). */
export function isPartCovered(part: string, loaded: Iterable<string>): boolean {
  for (const have of loaded) if (part === have || part.startsWith(`${have}.`)) return true;
  return false;
}

/** The parts not yet covered, deduplicated and in a stable order (one cache entry per set). */
export function missingParts(wanted: readonly string[], loaded: Iterable<string>): string[] {
  const have = [...loaded];
  return [...new Set(wanted)].filter((part) => !isPartCovered(part, have)).sort();
}

/** The URL of a set of parts; the version (a hash of the dictionaries) makes it cacheable for good. */
export function dictionaryPartsUrl(version: string, lang: string, parts: readonly string[]): string {
  return `/i18n/${version}/${lang}/${parts.join(',')}.json`;
}

const PART = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;

/** Reads the parts from the last segment of that URL; null when any is malformed. */
export function partsOfFileName(file: string): string[] | null {
  if (!file.endsWith('.json')) return null;
  const parts = file.slice(0, -'.json'.length).split(',');
  return parts.length > 0 && parts.length <= 32 && parts.every((part) => PART.test(part)) ? parts : null;
}
