import { queryOptions } from '@tanstack/react-query';
import { CasinoLottoResults, CasinoPromotion, CasinoPromotionsAnswer, CasinoTournamentDetail, CasinoTournamentsAnswer } from '@wager/contract';
import { apiRequest } from '../../shell/api-client.ts';
import { PLAYER_DATA } from '../../shell/query/query-client.ts';

/**
 * Casino promotions, tournaments and lotto results (S0 §2.2 bonus/casino…, lotto) as TanStack Query
 * options (decision 010), at the paths of `packages/contract/src/casino.ts`. A tournament's detail
 * names the signed-in player's place, so it is player data (dropped when he signs out).
 */
const IN_PLACE = { handles: true } as const;

export const extrasKeys = {
  promotions: (lang: string) => ['casino', 'promotions', lang] as const,
  promotion: (id: string, lang: string) => ['casino', 'promotion', id, lang] as const,
  tournaments: (lang: string) => ['casino', 'tournaments', lang] as const,
  tournament: (id: string, lang: string, currency: string | null) => ['casino', 'tournament', id, lang, currency] as const,
  lottoResults: (gameId: number | null, lang: string) => ['casino', 'lotto-results', gameId, lang] as const,
};

export const extrasQueries = {
  promotions: (lang: string) =>
    queryOptions({
      queryKey: extrasKeys.promotions(lang),
      queryFn: ({ signal }) => apiRequest('/bff-api/casino/promotions', { query: { lang }, schema: CasinoPromotionsAnswer, signal, ...IN_PLACE }),
    }),
  promotion: (id: string, lang: string) =>
    queryOptions({
      queryKey: extrasKeys.promotion(id, lang),
      queryFn: ({ signal }) => apiRequest(`/bff-api/casino/promotions/${id}`, { query: { lang }, schema: CasinoPromotion, signal, ...IN_PLACE }),
    }),
  tournaments: (lang: string) =>
    queryOptions({
      queryKey: extrasKeys.tournaments(lang),
      queryFn: ({ signal }) => apiRequest('/bff-api/casino/tournaments', { query: { lang }, schema: CasinoTournamentsAnswer, signal, ...IN_PLACE }),
      refetchInterval: 60_000,
    }),
  tournament: (id: string, lang: string, currency: string | null) =>
    queryOptions({
      queryKey: extrasKeys.tournament(id, lang, currency),
      queryFn: ({ signal }) => apiRequest(`/bff-api/casino/tournaments/${id}`, { query: { lang, ...(currency ? { currency } : {}) }, schema: CasinoTournamentDetail, signal, ...IN_PLACE }),
      refetchInterval: 30_000,
      meta: PLAYER_DATA,
    }),
  lottoResults: (gameId: number | null, lang: string) =>
    queryOptions({
      queryKey: extrasKeys.lottoResults(gameId, lang),
      queryFn: ({ signal }) => apiRequest('/web-api/casino/lotto/results', { query: { lang, ...(gameId ? { gameId } : {}) }, schema: CasinoLottoResults, signal, handles: true, refreshOnUnauthorized: false }),
      meta: PLAYER_DATA,
    }),
};
