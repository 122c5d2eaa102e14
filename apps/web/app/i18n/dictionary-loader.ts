import type { i18n } from 'i18next';
import { dictionaryPartsUrl, missingParts } from './dictionary-parts.ts';

interface ActiveDictionary {
  i18n: i18n;
  lang: string;
  version: string;
  loaded: Set<string>;
  inflight: Map<string, Promise<void>>;
}

// Browser only: the page's i18next instance and the parts it holds. The server render has every
// text at hand (dictionaries.server.ts) and never loads parts.
let active: ActiveDictionary | null = null;

/** The root hands over the page's instance and the parts the server shipped with it (again after a revalidation). */
export function activateDictionary(instance: i18n, lang: string, version: string, parts: readonly string[]): void {
  if (typeof document === 'undefined') return;
  if (active?.i18n === instance) {
    for (const part of parts) active.loaded.add(part);
    return;
  }
  active = { i18n: instance, lang, version, loaded: new Set(parts), inflight: new Map() };
}

/**
 * S0 §7: makes sure these dictionary parts are loaded before code that needs them renders
 * (a modal, the page of a client navigation). Concurrent asks for one set share one request.
 */
export function loadDictionaryParts(parts: readonly string[]): Promise<void> {
  const state = active;
  if (state === null) return Promise.resolve();
  const missing = missingParts(parts, state.loaded);
  if (missing.length === 0) return Promise.resolve();
  const key = missing.join(',');
  let pending = state.inflight.get(key);
  if (pending === undefined) {
    pending = fetch(dictionaryPartsUrl(state.version, state.lang, missing))
      .then((response) => {
        if (!response.ok) throw new Error(`dictionary parts ${key}: HTTP ${response.status}`);
        return response.json() as Promise<object>;
      })
      .then((tree) => {
        state.i18n.addResourceBundle(state.lang, 'translation', tree, true, true);
        for (const part of missing) state.loaded.add(part);
      })
      .finally(() => state.inflight.delete(key));
    state.inflight.set(key, pending);
  }
  return pending;
}

/** A lazy module whose texts are loaded with it: lazy(withDictionaryParts(load, ['auth'])). */
export function withDictionaryParts<T>(load: () => Promise<T>, parts: readonly string[]): () => Promise<T> {
  return () => Promise.all([load(), loadDictionaryParts(parts)]).then(([module]) => module);
}
