import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localHref, useShell } from '../../shell/use-shell.ts';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { extrasQueries } from './extras-api.ts';
import { prefetchExtras } from './extras-loader.server.ts';
import { PromotionCard } from './extras-ui.tsx';
import { loadLobby } from './lobby-loader.server.ts';
import { LobbyView } from './lobby-view.tsx';
import type { Route } from './+types/bonus-casino-page';

export const meta = sectionMeta;

export async function loader(args: Route.LoaderArgs) {
  const lang = args.context.lng;
  const [lobby, promotions] = await Promise.all([
    loadLobby(args.request, args.context),
    prefetchExtras(args.context, async (face, client) => {
      client.setQueryData(extrasQueries.promotions(lang).queryKey, await face.getCasinoPromotions(lang));
      client.setQueryData(extrasQueries.tournaments(lang).queryKey, await face.getCasinoTournaments(lang));
    }),
  ]);
  return { dehydratedState: mergeStates(lobby.dehydratedState, promotions) };
}

type State = { queries: unknown[]; mutations: unknown[] } | undefined;
function mergeStates(a: unknown, b: unknown) {
  const [x, y] = [a as State, b as State];
  if (!x) return y;
  if (!y) return x;
  return { ...x, queries: [...x.queries, ...y.queries] };
}

/** S0 §2.2 bonus/casino: the casino promotions and the running tournaments above the casino lobby. */
export default function BonusCasinoPage() {
  return <LobbyView intro={<PromotionsStrip />} />;
}

function PromotionsStrip() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const promotions = useQuery(extrasQueries.promotions(lang));
  const tournaments = useQuery(extrasQueries.tournaments(lang));
  const running = tournaments.data?.tournaments.filter((item) => item.status === 'running') ?? [];
  if (!promotions.data?.promotions.length) return null;
  return (
    <section aria-labelledby="casino-promotions" className="space-y-2" data-testid="casino-promotions">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="casino-promotions" className="section-title">{t('casinoRoutes.promotions.title')}</h2>
        <Link to={localHref(lang, '/bonus/casino/tournaments')} className="text-sm font-semibold text-accent-text hover:underline">
          {running.length > 0 ? t('casinoRoutes.promotions.runningTournaments', { count: running.length }) : t('casinoRoutes.thankYou.steps.tournaments')}
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {promotions.data.promotions.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} />
        ))}
      </ul>
    </section>
  );
}
