import { createHash } from 'node:crypto';
import { dictionaryLanguage } from '@wager/domain';
import { pickParts } from './dictionary-parts.ts';
import en from './en.json';
import ru from './ru.json';

export type Dictionary = typeof en;

// Server-only: pages receive their language's texts through the root loader and the parts route,
// so the browser bundle carries no dictionary at all.
const DICTIONARIES: Record<'en' | 'ru', Dictionary> = { en, ru };

/** S0 §1: Russian text for ru, kk, uk and az; English otherwise. */
export function dictionaryFor(lang: string): Dictionary {
  return DICTIONARIES[dictionaryLanguage(lang)];
}

/** Changes whenever any text changes, so a parts URL carrying it can be cached for good. */
export const DICTIONARY_VERSION = createHash('sha256').update(JSON.stringify(DICTIONARIES)).digest('base64url').slice(0, 10);

/** S0 §7: only the named parts of the language's dictionary. */
export function dictionaryParts(lang: string, parts: readonly string[]): Partial<Dictionary> {
  return pickParts(dictionaryFor(lang), parts);
}
