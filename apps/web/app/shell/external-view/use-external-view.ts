import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { loadRemoteViewsGroup } from './config-source.ts';
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
 * browser render, so hydration matches, then `none` or `configured`.
 */
export function useExternalViewFor(routeName: string | null): ExternalViewLookup {
  const { pathname } = useLocation();
  const [group, setGroup] = useState<{ value: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    void loadRemoteViewsGroup().then((value) => {
      if (live) setGroup({ value });
    });
    return () => {
      live = false;
    };
  }, []);
  if (!group) return { status: 'pending' };
  const match = matchRemoteView(group.value, routeName, pathname);
  return match ? { status: 'configured', match } : { status: 'none' };
}
