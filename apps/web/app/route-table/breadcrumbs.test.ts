import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, routeEntry } from './match.ts';

const crumbs = (pathname: string, name: string) => breadcrumbsFor(pathname, routeEntry(name)!).map((c) => `${c.path}:${c.titleKey ?? 'home'}`);

describe('breadcrumbs of section pages (beyond the spec: title and breadcrumbs)', () => {
  it('S0 §2.2: a section under another section lists home, every parent page and itself', () => {
    expect(crumbs('/en/bonus/casino/tournaments', 'bonus-casino-tournaments')).toEqual([
      '/:home',
      '/bonus:bonuses',
      '/bonus/casino:bonus-casino',
      '/bonus/casino/tournaments:bonus-casino-tournaments',
    ]);
  });

  it('a detail page titled like its list adds no second crumb', () => {
    expect(crumbs('/ru/bonus/casino/tournaments/7', 'bonus-casino-tournament')).toEqual([
      '/:home',
      '/bonus:bonuses',
      '/bonus/casino:bonus-casino',
      '/bonus/casino/tournaments:bonus-casino-tournaments',
    ]);
  });

  it('S0 §2.2: a top-level section has home and itself; a redirect-only parent (office) is skipped', () => {
    expect(crumbs('/en/providers', 'providers')).toEqual(['/:home', '/providers:providers']);
    expect(crumbs('/en/office/history', 'history')[0]).toBe('/:home');
    expect(crumbs('/en/office/history', 'history')).not.toContain('/office:account');
  });
});
