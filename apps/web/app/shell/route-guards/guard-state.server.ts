import type { AppLoadContext } from 'react-router';
import type { SiteConfig } from '@wager/contract';
import { localizePath } from '@wager/domain';
import type { GuardState } from './decide.ts';

/** The site-config fields the guards and the fixed redirects read (S0 §2.2, §2.5). */
export function guardSiteOf(site: SiteConfig, lang: string): GuardState['site'] {
  return {
    // S0 §4.5: a banned player goes to "a fixed external page" (site config banRedirectUrl). Without
    // one he goes to the page the blocked layout gives restricted players, his appeal history
    // (S0 §2.3). Not the block page: that one is for block reasons, and the block check sends a
    // visitor without a reason away from it (S0 §4.5), which would bounce him back and forth.
    banRedirectUrl: site.banRedirectUrl ?? localizePath(lang, '/block-appeal-history'),
    isPaymentForSignedInOnly: site.isPaymentForSignedInOnly,
    forbiddenPathFragments: site.forbiddenPathFragments,
    isStatisticsPopupEnabled: site.isStatisticsPopupEnabled,
    enabledFeatures: site.enabledFeatures,
    identificationBlockerMode: site.identificationBlockerMode,
    isRegistrationAllowed: site.isRegistrationAllowed,
    isShowIdentification: site.isShowIdentification,
    isAvailableConfirmTerms: site.isAvailableConfirmTerms,
    useRechargeModal: site.useRechargeModal,
    availableRoutes: site.availableRoutes,
    afterRegistrationAndLoginRedirectRoutesV2: site.afterRegistrationAndLoginRedirectRoutesV2,
    defaultLanguage: site.defaultLanguage,
    availableLanguages: site.availableLanguages,
    hiddenLanguagesForGuests: site.hiddenLanguagesForGuests,
    promoBonusToOffer: site.promoBonusToOffer,
    thirdPartyHasFirstDepositRedirect: site.thirdPartyHasFirstDepositRedirect,
  };
}

/** The guards' view of this request (S0 §2.5): site config, signed-in state, the player's config and terms status. */
export function guardStateOf(context: AppLoadContext): GuardState {
  const { site, viewer, lng } = context;
  const player = viewer.player;
  return {
    site: guardSiteOf(site, lng),
    auth: { isSignedIn: player !== null, isUserTermsChanged: player?.isUserTermsChanged ?? false },
    user:
      player === null
        ? null
        : {
            ban_level: player.config.ban_level,
            ban_version: player.config.ban_version,
            is_need_identification: player.config.is_need_identification,
            isDataAfterRegistration: player.config.isDataAfterRegistration,
          },
  };
}
