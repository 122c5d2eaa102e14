import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserConfig } from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';
import { userKeys, userQueries } from '../../shell/auth/api.ts';

/**
 * The security page's data (S0 §3.2): the player's user config from the shell's shared query
 * (`['user', 'config']`), checked against the contract here, reloaded after every change so the
 * protection level, the cards and the header show what the server holds. The page's loader puts
 * it into the server render (security-page.tsx).
 */
export const officeQueries = {
  securityConfig: () => ({ ...userQueries.config(), select: (raw: UserConfig) => UserConfig.parse(raw) }),
};

export type SecurityState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; config: UserConfig };

export function useSecurityConfig() {
  const client = useQueryClient();
  // Loaded on every visit (a server-rendered or cached copy shows meanwhile).
  const query = useQuery({ ...officeQueries.securityConfig(), refetchOnMount: 'always' });
  const state: SecurityState =
    query.data !== undefined ? { status: 'ready', config: query.data } : query.isError && !query.isFetching ? { status: 'error' } : { status: 'loading' };
  return {
    state,
    reload: () => query.refetch(),
    /** After a change: this page's copy and the shell's are one query. */
    refresh: () => client.invalidateQueries({ queryKey: userKeys.config() }),
  };
}

/** A POST to one of the security endpoints; the caller shows every error in its own form. */
export function securityPost<T>(path: string, body: unknown, schema: { parse(data: unknown): T }): Promise<T> {
  return apiRequest(path, { method: 'POST', body, schema, handles: true });
}
