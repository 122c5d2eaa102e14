import type { CasinoLobby } from '@wager/contract';
import type { GridScope } from './casino-routes.ts';

/**
 * S0 §2.2 games/{gameRoute} and games-landing/{landingRoute}: which game or which games a path
 * names. Pure, so the resolution has table tests (casino-landings.test.ts).
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A route param that can be a catalogue slug (lower-case words joined by hyphens), else null. */
export function slugParam(value: string | undefined): string | null {
  return value !== undefined && SLUG.test(value) ? value : null;
}

/** A numeric game id in a route param (`lotto/view/17`), else null. */
export function idParam(value: string | undefined): number | null {
  if (value === undefined || !/^[0-9]{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export interface Landing {
  scope: GridScope;
  kind: 'category' | 'provider';
  title: string;
  gameCount: number;
}

/** A landing's category (first) or provider by its slug, from the lobby; null: no such landing (404). */
export function landingOf(slug: string | null, lobby: CasinoLobby): Landing | null {
  if (slug === null) return null;
  const category = lobby.rows.find((row) => row.category.slug === slug)?.category;
  if (category) return { scope: { category: slug }, kind: 'category', title: category.name, gameCount: category.gameCount };
  const provider = lobby.providers.find((item) => item.slug === slug);
  if (provider) return { scope: { provider: slug }, kind: 'provider', title: provider.name, gameCount: provider.gameCount };
  return null;
}
