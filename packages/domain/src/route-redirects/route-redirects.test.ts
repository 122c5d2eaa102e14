import { describe, expect, it } from 'vitest';
import { routeRedirect, tabletPlatformSearch, type RouteRedirectInput } from './route-redirects.ts';

const GAMES = { dice: 'dice-classic' };

function input(pathname: string, search = '', overrides: Partial<RouteRedirectInput> = {}): RouteRedirectInput {
  return {
    pathname,
    search,
    site: { promoBonusToOffer: false, slotFirstDepositRedirect: false },
    legacyGameRoutes: GAMES,
    routeExists: () => true,
    ...overrides,
  };
}

const cases: { spec: string; from: string; search?: string; to: string | null; status?: 301 | 302; site?: Partial<RouteRedirectInput['site']> }[] = [
  { spec: 'S0 §2.2 cyber → /real', from: '/en/cyber', to: '/en/cyber/real' },
  { spec: 'S0 §2.2 esports → cyber /real', from: '/ru/esports', to: '/ru/cyber/real' },
  { spec: 'S0 §2.2 cyber disciplines → all', from: '/en/cyber/virtual/disciplines', to: '/en/cyber/virtual/all' },
  { spec: 'S0 §2.2 cyber type itself has no redirect', from: '/en/cyber/real', to: null },
  { spec: 'S0 §2.2 office → its default, account', from: '/en/office', to: '/en/office/account' },
  { spec: 'S0 §2.2 information/rules → rules/1', from: '/en/information/rules', to: '/en/information/rules/1' },
  { spec: 'S0 §2.2 rules with a group has no redirect', from: '/en/information/rules/2', to: null },
  { spec: 'S0 §2.2 user/forgotpassword → home with the modal flag', from: '/en/user/forgotpassword', to: '/en?showForgotPasswordModal=1' },
  { spec: 'S0 §2.2 user/coupon → the language root', from: '/kk/user/coupon', to: '/kk' },
  { spec: 'S0 §2.2 legacy allgamesentrance → current game route (301)', from: '/en/allgamesentrance/dice', to: '/en/games/dice-classic', status: 301 },
  { spec: 'S0 §2.2 legacy allgamesentrance, unknown game → games index (301)', from: '/en/allgamesentrance/gone', to: '/en/games', status: 301 },
  { spec: 'S0 §2.2 legacy allgamesentrance alone → games index (301)', from: '/en/allgamesentrance', to: '/en/games', status: 301 },
  { spec: 'S0 §2.2 old landing path → promotions/{name}', from: '/en/landing/spring', to: '/en/promotions/spring' },
  { spec: 'S0 §2.2 old promo path → promotions/{name}', from: '/en/promo/spring', to: '/en/promotions/spring' },
  { spec: 'S0 §2.2 promo itself is a route', from: '/en/promo', to: null },
  { spec: 'S0 §2.3 lpage/{id} → landing-page/{id}', from: '/en/lpage/42', to: '/en/landing-page/42' },
  { spec: 'S0 §2.2 promoBonusToOffer: bonus → specialoffer', from: '/en/bonus/rules/7', to: '/en/specialoffer/rules/7', site: { promoBonusToOffer: true } },
  { spec: 'S0 §2.2 promoBonusToOffer: the bonus index swaps too', from: '/en/bonus', to: '/en/specialoffer', site: { promoBonusToOffer: true } },
  { spec: 'S0 §2.2 without promoBonusToOffer: specialoffer → bonus', from: '/en/specialoffer/games', to: '/en/bonus/games' },
  { spec: 'S0 §2.2 without promoBonusToOffer: bonus stays', from: '/en/bonus/rules', to: null },
  { spec: 'S0 §2.2 with promoBonusToOffer: specialoffer stays', from: '/en/specialoffer/rules', to: null, site: { promoBonusToOffer: true } },
  { spec: 'S0 §2.2 bonus/casino is not a bonus page: no swap', from: '/en/bonus/casino', to: null, site: { promoBonusToOffer: true } },
  { spec: 'S0 §2.2 slot_first_deposit → casino page (301) when configured', from: '/en/bonus/rules/slot_first_deposit', to: '/en/bonus/casino/slot-first-deposit', status: 301, site: { slotFirstDepositRedirect: true } },
  { spec: 'S0 §2.2 slot_first_deposit not configured: an ordinary bonus page', from: '/en/bonus/rules/slot_first_deposit', to: null },
  { spec: 'S0 §2.1 a path without a language prefix is left to the language redirect', from: '/cyber', to: null },
  { spec: 'S0 §2.2 home has no redirect', from: '/en', to: null },
];

describe('route redirects (S0 §2.2, §2.3)', () => {
  for (const c of cases) {
    it(`${c.spec}: ${c.from} → ${c.to ?? 'no redirect'}`, () => {
      const result = routeRedirect(input(c.from, c.search ?? '', { site: { promoBonusToOffer: false, slotFirstDepositRedirect: false, ...c.site } }));
      if (c.to === null) {
        expect(result).toBeNull();
        return;
      }
      expect(result?.to).toBe(c.to);
      expect(result?.status).toBe(c.status ?? 302);
    });
  }

  it('S0 §2.1, §2.4: the query (platform_type, referral) is kept and lng stays the prefix', () => {
    expect(routeRedirect(input('/ru/cyber', '?platform_type=mobile&ref=9'))?.to).toBe('/ru/cyber/real?platform_type=mobile&ref=9');
    expect(routeRedirect(input('/en/user/forgotpassword', '?platform_type=mobile'))?.to).toBe('/en?platform_type=mobile&showForgotPasswordModal=1');
  });

  it('S0 §2.4, S1 §2: platform_type is removed when the target matches no route', () => {
    const result = routeRedirect(input('/en/allgamesentrance/dice', '?platform_type=mobile&ref=1', { routeExists: () => false }));
    expect(result?.to).toBe('/en/games/dice-classic?ref=1');
  });

  it('S0 §2.2 "replace redirect": every fixed redirect replaces the history entry', () => {
    expect(routeRedirect(input('/en/bonus', '', { site: { promoBonusToOffer: true, slotFirstDepositRedirect: false } }))?.replace).toBe(true);
  });
});

describe('tablet reporting a desktop Mac (S0 §2.4, S1 §2)', () => {
  it('S0 §2.4: an iPad (MacIntel with touch points) gets platform_type=mobile', () => {
    expect(tabletPlatformSearch({ platform: 'MacIntel', maxTouchPoints: 5, search: '' })).toBe('?platform_type=mobile');
    expect(tabletPlatformSearch({ platform: 'MacIntel', maxTouchPoints: 5, search: '?ref=1' })).toBe('?ref=1&platform_type=mobile');
  });
  it('S0 §2.4: skipped when platform_type is already set', () => {
    expect(tabletPlatformSearch({ platform: 'MacIntel', maxTouchPoints: 5, search: '?platform_type=desktop' })).toBeNull();
  });
  it('S0 §2.4: a real desktop Mac or another platform is left alone', () => {
    expect(tabletPlatformSearch({ platform: 'MacIntel', maxTouchPoints: 0, search: '' })).toBeNull();
    expect(tabletPlatformSearch({ platform: 'Win32', maxTouchPoints: 10, search: '' })).toBeNull();
  });
});
