import { useTranslation } from '../../i18n/use-translation.ts';
import { GameTile } from '../../ui/game-tile.tsx';
import type { Route } from './+types/casino-page';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { games } = await context.services.getHomeShowcase(params.lng);
  const liveOnly = new URL(request.url).pathname.replace(/\.data$/, '').endsWith('/live-casino');
  return { games: liveOnly ? games.filter((game) => game.isLive) : games, liveOnly };
}

/** Casino and live-casino lobbies (S0 §2.2); one page, filtered by route. */
export default function CasinoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-extrabold">
        {loaderData.liveOnly ? t('sections.liveCasinoTitle') : t('sections.casinoTitle')}
      </h1>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {loaderData.games.map((game) => (
          <GameTile key={game.id} game={game} />
        ))}
      </ul>
    </section>
  );
}
