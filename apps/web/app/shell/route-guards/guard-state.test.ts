import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@wager/contract';
import { guardSiteOf } from './guard-state.server.ts';

const site = {
  isRegistrationAllowed: true,
  isShowIdentification: true,
  isAvailableConfirmTerms: true,
  useRechargeModal: false,
  availableRoutes: {},
  afterRegistrationAndLoginRedirectRoutesV2: [],
  defaultLanguage: 'ru',
  availableLanguages: ['en', 'ru'],
  hiddenLanguagesForGuests: [],
  promoBonusToOffer: false,
  thirdPartyHasFirstDepositRedirect: false,
  isPaymentForSignedInOnly: true,
  forbiddenPathFragments: ['secret'],
  isStatisticsPopupEnabled: false,
  enabledFeatures: { tv: true },
  identificationBlockerMode: 'page',
} as unknown as SiteConfig;

describe('the guards read the operator settings from the site config (S0 §2.5, §4.5)', () => {
  it('S0 §4.5: banned players go to the configured external page; unset, to their appeal history', () => {
    expect(guardSiteOf({ ...site, banRedirectUrl: 'https://help.example/banned' }, 'en').banRedirectUrl).toBe('https://help.example/banned');
    expect(guardSiteOf(site, 'ru').banRedirectUrl).toBe('/ru/block-appeal-history');
  });

  it('S0 §2.5.3, §2.5.6, §2.5.9: payment sign-in, forbidden fragments, statistics popup, features and the blocker mode come through', () => {
    expect(guardSiteOf(site, 'en')).toMatchObject({
      isPaymentForSignedInOnly: true,
      forbiddenPathFragments: ['secret'],
      isStatisticsPopupEnabled: false,
      enabledFeatures: { tv: true },
      identificationBlockerMode: 'page',
    });
  });
});
