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

// Pages of one route and language ask for the same parts: pick them once (the texts never change
// while the process runs). Bounded, since the parts route takes its list from the URL.
const PICKED_MAX = 256;
const picked = new Map<string, Partial<Dictionary>>();

/** S0 §7: only the named parts of the language's dictionary (shared: callers must not change it). */
export function dictionaryParts(lang: string, parts: readonly string[]): Partial<Dictionary> {
  const key = `${lang}|${parts.join(',')}`;
  let texts = picked.get(key);
  if (texts === undefined) {
    texts = pickParts(dictionaryFor(lang), parts);
    if (picked.size >= PICKED_MAX) picked.delete(picked.keys().next().value as string);
    picked.set(key, texts);
  }
  return texts;
}
