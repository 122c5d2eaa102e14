import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { createRemoteView } from '../remote-view.tsx';
import { useExternalViewFor } from './use-external-view.ts';

/**
 * S0 §4.2 "a status code in a view response raises the page error": thrown during render, it reads
 * as a route error response (`isRouteErrorResponse`), so the route's ErrorBoundary shows the 404 or
 * 500 page inside the layout.
 */
export class ExternalViewPageError extends Error {
  readonly internal = false;
  readonly data = null;
  readonly statusText: string;
  constructor(readonly status: number) {
    super(`remote view page error ${status}`);
    this.statusText = status === 404 ? 'Not Found' : 'Remote view error';
  }
}

// The view's machinery (zod answer parsing, DOM injection) is its own chunk, fetched only when a
// view is configured, and loaded with the wrapper's lifecycle like any separately loaded part.
const ExternalViewChunk = createRemoteView('external-view', () => import('./external-view.tsx'));

export interface ExternalViewProps {
  /** The config key it was found under (route name or path prefix). */
  name: string;
  /** The operator's entry from the config group `remoteViews`: `{ url, forceSpa?, components?, retries?, timeoutMs? }`. */
  view: unknown;
  /** Defaults to the current path and query. */
  path?: string;
}

/** An external application at this spot of the page (S0 §1, §4.2, §7); browser-rendered, the server sends the preloader. */
export function ExternalView({ name, view, path }: ExternalViewProps) {
  const location = useLocation();
  const [pageError, setPageError] = useState<number | null>(null);
  if (pageError !== null) throw new ExternalViewPageError(pageError);
  const currentPath = path ?? `${location.pathname}${location.search}`;
  return <ExternalViewChunk key={`${name}\u0000${currentPath}`} name={name} entry={view} path={currentPath} onPageError={setPageError} />;
}

/**
 * The page's own content unless an operator mounted a remote view for `routeName` (or for a path
 * prefix of the current path) in the config group `remoteViews`. The server render and the first
 * browser render show `fallback` (the config is read in the browser), then the view replaces it.
 */
export function ExternalViewOrFallback({ routeName, fallback }: { routeName: string; fallback: ReactNode }) {
  const lookup = useExternalViewFor(routeName);
  if (lookup.status !== 'configured') return <>{fallback}</>;
  return <ExternalView name={lookup.match.key} view={lookup.match.entry} />;
}
