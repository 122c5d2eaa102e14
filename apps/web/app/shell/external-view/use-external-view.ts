import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useHydrated } from '../query/query-client.ts';
import { configQueries } from './api.ts';
import { matchRemoteView, type RemoteViewMatch } from './match.ts';

export type ExternalViewLookup =
  /** Server render and first browser render: not known yet (the page renders its own content). */
  | { status: 'pending' }
  /** Nothing configured for this route: the page is ours. */
  | { status: 'none' }
  | { status: 'configured'; match: RemoteViewMatch };

/**
 * Whether an operator mounted a remote view at this route (config group `remoteViews`, keyed by
 * `routeName` or a path prefix; S0 §4.2, §7). Answers `pending` on the server and on the first
 * browser render (the query is never server-rendered), so hydration matches, then `none` or
 * `configured`.
 */
export function useExternalViewFor(routeName: string | null): ExternalViewLookup {
  const { pathname } = useLocation();
  const group = useQuery(configQueries.remoteViews());
  const hydrated = useHydrated();
  // A failed load reads as nothing configured: the page keeps its own content.
  const value = group.data !== undefined ? group.data : group.isError ? null : undefined;
  if (value === undefined || !hydrated) return { status: 'pending' };
  const match = matchRemoteView(value, routeName, pathname);
  return match ? { status: 'configured', match } : { status: 'none' };
}
