import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * THE route table (S0 §2). Every page sits under the two-letter language prefix; the server
 * redirects a path without a valid prefix before it gets here (S0 §2.1).
 */
export default [
  route(':lng', 'shell/language-route.tsx', [
    layout('layouts/default-layout.tsx', [
      index('sections/home/home-page.tsx'),
      route('line', 'sections/pages/events-page.tsx', { id: 'line' }),
      route('live', 'sections/pages/events-page.tsx', { id: 'live' }),
      route('casino', 'sections/pages/casino-page.tsx', { id: 'casino' }),
      route('live-casino', 'sections/pages/casino-page.tsx', { id: 'live-casino' }),
      route('cyber', 'sections/pages/cyber-redirect.tsx'),
      route('cyber/:type', 'sections/pages/cyber-page.tsx'),
      route('promotions', 'sections/pages/promotions-page.tsx'),
      // S0 §2.2: login and registration also exist as pages (S0 §4.3 decides page or modal).
      route('user/login', 'sections/auth/login-page.tsx'),
      route('registration/:type', 'sections/auth/registration-page.tsx'),
      // S0 §2.2: a guest lands on home with the forgot-password modal open.
      route('user/forgotpassword', 'sections/auth/forgot-password-redirect.tsx'),
      route('office/security', 'sections/office/security-page.tsx'),
      // S0 §2.3, §5: anything unknown is the 404 page inside the default layout.
      route('*', 'sections/errors/not-found-route.tsx'),
    ]),
    layout('layouts/empty-layout.tsx', [
      route('block', 'sections/pages/block-page.tsx'),
      // S0 §2.3, §4.6: the confirm-terms page in the empty layout.
      route('confirm-terms', 'sections/auth/confirm-terms-page.tsx'),
    ]),
    layout('layouts/headless-layout.tsx', [route('landing-page/:landingId', 'sections/pages/landing-page.tsx')]),
    layout('layouts/blocked-layout.tsx', [route('block-appeal-history', 'sections/pages/block-appeal-history-page.tsx')]),
    layout('layouts/maintenance-layout.tsx', [route('maintenance', 'sections/maintenance/maintenance-page.tsx')]),
  ]),
] satisfies RouteConfig;
