import type { QueryClient } from '@tanstack/react-query';
import type { CasinoRenderFace, ServerLoadContext } from '@wager/contract';
import { prefetchQueries } from '../../shell/query/prefetch.server.ts';

/**
 * Prefetch of the casino promotions, tournaments and lotto pages (decision 010) from the casino
 * module's render face; without it (unit tests of other pages) the browser loads.
 * `missing` is set by a fill that found nothing (the page answers 404).
 */
export async function prefetchExtras(context: ServerLoadContext, fill: (face: CasinoRenderFace, client: QueryClient) => Promise<void>) {
  const services = context.services as Partial<CasinoRenderFace>;
  if (typeof services.getCasinoTournaments !== 'function') return undefined;
  return prefetchQueries((client) => fill(services as CasinoRenderFace, client));
}
