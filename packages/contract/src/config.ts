import { z } from 'zod';

export const LanguageCode = z.string().regex(/^[a-z]{2}$/, 'two lowercase letters');

/** GET /bff-api/config/all.json (S0 §7). */
export const ConfigAllQuery = z.object({ lang: LanguageCode.optional() });

const GroupName = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'a config group name');

/** GET /bff-api/config/group/get?groups=a,b&lang= (S0 §7, S1 §7). */
export const ConfigGroupQuery = z.object({
  groups: z
    .string({ error: 'groups is required' })
    .min(1, 'groups is required')
    .transform((raw) => raw.split(',').map((name) => name.trim()))
    .pipe(z.array(GroupName).min(1).max(50)),
  lang: LanguageCode.optional(),
});
export type ConfigGroupQuery = z.infer<typeof ConfigGroupQuery>;

/** Group name → key → value. */
export const ConfigGroupMap = z.record(z.string(), z.record(z.string(), z.unknown()));
export type ConfigGroupMap = z.infer<typeof ConfigGroupMap>;

/** A (route_from, route_to) pair of afterRegistrationAndLoginRedirectRoutesV2 (S0 §2.5.10). */
export const RedirectRoutePair = z.object({ route_from: z.string(), route_to: z.string() });

/**
 * The site config fields the shell reads (S0 §3.3, §2.5, §4.4, §9), group `site`.
 * availableRoutes maps a route availability id (47 rules, 72 login…) to on/off.
 */
export const SiteConfig = z.object({
  ref_id: z.number().int(),
  groupId: z.number().int(),
  geoCurrencyCode: z.string().length(3),
  show_one_click: z.boolean(),
  showVipBet: z.boolean(),
  isAvailableCouponBonusBet: z.boolean(),
  couponTypesWithMinAmount: z.array(z.number().int()),
  couponTypesWithMaxAmount: z.array(z.number().int()),
  /**
   * S0 §3.8 hyper-bonus (hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit; decision 014):
   * the operator's boost of an express's winnings, from a minimum stake, capped; percent 0: none offered.
   */
  hyperBonus: z
    .object({
      percent: z.number().min(0).max(100),
      minBetLimitMinor: z.string().regex(/^\d{1,18}$/),
      maxBonusMinor: z
        .string()
        .regex(/^\d{1,18}$/)
        .nullable(),
    }),
  isRegistrationAllowed: z.boolean(),
  /** S0 §4.3 "when the configured flag says so": registration always opens as the page, never the modal. */
  isRegistrationAsPage: z.boolean(),
  isShowIdentification: z.boolean(),
  isAvailableConfirmTerms: z.boolean(),
  isShowCookieAgreePopup: z.boolean(),
  isLoggingClientCookiesAgreement: z.boolean(),
  promoBonusToOffer: z.boolean(),
  availableRoutes: z.record(z.string(), z.boolean()),
  afterRegistrationAndLoginRedirectRoutesV2: z.array(RedirectRoutePair),
  thirdPartyHasFirstDepositRedirect: z.boolean(),
  defaultBettingView: z.enum(['live', 'line']),
  defaultMarketsNameTypeSettings: z.number().int(),
  useRechargeModal: z.boolean(),
  /** S0 §4.5: the fixed external page banned players are sent to; unset: their appeal history. */
  banRedirectUrl: z.string().url().optional(),
  /** S0 §2.5.3 "when configured": payment routes also need a signed-in player. */
  isPaymentForSignedInOnly: z.boolean(),
  /** S0 §2.5.6: a path containing one of these fragments is the 404 page. */
  forbiddenPathFragments: z.array(z.string().min(1)),
  /** S0 §2.5.6: the statistics popup route's flag. */
  isStatisticsPopupEnabled: z.boolean(),
  /** S0 §2.5.6: feature id → on; a route tagged with a feature that is not on is the 404 page. */
  enabledFeatures: z.record(z.string(), z.boolean()),
  /** S1 §4 "under a feature flag": a deposit, wagering or loss section with any disabled field is disabled entirely; unset: off. */
  limitsSectionLockAll: z.boolean().optional(),
  /** S0 §2.5.9: the identification blocker shows the modal or sends to the identification page. */
  identificationBlockerMode: z.enum(['modal', 'page']),
  defaultLanguage: LanguageCode,
  availableLanguages: z.array(LanguageCode).min(1),
  hiddenLanguagesForGuests: z.array(LanguageCode),
  isAutoLogoffEnabled: z.boolean(),
  autoLogoffMinutes: z.number().int().positive(),
  maintenance: z.object({
    isActive: z.boolean(),
    web_state: z.number().int(),
    started_at: z.number().int().nullable(),
    ended_at: z.number().int().nullable(),
    notify_started_at: z.number().int().nullable(),
    notify_ended_at: z.number().int().nullable(),
  }),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

/** Footer links and social links (group `footer`). */
export const SocialLink = z.object({ name: z.string(), link: z.string(), iconName: z.string() });
export type SocialLink = z.infer<typeof SocialLink>;
export const FooterConfig = z.object({
  socialLinks: z.array(SocialLink),
  minimumAge: z.number().int(),
  licence: z.string(),
  supportEmail: z.string(),
});
export type FooterConfig = z.infer<typeof FooterConfig>;
