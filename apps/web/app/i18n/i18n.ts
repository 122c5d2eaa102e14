import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance per language and dictionary: created synchronously from the resources the
 * root loader sent, so the server render and hydration use the same texts.
 */
export function createI18n(lang: string, dictionary: object): i18n {
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
