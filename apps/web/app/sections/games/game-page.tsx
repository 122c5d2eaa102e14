import { data } from 'react-router';
import { sectionMeta } from '../../ui/section-frame.tsx';
import { loadGame } from './game-loader.server.ts';
import { GameView } from './game-view.tsx';
import type { Route } from './+types/game-page';

export const meta = sectionMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.gameId);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  const answer = await loadGame(context, (face, lang, country) => face.getGame(id, lang, country));
  if (answer === null) throw data(null, { status: 404 });
  return { id, dehydratedState: answer.dehydratedState };
}

/**
 * A game's page (S0 §2.2 …/game/{gameId}/{gameName}, §3.7): name, provider, RTP and volatility;
 * "Play for real" (signed in) and "Demo" launch it (`POST /web-api/casino/launch`) into a frame
 * that can go full screen; a refused launch says why in words; similar games below.
 */
export default function GamePage({ loaderData }: Route.ComponentProps) {
  return <GameView id={loaderData.id} />;
}

