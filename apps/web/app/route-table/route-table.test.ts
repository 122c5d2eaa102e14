import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import { matchRoute, ROUTE_PATHS } from './match.ts';
import { ROUTE_TABLE } from './table.ts';

const APP_DIR = resolve(import.meta.dirname, '..');

describe('the route table (S0 §2.2, §2.3, S1 §2)', () => {
  it('every route has a unique name and an existing page module', () => {
    const names = ROUTE_TABLE.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of ROUTE_TABLE) expect(existsSync(resolve(APP_DIR, entry.page)), entry.page).toBe(true);
  });

  it('S0 §2.2–§2.3, S1 §2, per-family pages beyond the spec: every section resolves to its own page module; the generic placeholder serves only the debugger', () => {
    const generic = ROUTE_TABLE.filter((entry) => entry.page === 'sections/placeholder/placeholder-page.tsx').map((entry) => entry.name);
    expect(generic).toEqual(['debugger']);
    const byPage = (name: string) => ROUTE_TABLE.find((entry) => entry.name === name)?.page;
    // S0 §2.2: the casino's further routes have real pages; only toto still shows the games section's card.
    expect(byPage('totoFrame')).toBe('sections/games/games-section-page.tsx');
    expect(byPage('bonus-casino-tournaments')).toBe('sections/games/tournaments-page.tsx');
    expect(byPage('bonus-casino-tournament')).toBe('sections/games/tournament-page.tsx');
    expect(byPage('bonus-casino')).toBe('sections/games/bonus-casino-page.tsx');
    expect(byPage('bonus-casino-promotion')).toBe('sections/games/promotion-page.tsx');
    expect(byPage('bonus-casino-item')).toBe('sections/games/promotion-page.tsx');
    expect(byPage('games.games_project_view')).toBe('sections/games/games-route-page.tsx');
    expect(byPage('games-landing')).toBe('sections/games/games-landing-page.tsx');
    expect(byPage('thankyou')).toBe('sections/games/thank-you-page.tsx');
    expect(byPage('lotto')).toBe('sections/games/lotto-page.tsx');
    // S0 §2.2 casino routes: lobby, category grids, providers, search, my casino, game pages.
    expect(byPage('casino-lobby')).toBe('sections/games/lobby-page.tsx');
    expect(byPage('casino')).toBe('sections/games/lobby-page.tsx');
    expect(byPage('slots')).toBe('sections/games/category-page.tsx');
    expect(byPage('casino-category')).toBe('sections/games/category-page.tsx');
    expect(byPage('provider')).toBe('sections/games/category-page.tsx');
    expect(byPage('providers')).toBe('sections/games/providers-page.tsx');
    expect(byPage('casino-search')).toBe('sections/games/search-page.tsx');
    expect(byPage('my-casino-favorites')).toBe('sections/games/my-casino-page.tsx');
    expect(byPage('slots-category-game')).toBe('sections/games/game-page.tsx');
    expect(byPage('MAIN_GAME')).toBe('sections/sport/game-page.tsx');
    expect(byPage('betsonyour')).toBe('sections/sport/sport-section-page.tsx');
    // S1 §2: the responsible-gaming screen (decision 021); other office pages not built yet keep the office placeholder.
    expect(byPage('responsible')).toBe('sections/responsible/responsible-page.tsx');
    expect(byPage('settings')).toBe('sections/office/office-section-page.tsx');
    // S0 §2.2: the coupon's pages (the named route coupon, office/history, print-coupon).
    expect(byPage('history')).toBe('sections/coupon/history-page.tsx');
    expect(byPage('coupon')).toBe('sections/coupon/coupon-page.tsx');
    expect(byPage('print-coupon')).toBe('sections/coupon/print-coupon-page.tsx');
    expect(byPage('specialoffer')).toBeUndefined();
    expect(byPage('bonuses-offers')).toBe('sections/bonuses/bonuses-section-page.tsx');
    expect(byPage('suspension')).toBe('sections/pages/block-page.tsx');
  });

  it('S0 §1: every section menu label (office menu, game sections) exists in English and Russian', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['sections/shared/office-menu.tsx', 'sections/games/games-section-page.tsx']) {
      const source = readFileSync(resolve(APP_DIR, file), 'utf8');
      const keys = [...source.matchAll(/\['([a-z-]+)', '\//g)].map((match) => match[1]!).filter((key) => key !== 'liveCasino');
      expect(keys.length, file).toBeGreaterThan(5);
      for (const key of keys) {
        expect(en.sections.titles, `${file}: ${key}`).toHaveProperty([key]);
        expect(ru.sections.titles, `${file}: ${key}`).toHaveProperty([key]);
      }
    }
  });

  it('S0 §1: every placeholder title exists in English and Russian', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.titleKey === undefined) continue;
      expect(en.sections.titles, entry.name).toHaveProperty([entry.titleKey]);
      expect(ru.sections.titles, entry.name).toHaveProperty([entry.titleKey]);
    }
  });

  it('S0 §2.4: the routes the guards name exist (login, home, account, recharge, identification, confirm-terms, block)', () => {
    expect(ROUTE_PATHS).toMatchObject({
      home: '/',
      login: '/user/login',
      account: '/office/account',
      recharge: '/office/recharge',
      identification: '/office/identification',
      'confirm-terms': '/confirm-terms',
      block: '/block',
    });
    // S0 §2.4: the auth app's path is not shown: it has none, so refused guests go to login.
    expect(ROUTE_PATHS).not.toHaveProperty('authApp');
  });

  const cases: { spec: string; path: string; name: string | null }[] = [
    { spec: 'S0 §2.2 home is the empty path', path: '/en', name: 'home' },
    { spec: 'S0 §2.2 section live|line', path: '/ru/live/football/1/2', name: 'MAIN_SECTION_CHAMP' },
    { spec: 'S0 §5 section must be live or line', path: '/ru/past/football/1/2', name: null },
    { spec: 'S0 §2.2 game pages append /{game}', path: '/en/line/football/1/2/3', name: 'MAIN_GAME' },
    { spec: 'S0 §5 cyber type', path: '/en/cyber/virtual', name: 'cyber-type' },
    { spec: 'S0 §5 cyber type real|virtual|stream', path: '/en/cyber/holo', name: null },
    { spec: 'S0 §5 print-coupon id numeric', path: '/en/print-coupon/42', name: 'print-coupon' },
    { spec: 'S0 §2.2 other named routes: coupon', path: '/en/coupon', name: 'coupon' },
    { spec: 'S0 §5 print-coupon id numeric (letters)', path: '/en/print-coupon/4a', name: null },
    { spec: 'S0 §2.2 lotto sectionName results|view', path: '/en/lotto/view/3', name: 'lotto' },
    { spec: 'S0 §2.2 lotto sectionName other', path: '/en/lotto/draws', name: null },
    { spec: 'S0 §2.2 user/ has only its four children', path: '/en/user/settings', name: null },
    { spec: 'S0 §2.2 user/activate takes a type', path: '/en/user/activate/sms', name: 'activate' },
    { spec: 'S0 §2.2 static beats dynamic: slots/vulkan', path: '/en/slots/vulkan', name: 'slots-vulkan' },
    { spec: 'S0 §2.2 bonus/casino is the casino section, not a bonus page', path: '/en/bonus/casino', name: 'bonus-casino' },
    { spec: 'S0 §2.3 landing-* slug in the headless layout', path: '/en/landing-may', name: 'promotion-landing' },
    { spec: 'S0 §2.3 other single segments are unknown', path: '/en/may', name: null },
    { spec: 'S0 §5 the language prefix is two lowercase letters', path: '/EN/casino', name: null },
    { spec: 'S0 §2.3 anything else is the 404 page', path: '/en/x/y/z/w/v/u', name: null },
  ];
  for (const c of cases) {
    it(`${c.spec}: ${c.path} → ${c.name ?? '404'}`, () => {
      expect(matchRoute(c.path)?.name ?? null).toBe(c.name);
    });
  }

  it('S0 §2.2, §6: debugger and cricket exist only outside production', () => {
    expect(matchRoute('/en/debugger')?.name).toBe('debugger');
    expect(matchRoute('/en/cricket/player-info/7')?.name).toBe('cricket-player');
    expect(matchRoute('/en/debugger', { production: true })).toBeNull();
    expect(matchRoute('/en/cricket/player-info/7', { production: true })).toBeNull();
  });

  it('S0 §2.5.11: office pages, block-appeal history, the confirm page and casino personal pages need authorisation', () => {
    for (const path of ['/en/office/history', '/en/office/security', '/en/block-appeal-history', '/en/confirm-terms', '/en/my-casino']) {
      expect(matchRoute(path)?.meta.requiresAuth, path).toBe(true);
    }
    expect(matchRoute('/en/casino')?.meta.requiresAuth).toBeUndefined();
  });

  it('S0 §4.5: deduce carries the deduce ban flag; information pages stay open to banned players', () => {
    expect(matchRoute('/en/office/deduce')?.meta.ban).toEqual({ deduce: true });
    expect(matchRoute('/en/information/contacts')?.meta.ban).toEqual({ allowedWhenBanned: true });
  });
});

describe('route matching agrees with the table for every route (the patched matcher of decision 011)', () => {
  /** A concrete path of an entry: each param gets its first allowed value, or a sample that passes its pattern. */
  function samplePath(entry: (typeof ROUTE_TABLE)[number], withOptional: boolean): string | null {
    if (entry.path === '*') return null;
    const segments: string[] = [];
    for (const segment of entry.path.split('/').filter(Boolean)) {
      const param = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!param) {
        segments.push(segment);
        continue;
      }
      if (param[2] && !withOptional) continue;
      const constraint = entry.constraints?.[param[1] as string];
      const value = constraint === undefined ? 'x1' : constraint instanceof RegExp ? (['1', 'landing-x', 'x1'].find((v) => constraint.test(v)) ?? null) : constraint[0];
      if (value == null) return null;
      segments.push(value);
    }
    return `/en/${segments.join('/')}`.replace(/\/$/, '');
  }

  it('S0 §2.2, §2.3: a path built from each route (optional params with and without) matches that route or one ranked above it for the same path', () => {
    const problems: string[] = [];
    for (const entry of ROUTE_TABLE) {
      for (const withOptional of [false, true]) {
        const path = samplePath(entry, withOptional);
        if (path === null) continue;
        const match = matchRoute(path);
        if (match === null) problems.push(`${entry.name}: ${path} matched nothing`);
        else if (match.name !== entry.name && samplePath(match.entry, withOptional) !== path && samplePath(match.entry, !withOptional) !== path && !/^:/.test(match.entry.path.split('/').at(-1) ?? '')) {
          problems.push(`${entry.name}: ${path} matched ${match.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
