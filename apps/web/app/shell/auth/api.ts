import { queryOptions } from '@tanstack/react-query';
import type { UserConfig } from '@wager/contract';
import { apiRequest, isAbortError } from '../api-client.ts';
import { PLAYER_DATA } from '../query/query-client.ts';

/**
 * The shell's player queries (decision 008): GET /web-api/user/config (S0 §3.2), one cache entry
 * the header, the shell and the office pages share, so a change made on one page shows everywhere.
 * Read without zod here (the shell's initial bundle carries none); the office page parses it.
 */
export const userKeys = {
  all: ['user'] as const,
  config: () => ['user', 'config'] as const,
};

function readResult(data: unknown): UserConfig {
  const result = (data as { result?: unknown } | null)?.result;
  if (!result || typeof result !== 'object') throw new Error('failed to get user config');
  return result as UserConfig;
}

export const userQueries = {
  /** S0 §4.4: loaded once per player (install-load); a failure is logged and shown as not loaded. */
  config: () =>
    queryOptions({
      queryKey: userKeys.config(),
      queryFn: ({ signal }) =>
        apiRequest('/web-api/user/config', { schema: { parse: readResult }, signal, handles: true }).catch((error: unknown) => {
          if (!isAbortError(error)) console.error('failed to get user config', error);
          throw error;
        }),
      meta: PLAYER_DATA,
    }),
};
