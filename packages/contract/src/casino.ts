import { z } from 'zod';

/**
 * The casino catalogue and game launch (S0 §2.2 casino routes, §3.7 game preview, §7 games preview
 * lite; S1 §2, §3 game filters). Guests read the catalogue under `/bff-api/casino/…`; a player's
 * favourites, recently played and launches are under `/web-api/casino/…`.
 */

/** Tags a tile shows (new, popular, live dealer, jackpot). */
export const CASINO_TAGS = ['new', 'popular', 'live', 'jackpot'] as const;
export const CasinoTag = z.enum(CASINO_TAGS);
export type CasinoTag = z.infer<typeof CasinoTag>;

/** S1 §3 game filters: lotteries, slots, climb to victory, dice, card games, other. */
export const CASINO_FILTERS = ['lotteries', 'slots', 'climb', 'dice', 'cards', 'other'] as const;
export const CasinoFilter = z.enum(CASINO_FILTERS);
export type CasinoFilter = z.infer<typeof CasinoFilter>;

export const CASINO_SORTS = ['popular', 'new', 'az', 'rtp'] as const;
export const CasinoSort = z.enum(CASINO_SORTS);
export type CasinoSort = z.infer<typeof CasinoSort>;

/** The in-house provably-fair engines of the Wager Studio sandbox provider (decision 017). */
export const STUDIO_ENGINES = ['dice', 'crash', 'mines', 'plinko', 'keno', 'slots', 'scratchcard'] as const;
export const StudioEngine = z.enum(STUDIO_ENGINES);
export type StudioEngine = z.infer<typeof StudioEngine>;

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(64);
const Currency = z.string().regex(/^[A-Z]{3}$/);

export const CasinoProviderRef = z.object({ slug: Slug, name: z.string() });
export type CasinoProviderRef = z.infer<typeof CasinoProviderRef>;

/** A game tile: everything a lobby row, a search hit or the game page's header shows. */
export const CasinoGame = z.object({
  id: z.number().int().positive(),
  slug: Slug,
  name: z.string(),
  provider: CasinoProviderRef,
  /** Category slugs, the first one the game's home (its route). */
  categories: z.array(Slug),
  tags: z.array(CasinoTag),
  filter: CasinoFilter,
  /** Generated cover art (SVG, no copyrighted image), good on light and dark. */
  artUrl: z.string(),
  /** Return to player in basis points (9650 = 96.50 %), when the provider publishes it. */
  rtpBp: z.number().int().min(0).max(10_000).nullable(),
  volatility: z.enum(['low', 'medium', 'high']).nullable(),
  /** The provider offers a free demo (guests may play it). */
  demo: z.boolean(),
  /** The site path of the game page without the language prefix (S0 §3.7 R), e.g. `/slots/game/12/gates-of-fortune`. */
  route: z.string(),
});
export type CasinoGame = z.infer<typeof CasinoGame>;

export const CasinoCategory = z.object({
  slug: Slug,
  name: z.string(),
  gameCount: z.number().int().nonnegative(),
  /** Site path without the language prefix, e.g. `/slots` or `/casino/jackpots`. */
  route: z.string(),
});
export type CasinoCategory = z.infer<typeof CasinoCategory>;

export const CasinoProvider = z.object({
  slug: Slug,
  name: z.string(),
  gameCount: z.number().int().nonnegative(),
  artUrl: z.string(),
});
export type CasinoProvider = z.infer<typeof CasinoProvider>;

/** GET /bff-api/casino/lobby: a row per category (its first games) and the providers. */
export const CasinoLobbyQuery = z.object({
  lang: z.string().regex(/^[a-z]{2}$/).optional(),
  perRow: z.coerce.number().int().min(1).max(48).default(12),
});
export const CasinoLobby = z.object({
  rows: z.array(z.object({ category: CasinoCategory, games: z.array(CasinoGame) })),
  providers: z.array(CasinoProvider),
});
export type CasinoLobby = z.infer<typeof CasinoLobby>;

/** GET /bff-api/casino/games: one page of games by category, provider, tag, S1 §3 filter and sort. */
export const CasinoGamesQuery = z.object({
  category: Slug.optional(),
  provider: Slug.optional(),
  tag: CasinoTag.optional(),
  filter: CasinoFilter.optional(),
  sort: CasinoSort.default('popular'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(96).default(48),
  lang: z.string().regex(/^[a-z]{2}$/).optional(),
});
export type CasinoGamesQuery = z.infer<typeof CasinoGamesQuery>;
export const CasinoGamesPage = z.object({
  games: z.array(CasinoGame),
  total: z.number().int().nonnegative(),
  nextOffset: z.number().int().nullable(),
});
export type CasinoGamesPage = z.infer<typeof CasinoGamesPage>;

/** GET /bff-api/casino/games/:id: one game with its details. */
export const CasinoGameDetail = CasinoGame.extend({
  description: z.string(),
  minBetMinor: z.string().nullable(),
  maxBetMinor: z.string().nullable(),
  /** Currencies real play accepts; null: every currency the site offers. */
  currencies: z.array(Currency).nullable(),
  /** The in-house engine behind the game (Wager Studio), or null (e.g. a live table). */
  engine: StudioEngine.nullable(),
  /** Real and demo play can be launched now (a live table without a connected studio cannot). */
  launchable: z.boolean(),
});
export type CasinoGameDetail = z.infer<typeof CasinoGameDetail>;

/** GET /bff-api/casino/search: instant, typo-tolerant. */
export const CasinoSearchQuery = z.object({
  q: z.string().trim().min(1).max(64),
  limit: z.coerce.number().int().min(1).max(48).default(24),
  lang: z.string().regex(/^[a-z]{2}$/).optional(),
});
export const CasinoSearchAnswer = z.object({
  games: z.array(CasinoGame),
  providers: z.array(CasinoProvider),
});
export type CasinoSearchAnswer = z.infer<typeof CasinoSearchAnswer>;

/** S0 §7 games preview lite (GET /bff-api/casino/games-preview-lite); S0 §3.7 game preview fields. */
export const GamesPreviewLiteQuery = z.object({
  whence: z.coerce.number().int().optional(),
  groupId: z.coerce.number().int().optional(),
  ref: z.coerce.number().int().optional(),
  lng: z.string().regex(/^[a-z]{2}$/).optional(),
  fcountry: z.coerce.number().int().optional(),
  includeCategories: z.enum(['true', 'false']).default('false'),
});
export const GamePreview = z.object({
  /** Game id. */
  GT: z.number().int(),
  /** Game name. */
  GN: z.string(),
  /** Route (site path). */
  R: z.string(),
  /** Old route, where the game moved. */
  OR: z.string().nullable(),
  /** Category ids. */
  CRID: z.array(z.number().int()),
  /** Tags. */
  GF: z.array(z.string()),
});
export const GamesPreviewLiteAnswer = z.object({
  Success: z.boolean(),
  /** Grouped by game type (S1 §3 filter). */
  Value: z.array(z.object({ gameType: CasinoFilter, games: z.array(GamePreview) })),
  /** S0 §3.7 categories (RI id, TR title) when includeCategories=true. */
  Categories: z.array(z.object({ RI: z.number().int(), TR: z.string() })).optional(),
});

/** GET /web-api/casino/favourites and /recent: the player's my-casino lists (S0 §2.2 my-casino). */
export const MyCasinoGames = z.object({ games: z.array(CasinoGame) });
export type MyCasinoGames = z.infer<typeof MyCasinoGames>;
export const CasinoGameIdParams = z.object({ gameId: z.coerce.number().int().positive() });

/**
 * POST /web-api/casino/launch: a game URL with a short-lived signed session. Demo for guests when
 * the game has one; real play needs sign-in and an account in a currency the game accepts.
 */
export const CasinoLaunchRequest = z.object({
  gameId: z.number().int().positive(),
  mode: z.enum(['real', 'demo']),
  /** Which of the player's accounts plays; default his active account. */
  currency: Currency.optional(),
  lang: z.string().regex(/^[a-z]{2}$/).optional(),
});
export type CasinoLaunchRequest = z.infer<typeof CasinoLaunchRequest>;
export const CasinoLaunchAnswer = z.object({
  /** Opened in the game page's frame. */
  url: z.string(),
  mode: z.enum(['real', 'demo']),
  currency: Currency.nullable(),
  /** The launch token must be exchanged before this time (real mode). */
  expiresAt: z.string(),
});
export type CasinoLaunchAnswer = z.infer<typeof CasinoLaunchAnswer>;

/** GET /bff-api/casino/categories and /providers, GET /bff-api/casino/games/:id (decision 018). */
export const CasinoLangQuery = z.object({ lang: z.string().regex(/^[a-z]{2}$/).optional() });
export const CasinoCategoriesAnswer = z.object({ categories: z.array(CasinoCategory) });
export type CasinoCategoriesAnswer = z.infer<typeof CasinoCategoriesAnswer>;
/**
 * S1 §7 GET {api}/third-party/api/list-available-partitions: the third-party game sections the
 * visitor can open (the casino categories with at least one game available in his country).
 */
export const ThirdPartyPartitionsAnswer = z.object({ success: z.boolean(), listAvailablePartitions: z.array(CasinoCategory) });
export type ThirdPartyPartitionsAnswer = z.infer<typeof ThirdPartyPartitionsAnswer>;
export const CasinoProvidersAnswer = z.object({ providers: z.array(CasinoProvider) });
export type CasinoProvidersAnswer = z.infer<typeof CasinoProvidersAnswer>;
export const CasinoGameParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** PUT and DELETE /web-api/casino/favourites/:gameId (idempotent): whether it is a favourite now and whether this call changed that. */
export const CasinoFavouriteAnswer = z.object({ gameId: z.number().int().positive(), favourite: z.boolean(), changed: z.boolean() });
export type CasinoFavouriteAnswer = z.infer<typeof CasinoFavouriteAnswer>;
/** A player's favourite casino games: at most this many (decision 018). */
export const CASINO_FAVOURITES_LIMIT = 200;
export type GamesPreviewLiteAnswer = z.infer<typeof GamesPreviewLiteAnswer>;
export type GamesPreviewLiteQuery = z.infer<typeof GamesPreviewLiteQuery>;

// ── Lotto, casino promotions and tournaments (S0 §2.2 lotto, bonus/casino…) ─────────────────────

const Lang = z.string().regex(/^[a-z]{2}$/).optional();
/** Minor units as a decimal string (bigint on the server, never a float). */
const Minor = z.string().regex(/^[0-9]+$/);

/** GET /web-api/casino/lotto/results: the signed-in player's latest finished rounds of lottery-type games. */
export const CasinoLottoResultsQuery = z.object({ lang: Lang, gameId: z.coerce.number().int().positive().optional() });
export const CasinoLottoRound = z.object({
  roundId: z.string(),
  gameId: z.number().int().positive(),
  gameName: z.string(),
  gameRoute: z.string(),
  currency: Currency,
  betMinor: Minor,
  winMinor: Minor,
  endedAt: z.string(),
  /** A Wager Studio round: its outcome can be recomputed on the provably-fair page (decision 020). */
  provablyFair: z.boolean(),
});
export const CasinoLottoResults = z.object({ rounds: z.array(CasinoLottoRound) });
export type CasinoLottoResults = z.infer<typeof CasinoLottoResults>;

/** GET /bff-api/casino/promotions and /bff-api/casino/promotions/:id (S0 §2.2 bonus/casino…). */
export const CasinoPromotionParams = z.object({ id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80) });
export const CasinoPromotion = z.object({
  id: z.string(),
  kind: z.enum(['promotion', 'landing']),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
  terms: z.array(z.string()),
  badge: z.string(),
  art: z.object({ from: z.string(), to: z.string() }),
  ctaRoute: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type CasinoPromotion = z.infer<typeof CasinoPromotion>;
export const CasinoPromotionsAnswer = z.object({ promotions: z.array(CasinoPromotion) });
export type CasinoPromotionsAnswer = z.infer<typeof CasinoPromotionsAnswer>;

/** Casino tournaments (S0 §2.2 bonus/casino/tournaments/{id}). */
export const CASINO_TOURNAMENT_METRICS = ['wagered', 'multiplier'] as const;
export const CasinoTournamentMetric = z.enum(CASINO_TOURNAMENT_METRICS);
export const CasinoTournamentStatus = z.enum(['running', 'upcoming', 'finished']);
export const CasinoTournamentParams = z.object({ id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(80) });
export const CasinoTournamentQuery = z.object({ lang: Lang, currency: Currency.optional() });
export const CasinoTournamentsQuery = z.object({ lang: Lang });
export const CasinoTournamentSummary = z.object({
  id: z.string(),
  title: z.string(),
  status: CasinoTournamentStatus,
  startsAt: z.string(),
  endsAt: z.string(),
  metric: CasinoTournamentMetric,
  /** The games that count: a category (its slug and name) or a list of games. */
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  gameIds: z.array(z.number().int().positive()),
  currencies: z.array(Currency),
  /** Per currency: the smallest stake of a counted round. */
  minStake: z.record(Currency, Minor),
  /** Per place (index 0 = first place): currency → prize. */
  prizes: z.array(z.record(Currency, Minor)),
  /** Per currency: every place's prize added up. */
  prizePool: z.record(Currency, Minor),
});
export type CasinoTournamentSummary = z.infer<typeof CasinoTournamentSummary>;
export const CasinoTournamentsAnswer = z.object({ now: z.string(), tournaments: z.array(CasinoTournamentSummary) });
export type CasinoTournamentsAnswer = z.infer<typeof CasinoTournamentsAnswer>;
export const CasinoLeaderboardRow = z.object({
  place: z.number().int().positive(),
  /** Masked: never a whole name or id. */
  player: z.string(),
  /** wagered: minor units; multiplier: hundredths (250 = 2.50×). */
  score: Minor,
  rounds: z.number().int().nonnegative(),
  prizeMinor: Minor.nullable(),
  me: z.boolean(),
});
export type CasinoLeaderboardRow = z.infer<typeof CasinoLeaderboardRow>;
export const CasinoTournamentDetail = CasinoTournamentSummary.extend({
  rules: z.array(z.string()),
  /** The leaderboard's currency (players are ranked against players of the same currency). */
  currency: Currency,
  leaderboard: z.array(CasinoLeaderboardRow),
  /** The signed-in player's own row (null: a guest, or no counted round yet). */
  me: CasinoLeaderboardRow.nullable(),
  players: z.number().int().nonnegative(),
});
export type CasinoTournamentDetail = z.infer<typeof CasinoTournamentDetail>;
