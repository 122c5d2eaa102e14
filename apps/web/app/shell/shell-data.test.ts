import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { FooterConfig, SiteConfig } from '@wager/contract';
import { loadShellData } from './shell-data.server.ts';

const site = {
  availableLanguages: ['en', 'ru', 'uk', 'kk', 'az'],
  hiddenLanguagesForGuests: ['az'],
  defaultLanguage: 'ru',
  isRegistrationAllowed: true,
  maintenance: { isActive: false, web_state: 0, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null },
} as unknown as SiteConfig;
const footer = { socialLinks: [], minimumAge: 18, licence: 'L', supportEmail: 's@example.com' } satisfies FooterConfig;

function contextWith(siteConfig: SiteConfig): AppLoadContext {
  return {
    cspNonce: 'n',
    services: {
      getSiteConfig: async () => siteConfig,
      getFooterConfig: async () => footer,
      getHomeShowcase: async () => ({ sports: [], topEvents: [], liveEvents: [], games: [], promotions: [] }),
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
      const data = await loadShellData(new Request(`http://localhost/${lang}`), contextWith(site));
      expect(data.lang).toBe(lang);
      expect(data.dictionary.home.topEvents).toBe('Топ-события');
    }
    const en = await loadShellData(new Request('http://localhost/en'), contextWith(site));
    expect(en.dictionary.home.topEvents).toBe('Top events');
  });

  it('S0 §3.3, §3.4, §9: display settings are the defaults overlaid with valid cookies', async () => {
    const request = new Request('http://localhost/en', { headers: { cookie: 'theme=1; tzo=5; is12h=1; font_size=99' } });
    const { settings } = await loadShellData(request, contextWith(site));
    expect(settings.appTheme).toBe(1);
    expect(settings.timeZone).toBe(5);
    expect(settings.is12h).toBe(true);
    // An invalid font size is ignored, not trusted.
    expect(settings.appFontSize).toBe(14);
    expect(settings.appViewType).toBe(0);
    expect(settings.language).toBe('en');
  });
});
