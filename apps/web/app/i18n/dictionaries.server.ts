import { dictionaryLanguage } from '@wager/domain';
import en from './en.json';
import ru from './ru.json';

export type Dictionary = typeof en;

// Server-only: each page receives just its language's dictionary through the root loader, so the
// browser bundle carries no dictionary at all.
const DICTIONARIES: Record<'en' | 'ru', Dictionary> = { en, ru };

/** S0 §1: Russian text for ru, kk, uk and az; English otherwise. */
export function dictionaryFor(lang: string): Dictionary {
  return DICTIONARIES[dictionaryLanguage(lang)];
}
