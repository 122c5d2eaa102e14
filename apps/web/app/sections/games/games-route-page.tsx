import { redirect } from 'react-router';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { idParam, slugParam } from './casino-landings.ts';
import { GameView } from './game-view.tsx';
import { loadGame } from './game-loader.server.ts';
import type { Route } from './+types/games-route-page';

export const meta = sectionMeta;

/**
 * S0 §2.2 games/{gameRoute}: the game by its slug (or id) renders the casino game page; "a missing
 * game route falls back to the games index" — an unknown or blocked one redirects to /games.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = slugParam(params.gameRoute);
  const id = idParam(params.gameRoute);
  const index = `/${context.lng}/games`;
  if (slug === null) throw redirect(index);
  const answer = await loadGame(context, (face, lang, country) => (id !== null ? face.getGame(id, lang, country) : face.getGameBySlug(slug, lang, country)));
  if (answer === null) throw redirect(index);
  // Without the catalogue face (unit tests of other pages) only a numeric route names a game.
  const gameId = answer.game?.id ?? id;
  if (gameId === null) throw redirect(index);
  return { id: gameId, dehydratedState: answer.dehydratedState };
}

export default function GamesRoutePage({ loaderData }: Route.ComponentProps) {
  return <GameView id={loaderData.id} />;
}
