import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  STUDIO_SESSION_HEADER,
  StudioCrashSnapshot,
  StudioHistoryAnswer,
  StudioRotateAnswer,
  StudioRoundAnswer,
  StudioStartAnswer,
  StudioState,
  type StudioEngine,
  type StudioPlayRequest,
} from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';

/**
 * Wager Studio's game client data (decision 020): `/studio-api/…` as TanStack Query options (decision 010).
 * The studio session travels in the X-Studio-Session header, never a cookie; the frame keeps it in memory.
 * Every error is shown by the game itself (`handles: true`), and a 401 is the studio's own, not the site's.
 */
const OWN = { handles: true, refreshOnUnauthorized: false } as const;
const auth = (token: string) => ({ [STUDIO_SESSION_HEADER]: token });

export const studioKeys = {
  all: ['studio'] as const,
  session: (mode: string, game: string, launchToken: string | null) => ['studio', 'session', mode, game, launchToken] as const,
  state: (token: string) => ['studio', 'state', token] as const,
  history: (token: string) => ['studio', 'history', token] as const,
  crash: () => ['studio', 'crash'] as const,
};

export const studioQueries = {
  /** Opens the session once per launch (a launch token is single-use: never refetched). */
  session: (input: { mode: 'real' | 'demo'; game: StudioEngine; token: string | null; lang: string }) =>
    queryOptions({
      queryKey: studioKeys.session(input.mode, input.game, input.token),
      queryFn: () => apiRequest('/studio-api/sessions', { method: 'POST', body: { mode: input.mode, game: input.game, lang: input.lang, ...(input.token ? { token: input.token } : {}) }, schema: StudioStartAnswer, ...OWN }),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
    }),
  state: (token: string) =>
    queryOptions({
      queryKey: studioKeys.state(token),
      queryFn: ({ signal }) => apiRequest('/studio-api/state', { headers: auth(token), schema: StudioState, signal, ...OWN }),
      staleTime: 5_000,
    }),
  history: (token: string) =>
    queryOptions({
      queryKey: studioKeys.history(token),
      queryFn: ({ signal }) => apiRequest('/studio-api/rounds', { headers: auth(token), schema: StudioHistoryAnswer, signal, ...OWN }),
    }),
};

/** The shared crash round: read once, then patched by the SSE stream (`useCrashStream`). */
export const crashQuery = () =>
  queryOptions({
    queryKey: studioKeys.crash(),
    queryFn: ({ signal }) => apiRequest('/studio-api/crash/state', { schema: StudioCrashSnapshot.nullable(), signal, ...OWN }),
    staleTime: Infinity,
  });
export const CRASH_STREAM_URL = '/studio-api/crash/stream';
export const crashBet = (token: string, stakeMinor: string, autoCashOutAt: number | null) => apiRequest('/studio-api/crash/bet', { method: 'POST', headers: auth(token), body: { stakeMinor, autoCashOutAt }, schema: StudioRoundAnswer, ...OWN });
export const crashCashOut = (token: string, roundId: string) => apiRequest('/studio-api/crash/cash-out', { method: 'POST', headers: auth(token), body: { roundId }, schema: StudioRoundAnswer, ...OWN });

export const playRound = (token: string, body: StudioPlayRequest) => apiRequest('/studio-api/rounds', { method: 'POST', headers: auth(token), body, schema: StudioRoundAnswer, ...OWN });
export const minesStart = (token: string, stakeMinor: string, mines: number) => apiRequest('/studio-api/mines/start', { method: 'POST', headers: auth(token), body: { stakeMinor, mines }, schema: StudioRoundAnswer, ...OWN });
export const minesReveal = (token: string, roundId: string, tile: number) => apiRequest('/studio-api/mines/reveal', { method: 'POST', headers: auth(token), body: { roundId, tile }, schema: StudioRoundAnswer, ...OWN });
export const minesCashOut = (token: string, roundId: string) => apiRequest('/studio-api/mines/cash-out', { method: 'POST', headers: auth(token), body: { roundId }, schema: StudioRoundAnswer, ...OWN });
export const rotateSeed = (token: string) => apiRequest('/studio-api/seeds/rotate', { method: 'POST', headers: auth(token), schema: StudioRotateAnswer, ...OWN });
export const setClientSeed = (token: string, clientSeed: string) => apiRequest('/studio-api/seeds/client', { method: 'PUT', headers: auth(token), body: { clientSeed }, schema: StudioState, ...OWN });

/** An answer carries the new state: the cache takes it, the history is read again. */
export function applyState(client: QueryClient, token: string, state: StudioState): void {
  client.setQueryData(studioKeys.state(token), state);
  void client.invalidateQueries({ queryKey: studioKeys.history(token) });
}
