import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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
  const latest = useRef({ navigate, lang, isSignedIn });
  latest.current = { navigate, lang, isSignedIn };
  const url = `${pathname}${search}`;

  // The first page of a visit was checked by the server render: the checks start with the next.
  const [firstUrl] = useState(url);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (url !== firstUrl) setNavigated(true);
  }, [url, firstUrl]);

  // One check per page (a newer page cancels the older check); never kept for a later visit.
  // Signing in or out on a page checks nothing new: the state is read when the check starts.
  const check = useQuery({
    queryKey: ['site-access', url],
    queryFn: ({ signal }) => decideAccess(url, latest.current.isSignedIn, signal),
    enabled: navigated && !isMaintenancePath(pathname),
    staleTime: 0,
    gcTime: 0,
  });
  const outcome = check.data;
  useEffect(() => {
    if (!outcome || outcome.kind === 'stay') return;
    if (outcome.kind === 'maintenance') {
      document.cookie = `${MAINTENANCE_COOKIE}=1; path=/; max-age=${MAINTENANCE_COOKIE_MAX_AGE_S}; samesite=lax`;
      go(latest.current.navigate, localizePath(splitLanguagePrefix(pathname).prefix ?? latest.current.lang, '/maintenance'));
      return;
    }
    go(latest.current.navigate, outcome.to);
  }, [outcome, pathname]);

  // On the maintenance page: every 30 s (the first after 30 s), home once it is over (config off and the cookie gone).
  const onMaintenancePage = isMaintenancePath(pathname);
  const switches = useQuery({
    queryKey: ['config', 'site', 'maintenance', lang],
    queryFn: ({ signal }) => readMaintenanceSwitches(lang, signal),
    enabled: onMaintenancePage,
    initialData: null,
    staleTime: Infinity,
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  const config = switches.data;
  useEffect(() => {
    if (!onMaintenancePage || config === null) return;
    if (!isMaintenanceActive({ cookie: readCookie(MAINTENANCE_COOKIE), config })) {
      window.location.assign(localizePath(splitLanguagePrefix(pathname).prefix ?? latest.current.lang, '/'));
    }
  }, [onMaintenancePage, config, pathname]);
}

type AccessOutcome = { kind: 'stay' } | { kind: 'go'; to: string } | { kind: 'maintenance' };

/** S0 §4.5, §7: the redirect check, then the block check (none answered: maintenance). */
async function decideAccess(url: string, signedIn: boolean, signal: AbortSignal): Promise<AccessOutcome> {
  try {
    const redirect = await checkRedirect(url, signal);
    if (redirect?.redirect && redirect.url) return { kind: 'go', to: redirect.url };
    const block = await checkBlock(url, signedIn, signal);
    if (block === null) return { kind: 'maintenance' };
    return block.data.redirectUrl ? { kind: 'go', to: block.data.redirectUrl } : { kind: 'stay' };
  } catch (error) {
    if (isAbortError(error)) throw error;
    console.error('site access check failed', error);
    return { kind: 'stay' };
  }
}

/** The maintenance switches of the site config group; null when they could not be read. */
async function readMaintenanceSwitches(lang: string, signal: AbortSignal): Promise<{ isActive: boolean; web_state: number } | null> {
  try {
    const groups = await apiRequest<{ site?: { maintenance?: { isActive?: boolean; web_state?: number } } }>('/bff-api/config/group/get', {
      query: { groups: 'site', lang },
      handles: true,
      signal,
    });
    const switches = groups?.site?.maintenance;
    return { isActive: switches?.isActive === true, web_state: typeof switches?.web_state === 'number' ? switches.web_state : 0 };
  } catch {
    return null;
  }
}
