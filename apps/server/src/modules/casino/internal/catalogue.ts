import {
  CASINO_FILTERS,
  type CasinoCategory,
  type CasinoFilter,
  type CasinoGame,
  type CasinoGameDetail,
  type CasinoGamesPage,
  type CasinoGamesQuery,
  type CasinoLobby,
  type CasinoProvider,
  type CasinoSearchAnswer,
  type CasinoSort,
  type CasinoTag,
  type StudioEngine,
  type GamesPreviewLiteAnswer,
} from '@wager/contract';
import { casino } from '@wager/domain';
import type { CatalogueRows, GameRow } from './casino.repository.ts';

/** The two languages the catalogue is seeded in; Russian also serves kk, uk and az (S0 §1). */
export type CatalogueLang = 'en' | 'ru';
export function catalogueLang(lang: string | undefined | null): CatalogueLang {
  return lang === 'ru' || lang === 'kk' || lang === 'uk' || lang === 'az' ? 'ru' : 'en';
}

export interface GameEntry {
  row: GameRow;
  engine: StudioEngine | null;
  categorySlugs: string[];
  categoryIds: number[];
  blocked: ReadonlySet<string>;
  route: string;
  view: Record<CatalogueLang, CasinoGame>;
  releasedMs: number;
}

export interface CategoryEntry {
  id: number;
  slug: string;
  names: Record<CatalogueLang, string>;
  route: string;
  /** Its games, most popular first. */
  games: GameEntry[];
}

export interface ProviderEntry {
  slug: string;
  name: string;
  artFrom: string;
  artTo: string;
  aggregator: string;
  games: GameEntry[];
  artUrl: string;
}

export type GamesPreviewLite = GamesPreviewLiteAnswer;

const ENGINES: readonly string[] = ['dice', 'crash', 'mines', 'plinko', 'keno', 'slots', 'scratchcard'];
const TAGS: readonly string[] = ['new', 'popular', 'live', 'jackpot'];

/**
 * The game page's path (S0 §2.2, §3.7 R): `slots/…` games live under `/slots/game/{id}/{slug}`, every
 * other under `/casino/game/{id}/{slug}`, the two game routes S0 §2.2 names.
 */
export function gameRoute(homeRoute: string | undefined, id: number, slug: string): string {
  return `${homeRoute?.startsWith('/slots') ? '/slots' : '/casino'}/game/${id}/${slug}`;
}

export const gameArtUrl = (row: Pick<GameRow, 'id' | 'artSeed'>) => `/bff-api/casino/art/${row.id}.svg?v=${row.artSeed}`;
export const providerArtUrl = (slug: string) => `/bff-api/casino/art/provider/${slug}.svg`;

const byPopularity = (a: GameEntry, b: GameEntry) => b.row.popularity - a.row.popularity || a.row.id - b.row.id;
const SORTS: Record<Exclude<CasinoSort, 'az'>, (a: GameEntry, b: GameEntry) => number> = {
  popular: byPopularity,
  new: (a, b) => b.releasedMs - a.releasedMs || byPopularity(a, b),
  rtp: (a, b) => (b.row.rtpBp ?? -1) - (a.row.rtpBp ?? -1) || byPopularity(a, b),
};

/**
 * The whole catalogue in memory (decision 018): built once from the tables (at start and after an
 * operator change), so the lobby, lists and search answer without a query. Everything a request
 * needs is precomputed per language: the game views, each sort's order, the search index.
 */
export function buildCatalogue(rows: CatalogueRows) {
  const categoriesById = new Map<number, CategoryEntry>();
  for (const c of rows.categories) categoriesById.set(c.id, { id: c.id, slug: c.slug, names: { en: c.nameEn, ru: c.nameRu }, route: c.route, games: [] });
  const providers = new Map<string, ProviderEntry>();
  for (const p of rows.providers) providers.set(p.slug, { slug: p.slug, name: p.name, artFrom: p.artFrom, artTo: p.artTo, aggregator: p.aggregator, games: [], artUrl: providerArtUrl(p.slug) });
  const linksOf = new Map<number, number[]>();
  for (const link of rows.links) {
    const list = linksOf.get(link.gameId) ?? [];
    list.push(link.categoryId);
    linksOf.set(link.gameId, list);
  }

  const games = new Map<number, GameEntry>();
  for (const row of rows.games) {
    const provider = providers.get(row.providerSlug);
    if (!provider) continue;
    const cats = (linksOf.get(row.id) ?? []).map((id) => categoriesById.get(id)).filter((c): c is CategoryEntry => c !== undefined);
    const route = gameRoute(cats[0]?.route, row.id, row.slug);
    const base = {
      id: row.id,
      slug: row.slug,
      provider: { slug: provider.slug, name: provider.name },
      categories: cats.map((c) => c.slug),
      tags: row.tags.filter((t): t is CasinoTag => TAGS.includes(t)),
      filter: row.filter as CasinoFilter,
      artUrl: gameArtUrl(row),
      rtpBp: row.rtpBp,
      volatility: row.volatility as CasinoGame['volatility'],
      demo: row.demo,
      route,
    };
    const entry: GameEntry = {
      row,
      engine: row.engine !== null && ENGINES.includes(row.engine) ? (row.engine as StudioEngine) : null,
      categorySlugs: base.categories,
      categoryIds: cats.map((c) => c.id),
      blocked: new Set(row.blockedCountries.map((c) => c.toUpperCase())),
      route,
      view: { en: { ...base, name: row.name }, ru: { ...base, name: row.nameRu ?? row.name } },
      releasedMs: Date.parse(row.releasedAt),
    };
    games.set(row.id, entry);
    provider.games.push(entry);
    for (const c of cats) c.games.push(entry);
  }
  const all = [...games.values()].sort(byPopularity);
  for (const c of categoriesById.values()) c.games.sort(byPopularity);
  for (const p of providers.values()) p.games.sort(byPopularity);
  const categories = [...categoriesById.values()];
  const categoriesBySlug = new Map(categories.map((c) => [c.slug, c]));
  const gamesBySlug = new Map(all.map((g) => [g.row.slug, g]));

  const sorted: Record<CatalogueLang, Record<CasinoSort, GameEntry[]>> = { en: {} as never, ru: {} as never };
  for (const lang of ['en', 'ru'] as const) {
    const collator = new Intl.Collator(lang);
    sorted[lang] = {
      popular: all,
      new: [...all].sort(SORTS.new),
      rtp: [...all].sort(SORTS.rtp),
      az: [...all].sort((a, b) => collator.compare(a.view[lang].name, b.view[lang].name) || a.row.id - b.row.id),
    };
  }
  /** Countries some game is blocked in: other countries share the same answers. */
  const blockingCountries = new Set(all.flatMap((g) => [...g.blocked]));
  const gameIndex = casino.buildSearchIndex(all.map((g) => ({ id: g.row.id, names: g.row.nameRu ? [g.row.name, g.row.nameRu] : [g.row.name], popularity: g.row.popularity })));
  const providerList = [...providers.values()];
  const providerIndex = casino.buildSearchIndex(providerList.map((p, i) => ({ id: i, names: [p.name, p.slug.replace(/-/g, ' ')], popularity: p.games.length })));

  const availableIn = (country: string | null) => (g: GameEntry) => country === null || !g.blocked.has(country);
  const countryKey = (country: string | null) => (country !== null && blockingCountries.has(country) ? country : '');

  function categoryView(c: CategoryEntry, lang: CatalogueLang, country: string | null): CasinoCategory {
    return { slug: c.slug, name: c.names[lang], gameCount: country === null ? c.games.length : c.games.filter(availableIn(country)).length, route: c.route };
  }
  function providerView(p: ProviderEntry, country: string | null): CasinoProvider {
    return { slug: p.slug, name: p.name, gameCount: country === null ? p.games.length : p.games.filter(availableIn(country)).length, artUrl: p.artUrl };
  }

  return {
    size: all.length,
    countryKey,
    game: (id: number) => games.get(id) ?? null,
    /** S0 §2.2 games/{gameRoute}: a game's id by its slug (slugs are unique, decision 018). */
    idOfSlug: (slug: string) => gamesBySlug.get(slug)?.row.id ?? null,
    provider: (slug: string) => providers.get(slug) ?? null,
    categoriesList: categories,
    providersList: providerList,

    /** The game if it exists and is offered in that country. */
    available(id: number, country: string | null): GameEntry | null {
      const g = games.get(id);
      return g && availableIn(country)(g) ? g : null;
    },

    lobby(langIn: string | undefined, perRow: number, country: string | null): CasinoLobby {
      const lang = catalogueLang(langIn);
      const ok = availableIn(country);
      const rows: CasinoLobby['rows'] = [];
      for (const c of categories) {
        const list = (c.slug === 'new' ? [...c.games].sort(SORTS.new) : c.games).filter(ok);
        if (list.length === 0) continue;
        rows.push({ category: { ...categoryView(c, lang, null), gameCount: list.length }, games: list.slice(0, perRow).map((g) => g.view[lang]) });
      }
      return { rows, providers: providerList.map((p) => providerView(p, country)).filter((p) => p.gameCount > 0) };
    },

    /** null: an unknown category or provider (404). */
    games(query: CasinoGamesQuery, country: string | null): CasinoGamesPage | null {
      const lang = catalogueLang(query.lang);
      if (query.category !== undefined && !categoriesBySlug.has(query.category)) return null;
      if (query.provider !== undefined && !providers.has(query.provider)) return null;
      const ok = availableIn(country);
      const matching = sorted[lang][query.sort].filter(
        (g) =>
          ok(g) &&
          (query.category === undefined || g.categorySlugs.includes(query.category)) &&
          (query.provider === undefined || g.row.providerSlug === query.provider) &&
          (query.tag === undefined || g.view.en.tags.includes(query.tag)) &&
          (query.filter === undefined || g.row.filter === query.filter),
      );
      const page = matching.slice(query.offset, query.offset + query.limit);
      const next = query.offset + page.length;
      return { games: page.map((g) => g.view[lang]), total: matching.length, nextOffset: next < matching.length ? next : null };
    },

    detail(id: number, langIn: string | undefined, country: string | null): CasinoGameDetail | null {
      const g = games.get(id);
      if (!g || !availableIn(country)(g)) return null;
      const lang = catalogueLang(langIn);
      return {
        ...g.view[lang],
        description: lang === 'ru' ? (g.row.descriptionRu ?? g.row.descriptionEn) : g.row.descriptionEn,
        minBetMinor: g.row.minBetMinor === null ? null : g.row.minBetMinor.toString(),
        maxBetMinor: g.row.maxBetMinor === null ? null : g.row.maxBetMinor.toString(),
        currencies: g.row.currencies,
        engine: g.engine,
        // Only the Wager Studio sandbox launches games; a live table has no studio connected.
        launchable: g.engine !== null,
      };
    },

    categories(langIn: string | undefined, country: string | null): CasinoCategory[] {
      const lang = catalogueLang(langIn);
      return categories.map((c) => categoryView(c, lang, country));
    },

    providers(country: string | null): CasinoProvider[] {
      return providerList.map((p) => providerView(p, country));
    },

    search(q: string, limit: number, langIn: string | undefined, country: string | null): CasinoSearchAnswer {
      const lang = catalogueLang(langIn);
      const ok = availableIn(country);
      const hits = casino.searchCatalogue(gameIndex, q, all.length);
      const found: CasinoGame[] = [];
      for (const hit of hits) {
        const g = games.get(hit.id)!;
        if (!ok(g)) continue;
        found.push(g.view[lang]);
        if (found.length >= limit) break;
      }
      const providerHits = casino.searchCatalogue(providerIndex, q, 6).map((h) => providerView(providerList[h.id]!, country));
      return { games: found, providers: providerHits };
    },

    /** S0 §7 games preview lite: every available game grouped by S1 §3 game type, with S0 §3.7 fields. */
    previewLite(langIn: string | undefined, includeCategories: boolean, country: string | null): GamesPreviewLite {
      const lang = catalogueLang(langIn);
      const ok = availableIn(country);
      const groups = new Map<CasinoFilter, GamesPreviewLite['Value'][number]['games']>(CASINO_FILTERS.map((f) => [f, []]));
      for (const g of all) {
        if (!ok(g)) continue;
        groups.get(g.row.filter as CasinoFilter)?.push({ GT: g.row.id, GN: g.view[lang].name, R: g.route, OR: null, CRID: g.categoryIds, GF: g.view.en.tags });
      }
      return {
        Success: true,
        Value: [...groups].filter(([, list]) => list.length > 0).map(([gameType, list]) => ({ gameType, games: list })),
        ...(includeCategories ? { Categories: categories.map((c) => ({ RI: c.id, TR: c.names[lang] })) } : {}),
      };
    },
  };
}

export type Catalogue = ReturnType<typeof buildCatalogue>;
