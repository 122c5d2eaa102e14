// User display settings and their cookie encoding (S0 §3.3, §3.4, §9).
import { isLanguagePrefix } from './language.ts';

/** The spec stores most switches as 0/1 numbers, not booleans (S0 §3.3). */
export type Flag = 0 | 1;

export const APP_THEME = { light: 0, dark: 1 } as const;
export type AppTheme = (typeof APP_THEME)[keyof typeof APP_THEME];

export const APP_VIEW_TYPE = { european: 0, asian: 1 } as const;
export type AppViewType = (typeof APP_VIEW_TYPE)[keyof typeof APP_VIEW_TYPE];

/** Font sizes in px. */
export const APP_FONT_SIZES = [12, 14, 16] as const;
export type AppFontSize = (typeof APP_FONT_SIZES)[number];

/** Odds display formats by numeric id (S0 §9); 14 to 16 are unnamed variants. */
export const ODDS_FORMAT = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  indonesian: 5,
  malay: 6,
  variant14: 14,
  variant15: 15,
  variant16: 16,
} as const;
export type OddsFormatId = (typeof ODDS_FORMAT)[keyof typeof ODDS_FORMAT];

const NAMED_IDS: ReadonlySet<number> = new Set(Object.values(ODDS_FORMAT));

export function isOddsFormatId(value: unknown): value is OddsFormatId {
  return typeof value === 'number' && NAMED_IDS.has(value);
}

/** An odds format id from a stored setting or query ("2", 2); undefined for anything else. */
export function parseOddsFormatId(value: unknown): OddsFormatId | undefined {
  if (typeof value === 'string' && /^\d{1,2}$/.test(value)) value = Number(value);
  return isOddsFormatId(value) ? value : undefined;
}

export const BETTING_TYPE = { live: 'live', line: 'line' } as const;
export type BettingType = (typeof BETTING_TYPE)[keyof typeof BETTING_TYPE];

/** 1 means the side section is hidden (S0 §3.3). */
export const SECTION_DISPLAY_STATE = { shown: 0, hidden: 1 } as const;
export type SectionDisplayState = (typeof SECTION_DISPLAY_STATE)[keyof typeof SECTION_DISPLAY_STATE];

/** Time-zone offsets in hours that exist in practice (UTC-12 to UTC+14). */
export const TIME_ZONE_RANGE = { min: -12, max: 14 } as const;

export interface DisplaySettings {
  appTheme: AppTheme;
  appFontSize: AppFontSize;
  appViewType: AppViewType;
  isAppCompactView: Flag;
  isAppLightVersion: Flag;
  // Not in the spec's 0/1 flag list (S0 §3.3), so kept as a plain boolean.
  visuallyImpairedMode: boolean;
  coefViewId: OddsFormatId;
  /** How odds changes are highlighted; the spec does not list the values. */
  coefIndicationType: number;
  /** Market naming style; the spec does not list the values. */
  marketsNameType: number;
  /** Two-letter language code. */
  language: string;
  /** ISO 3166-1 alpha-2 country code, upper case. */
  currentCountryCode: string;
  /** Offset from UTC in hours (may be fractional, e.g. 5.5). */
  timeZone: number;
  is12h: boolean;
  leftSectionDisplayState: SectionDisplayState;
  rightSectionDisplayState: SectionDisplayState;
  isAccumulatorOfTheDay: Flag;
  isLiveAccumulatorOfTheDay: Flag;
  isDisplayStatsInNewWindow: Flag;
  isMoveVideoOnScroll: Flag;
  isBestMatchesOnTop: Flag;
  isBetGenerator: Flag;
  isDetailedScore: Flag;
  isShowGameId: Flag;
  isShowSportsOnly: Flag;
  isTeamLogosInCoupon: Flag;
  isChampsGroupedByCountry: Flag;
  currentBettingType: BettingType;
}

export const DEFAULT_DISPLAY_SETTINGS: Readonly<DisplaySettings> = Object.freeze({
  // S0 §9 defaults.
  appTheme: APP_THEME.light,
  appViewType: APP_VIEW_TYPE.european,
  language: 'ru',
  currentCountryCode: 'RU',
  timeZone: 3,
  is12h: false,
  isAccumulatorOfTheDay: 1,
  isLiveAccumulatorOfTheDay: 1,
  isDisplayStatsInNewWindow: 1,
  isMoveVideoOnScroll: 1,
  leftSectionDisplayState: SECTION_DISPLAY_STATE.shown,
  rightSectionDisplayState: SECTION_DISPLAY_STATE.shown,
  currentBettingType: BETTING_TYPE.live,
  // Not given by the spec. The middle font size and decimal odds (id 0, the first format)
  // are the least surprising starting point; site config can override odds/markets naming.
  appFontSize: 14,
  coefViewId: ODDS_FORMAT.decimal,
  coefIndicationType: 0,
  marketsNameType: 0,
  // Full layout with no accessibility or lite modes until the user asks for them.
  isAppCompactView: 0,
  isAppLightVersion: 0,
  visuallyImpairedMode: false,
  // Optional extras stay off so the default page matches the plain layout of S0 §3.3.
  isBestMatchesOnTop: 0,
  isBetGenerator: 0,
  isDetailedScore: 0,
  isShowGameId: 0,
  isShowSportsOnly: 0,
  isTeamLogosInCoupon: 0,
  isChampsGroupedByCountry: 0,
});

/** The settings that differ from the defaults: what the server render sends (a page carries only those). */
export function settingsChangedFromDefaults(settings: DisplaySettings): Partial<DisplaySettings> {
  const changed: Partial<Record<keyof DisplaySettings, unknown>> = {};
  for (const key of Object.keys(settings) as (keyof DisplaySettings)[]) {
    if (settings[key] !== DEFAULT_DISPLAY_SETTINGS[key]) changed[key] = settings[key];
  }
  return changed as Partial<DisplaySettings>;
}

/** The whole settings again from what `settingsChangedFromDefaults` kept. */
export function settingsWithDefaults(changed: Partial<DisplaySettings>): DisplaySettings {
  return { ...DEFAULT_DISPLAY_SETTINGS, ...changed };
}

/**
 * Cookie name per setting field. All but the last four are the spec's cookies (S0 §3.4).
 * theme, font_size, compact_view and coef_view are ours, not the spec's: the server render needs
 * them to apply theme, font size, compact view and the odds format (S0 §9) before hydration,
 * avoiding a visible flash.
 */
export const SETTINGS_COOKIES = {
  language: 'lng',
  timeZone: 'tzo',
  is12h: 'is12h',
  leftSectionDisplayState: 'hide_left',
  rightSectionDisplayState: 'hide_right',
  marketsNameType: 'markets_name_type',
  appViewType: 'app_view_type',
  isChampsGroupedByCountry: 'isChampsGroupedByCountry',
  appTheme: 'theme',
  appFontSize: 'font_size',
  isAppCompactView: 'compact_view',
  coefViewId: 'coef_view',
} as const satisfies Partial<Record<keyof DisplaySettings, string>>;

export type CookieSettingKey = keyof typeof SETTINGS_COOKIES;
export type CookieCarriedSettings = Pick<DisplaySettings, CookieSettingKey>;

export const COOKIE_SETTING_KEYS = Object.keys(SETTINGS_COOKIES) as CookieSettingKey[];

const flagToCookie = (value: number | boolean): string => (value === true || value === 1 ? '1' : '0');

export function settingsToCookies(settings: CookieCarriedSettings): Record<string, string> {
  return {
    [SETTINGS_COOKIES.language]: settings.language,
    [SETTINGS_COOKIES.timeZone]: String(settings.timeZone),
    [SETTINGS_COOKIES.is12h]: flagToCookie(settings.is12h),
    [SETTINGS_COOKIES.leftSectionDisplayState]: flagToCookie(settings.leftSectionDisplayState),
    [SETTINGS_COOKIES.rightSectionDisplayState]: flagToCookie(settings.rightSectionDisplayState),
    [SETTINGS_COOKIES.marketsNameType]: String(settings.marketsNameType),
    [SETTINGS_COOKIES.appViewType]: String(settings.appViewType),
    [SETTINGS_COOKIES.isChampsGroupedByCountry]: flagToCookie(settings.isChampsGroupedByCountry),
    [SETTINGS_COOKIES.appTheme]: String(settings.appTheme),
    [SETTINGS_COOKIES.appFontSize]: String(settings.appFontSize),
    [SETTINGS_COOKIES.isAppCompactView]: flagToCookie(settings.isAppCompactView),
    [SETTINGS_COOKIES.coefViewId]: String(settings.coefViewId),
  };
}

// Parsers return undefined for anything unexpected: cookies are user-controlled input.

function parseFlag(value: string | undefined): Flag | undefined {
  if (value === '1' || value === 'true') return 1;
  if (value === '0' || value === 'false') return 0;
  return undefined;
}

function parseTimeZone(value: string | undefined): number | undefined {
  if (value === undefined || !/^[+-]?\d{1,2}(\.\d{1,4})?$/.test(value)) return undefined;
  const hours = Number(value);
  return hours >= TIME_ZONE_RANGE.min && hours <= TIME_ZONE_RANGE.max ? hours : undefined;
}

function parseSmallInt(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,3}$/.test(value) ? Number(value) : undefined;
}

function parseFontSize(value: string | undefined): AppFontSize | undefined {
  const size = parseSmallInt(value);
  return APP_FONT_SIZES.find((s) => s === size);
}

export function settingsFromCookies(cookies: Readonly<Record<string, string | undefined>>): Partial<DisplaySettings> {
  const result: Partial<DisplaySettings> = {};
  const read = (key: CookieSettingKey): string | undefined => {
    const value = cookies[SETTINGS_COOKIES[key]];
    return typeof value === 'string' ? value : undefined;
  };

  const language = read('language');
  if (language !== undefined && isLanguagePrefix(language)) result.language = language;

  const timeZone = parseTimeZone(read('timeZone'));
  if (timeZone !== undefined) result.timeZone = timeZone;

  const is12h = parseFlag(read('is12h'));
  if (is12h !== undefined) result.is12h = is12h === 1;

  const hideLeft = parseFlag(read('leftSectionDisplayState'));
  if (hideLeft !== undefined) result.leftSectionDisplayState = hideLeft;

  const hideRight = parseFlag(read('rightSectionDisplayState'));
  if (hideRight !== undefined) result.rightSectionDisplayState = hideRight;

  const marketsNameType = parseSmallInt(read('marketsNameType'));
  if (marketsNameType !== undefined) result.marketsNameType = marketsNameType;

  const viewType = read('appViewType');
  if (viewType === '0' || viewType === '1') result.appViewType = viewType === '1' ? APP_VIEW_TYPE.asian : APP_VIEW_TYPE.european;

  const grouped = parseFlag(read('isChampsGroupedByCountry'));
  if (grouped !== undefined) result.isChampsGroupedByCountry = grouped;

  const theme = read('appTheme');
  if (theme === '0' || theme === '1') result.appTheme = theme === '1' ? APP_THEME.dark : APP_THEME.light;

  const fontSize = parseFontSize(read('appFontSize'));
  if (fontSize !== undefined) result.appFontSize = fontSize;

  const compact = parseFlag(read('isAppCompactView'));
  if (compact !== undefined) result.isAppCompactView = compact;

  const coefView = parseOddsFormatId(read('coefViewId'));
  if (coefView !== undefined) result.coefViewId = coefView;

  return result;
}
