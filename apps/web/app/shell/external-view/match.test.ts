import { describe, expect, it } from 'vitest';
import { matchRemoteView } from './match.ts';

const view = (url: string) => ({ url });

describe('matchRemoteView (S0 §4.2, §7 remote views by configuration)', () => {
  it('S0 §7: a view keyed by the route name mounts at that route', () => {
    expect(matchRemoteView({ promotions: view('https://v.example') }, 'promotions', '/en/promotions')).toEqual({
      key: 'promotions',
      entry: view('https://v.example'),
    });
  });

  it('S0 §7: a path-prefix key matches whole segments after the language prefix, the longest winning', () => {
    const group = { '/promo': view('https://a.example'), '/promo/special': view('https://b.example') };
    expect(matchRemoteView(group, null, '/ru/promo/special/42')?.key).toBe('/promo/special');
    expect(matchRemoteView(group, null, '/en/promo')?.key).toBe('/promo');
    expect(matchRemoteView(group, null, '/en/promotions')).toBeNull();
    expect(matchRemoteView({ '/promo/': view('https://a.example') }, null, '/en/promo/x')?.key).toBe('/promo/');
  });

  it('S0 §7: the route name wins over a prefix; nothing configured or a broken group means no view', () => {
    const group = { '/promotions': view('https://a.example'), promotions: view('https://b.example') };
    expect(matchRemoteView(group, 'promotions', '/en/promotions')?.key).toBe('promotions');
    expect(matchRemoteView({}, 'promotions', '/en/promotions')).toBeNull();
    expect(matchRemoteView(null, 'promotions', '/en/promotions')).toBeNull();
    expect(matchRemoteView([view('https://a.example')], 'promotions', '/en/promotions')).toBeNull();
    expect(matchRemoteView('x', 'promotions', '/en/promotions')).toBeNull();
  });

  it('S0 §7: inherited object keys are never taken for a route name', () => {
    expect(matchRemoteView({}, 'constructor', '/en/x')).toBeNull();
    expect(matchRemoteView({}, 'toString', '/en/x')).toBeNull();
  });
});
