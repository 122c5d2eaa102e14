import { gzipSync } from 'node:zlib';
import { CASINO_FAVOURITES_LIMIT, type CasinoFavouriteAnswer, type CasinoGame, type ShowcaseGame, type StudioEngine } from '@wager/contract';
import { AppError, type CachedAnswer, type PubSub } from '../../../platform/index.ts';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { buildCatalogue, catalogueLang, type Catalogue } from './catalogue.ts';
import type { CasinoRepository } from './casino.repository.ts';
import { generateCatalogue } from './seed/catalogue.ts';

/** What the launch module needs of a game (decision 018). */
export interface CasinoLaunchInfo {
  gameId: number;
  slug: string;
  name: string;
  providerSlug: string;
  aggregator: 'studio';
  engine: StudioEngine | null;
  demo: boolean;
  currencies: string[] | null;
  route: string;
}

/** The catalogue as the launch module sees it. */
export interface CasinoGameDirectory {
  /** null when unknown or not available in that country. */
  launchInfo(gameId: number, country: string | null): Promise<CasinoLaunchInfo | null>;
  recordPlayed(userId: number, gameId: number): Promise<void>;
}

const notFound = (id: number) => new AppError(404, 'NOT_FOUND', `There is no casino game ${id}.`);

/** Every process reloads its catalogue when one announces an operator's change here. */
export const CATALOGUE_CHANNEL = 'casino:catalogue';

export function createCasinoService(deps: { data: DataSource; repository: CasinoRepository; nowMs: () => number; pubsub?: PubSub }) {
  const { data, repository, nowMs, pubsub } = deps;
  let loading: Promise<Catalogue> | null = null;
  let answers = new Map<string, CachedAnswer>();

  /** The catalogue in memory, loaded on first use. */
  function catalogue(): Promise<Catalogue> {
    loading ??= repository.loadCatalogue().then(buildCatalogue);
    loading.catch(() => {
      loading = null;
    });
    return loading;
  }

  /** Re-reads the tables (after an operator change or the seed) and drops every cached answer. */
  async function reload(): Promise<Catalogue> {
    const next = buildCatalogue(await repository.loadCatalogue());
    loading = Promise.resolve(next);
    answers = new Map();
    return next;
  }

  async function gamesOf(ids: number[], lang: string | undefined, country: string | null): Promise<CasinoGame[]> {
    const c = await catalogue();
    const l = catalogueLang(lang);
    return ids.map((id) => c.available(id, country)).flatMap((g) => (g ? [g.view[l]] : []));
  }

  const directory: CasinoGameDirectory = {
    async launchInfo(gameId, country) {
      const g = (await catalogue()).available(gameId, country === null ? null : country.toUpperCase());
      if (!g) return null;
      return {
        gameId: g.row.id,
        slug: g.row.slug,
        name: g.row.name,
        providerSlug: g.row.providerSlug,
        aggregator: 'studio',
        engine: g.engine,
        demo: g.row.demo,
        currencies: g.row.currencies,
        route: g.route,
      };
    },
    async recordPlayed(userId, gameId) {
      if (!(await catalogue()).game(gameId)) return;
      await repository.recordPlayed(userId, gameId, new Date(nowMs()));
    },
  };

  return {
    catalogue,
    reload,
    directory,

    /** After an operator's edit of the tables: this process reloads now, every other on the announcement. */
    async catalogueChanged(): Promise<void> {
      await reload();
      await pubsub?.publish(CATALOGUE_CHANNEL, { at: nowMs() });
    },

    /** Listens for other processes' announcements; returns the way to stop. */
    async listen(onError: (err: unknown) => void): Promise<() => Promise<void>> {
      if (!pubsub) return async () => {};
      return pubsub.subscribe(CATALOGUE_CHANNEL, () => {
        reload().catch(onError);
      });
    },

    /** A cached answer for `key`, built by `build` once per catalogue load. */
    async answer(key: string, build: (c: Catalogue) => unknown): Promise<CachedAnswer> {
      const c = await catalogue();
      const cached = answers.get(key);
      if (cached) return cached;
      const json = JSON.stringify(build(c));
      let gz: Buffer | null = null;
      const entry = { json, gzip: () => (gz ??= gzipSync(json)) };
      // A bounded cache: the keys are a few languages × row sizes × blocking countries.
      if (answers.size > 500) answers.clear();
      answers.set(key, entry);
      return entry;
    },

    /** Seeds the demo catalogue (missing rows only) and loads it. */
    async seedDemo(): Promise<void> {
      await repository.seed(generateCatalogue());
      await reload();
    },

    /** The home showcase (S0 §2.2): the featured games 1–12 as they have always been shown, newest art. */
    async listShowcaseGames(limit: number): Promise<ShowcaseGame[]> {
      const c = await catalogue();
      const list = [...Array(12).keys()]
        .map((i) => c.game(i + 1))
        .filter((g) => g !== null)
        .slice(0, limit);
      return list.map((g) => ({
        id: g.row.id,
        slug: g.row.slug,
        name: g.row.name,
        provider: g.view.en.provider.name,
        category: g.categorySlugs[0] ?? 'casino',
        isLive: g.engine === null,
        isNew: g.view.en.tags.includes('new'),
        art: { from: g.row.artFrom, to: g.row.artTo },
        artUrl: g.view.en.artUrl,
        route: g.route,
      }));
    },

    async favourites(userId: number, lang: string | undefined, country: string | null): Promise<CasinoGame[]> {
      return gamesOf(await repository.listFavourites(userId), lang, country);
    },

    async recent(userId: number, lang: string | undefined, country: string | null): Promise<CasinoGame[]> {
      return gamesOf(await repository.listRecent(userId), lang, country);
    },

    /** Stars a game (idempotent); 404 for an unknown game, 409 FAVOURITES_LIMIT beyond 200. */
    async addFavourite(userId: number, gameId: number): Promise<CasinoFavouriteAnswer> {
      if (!(await catalogue()).game(gameId)) throw notFound(gameId);
      return data.transaction(async (tx) => {
        await repository.lockFavourites(userId, tx);
        if (await repository.isFavourite(userId, gameId, tx)) return { gameId, favourite: true, changed: false };
        if ((await repository.countFavourites(userId, tx)) >= CASINO_FAVOURITES_LIMIT)
          throw new AppError(409, 'FAVOURITES_LIMIT', `You have ${CASINO_FAVOURITES_LIMIT} favourite games already: remove one to add another.`);
        await repository.addFavourite(userId, gameId, new Date(nowMs()), tx);
        return { gameId, favourite: true, changed: true };
      });
    },

    /** Unstars a game (idempotent; an unknown game is simply not a favourite). */
    async removeFavourite(userId: number, gameId: number): Promise<CasinoFavouriteAnswer> {
      const changed = await repository.removeFavourite(userId, gameId);
      return { gameId, favourite: false, changed };
    },
  };
}

export type CasinoService = ReturnType<typeof createCasinoService>;
