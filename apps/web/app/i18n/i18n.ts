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
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}
