import type { FooterConfig, SiteConfig } from './config.ts';
import type { HomeShowcase } from './showcase.ts';
import type { RemoteViewsConfig } from './remote-views.ts';
import type { ContentPage, RuleChapter, RulesIndex } from './content.ts';
import type { UserConfig } from './identity.ts';
import type { AccountsResponse } from './wallet.ts';
import type { PlacedCoupon } from './coupon.ts';
import type { CasinoCategory, CasinoGameDetail, CasinoGamesPage, CasinoLobby, CasinoProvider, CasinoSearchAnswer, CasinoSort, CasinoFilter, CasinoTag, CasinoPromotion, CasinoPromotionsAnswer, CasinoTournamentDetail, CasinoTournamentsAnswer } from './casino.ts';
import type { FeedEventDetail, FeedEventSummary, FeedEventsQuery, FeedResultSportsResponse, FeedResultsQuery, FeedResultsResponse, FeedStatisticsResponse, LineSportsResponse } from './feed.ts';

/**
 * What the server hands the web app's loaders on a server render (React Router's load context).
 * Each server module contributes one typed, required face; the server composes them. The calls are
 * in-process, so a server render never makes an HTTP round trip to itself.
 */

/** The config module's face (S0 §3.3, §7, §4.2). */
export interface ConfigRenderFace {
  getSiteConfig(lang: string): Promise<SiteConfig>;
  getFooterConfig(lang: string): Promise<FooterConfig>;
  /**
   * The operator's remote views (config group `remoteViews`, S0 §4.2): the server render asks a
   * view mounted at the page for its status, so a view's page error is the document's status too.
   */
  getRemoteViews(): Promise<RemoteViewsConfig>;
}

/** The showcase module's face: the home page's data (S0 §2.2). */
export interface ShowcaseRenderFace {
  getHomeShowcase(lang: string): Promise<HomeShowcase>;
}

/** The content module's face: information pages and betting rules (S0 §2.2); null when there is no such page. */
export interface ContentRenderFace {
  getInformationPage(slug: string, lang: string): Promise<ContentPage | null>;
  getRulesIndex(lang: string): Promise<RulesIndex>;
  getRuleChapter(groupId: number, chapterId: number, lang: string): Promise<RuleChapter | null>;
}

/** The wallet's face: a signed-in player's accounts (S0 §3.1, as GET /web-api/accounts answers them). */
export interface WalletRenderFace {
  getAccounts(userId: number): Promise<AccountsResponse>;
}

/**
 * The odds feed's face (S0 §2.2 sport screens; decisions 012, 013): the same answers as its GET
 * routes, from the feed's hot state in process; null where the route answers 404 (an unknown sport,
 * championship or game).
 */
export interface FeedRenderFace {
  getFeedSports(lang: string): LineSportsResponse;
  getFeedEvents(section: 'line' | 'live', query: FeedEventsQuery): FeedEventSummary[] | null;
  getFeedEvent(gameId: number, lang: string): FeedEventDetail | null;
  getFeedResults(query: FeedResultsQuery): Promise<FeedResultsResponse | null>;
  getFeedResultSports(query: Pick<FeedResultsQuery, 'date' | 'lang' | 'tzo'>): Promise<FeedResultSportsResponse>;
  getFeedStatistics(gameId: number, lang: string): Promise<FeedStatisticsResponse | null>;
}

/**
 * What a page render reads of the bets (decision 015): one of the viewer's placed coupons, null for
 * an unknown id or another player's (the print receipt answers 404 for both, S0 §2.3, §5).
 */
export interface BetsRenderFace {
  getPlacedCoupon(userId: number, couponId: string): Promise<PlacedCoupon | null>;
}

/**
 * The casino catalogue's face (decision 018; S0 §2.2 casino routes): the same answers as its
 * /bff-api/casino routes, from the catalogue in memory; null where the route answers 404. The
 * visitor's country is not part of the request context yet, so a render sees the whole catalogue
 * unless a `country` is passed.
 */
export interface CasinoRenderFace {
  getCasinoLobby(query: { lang: string; perRow?: number; country?: string | null }): Promise<CasinoLobby>;
  getCasinoGames(query: {
    lang: string;
    category?: string;
    provider?: string;
    tag?: CasinoTag;
    filter?: CasinoFilter;
    sort?: CasinoSort;
    offset?: number;
    limit?: number;
    country?: string | null;
  }): Promise<CasinoGamesPage | null>;
  getCasinoCategories(lang: string): Promise<CasinoCategory[]>;
  getCasinoProviders(): Promise<CasinoProvider[]>;
  getCasinoGame(gameId: number, lang: string, country?: string | null): Promise<CasinoGameDetail | null>;
  /** S0 §2.2 games/{gameRoute}: the game by its slug; null when unknown or blocked in that country. */
  getCasinoGameBySlug(slug: string, lang: string, country?: string | null): Promise<CasinoGameDetail | null>;
  searchCasino(query: { q: string; lang: string; limit?: number; country?: string | null }): Promise<CasinoSearchAnswer>;
  /** S0 §2.2 bonus/casino…: the casino promotions on now, one (or a landing-*) by id (null: 404). */
  getCasinoPromotions(lang: string): Promise<CasinoPromotionsAnswer>;
  getCasinoPromotion(id: string, lang: string): Promise<CasinoPromotion | null>;
  /** S0 §2.2 bonus/casino/tournaments/{id}: the list, and one with its leaderboard (null: 404). */
  getCasinoTournaments(lang: string): Promise<CasinoTournamentsAnswer>;
  getCasinoTournament(id: string, query: { lang: string; currency?: string; userId: number | null }): Promise<CasinoTournamentDetail | null>;
}

export type ShellServices = ConfigRenderFace & ShowcaseRenderFace & ContentRenderFace & WalletRenderFace & FeedRenderFace & BetsRenderFace & CasinoRenderFace;

/** GET /web-api/session's answer (identity.ts SessionResponse). */
export interface SessionInfo {
  authenticated: boolean;
  userId: number | null;
  expiresAt: string | null;
}

/**
 * The signed-in player's user config (S0 §3.2, GET /web-api/user/config) and whether the terms
 * changed since he accepted them (S0 §4.6): the route guards (S0 §2.5) read both.
 */
export interface GuardUserInfo {
  config: UserConfig;
  isUserTermsChanged: boolean;
}

/**
 * Who is asking (S0 §4.4, §6), worked out once per request by the server from the session cookie:
 * loaders read it instead of looking the session up again. `player` is null for a guest, and for a
 * signed-in player whose config could not be read (he then sees the guest page, never an error).
 */
export interface Viewer {
  session: SessionInfo;
  player: GuardUserInfo | null;
}

export const GUEST_VIEWER: Viewer = { session: { authenticated: false, userId: null, expiresAt: null }, player: null };

/** The request context: what Fastify works out once per request and every loader reads. */
export interface ServerLoadContext {
  /** The page's language (S0 §2.1): the prefix when available, else cookie, browser, default, English. */
  lng: string;
  viewer: Viewer;
  /** The site config snapshot for `lng` (S0 §3.3), read once per request. */
  site: SiteConfig;
  services: ShellServices;
  /** Nonce for this response's Content-Security-Policy (inline hydration scripts). */
  cspNonce: string;
  /**
   * The visitor's ISO country from the trusted proxy's header (GEO_COUNTRY_HEADER), null when none
   * is configured: what the casino pages leave out (decision 018 per-country availability), as the
   * BFF API and the launch do.
   */
  country: string | null;
}
