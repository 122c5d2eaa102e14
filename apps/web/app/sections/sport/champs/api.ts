import { queryOptions } from '@tanstack/react-query';
import { LONG_TERM_SPORT_ID } from '@wager/domain';
import { resultsQueries, type DayQuery } from '../results/api.ts';

/**
 * S0 §2.2 champs, S1 §3 sportId 2999 (decision 010): the outrights on offer, one championship's,
 * and the outrights settled on a day (their champions).
 */
export const champsQueries = {
  open: (lang: string, champId?: number) => resultsQueries.events('line', { sportId: LONG_TERM_SPORT_ID, ...(champId === undefined ? {} : { champId }), lang }),
  settled: (q: DayQuery) => resultsQueries.results({ ...q, sportId: LONG_TERM_SPORT_ID, markets: 'all' }),
  event: resultsQueries.event,
};
