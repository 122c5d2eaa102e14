import { queryOptions } from '@tanstack/react-query';
import type { UserConfig } from '@wager/contract';
import { apiRequest, isAbortError } from '../api-client.ts';
import { PLAYER_DATA } from '../query/query-client.ts';

/**
 * The shell's player queries (decision 010): GET /web-api/user/config (S0 §3.2), one cache entry
 * the header, the shell and the office pages share, so a change made on one page shows everywhere.
 * Read without zod here (the shell's initial bundle carries none); the office page parses it.
 */
export const userKeys = {
  all: ['user'] as const,
  config: () => ['user', 'config'] as const,
  terms: () => ['user', 'terms'] as const,
};

/** S0 §3.7, §4.6: the terms status, read without zod; `result` true means the terms changed. */
export interface TermsStatus {
  result: boolean;
  updatedAt: string;
}

function readTerms(data: unknown): TermsStatus {
  const { result, updatedAt } = (data ?? {}) as { result?: unknown; updatedAt?: unknown };
  return { result: result === true, updatedAt: typeof updatedAt === 'string' ? updatedAt : '' };
}

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
  /** S0 §4.6: whether the terms changed since the player accepted them. */
  terms: () =>
    queryOptions({
      queryKey: userKeys.terms(),
      queryFn: ({ signal }) => apiRequest('/web-api/api-v3/v2/user/agreement-rules/status', { schema: { parse: readTerms }, signal, handles: true }),
      meta: PLAYER_DATA,
    }),
};
