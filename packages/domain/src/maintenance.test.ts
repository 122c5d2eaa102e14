import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMaintenanceActive, maintenanceNavigation, MAINTENANCE_COOKIE_MAX_AGE_S } from './maintenance.ts';

const OFF = { isActive: false, web_state: 0 };

describe('maintenance (S0 §4.5; S1 §3, §4)', () => {
  it.each([
    { case: 'nothing on', cookie: undefined, config: OFF, active: false },
    { case: 'S0 §4.5: by cookie', cookie: '1', config: OFF, active: true },
    { case: 'a cookie with another value does nothing', cookie: '0', config: OFF, active: false },
    { case: 'S0 §4.5: by config', cookie: null, config: { isActive: true, web_state: 0 }, active: true },
    { case: 'S0 §4.5: by web_state', cookie: null, config: { isActive: false, web_state: 2 }, active: true },
  ])('$case', ({ cookie, config, active }) => {
    expect(isMaintenanceActive({ cookie, config })).toBe(active);
  });

  it.each([
    { case: 'S0 §4.5: active maintenance sends visitors to the maintenance page', path: '/en/casino', active: true, to: '/en/maintenance' },
    { case: 'the language of the path is kept', path: '/ru/live', active: true, to: '/ru/maintenance' },
    { case: 'a path without a prefix takes the given language', path: '/line', active: true, to: '/kk/maintenance' },
    { case: 'already on the page: stay', path: '/en/maintenance', active: true, to: null },
    { case: 'S0 §4.5: back home when it ends', path: '/en/maintenance', active: false, to: '/en' },
    { case: 'no maintenance elsewhere: stay', path: '/en/casino', active: false, to: null },
  ])('$case', ({ path, active, to }) => {
    const navigation = maintenanceNavigation(path, active, 'kk');
    expect(navigation.kind === 'redirect' ? navigation.to : null).toBe(to);
  });

  it('a failed block check holds the browser a minute, then it checks again', () => {
    expect(MAINTENANCE_COOKIE_MAX_AGE_S).toBe(60);
  });

  it('property: following the answer once settles (no ping-pong between the page and home)', () => {
    const segment = fc.constantFrom('', 'casino', 'live', 'maintenance', 'office/security');
    fc.assert(
      fc.property(fc.constantFrom('en', 'ru'), segment, fc.boolean(), (lang, rest, active) => {
        const first = maintenanceNavigation(`/${lang}/${rest}`, active, 'en');
        if (first.kind === 'redirect') expect(maintenanceNavigation(first.to, active, 'en')).toEqual({ kind: 'stay' });
      }),
    );
  });
});
