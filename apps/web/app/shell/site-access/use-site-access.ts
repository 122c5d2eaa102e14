import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  isMaintenanceActive,
  isMaintenancePath,
  localizePath,
  MAINTENANCE_COOKIE,
  MAINTENANCE_COOKIE_MAX_AGE_S,
  MAINTENANCE_POLL_MS,
  splitLanguagePrefix,
} from '@wager/domain';
import { apiRequest, isAbortError } from '../api-client.ts';
import { useShell } from '../use-shell.ts';
import { checkBlock, checkRedirect } from './site-checks.ts';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** Internal targets navigate in the app; anything else leaves through window.location (S0 §8). */
function go(navigate: ReturnType<typeof useNavigate>, to: string): void {
  if (to.startsWith('/') && !to.startsWith('//')) void navigate(to, { replace: true });
  else window.location.assign(to);
}

/**
 * S0 §4.5, §7 on client navigation: the redirect check, then the block check; a failed block
 * check sets maintenance (a cookie for a minute) and shows the maintenance page. The first page
 * of a visit was checked by the server render. On the maintenance page, the shell asks every
 * 30 s whether maintenance is over and then goes home with a full load (fresh shell data).
 */
export function useSiteAccess(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { isSignedIn, lang } = useShell();
  const firstRender = useRef(true);
  const latest = useRef({ navigate, isSignedIn, lang });
  latest.current = { navigate, isSignedIn, lang };

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (isMaintenancePath(pathname)) return;
    const controller = new AbortController();
    const url = `${pathname}${search}`;
    void (async () => {
      const redirect = await checkRedirect(url, controller.signal);
      if (redirect?.redirect && redirect.url) return go(latest.current.navigate, redirect.url);
      const block = await checkBlock(url, latest.current.isSignedIn, controller.signal);
      const here = splitLanguagePrefix(pathname).prefix ?? latest.current.lang;
      if (block === null) {
        document.cookie = `${MAINTENANCE_COOKIE}=1; path=/; max-age=${MAINTENANCE_COOKIE_MAX_AGE_S}; samesite=lax`;
        return go(latest.current.navigate, localizePath(here, '/maintenance'));
      }
      if (block.data.redirectUrl) go(latest.current.navigate, block.data.redirectUrl);
    })().catch((error: unknown) => {
      if (!isAbortError(error)) console.error('site access check failed', error);
    });
    return () => controller.abort();
  }, [pathname, search]);

  // On the maintenance page: home once it is over (config off and the cookie gone).
  useEffect(() => {
    if (!isMaintenancePath(pathname)) return;
    const timer = setInterval(() => {
      void apiRequest<{ site?: { maintenance?: { isActive?: boolean; web_state?: number } } }>('/bff-api/config/group/get', {
        query: { groups: 'site', lang: latest.current.lang },
        handles: true,
      })
        .then((groups) => {
          const switches = groups?.site?.maintenance;
          const config = { isActive: switches?.isActive === true, web_state: typeof switches?.web_state === 'number' ? switches.web_state : 0 };
          if (!isMaintenanceActive({ cookie: readCookie(MAINTENANCE_COOKIE), config })) {
            window.location.assign(localizePath(splitLanguagePrefix(pathname).prefix ?? latest.current.lang, '/'));
          }
        })
        .catch(() => {});
    }, MAINTENANCE_POLL_MS);
    return () => clearInterval(timer);
  }, [pathname]);
}
