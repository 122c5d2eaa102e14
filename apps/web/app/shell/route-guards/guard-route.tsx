import { useEffect } from 'react';
import {
  Outlet,
  data,
  isRouteErrorResponse,
  redirect,
  replace,
  useLocation,
  useNavigate,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { tabletPlatformSearch } from '@wager/domain';
import { DefaultFrame } from '../../layouts/default-frame.tsx';
import { slot } from '../registry.ts';
import { useShell } from '../use-shell.ts';
import { GuardModalHost } from './guard-modal-host.tsx';
import { requestGuardModal } from './guard-modals.ts';
import { decideNavigation, onlyModalQueryChanged, type GuardState, type NavigationDecision } from './decide.ts';
import { guardStateOf } from './guard-state.server.ts';
import { remoteViewPageStatus } from '../external-view/view-status.server.ts';
import { matchRoute, routeDictionaryParts } from '../../route-table/match.ts';
import { loadDictionaryParts } from '../../i18n/dictionary-loader.ts';
import type { Route } from './+types/guard-route';

/** Applies a decision the way both sides share: redirects with their status, 404, the external ban page. */
function apply(decision: NavigationDecision): void {
  switch (decision.kind) {
    case 'redirect':
      // S0 §2.2 replace redirects and guard redirects (S0 §2.5) replace the refused history entry.
      throw decision.replace ? replace(decision.to, decision.status) : redirect(decision.to, decision.status);
    case 'external':
      // S0 §4.5: a banned player goes to the fixed external page.
      throw redirect(decision.url, 302);
    case 'not_found':
      throw data(null, { status: 404 });
    default:
  }
}

/**
 * Server: the fixed redirects (S0 §2.2, §2.3) and the S0 §2.5 guards run before any page renders,
 * for documents and for the browser's `.data` requests of client navigations alike.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = guardStateOf(context);
  const pathname = url.pathname.replace(/\.data$/, '');
  apply(decideNavigation({ pathname, search: url.search, from: null, production: import.meta.env.PROD }, state));
  // S0 §4.2: a remote view's page error is the document's status as well.
  const routeName = () => {
    const route = matchRoute(pathname, { production: import.meta.env.PROD });
    return route === null || route.entry.redirectOnly ? null : route.entry.name;
  };
  const status = await remoteViewPageStatus(context, routeName, pathname, url.search);
  if (status !== null) throw data(null, { status });
  return { state };
}

let lastState: GuardState | null = null;
let lastLocation: { pathname: string; search: string } | null = null;

/**
 * Browser: before each client navigation, the decisions only the browser can make (a modal instead
 * of the page needs a page to stay on, S0 §2.5.5, §2.5.9), then the server's decision.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const from = lastLocation;
  if (lastState !== null && from !== null && from.pathname !== url.pathname) {
    const decision = decideNavigation({ pathname: url.pathname, search: url.search, from, production: import.meta.env.PROD }, lastState);
    if (decision.kind === 'modal') {
      // The player stays where he was and the modal opens over that page.
      requestGuardModal({ modal: decision.modal, targetHref: `${url.pathname}${url.search}` });
      throw replace(`${from.pathname}${from.search}`);
    }
  }
  // S0 §7: the next page's dictionary parts arrive with its data.
  const [result] = await Promise.all([serverLoader(), loadDictionaryParts(routeDictionaryParts(url.pathname))]);
  lastState = result.state;
  return result;
}

/**
 * Every navigation runs the guards (S0 §2.5.4 "on every route change"), except a change of only
 * the navigation-menu-modal query on the same route (S0 §2.4). A revalidation of the page the
 * player is on (after sign-in, the shell reloads its data before going to the return URL) is no
 * route change: it runs none, or the sign-in page would be left before the return URL is used.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') return false;
  if (currentUrl.href === nextUrl.href) return false;
  return !onlyModalQueryChanged(currentUrl, nextUrl);
}

/** S0 §2.4, S1 §2: a tablet reporting a desktop Mac gets platform_type=mobile (unless set). */
function useTabletPlatform(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = tabletPlatformSearch({ platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints, search: location.search });
    if (search !== null) void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location, navigate]);
}

export default function GuardRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // The browser's copy of the guard state (first from the server render) and the page being left.
  lastState = loaderData.state;
  useEffect(() => {
    lastLocation = { pathname: location.pathname, search: location.search };
  }, [location.pathname, location.search]);
  useTabletPlatform();
  return (
    <>
      <Outlet />
      <GuardModalHost />
    </>
  );
}

/** A refused or unknown route (S0 §2.3, §5): the 404 page inside the default layout's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useShell();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const ErrorPage = slot('errorPage');
  return (
    <DefaultFrame>
      <ErrorPage status={status} lang={shell.lang} embedded />
    </DefaultFrame>
  );
}
