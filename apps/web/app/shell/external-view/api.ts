import { queryOptions } from '@tanstack/react-query';
import { REMOTE_VIEWS_GROUP } from './match.ts';

/**
 * The operator's remote views as a query (decision 010): the public config group (S0 §7,
 * cached on the server a random 600–900 s, S1 §9), reused in the browser for 60 s as the
 * server's max-age says. A failure reads as "nothing configured": the page keeps its own content.
 */
export const configKeys = {
  all: ['config'] as const,
  remoteViews: () => ['config', REMOTE_VIEWS_GROUP] as const,
};

const REUSE_MS = 60_000;

/** A failure is logged and thrown: the caller reads it as nothing configured, and the next page asks again. */
async function fetchRemoteViewsGroup(signal: AbortSignal): Promise<unknown> {
  try {
    const response = await fetch(`/bff-api/config/group/get?groups=${REMOTE_VIEWS_GROUP}`, {
      headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      signal,
    });
    if (!response.ok) throw new Error(`config group answered ${response.status}`);
    const map = (await response.json()) as Record<string, unknown>;
    return map[REMOTE_VIEWS_GROUP] ?? null;
  } catch (error) {
    if (!signal.aborted) console.warn('remote views config unavailable; pages keep their own content', error);
    throw error;
  }
}

export const configQueries = {
  remoteViews: () =>
    queryOptions({
      queryKey: configKeys.remoteViews(),
      queryFn: ({ signal }) => fetchRemoteViewsGroup(signal),
      staleTime: REUSE_MS,
    }),
};
