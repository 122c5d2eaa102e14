import { parseCookie as parseCookies } from 'cookie';
import type { AppLoadContext } from 'react-router';
import type { SessionInfo } from '@wager/contract';
import {
  DEFAULT_DISPLAY_SETTINGS,
  languagesOffered,
  resolveLanguage,
  settingsFromCookies,
  splitLanguagePrefix,
  type DisplaySettings,
} from '@wager/domain';
import { dictionaryFor } from '../i18n/dictionaries.server.ts';

const GUEST: SessionInfo = { authenticated: false, userId: null, expiresAt: null };

/** S0 §4.4, §6: a player is signed in when the session behind the user_token cookie is valid. */
async function sessionOf(request: Request, context: AppLoadContext, cookies: Record<string, string | undefined>): Promise<SessionInfo> {
  // No token cookie, no lookup: guests (most page views) cost nothing here.
  if (!cookies.user_token || !context.services.getSession) return GUEST;
  try {
    const session = await context.services.getSession(request.headers.get('cookie'));
    return session.authenticated && session.userId !== null ? session : GUEST;
  } catch (error) {
    // A failing session store must not take the page down: the visitor sees the guest page.
    console.error('session lookup failed', error);
    return GUEST;
  }
}

/** Everything the shell needs on every page: language, texts, display settings, site flags, session. */
export async function loadShellData(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  const { prefix } = splitLanguagePrefix(url.pathname);
  // The server already redirected unprefixed paths (S0 §2.1); resolving again keeps this total.
  const [siteProbe, session] = await Promise.all([context.services.getSiteConfig(prefix ?? 'en'), sessionOf(request, context, cookies)]);
  const lang = resolveLanguage({
    prefix,
    cookie: cookies.lng ?? null,
    acceptLanguage: request.headers.get('accept-language'),
    available: siteProbe.availableLanguages,
    defaultLanguage: siteProbe.defaultLanguage,
  });
  const [site, footer] = await Promise.all([context.services.getSiteConfig(lang), context.services.getFooterConfig(lang)]);
  const settings: DisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS, ...settingsFromCookies(cookies), language: lang };
  const isSignedIn = session.authenticated;
  return {
    lang,
    dictionary: dictionaryFor(lang),
    settings,
    languages: languagesOffered(site.availableLanguages, site.hiddenLanguagesForGuests, isSignedIn),
    isSignedIn,
    userId: session.userId,
    isRegistrationAllowed: site.isRegistrationAllowed,
    /** S0 §4.3: registration as the page instead of the modal. */
    isRegistrationAsPage: site.isRegistrationAsPage,
    /** S0 §2.5.10: (route_from, route_to) pairs followed after sign-in or registration. */
    afterAuthRedirects: site.afterRegistrationAndLoginRedirectRoutesV2,
    /** S0 §4.6: the confirm-terms feature flag. */
    isAvailableConfirmTerms: site.isAvailableConfirmTerms,
    /** S0 §4.4: auto-logoff after this many minutes of inactivity, when enabled. */
    autoLogoff: { enabled: site.isAutoLogoffEnabled, minutes: site.autoLogoffMinutes },
    /** S0 §9: the default currency offered at registration. */
    geoCurrencyCode: site.geoCurrencyCode,
    maintenance: site.maintenance,
    footer,
    cspNonce: context.cspNonce,
  };
}

export type ShellData = Awaited<ReturnType<typeof loadShellData>>;
