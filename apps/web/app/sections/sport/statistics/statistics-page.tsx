import type { ReactNode } from 'react';
import { data, Link, useMatches } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { prefetchQueries } from '../../../shell/query/prefetch.server.ts';
import { localHref, useShell } from '../../../shell/use-shell.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { SectionFrame, sectionMeta } from '../../../ui/section-frame.tsx';
import { readId } from '../stats-common/feed-view.ts';
import { EmptyCard } from '../stats-common/pieces.tsx';
import { statisticsQueries } from './api.ts';
import { GameHeader, HeadToHead, LastResults, Standings } from './statistics-tables.tsx';
import type { Route } from './+types/statistics-page';

export const meta = sectionMeta;

/**
 * A game's statistics from the feed in process (decision 010, 011), so the server render shows
 * them; an unknown game is the 404 page. Without a game the page says where to choose one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const gameId = readId(new URL(request.url).searchParams.get('gameId'));
  if (gameId === null) return { gameId };
  const lang = context.lng;
  const statistics = await context.services.getFeedStatistics(gameId, lang);
  if (!statistics) throw data(null, { status: 404 });
  const dehydratedState = await prefetchQueries((client) => client.prefetchQuery({ ...statisticsQueries.game(gameId, lang), queryFn: () => statistics }));
  return { gameId, dehydratedState };
}

/** S0 §2.5.6: the popup owns its window (no header or footer): a narrow frame of its own. */
function Frame({ popup, children }: { popup: boolean; children: ReactNode }) {
  if (popup) return <div className="mx-auto w-full max-w-5xl space-y-4 px-3 py-4 sm:px-5">{children}</div>;
  return (
    <SectionFrame wide>
      <div className="space-y-4">{children}</div>
    </SectionFrame>
  );
}

/**
 * S0 §2.2 statistic and statisticpopup (?gameId=): the game's head to head, each side's last
 * results and the championship's table.
 */
export default function StatisticsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const popup = useMatches().at(-1)?.id === 'statisticpopup';
  // The loader reads the id (a client navigation to another game runs it again).
  const gameId = loaderData.gameId;
  const statistics = useQuery({ ...statisticsQueries.game(gameId ?? 0, lang), enabled: gameId !== null });

  return (
    <Frame popup={popup}>
      <h1 id="page-title" className={popup ? 'sr-only' : 'text-2xl font-extrabold tracking-tight'}>
        {t('sportStats.statistics.title')}
      </h1>
      {gameId === null ? (
        <EmptyCard text={t('sportStats.statistics.chooseGame')}>
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={localHref(lang, '/line')} className="btn btn-primary">
              {t('sportStats.statistics.toLine')}
            </Link>
            <Link to={localHref(lang, '/results')} className="btn btn-secondary">
              {t('sportStats.results.title')}
            </Link>
          </div>
        </EmptyCard>
      ) : (
        <QueryState
          query={statistics}
          errorKey="sportStats.common.error"
          retryKey="sportStats.common.retry"
          skeleton={<div role="status" aria-label={t('sportStats.common.loading')} className="card h-64 animate-pulse" />}
        >
          {(stats) =>
            stats === null ? (
              <EmptyCard text={t('sportStats.statistics.unknownGame')} />
            ) : (
              <>
                <GameHeader stats={stats} />
                {!stats.available && <EmptyCard text={t('sportStats.statistics.unavailable')} />}
                {stats.available && (
                  <>
                    {stats.event.home && stats.event.away && <HeadToHead stats={stats} />}
                    {stats.event.home && stats.event.away && <LastResults stats={stats} />}
                    <Standings stats={stats} />
                  </>
                )}
              </>
            )
          }
        </QueryState>
      )}
    </Frame>
  );
}
