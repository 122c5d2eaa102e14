import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shell/api-client.ts';

/** A social sign-in provider the operator enabled (GET /social-api/providers). */
export interface SocialProviderOption {
  id: string;
  name: string;
}

function parseProviders(data: unknown): SocialProviderOption[] {
  const list = (data as { providers?: unknown } | null)?.providers;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is SocialProviderOption => typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.name === 'string',
  );
}

/**
 * The identity section's queries (decision 010): the enabled social providers (S1 §3 soc_reg,
 * asked once per tab; a failure is asked again by the next form). The terms status (S0 §4.6) is
 * the shell's (`userQueries.terms`, shell/auth/api.ts): the session upkeep asks it too.
 */
export const authKeys = {
  all: ['auth'] as const,
  socialProviders: () => ['auth', 'social-providers'] as const,
};

export const authQueries = {
  socialProviders: () =>
    queryOptions({
      queryKey: authKeys.socialProviders(),
      queryFn: ({ signal }) => apiRequest('/social-api/providers', { schema: { parse: parseProviders }, signal, handles: true }),
      staleTime: Infinity,
    }),
};

/** S0 §4.6: the player confirms the terms of `updatedAt`. */
export function confirmTerms(updatedAt: string) {
  return apiRequest('/web-api/api-v3/v2/user/agreement-rules/confirm', { method: 'POST', body: { updatedAt }, handles: true });
}
