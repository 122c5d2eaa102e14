import { useEffect, useRef, useSyncExternalStore } from 'react';
import { QueryClient, isServer, notifyManager, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useMatches } from 'react-router';

/**
 * The web app's one data layer (docs/decisions/010-web-data-layer.md): TanStack Query.
 *
 * - One QueryClient per request on the server (created by the root's App for each render) and one
 *   per browser session (`getQueryClient`).
 * - Retries are the callers' own (the API client's S1 §8 handling, the S0 §7 load-balances
 *   retries in the wallet's query functions): the client itself never retries, and never refetches
 *   on window focus or reconnection (the pages did not before; the balance stream and its polling
 *   keep the balances live).
 * - Page loaders prefetch what the page needs from the in-process services into a client of their
 *   own and return it dehydrated as `dehydratedState` (`prefetch.server.ts`); `useDehydratedState`
 *   merges the matched routes' states for the root's HydrationBoundary.
 */
export const STALE_MS = 5_000;

// Query results reach the components in the same task, not after a zero-delay timer: what a
// player sees never waits on the timer queue, and a page whose clock is controlled (the browser
// tests' paused clock, S0 §4.2 retry waits) still gets its data.
notifyManager.setScheduler(queueMicrotask);

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The server: a new client (one per request render); the browser: the tab's one client. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * Player data (balances, user config, payments) carries this meta: when the signed-in player
 * changes or signs out, nothing of his stays in the tab's cache (S0 §4.4).
 */
export const PLAYER_DATA = { player: true } as const;

export function isPlayerQuery(query: { meta?: Record<string, unknown> | undefined }): boolean {
  return query.meta?.player === true;
}

/** A loader's answer field that carries its prefetched queries. */
export interface WithDehydratedState {
  dehydratedState?: DehydratedState;
}

function dehydratedStateOf(data: unknown): DehydratedState | undefined {
  if (typeof data !== 'object' || data === null || !('dehydratedState' in data)) return undefined;
  return (data as WithDehydratedState).dehydratedState;
}

/** The queries every matched route's loader prefetched, merged (deeper routes win on the same key). */
export function useDehydratedState(): DehydratedState | undefined {
  const matches = useMatches();
  const states = matches.map((match) => dehydratedStateOf(match.loaderData)).filter((state) => state !== undefined);
  if (states.length === 0) return undefined;
  if (states.length === 1) return states[0];
  return { queries: states.flatMap((state) => state.queries), mutations: states.flatMap((state) => state.mutations) };
}

/** Signed out, or another player: every player query leaves the tab's cache (S0 §4.4). */
export function clearPlayerData(client: QueryClient): void {
  client.removeQueries({ predicate: isPlayerQuery });
}

/** Mounted once in the shell: drops the player queries whenever the signed-in player changes. */
export function usePlayerDataReset(userId: number | null): void {
  const client = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== userId) clearPlayerData(client);
    previous.current = userId;
  }, [client, userId]);
}

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates, true after. A part that hydrates late (the
 * header and footer chunks, S0 §1) must render what the server rendered even when the tab's cache
 * has filled in the meantime (a page's own query): it reads cached player data only once hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
