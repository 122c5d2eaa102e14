// Public API of @wager/domain: pure rules shared by the web app and the server.

export {
  FALLBACK_LANGUAGE,
  LANGUAGE_PREFIX_RE,
  dictionaryLanguage,
  isLanguagePrefix,
  languageRedirect,
  languagesOffered,
  localizePath,
  parseAcceptLanguage,
  resolveLanguage,
  splitLanguagePrefix,
} from './language.ts';
export type {
  DictionaryLanguage,
  LanguageRedirect,
  LanguageRedirectInput,
  ResolveLanguageInput,
  SplitPath,
} from './language.ts';

export { REMOTE_VIEW_STATE, RETRY_POLICY, canTransition, nextAfterFailure, retryDelayMs } from './remote-view.ts';
export type { RemoteViewState, RetryDecision, RetryPolicy } from './remote-view.ts';

export { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadAfterChunkError } from './chunk-reload.ts';

export {
  APP_FONT_SIZES,
  APP_THEME,
  APP_VIEW_TYPE,
  BETTING_TYPE,
  COOKIE_SETTING_KEYS,
  DEFAULT_DISPLAY_SETTINGS,
  ODDS_FORMAT,
  SECTION_DISPLAY_STATE,
  SETTINGS_COOKIES,
  TIME_ZONE_RANGE,
  settingsChangedFromDefaults,
  settingsFromCookies,
  settingsToCookies,
  settingsWithDefaults,
} from './display-settings.ts';
export type {
  AppFontSize,
  AppTheme,
  AppViewType,
  BettingType,
  CookieCarriedSettings,
  CookieSettingKey,
  DisplaySettings,
  Flag,
  OddsFormatId,
  SectionDisplayState,
} from './display-settings.ts';

export { CONFIG_GROUP_CACHE_SECONDS, CONFIG_RETRY, configGroupCacheTtlSeconds } from './config-cache.ts';

export {
  RETURN_URL_PARAM,
  isSafeReturnUrl,
  prefetchMode,
  readReturnUrl,
  shouldHideModalsOnNavigation,
  shouldScrollToTop,
  withReturnUrl,
  withoutReturnUrl,
} from './navigation.ts';
export type { ConnectionInfo, HashLocation, PathLocation, PrefetchMode } from './navigation.ts';

export * from './auto-logoff.ts';

// Identity (S0 §3.2, §4.4; S1 §4; docs/decisions/007-identity-security-rules.md): one-time codes, sessions and lockout, user-config rules.
export * from './one-time-code.ts';
export * from './auth-rules.ts';
export * from './user-config-rules.ts';
export * from './device-trust.ts';
export * from './outbox-retry.ts';
export * from './maintenance.ts';
export * from './route-guards/index.ts';
export * from './blocking/index.ts';
export * from './route-redirects/index.ts';
export * from './ledger/index.ts';
export * from './payments/index.ts';
export * from './currency/index.ts';
export * from './units/index.ts';
export * from './format/index.ts';
// Odds in the player's format (S0 §3.3 coefViewId, §9).
export * from './odds/index.ts';
export * from './polling/index.ts';
export * from './coupon/index.ts';
// Sportsbook favourites (S0 §2.2): limits, merge at sign-in, the guest's stored list.
export * from './favourites/index.ts';
// Pricing models: a match's model and live state → fair probabilities per market → margined prices in thousandths.
export * from './pricing/index.ts';
// The simulated sports world that fills a fresh install's book (seeded; time and randomness passed in).
export * from './simulator/index.ts';
// In-house provably-fair casino games (decision 017): `casino.dice.outcome(seeds, params)`, `casino.hashServerSeed` …
export * as casino from './casino/index.ts';
// Responsible gaming (S1 §3, §4; decision 021): limit types, sections, states, the limit rules and jurisdiction profiles.
export * from './limits/index.ts';
// How a limit's value reads (S1 §3 days, months or years) and the hours left of a pending change (S1 §4).
export * from './limits/display.ts';
