import { parseCookie as parseCookies } from 'cookie';
import type { AppLoadContext } from 'react-router';
import {
  DEFAULT_DISPLAY_SETTINGS,
  languagesOffered,
  resolveLanguage,
  settingsFromCookies,
  splitLanguagePrefix,
  type DisplaySettings,
} from '@wager/domain';
import { dictionaryFor } from '../i18n/dictionaries.server.ts';

/** Everything the shell needs on every page: language, texts, display settings, site flags. */
export async function loadShellData(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  const { prefix } = splitLanguagePrefix(url.pathname);
  // The server already redirected unprefixed paths (S0 §2.1); resolving again keeps this total.
  const siteProbe = await context.services.getSiteConfig(prefix ?? 'en');
  const lang = resolveLanguage({
    prefix,
    cookie: cookies.lng ?? null,
    acceptLanguage: request.headers.get('accept-language'),
    available: siteProbe.availableLanguages,
    defaultLanguage: siteProbe.defaultLanguage,
  });
  const [site, footer] = await Promise.all([context.services.getSiteConfig(lang), context.services.getFooterConfig(lang)]);
  const settings: DisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS, ...settingsFromCookies(cookies), language: lang };
  // Sign-in arrives with the identity capability; until then every visitor is a guest.
  const isSignedIn = false;
  return {
    lang,
    dictionary: dictionaryFor(lang),
    settings,
    languages: languagesOffered(site.availableLanguages, site.hiddenLanguagesForGuests, isSignedIn),
    isSignedIn,
    isRegistrationAllowed: site.isRegistrationAllowed,
    maintenance: site.maintenance,
    footer,
    cspNonce: context.cspNonce,
  };
}

export type ShellData = Awaited<ReturnType<typeof loadShellData>>;
