import { parseCookie as parseCookies } from 'cookie';
import type { AppLoadContext } from 'react-router';
import { DEFAULT_DISPLAY_SETTINGS, languagesOffered, settingsChangedFromDefaults, settingsFromCookies, type DisplaySettings } from '@wager/domain';
import { DICTIONARY_VERSION, dictionaryParts } from '../i18n/dictionaries.server.ts';
import { SHELL_PARTS, SIGNED_IN_PARTS } from '../i18n/dictionary-parts.ts';
import { routeDictionaryParts } from '../route-table/match.ts';

/**
 * Everything the shell needs on every page: language, texts, display settings, site flags,
 * session. The language, the viewer and the site config come from the request context (the
 * server worked them out once for this request).
 */
export async function loadShellData(request: Request, context: AppLoadContext) {
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  const { lng: lang, site, viewer } = context;
  const footer = await context.services.getFooterConfig(lang);
  const settings: DisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS, ...settingsFromCookies(cookies), language: lang };
  const isSignedIn = viewer.session.authenticated;
  // S0 §7: the shell's parts, the signed-in shell's, and those the matched route declares.
  const parts = [...SHELL_PARTS, ...(isSignedIn ? SIGNED_IN_PARTS : []), ...routeDictionaryParts(new URL(request.url).pathname.replace(/\.data$/, ''))];
  return {
    lang,
    dictionary: dictionaryParts(lang, parts),
    dictionaryParts: parts,
    dictionaryVersion: DICTIONARY_VERSION,
    /** Only what differs from the defaults (light pages); `useShell` and root.tsx add the defaults back. */
    settingsChanged: settingsChangedFromDefaults(settings),
    languages: languagesOffered(site.availableLanguages, site.hiddenLanguagesForGuests, isSignedIn),
    isSignedIn,
    userId: viewer.session.userId,
    isRegistrationAllowed: site.isRegistrationAllowed,
    /** S0 §4.3: registration as the page instead of the modal. */
    isRegistrationAsPage: site.isRegistrationAsPage,
    /** S0 §2.5.10: (route_from, route_to) pairs followed after sign-in or registration. */
    afterAuthRedirects: site.afterRegistrationAndLoginRedirectRoutesV2,
    /** S0 §2.5.6: the statistics popup exists only with its flag (links open the statistic page otherwise). */
    isStatisticsPopupEnabled: site.isStatisticsPopupEnabled,
    /** S1 §4: a deposit, wagering or loss section with a disabled field is disabled entirely. */
    limitsSectionLockAll: site.limitsSectionLockAll === true,
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
