import { data, redirect } from 'react-router';
import { routeRedirect } from '@wager/domain';
import { LEGACY_GAME_ROUTES } from './legacy-games.ts';
import type { Route } from './+types/redirect-route';

/**
 * The page of routes that only redirect (S0 §2.2, §2.3: cyber, esports, disciplines, rules,
 * user/coupon, allgamesentrance, old promo paths, lpage, office). The guard route above decides
 * first with the site config; this loader answers alone only when that route is absent, with the
 * config-free rules.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, '');
  const target = routeRedirect({
    pathname,
    search: url.search,
    site: { promoBonusToOffer: false, slotFirstDepositRedirect: false },
    legacyGameRoutes: LEGACY_GAME_ROUTES,
    routeExists: () => true,
  });
  if (target !== null) throw redirect(target.to, target.status);
  throw data(null, { status: 404 });
}

export default function RedirectRoute() {
  return null;
}
