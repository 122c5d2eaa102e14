import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { CasinoFrame } from './casino-frame.tsx';
import { extrasQueries } from './extras-api.ts';
import { prefetchExtras } from './extras-loader.server.ts';
import { TournamentCard } from './extras-ui.tsx';
import type { Route } from './+types/tournaments-page';

export const meta = sectionMeta;

const ORDER = ['running', 'upcoming', 'finished'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.lng;
  const dehydratedState = await prefetchExtras(context, async (face, client) => {
    client.setQueryData(extrasQueries.tournaments(lang).queryKey, await face.getCasinoTournaments(lang));
  });
  return { dehydratedState };
}

/** S0 §2.2 bonus/casino/tournaments: running, upcoming and finished tournaments with countdowns and prize pools. */
export default function TournamentsPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const query = useQuery(extrasQueries.tournaments(lang));
  return (
    <CasinoFrame title={t('sections.titles.bonus-casino-tournaments')}>
      <p className="max-w-3xl text-sm text-muted">{t('casinoRoutes.tournaments.lead')}</p>
      {query.data === undefined ? (
        query.isError ? <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void query.refetch()} /> : <div className="card h-40 animate-pulse" aria-busy="true" />
      ) : (
        ORDER.map((status) => {
          const list = query.data.tournaments.filter((item) => item.status === status);
          if (list.length === 0) return null;
          return (
            <section key={status} aria-labelledby={`tournaments-${status}`} className="space-y-2">
              <h2 id={`tournaments-${status}`} className="section-title">
                {t(`casinoRoutes.tournaments.group.${status}`)}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {list.map((tournament) => (
                  <TournamentCard key={tournament.id} tournament={tournament} nowIso={query.data.now} currency={null} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </CasinoFrame>
  );
}
