import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance per language and dictionary: created synchronously from the resources the
 * root loader sent, so the server render and hydration use the same texts.
 */
export function createI18n(lang: string, dictionary: object): i18n {
  return createInstanceFor(lang, dictionary);
}

// Server renders of the same language and parts share one instance: the texts never change while
// the process runs, and building an instance per render cost more than the page's translations.
const SERVER_INSTANCES_MAX = 64;
const serverInstances = new Map<string, i18n>();

/** On the server, the shared instance for this language and set of dictionary parts; in the browser, a new one. */
export function i18nForPage(lang: string, dictionary: object, partsKey: string): i18n {
  if (typeof document !== 'undefined') return createInstanceFor(lang, dictionary);
  const key = `${lang}|${partsKey}`;
  let instance = serverInstances.get(key);
  if (instance === undefined) {
    instance = createInstanceFor(lang, dictionary);
    if (serverInstances.size >= SERVER_INSTANCES_MAX) serverInstances.delete(serverInstances.keys().next().value as string);
    serverInstances.set(key, instance);
  }
  return instance;
}

function createInstanceFor(lang: string, dictionary: object): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: dictionary } },
    initAsync: false,
    interpolation: { escapeValue: false },
    // A text missing from the parts a page holds is a bug (S0 §7 dictionaries per route): say so
    // on the console, where the browser tests look, instead of showing the key silently.
    saveMissing: true,
    missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) => console.error(`missing dictionary text: ${key}`),
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}
