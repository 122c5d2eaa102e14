import { REMOTE_VIEWS_GROUP } from './match.ts';

/** How long the browser reuses the group (the server answers it with max-age 60). */
const REUSE_MS = 60_000;
let cached: { atMs: number; group: Promise<unknown> } | null = null;

/**
 * The operator's remote views, read from the public config group endpoint (S0 §7 config group,
 * already cached on the server a random 600–900 s and in the browser 60 s). Client only. A failure
 * reads as "nothing configured": the page keeps its own content rather than breaking.
 */
export function loadRemoteViewsGroup(): Promise<unknown> {
  const now = Date.now();
  if (cached && now - cached.atMs < REUSE_MS) return cached.group;
  const group = fetch(`/bff-api/config/group/get?groups=${REMOTE_VIEWS_GROUP}`, {
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`config group answered ${response.status}`);
      const map = (await response.json()) as Record<string, unknown>;
      return map[REMOTE_VIEWS_GROUP] ?? null;
    })
    .catch((error: unknown) => {
      console.warn('remote views config unavailable; pages keep their own content', error);
      cached = null;
      return null;
    });
  cached = { atMs: now, group };
  return group;
}
