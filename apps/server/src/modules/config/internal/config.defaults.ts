import type { FooterConfig, SiteConfig } from '@wager/contract';

/**
 * Seeded defaults (S0 §3.3, §9). An operator changes them in the database; the seed never
 * overwrites a value that exists.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  ref_id: 1,
  groupId: 285,
  geoCurrencyCode: 'EUR',
  show_one_click: true,
  showVipBet: true,
  isAvailableCouponBonusBet: true,
  couponTypesWithMinAmount: [0, 1, 2],
  couponTypesWithMaxAmount: [0, 1, 2],
  // No hyper-bonus until the operator runs one (S0 §3.8; e.g. { percent: 5, minBetLimitMinor: '100', maxBonusMinor: '100000' }).
  hyperBonus: { percent: 0, minBetLimitMinor: '0', maxBonusMinor: null },
  isRegistrationAllowed: true,
  isRegistrationAsPage: false,
  isShowIdentification: true,
  isAvailableConfirmTerms: true,
  isShowCookieAgreePopup: true,
  isLoggingClientCookiesAgreement: true,
  promoBonusToOffer: false,
  // Route availability ids the shell reads: 47 rules section (S0 §2.5.6), 72 login route (S0 §2.5.4).
  availableRoutes: { '47': true, '72': true },
  afterRegistrationAndLoginRedirectRoutesV2: [],
  thirdPartyHasFirstDepositRedirect: false,
  defaultBettingView: 'live',
  defaultMarketsNameTypeSettings: 0,
  useRechargeModal: false,
  isPaymentForSignedInOnly: false,
  forbiddenPathFragments: [],
  isStatisticsPopupEnabled: false,
  enabledFeatures: {},
  limitsSectionLockAll: false,
  identificationBlockerMode: 'modal',
  // S0 §9: the default language is Russian; English is the last fallback (S0 §2.1).
  defaultLanguage: 'ru',
  availableLanguages: ['en', 'ru', 'uk', 'kk', 'az'],
  hiddenLanguagesForGuests: [],
  isAutoLogoffEnabled: false,
  autoLogoffMinutes: 30,
  maintenance: {
    isActive: false,
    web_state: 0,
    started_at: null,
    ended_at: null,
    notify_started_at: null,
    notify_ended_at: null,
  },
};

export const DEFAULT_FOOTER_CONFIG: FooterConfig = {
  socialLinks: [
    { name: 'Telegram', link: 'https://t.me/wager', iconName: 'telegram' },
    { name: 'X', link: 'https://x.com/wager', iconName: 'x' },
    { name: 'YouTube', link: 'https://youtube.com/@wager', iconName: 'youtube' },
    { name: 'Instagram', link: 'https://instagram.com/wager', iconName: 'instagram' },
  ],
  minimumAge: 18,
  licence: 'Demo operator licence 0000/DEMO',
  supportEmail: 'support@wager.example',
};

export const DEFAULT_GROUPS: Record<string, Record<string, unknown>> = {
  site: DEFAULT_SITE_CONFIG,
  footer: DEFAULT_FOOTER_CONFIG,
};
