import { sectionMeta } from '../../ui/section-frame.tsx';
import { loadLobby } from './lobby-loader.server.ts';
import { LobbyView } from './lobby-view.tsx';
import type { Route } from './+types/lobby-page';

export const meta = sectionMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLobby(request, context);
}

/**
 * The casino lobby (S0 §2.2 casino, casino-lobby, bonus/casino): a hero with the search, a row of
 * tiles per category with its "all" link, the providers; the S1 §3 filters and the sort turn it
 * into one grid of every game.
 */
export default function LobbyPage() {
  return <LobbyView />;
}

