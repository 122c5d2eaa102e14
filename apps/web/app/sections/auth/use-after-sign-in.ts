import { useCallback } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { afterAuthRedirectPath, localizePath, readReturnUrl, splitLanguagePrefix, withoutReturnUrl } from '@wager/domain';
import { matchRoute, ROUTE_PATHS } from '../../route-table/match.ts';
import { markSignedIn } from '../../shell/auth/session-actions.ts';
import { useShell } from '../../shell/use-shell.ts';

const AUTH_PAGES = /^\/(user\/login|registration(\/.*)?)\/?$/;

/**
 * S0 §4.4: after sign-in the shell data (and with it the site config) is reloaded, then the player
 * goes to the configured after-login route when he signed in on its route_from (S0 §2.5.10), else
 * to the return URL (cleared after use, S0 §2.4); without one they stay where they were, or go
 * home from the sign-in and registration pages.
 */
export function useAfterSignIn() {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const { lang, afterAuthRedirects } = useShell();
  return useCallback(async () => {
    markSignedIn();
    await revalidator.revalidate();
    const fromRoute = matchRoute(location.pathname, { production: import.meta.env.PROD })?.name ?? null;
    const configured = afterAuthRedirectPath(afterAuthRedirects, fromRoute, ROUTE_PATHS);
    if (configured !== null) {
      await navigate(localizePath(lang, configured), { replace: true });
      return;
    }
    const returnUrl = readReturnUrl(location.search);
    if (returnUrl) {
      await navigate(returnUrl, { replace: true });
      return;
    }
    if (AUTH_PAGES.test(splitLanguagePrefix(location.pathname).rest)) {
      await navigate(`/${lang}`, { replace: true });
      return;
    }
    const search = withoutReturnUrl(location.search);
    if (search !== location.search) await navigate(`${location.pathname}${search}${location.hash}`, { replace: true });
  }, [revalidator, navigate, location, lang, afterAuthRedirects]);
}
