import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { GUEST_VIEWER, type FooterConfig, type SiteConfig, type UserConfig, type Viewer } from '@wager/contract';
import { loadShellData } from './shell-data.server.ts';
import { shellOf } from './use-shell.ts';

const site = {
  availableLanguages: ['en', 'ru', 'uk', 'kk', 'az'],
  hiddenLanguagesForGuests: ['az'],
  defaultLanguage: 'ru',
  isRegistrationAllowed: true,
  maintenance: { isActive: false, web_state: 0, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null },
} as unknown as SiteConfig;
const footer = { socialLinks: [], minimumAge: 18, licence: 'L', supportEmail: 's@example.com' } satisfies FooterConfig;

const PLAYER: Viewer = {
  session: { authenticated: true, userId: 100000001, expiresAt: '2030-01-01T00:00:00.000Z' },
  player: { config: {} as UserConfig, isUserTermsChanged: false },
};

/** The request context the server hands the root loader (apps/server shell/request-context.ts). */
function contextWith(siteConfig: SiteConfig, options: { lng?: string; viewer?: Viewer } = {}): AppLoadContext {
  return {
    cspNonce: 'n',
    country: null,
    lng: options.lng ?? 'en',
    site: siteConfig,
    viewer: options.viewer ?? GUEST_VIEWER,
    services: {
      getSiteConfig: async () => siteConfig,
      getFooterConfig: async () => footer,
      getRemoteViews: async () => ({}),
      getHomeShowcase: async () => ({ sports: [], topEvents: [], liveEvents: [], games: [], promotions: [] }),
      getInformationPage: async () => null,
      getRulesIndex: async () => ({ groups: [] }) as never,
      getRuleChapter: async () => null,
      getAccounts: async () => { throw new Error('not used by the root loader'); },
      getFeedSports: () => ({ sports: [] }),
      getFeedEvents: () => [],
      getFeedEvent: () => null,
      getFeedResults: async () => null,
      getFeedResultSports: async () => ({ date: '2026-11-24', sports: [] }),
      getFeedStatistics: async () => null,
      getPlacedCoupon: async () => null,
      getCasinoLobby: async () => ({ rows: [], providers: [] }),
      getCasinoGames: async () => null,
      getCasinoCategories: async () => [],
      getCasinoProviders: async () => [],
      getCasinoGame: async () => null,
      getCasinoGameBySlug: async () => null,
      getCasinoPromotions: async () => ({ promotions: [] }),
      getCasinoPromotion: async () => null,
      getCasinoTournaments: async () => ({ now: '2026-11-24T00:00:00.000Z', tournaments: [] }),
      getCasinoTournament: async () => null,
      searchCasino: async () => ({ games: [], providers: [] }),
    },
  };
}

describe('shell data (root loader)', () => {
  it('S0 §1, S1 §1: languages hidden for guests are not offered to a guest', async () => {
    const data = await loadShellData(new Request('http://localhost/en'), contextWith(site));
    expect(data.languages).toEqual(['en', 'ru', 'uk', 'kk']);
  });

  it('S0 §1: Kazakh, Ukrainian and Azerbaijani pages get the Russian dictionary; others English', async () => {
    for (const lang of ['kk', 'uk', 'az', 'ru']) {
      const data = await loadShellData(new Request(`http://localhost/${lang}`), contextWith(site, { lng: lang }));
      expect(data.lang).toBe(lang);
      expect(data.dictionary.home?.topEvents).toBe('Топ-события');
    }
    const en = await loadShellData(new Request('http://localhost/en'), contextWith(site));
    expect(en.dictionary.home?.topEvents).toBe('Top events');
  });

  it('S0 §3.3, §3.4, §9: display settings are the defaults overlaid with valid cookies', async () => {
    const request = new Request('http://localhost/en', { headers: { cookie: 'theme=1; tzo=5; is12h=1; font_size=99' } });
    const data = await loadShellData(request, contextWith(site));
    const { settings } = shellOf(data);
    expect(settings.appTheme).toBe(1);
    expect(settings.timeZone).toBe(5);
    expect(settings.is12h).toBe(true);
    // An invalid font size is ignored, not trusted.
    expect(settings.appFontSize).toBe(14);
    expect(settings.appViewType).toBe(0);
    expect(settings.language).toBe('en');
    // Light pages (decision 011): the page carries only what differs from the defaults.
    expect(data.settingsChanged).toEqual({ appTheme: 1, timeZone: 5, is12h: true, language: 'en' });
  });

  it('S0 §4.4, §6: the signed-in viewer of the request context makes a signed-in player, who also sees the hidden languages', async () => {
    const request = new Request('http://localhost/en', { headers: { cookie: 'user_token=abc; lng=en' } });
    const data = await loadShellData(request, contextWith(site, { viewer: PLAYER }));
    expect(data.isSignedIn).toBe(true);
    expect(data.userId).toBe(100000001);
    expect(data.languages).toContain('az');
  });

  it('S0 §6: a guest viewer (no session, or one the server could not read) gets the guest shell', async () => {
    const guest = await loadShellData(new Request('http://localhost/en', { headers: { cookie: 'user_token=x' } }), contextWith(site));
    expect(guest.isSignedIn).toBe(false);
    expect(guest.userId).toBeNull();
  });

  it('S0 §7: the page ships only the shell dictionary parts and those its route declares', async () => {
    const home = await loadShellData(new Request('http://localhost/en'), contextWith(site));
    expect(Object.keys(home.dictionary).sort()).toEqual(expect.arrayContaining(['header', 'footer', 'home', 'errors']));
    expect(home.dictionary.wallet).toBeUndefined();
    expect(home.dictionary.office).toBeUndefined();
    // The shell's own sign-in messages only, not the forms.
    expect(Object.keys(home.dictionary.auth ?? {}).sort()).toEqual(['autoLogoff', 'errors', 'session', 'social']);
    expect(Object.keys(home.dictionary.auth?.errors ?? {}).sort()).toEqual(['generic', 'network']);
    const registration = await loadShellData(new Request('http://localhost/en/registration/full_reg'), contextWith(site));
    expect(registration.dictionary.auth?.registration).toBeDefined();
    expect(registration.dictionary.home).toBeUndefined();
    const signedIn = await loadShellData(new Request('http://localhost/en'), contextWith(site, { viewer: PLAYER }));
    expect(signedIn.dictionary.wallet).toBeDefined();
    expect(signedIn.dictionaryParts).toContain('wallet');
  });

  it('S0 §4.4, §9: auto-logoff and the default currency come from the site config', async () => {
    const data = await loadShellData(
      new Request('http://localhost/en'),
      contextWith({ ...site, isAutoLogoffEnabled: true, autoLogoffMinutes: 15, geoCurrencyCode: 'KZT' } as SiteConfig),
    );
    expect(data.autoLogoff).toEqual({ enabled: true, minutes: 15 });
    expect(data.geoCurrencyCode).toBe('KZT');
  });
});
