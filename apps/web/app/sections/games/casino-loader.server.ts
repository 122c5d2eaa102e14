import type { QueryClient } from '@tanstack/react-query';
import type { CasinoRenderFace, ServerLoadContext } from '@wager/contract';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';

/**
 * The casino pages' server-side prefetch (decision 010): from the catalogue's in-process face
 * when the server has one (`context.services.casino`); without it the page renders skeletons and
 * the browser loads the same queries itself.
 */
export async function prefetchCasino(context: ServerLoadContext, fill: (face: CasinoRenderFace, country: string | null, client: QueryClient) => Promise<void>) {
  const face = context.services.casino;
  if (!face) return undefined;
  const country = context.viewer.player?.config.user_country_code || null;
  return prefetchQueries((client) => fill(face, country, client));
}
