import { describe, expect, it } from 'vitest';
import { afterAuthRedirectPath } from './navigation-flow.ts';

const PATHS = { home: '/', registration: '/registration', recharge: '/office/recharge', casino: '/casino' };
const PAIRS = [
  { route_from: 'registration', route_to: 'recharge' },
  { route_from: 'casino', route_to: 'casino' },
  { route_from: 'home', route_to: 'no-such-route' },
];

describe('after-login and after-registration redirect in the sign-in flow (S0 §2.5.10)', () => {
  it.each([
    { case: 'S0 §2.5.10: coming from route_from, the player goes to route_to', from: 'registration', to: '/office/recharge' },
    { case: 'no pair starts at the route: nothing', from: 'live', to: null },
    { case: 'a pair that goes nowhere else: nothing', from: 'casino', to: null },
    { case: 'a route_to that is no route: nothing', from: 'home', to: null },
    { case: 'an unknown starting route: nothing', from: null, to: null },
    { case: 'a pair to a guest-only page (the player would bounce straight back): nothing', from: 'live', to: null, pairs: [{ route_from: 'live', route_to: 'login' }] },
  ])('$case', ({ from, to, pairs }) => {
    expect(afterAuthRedirectPath(pairs ?? PAIRS, from, { ...PATHS, login: '/user/login' })).toBe(to);
  });
});
