import { splitLanguagePrefix } from '@wager/domain';

/** The config group an operator fills (contract REMOTE_VIEWS_GROUP; kept here so this file carries no zod). */
export const REMOTE_VIEWS_GROUP = 'remoteViews';

/** Sent on window before a view's nodes are removed, so its scripts can let go of what they hold. */
export const EXTERNAL_VIEW_UNMOUNT_EVENT = 'wager:external-view-unmount';

export interface RemoteViewMatch {
  /** The config key that matched: the route name, or the path prefix. */
  key: string;
  /** The stored value, not yet validated (the view's own chunk parses it with the contract). */
  entry: unknown;
}

/**
 * Which configured view mounts here (S0 §4.2, §7): the entry keyed by the route name first, else
 * the longest key that is a path prefix (`/promotions/special`) of the path without its language
 * prefix, matched on whole segments. Null: nothing configured, the page stays ours.
 */
export function matchRemoteView(group: unknown, routeName: string | null, pathname: string): RemoteViewMatch | null {
  if (group === null || typeof group !== 'object' || Array.isArray(group)) return null;
  const views = group as Record<string, unknown>;
  if (routeName && !routeName.startsWith('/') && Object.hasOwn(views, routeName)) return { key: routeName, entry: views[routeName] };
  const { rest } = splitLanguagePrefix(pathname);
  let best: RemoteViewMatch | null = null;
  for (const [key, entry] of Object.entries(views)) {
    if (!key.startsWith('/')) continue;
    const prefix = key.length > 1 && key.endsWith('/') ? key.slice(0, -1) : key;
    const matches = prefix === '/' || rest === prefix || rest.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.key.length)) best = { key, entry };
  }
  return best;
}
