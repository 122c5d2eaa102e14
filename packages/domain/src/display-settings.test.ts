import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  COOKIE_SETTING_KEYS,
  DEFAULT_DISPLAY_SETTINGS,
  SETTINGS_COOKIES,
  settingsChangedFromDefaults,
  settingsFromCookies,
  settingsToCookies,
  settingsWithDefaults,
  type DisplaySettings,
} from './display-settings.ts';

const flagArb = fc.constantFrom(0 as const, 1 as const);

const displaySettingsArb: fc.Arbitrary<DisplaySettings> = fc.record({
  appTheme: flagArb,
  appFontSize: fc.constantFrom(12 as const, 14 as const, 16 as const),
  appViewType: flagArb,
  isAppCompactView: flagArb,
  isAppLightVersion: flagArb,
  visuallyImpairedMode: fc.boolean(),
  coefViewId: fc.constantFrom(0 as const, 1 as const, 2 as const, 4 as const, 5 as const, 6 as const, 14 as const, 15 as const, 16 as const),
  coefIndicationType: fc.nat({ max: 5 }),
  marketsNameType: fc.nat({ max: 999 }),
  language: fc.stringMatching(/^[a-z]{2}$/),
  currentCountryCode: fc.stringMatching(/^[A-Z]{2}$/),
  // Real offsets are whole, half or quarter hours.
  timeZone: fc.integer({ min: -48, max: 56 }).map((quarters) => quarters / 4),
  is12h: fc.boolean(),
  leftSectionDisplayState: flagArb,
  rightSectionDisplayState: flagArb,
  isAccumulatorOfTheDay: flagArb,
  isLiveAccumulatorOfTheDay: flagArb,
  isDisplayStatsInNewWindow: flagArb,
  isMoveVideoOnScroll: flagArb,
  isBestMatchesOnTop: flagArb,
  isBetGenerator: flagArb,
  isDetailedScore: flagArb,
  isShowGameId: flagArb,
  isShowSportsOnly: flagArb,
  isTeamLogosInCoupon: flagArb,
  isChampsGroupedByCountry: flagArb,
  currentBettingType: fc.constantFrom('live' as const, 'line' as const),
});

describe('DEFAULT_DISPLAY_SETTINGS', () => {
  it.each<[keyof DisplaySettings, unknown]>([
    ['appTheme', 0],
    ['appViewType', 0],
    ['language', 'ru'],
    ['currentCountryCode', 'RU'],
    ['timeZone', 3],
    ['is12h', false],
    ['isAccumulatorOfTheDay', 1],
    ['isLiveAccumulatorOfTheDay', 1],
    ['isDisplayStatsInNewWindow', 1],
    ['isMoveVideoOnScroll', 1],
    ['leftSectionDisplayState', 0],
    ['rightSectionDisplayState', 0],
    ['currentBettingType', 'live'],
    ['appFontSize', 14],
    ['coefViewId', 0],
  ])('S0 §9: default %s is %j', (key, expected) => {
    expect(DEFAULT_DISPLAY_SETTINGS[key]).toBe(expected);
  });
});

describe('SETTINGS_COOKIES', () => {
  it.each(['lng', 'tzo', 'is12h', 'hide_left', 'hide_right', 'markets_name_type', 'app_view_type', 'isChampsGroupedByCountry'])(
    'S0 §3.4: the spec cookie %s carries a setting',
    (name) => {
      expect(Object.values(SETTINGS_COOKIES)).toContain(name);
    },
  );
});

describe('settingsToCookies / settingsFromCookies', () => {
  it('S0 §3.4: the default settings encode to the expected cookies', () => {
    expect(settingsToCookies(DEFAULT_DISPLAY_SETTINGS)).toEqual({
      lng: 'ru',
      tzo: '3',
      is12h: '0',
      hide_left: '0',
      hide_right: '0',
      markets_name_type: '0',
      app_view_type: '0',
      isChampsGroupedByCountry: '0',
      theme: '0',
      font_size: '14',
      compact_view: '0',
      coef_view: '0',
    });
  });

  it.each<[string, Record<string, string | undefined>, Partial<DisplaySettings>]>([
    ['language', { lng: 'en' }, { language: 'en' }],
    ['S0 §9 odds format (coef_view, ours)', { coef_view: '2' }, { coefViewId: 2 }],
    ['an unknown odds format', { coef_view: '3' }, {}],
    ['negative fractional time zone', { tzo: '-3.5' }, { timeZone: -3.5 }],
    ['explicitly positive time zone', { tzo: '+5.75' }, { timeZone: 5.75 }],
    ['12-hour clock as 1', { is12h: '1' }, { is12h: true }],
    ['12-hour clock as true', { is12h: 'true' }, { is12h: true }],
    ['24-hour clock', { is12h: 'false' }, { is12h: false }],
    ['hidden left, shown right', { hide_left: '1', hide_right: '0' }, { leftSectionDisplayState: 1, rightSectionDisplayState: 0 }],
    ['markets name type', { markets_name_type: '2' }, { marketsNameType: 2 }],
    ['Asian view', { app_view_type: '1' }, { appViewType: 1 }],
    ['grouped champs', { isChampsGroupedByCountry: 'true' }, { isChampsGroupedByCountry: 1 }],
    ['dark theme, 16 px, compact', { theme: '1', font_size: '16', compact_view: '1' }, { appTheme: 1, appFontSize: 16, isAppCompactView: 1 }],
    ['unrelated cookies', { user_token: 'abc', ua: 'x' }, {}],
  ])('S0 §3.4: reads %s', (_name, cookies, expected) => {
    expect(settingsFromCookies(cookies)).toEqual(expected);
  });

  it.each<[string, Record<string, string | undefined>]>([
    ['upper-case language', { lng: 'EN' }],
    ['long language', { lng: 'eng' }],
    ['time zone out of range', { tzo: '15' }],
    ['time zone not a number', { tzo: 'Europe/Moscow' }],
    ['time zone in exponent form', { tzo: '1e1' }],
    ['empty time zone', { tzo: '' }],
    ['12-hour clock garbage', { is12h: 'yes' }],
    ['hide_left out of range', { hide_left: '2' }],
    ['negative markets name type', { markets_name_type: '-1' }],
    ['fractional markets name type', { markets_name_type: '1.5' }],
    ['unknown view type', { app_view_type: '2' }],
    ['unknown theme', { theme: 'dark' }],
    ['unsupported font size', { font_size: '13' }],
    ['padded font size', { font_size: ' 14' }],
    ['compact view garbage', { compact_view: 'on' }],
    ['undefined values', { lng: undefined, tzo: undefined }],
  ])('S0 §3.4: ignores an invalid cookie (%s)', (_name, cookies) => {
    expect(settingsFromCookies(cookies)).toEqual({});
  });

  it('S0 §3.4: never throws on arbitrary cookie values', () => {
    const names = Object.values(SETTINGS_COOKIES);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), fc.option(fc.string(), { nil: undefined })), (cookies) => {
        expect(() => settingsFromCookies(cookies)).not.toThrow();
      }),
    );
  });

  it('S0 §3.4: reading written cookies gives back the cookie-carried settings', () => {
    fc.assert(
      fc.property(displaySettingsArb, (settings) => {
        const carried = Object.fromEntries(COOKIE_SETTING_KEYS.map((key) => [key, settings[key]]));
        expect(settingsFromCookies(settingsToCookies(settings))).toEqual(carried);
      }),
    );
  });
});

describe('settings sent as changes from the defaults (decision 011: light pages)', () => {
  it('S0 §9: the defaults send nothing', () => {
    expect(settingsChangedFromDefaults({ ...DEFAULT_DISPLAY_SETTINGS })).toEqual({});
  });

  it('keeps exactly the fields that differ, and the defaults complete them again', () => {
    fc.assert(
      fc.property(displaySettingsArb, (settings) => {
        const changed = settingsChangedFromDefaults(settings);
        for (const [key, value] of Object.entries(changed)) expect(value).not.toBe(DEFAULT_DISPLAY_SETTINGS[key as keyof DisplaySettings]);
        expect(settingsWithDefaults(changed)).toEqual(settings);
      }),
    );
  });
});
