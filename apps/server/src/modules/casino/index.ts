import type { DataSource } from '../../platform/index.ts';
import type { ShowcaseGame } from '@wager/contract';
import { createCasinoRepository } from './internal/casino.repository.ts';

export interface CasinoService {
  listShowcaseGames(limit: number): Promise<ShowcaseGame[]>;
  seedDemo(): Promise<void>;
}

/** The casino module: for now the game catalogue the home showcase shows. */
export function createCasinoModule(deps: { data: DataSource }) {
  const repository = createCasinoRepository(deps.data);
  const service: CasinoService = {
    async listShowcaseGames(limit) {
      return (await repository.listShowcase(limit)).map((g) => ({
        id: g.id,
        slug: g.slug,
        name: g.name,
        provider: g.provider,
        category: g.category,
        isLive: g.isLive,
        isNew: g.isNew,
        art: { from: g.artFrom, to: g.artTo },
      }));
    },
    seedDemo: () => repository.seedDemo(),
  };
  return { service };
}
