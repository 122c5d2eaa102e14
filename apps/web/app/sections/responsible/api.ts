import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIMIT_PATHS,
  LimitsAnswer,
  PingAnswer,
  RealityCheckAnswer,
  SaveLimitsAnswer,
  SelfExcludeReasonsAnswer,
  TestAnswersAnswer,
  type Limit,
  type RealityCheckRequest,
  type SaveLimitsRequest,
  type TestAnswersRequest,
} from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';
import { PLAYER_DATA } from '../../shell/query/query-client.ts';

/**
 * The limit service from the browser (S1 §7, decision 021; data layer of decision 010). The calls
 * use the session cookie with the CSRF header the API client always sends (the contract allows it
 * beside the bearer token of gettoken) and `X-Language`, so reasons and questions come in the
 * player's language. Every caller shows its own errors (S1 §8 texts), so none is notified twice.
 */
export const limitKeys = {
  all: ['limits'] as const,
  list: () => [...limitKeys.all, 'list'] as const,
  reasons: (lang: string) => [...limitKeys.all, 'reasons', lang] as const,
  realityCheck: () => [...limitKeys.all, 'reality-check'] as const,
};

function headers(lang: string): Record<string, string> {
  return { 'x-language': lang };
}

export const limitQueries = {
  list: (lang: string) =>
    queryOptions({
      queryKey: limitKeys.list(),
      queryFn: ({ signal }) => apiRequest(LIMIT_PATHS.limits, { schema: LimitsAnswer, signal, headers: headers(lang), handles: true }),
      meta: PLAYER_DATA,
    }),
  reasons: (lang: string) =>
    queryOptions({
      queryKey: limitKeys.reasons(lang),
      queryFn: ({ signal }) => apiRequest(LIMIT_PATHS.selfExcludeReasons, { schema: SelfExcludeReasonsAnswer, signal, headers: headers(lang), handles: true }),
      meta: PLAYER_DATA,
      staleTime: 10 * 60_000,
    }),
  realityCheck: () =>
    queryOptions({
      queryKey: limitKeys.realityCheck(),
      queryFn: ({ signal }) => apiRequest(LIMIT_PATHS.realityCheck, { schema: RealityCheckAnswer, signal, handles: true }),
      meta: PLAYER_DATA,
    }),
};

export function saveLimits(lang: string, body: SaveLimitsRequest) {
  return apiRequest(LIMIT_PATHS.limits, { method: 'POST', body, schema: SaveLimitsAnswer, headers: headers(lang), handles: true });
}

export function sendTestAnswers(lang: string, body: TestAnswersRequest) {
  return apiRequest(LIMIT_PATHS.testAnswers, { method: 'POST', body, schema: TestAnswersAnswer, headers: headers(lang), handles: true });
}

/** S1 §4, §7: approve a pending change (limitaction, action 1). */
export function approveLimit(lang: string, limitType: number) {
  return apiRequest(LIMIT_PATHS.limitAction, { method: 'POST', body: { limitType, action: 1 }, headers: headers(lang), handles: true });
}

/** S1 §4, §7: reject (cancel) a pending change (DELETE limit). */
export function rejectLimit(lang: string, limitType: number) {
  return apiRequest(LIMIT_PATHS.limit, { method: 'DELETE', query: { limitType }, headers: headers(lang), handles: true });
}

export function blockUser(lang: string, selfExcludeReason?: number) {
  return apiRequest(LIMIT_PATHS.blockUser, { method: 'POST', body: selfExcludeReason === undefined ? {} : { selfExcludeReason }, headers: headers(lang), handles: true });
}

export function ping(lang: string) {
  return apiRequest(LIMIT_PATHS.ping, { method: 'POST', body: {}, schema: PingAnswer, headers: headers(lang), handles: true });
}

export function postRealityCheck(attributes: RealityCheckRequest['data']['attributes']) {
  return apiRequest(LIMIT_PATHS.realityCheck, { method: 'POST', body: { data: { attributes } }, schema: RealityCheckAnswer, handles: true });
}

/** The player's limits, re-read on each visit (a server change, another tab). */
export function useLimits(lang: string, options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({ ...limitQueries.list(lang), refetchOnMount: 'always', enabled: options.enabled ?? true, refetchInterval: options.refetchInterval ?? false });
}

/** After a change: the page and the pop-ups read the same query. */
export function useLimitsWriter() {
  const client = useQueryClient();
  return {
    put: (limits: Limit[]) =>
      client.setQueryData(limitKeys.list(), (old: LimitsAnswer | undefined) => (old ? { ...old, limits: mergeLimits(old.limits, limits) } : old)),
    refresh: () => client.invalidateQueries({ queryKey: limitKeys.list() }),
  };
}

/**
 * An answer's `limitsData` replaces the rows of the types it lists (both the ACTIVE and the PENDING
 * row of a type come together); the other types keep theirs.
 */
export function mergeLimits(current: readonly Limit[], changed: readonly Limit[]): Limit[] {
  if (changed.length === 0) return [...current];
  const types = new Set(changed.map((limit) => limit.limitType));
  const kept = current.filter((limit) => !types.has(limit.limitType));
  return [...kept, ...changed];
}
