import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../shell/use-shell.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { casinoQueries } from './api.ts';
import { CasinoFrame } from './casino-frame.tsx';
import { prefetchCasino } from './casino-loader.server.ts';
import { ProviderCard } from './casino-ui.tsx';
import type { Route } from './+types/providers-page';

export const meta = sectionMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.lng;
  const dehydratedState = await prefetchCasino(context, async (face, country, client) => {
    client.setQueryData(casinoQueries.lobby(lang).queryKey, await face.getLobby(lang, country));
  });
  return { dehydratedState };
}

/** S0 §2.2 providers (and casino/brand): every game provider with its number of games. */
export default function ProvidersPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const lobby = useQuery(casinoQueries.lobby(lang));
  return (
    <CasinoFrame title={t('sections.titles.providers')}>
      {lobby.data === undefined ? (
        lobby.isError && !lobby.isFetching ? (
          <QueryError errorKey="casino.loadError" retryKey="casino.retry" onRetry={() => void lobby.refetch()} />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="card h-20 animate-pulse" />
            ))}
          </ul>
        )
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('sections.titles.providers')}>
          {[...lobby.data.providers]
            .sort((a, b) => b.gameCount - a.gameCount || a.name.localeCompare(b.name, lang))
            .map((provider) => (
              <li key={provider.slug}>
                <ProviderCard provider={provider} />
              </li>
            ))}
        </ul>
      )}
    </CasinoFrame>
  );
}
