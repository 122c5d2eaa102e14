/**
 * THE route table (S0 §2.2, §2.3; S1 §2) as data: every route's name, path pattern (under the
 * `:lng` prefix), layout, page module, param constraints and metadata (RouteMeta of the guards,
 * S0 §2.5). `routes.ts` builds React Router's config from it; `match.ts` answers "which route is
 * this path" for the guards, the layouts and the scroll behaviour. Pure data: no imports at runtime,
 * so `routes.ts` (evaluated at build time) and the browser bundle can both read it.
 */

import type { RouteMeta } from '@wager/domain';

export type LayoutName = 'default' | 'empty' | 'headless' | 'blocked' | 'maintenance';

/** A param's allowed values: a list, or a pattern the whole value must match (S0 §5). */
export type ParamConstraint = readonly string[] | RegExp;

export interface RouteEntry {
  /** Unique route name (S0 §2.4, S1 §2 names where the spec gives one). Also the React Router route id. */
  name: string;
  /** React Router path under `:lng` ('' for the language root). */
  path: string;
  layout: LayoutName;
  /** Page module, relative to apps/web/app. */
  page: string;
  /** Dictionary key of the page title under `sections.titles` (placeholder pages). */
  titleKey?: string;
  constraints?: Readonly<Record<string, ParamConstraint>>;
  /** S0 §2.2, §6: exists only outside production (debugger, cricket). */
  devOnly?: boolean;
  /** A route that only redirects (S0 §2.2, §2.3): the redirect rules of @wager/domain decide where. */
  redirectOnly?: boolean;
  meta: Omit<RouteMeta, 'name'>;
}

const PLACEHOLDER = 'sections/placeholder/placeholder-page.tsx';

/**
 * Each section family has its own page module (beyond the spec; S0 §2.2–§2.3, S1 §2 list the sections:
 * sections filled later already resolve to their own page component), chosen by the route's path
 * unless the entry names its page. The work that builds a page (the sportsbook, the coupon, ...)
 * points its entry at the new module.
 */
const SECTION_PAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^office\//, 'sections/office/office-section-page.tsx'],
  [
    /^(casino|live-casino|slots|bingo|bonus\/casino|fishinghunting|poker|tvgames|scratchcards|keno|virtualsports|fast-games|fast-bet|asian-games|card-games|crash-games|skill-games|my-casino|casino-lobby|providers|casino-search|othergames|:section\/thankyou|games|games-landing|lotto|toto)(\/|$)/,
    'sections/games/games-section-page.tsx',
  ],
  [/^(betsonyour|topgame|marble|team|ufc|politics|top-events|:section|multi|champs|results|statistic|statisticpopup|cyber|cricket)(\/|$)/, 'sections/sport/sport-section-page.tsx'],
  [/^(bonus|specialoffer|promo|promotions|points)(\/|$)/, 'sections/bonuses/bonuses-section-page.tsx'],
  [/^(blog|news|betting-alphabet|ourpartners)(\/|$)/, 'sections/content/content-section-page.tsx'],
  [/^(mobile|desktop|ios-app|cricket-app|ipl-betting-app)$/, 'sections/apps/apps-page.tsx'],
  [/^user\//, 'sections/user-links/user-link-page.tsx'],
  [/^(block-ua|block-ie|site-updates|coming-soon|suspension|oldbrowser|internal-vpn|500)$/, 'sections/pages/block-page.tsx'],
];

function sectionPage(path: string): string {
  return SECTION_PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? PLACEHOLDER;
}
const REDIRECT = 'route-table/redirect-route.tsx';
/** S0 §2.2 line and live, S1 §2 MAIN_SECTION and MAIN_SECTION_CHAMP: one page of games. */
const SPORT_EVENTS = 'sections/sport/events-page.tsx';
/** S0 §2.2 cyber sports: every cyber route but the redirects. */
const CYBER_PAGE = 'sections/sport/cyber-page.tsx';
const NOT_FOUND = 'sections/errors/not-found-route.tsx';

/** S0 §5: a numeric id. */
const NUMERIC = /^[0-9]+$/;
/** S0 §5: section is live or line. */
const SECTION = ['live', 'line'] as const;
/** S0 §5: cyber type real, virtual or stream. */
const CYBER_TYPE = ['real', 'virtual', 'stream'] as const;
/** S0 §2.3: payment result pages. */
const PAYMENT_RESULT = ['success', 'fail', 'pending', 'cancel'] as const;

type Options = Partial<Omit<RouteEntry, 'name' | 'path' | 'layout' | 'page' | 'meta'>> & { page?: string; meta?: RouteEntry['meta'] };

/**
 * S0 §7 "dictionaries per route by ids from route meta": the dictionary parts each page module
 * renders beyond the shell's (i18n/dictionary-parts.ts). A test walks every page's imports and
 * fails when a text it uses is in no part its route ships (i18n/dictionary-parts.test.ts).
 */
const SECTION_FRAME_PARTS = ['sections'];
/** The sport screens: their own texts and the names of markets and outcomes. */
const SPORT_PARTS = ['sport', 'markets', 'favourites', 'sportStats.link', 'coupon'];
/** The coupon's pages (S0 §2.2 coupon, office/history; S0 §2.3 print-coupon): the coupon's texts and the market names. */
const COUPON_PAGES = {
  page: 'sections/coupon/coupon-page.tsx',
  history: 'sections/coupon/history-page.tsx',
  print: 'sections/coupon/print-coupon-page.tsx',
} as const;
/** S0 §2.2 results, statistic(popup) and champs: pages on the odds feed. */
const SPORT_STATS_PAGES = {
  results: 'sections/sport/results/results-page.tsx',
  statistics: 'sections/sport/statistics/statistics-page.tsx',
  champs: 'sections/sport/champs/champs-page.tsx',
} as const;
/** The casino's pages (S0 §2.2 casino routes, §3.7; S1 §3): lobby, grids, providers, search, my casino, a game. */
const CASINO_PAGES = {
  lobby: 'sections/games/lobby-page.tsx',
  category: 'sections/games/category-page.tsx',
  providers: 'sections/games/providers-page.tsx',
  search: 'sections/games/search-page.tsx',
  my: 'sections/games/my-casino-page.tsx',
  game: 'sections/games/game-page.tsx',
  gameRoute: 'sections/games/games-route-page.tsx',
  landing: 'sections/games/games-landing-page.tsx',
  thankYou: 'sections/games/thank-you-page.tsx',
  lotto: 'sections/games/lotto-page.tsx',
  bonusCasino: 'sections/games/bonus-casino-page.tsx',
  promotion: 'sections/games/promotion-page.tsx',
  tournaments: 'sections/games/tournaments-page.tsx',
  tournament: 'sections/games/tournament-page.tsx',
} as const;
const CASINO_PARTS = ['casino', 'sections'];
/** The casino's further routes (games/{gameRoute}, landings, thank-you, lotto, promotions, tournaments). */
const CASINO_ROUTE_PARTS = ['casino', 'sections', 'casinoRoutes'];
const PAGE_PARTS: Readonly<Record<string, readonly string[]>> = {
  [PLACEHOLDER]: SECTION_FRAME_PARTS,
  ...Object.fromEntries(SECTION_PAGES.map(([, page]) => [page, SECTION_FRAME_PARTS])),
  'sections/home/home-page.tsx': ['home', 'sport.row', 'markets.outcome.draw'],
  'sections/sport/events-page.tsx': SPORT_PARTS,
  'sections/sport/game-page.tsx': SPORT_PARTS,
  'sections/sport/multi-page.tsx': SPORT_PARTS,
  'sections/sport/cyber-page.tsx': SPORT_PARTS,
  [COUPON_PAGES.page]: ['coupon', 'markets'],
  [COUPON_PAGES.history]: ['coupon', 'markets', 'sections'],
  [COUPON_PAGES.print]: ['coupon', 'markets'],
  // Wager Studio (decision 020): the game client in the casino page's frame, and the verify page.
  'sections/studio/play-page.tsx': ['studio'],
  'sections/studio/verify-page.tsx': ['studio'],
  [CASINO_PAGES.lobby]: CASINO_PARTS,
  [CASINO_PAGES.category]: CASINO_PARTS,
  [CASINO_PAGES.providers]: CASINO_PARTS,
  [CASINO_PAGES.search]: CASINO_PARTS,
  [CASINO_PAGES.my]: CASINO_PARTS,
  [CASINO_PAGES.game]: CASINO_PARTS,
  [CASINO_PAGES.gameRoute]: CASINO_ROUTE_PARTS,
  [CASINO_PAGES.landing]: CASINO_ROUTE_PARTS,
  [CASINO_PAGES.thankYou]: ['casinoRoutes', 'sections'],
  [CASINO_PAGES.lotto]: CASINO_ROUTE_PARTS,
  [CASINO_PAGES.bonusCasino]: CASINO_ROUTE_PARTS,
  [CASINO_PAGES.promotion]: CASINO_ROUTE_PARTS,
  [CASINO_PAGES.tournaments]: CASINO_ROUTE_PARTS,
  [CASINO_PAGES.tournament]: CASINO_ROUTE_PARTS,
  'sections/pages/promotions-page.tsx': ['home', 'sections'],
  'sections/pages/landing-page.tsx': ['home', 'layouts'],
  'sections/pages/block-page.tsx': ['layouts', 'sections'],
  'sections/pages/block-appeal-history-page.tsx': ['layouts'],
  'sections/information/information-page.tsx': ['information', 'sections'],
  'sections/information/rules-page.tsx': ['information', 'sections'],
  'sections/auth/registration-page.tsx': ['auth'],
  'sections/auth/login-page.tsx': ['auth'],
  'sections/auth/confirm-terms-page.tsx': ['auth'],
  'sections/office/security-page.tsx': ['office', 'auth', 'sections'],
  // S1 §2 responsible gaming (decision 021).
  'sections/responsible/responsible-page.tsx': ['responsible', 'sections'],
  'sections/wallet/account-page.tsx': ['wallet', 'sections', 'auth.errors'],
  'sections/wallet/recharge-page.tsx': ['wallet', 'sections', 'auth.fields', 'auth.errors'],
  'sections/wallet/deduce-page.tsx': ['wallet', 'sections', 'auth.fields', 'auth.errors'],
  'sections/wallet/historypay-page.tsx': ['wallet', 'sections', 'auth.errors'],
  'sections/wallet/onpay-page.tsx': ['wallet', 'sections', 'auth.errors'],
  // Each ships only the parts of `sportStats` it shows (i18n/dictionary-parts.test.ts keeps them complete).
  [SPORT_STATS_PAGES.results]: ['sportStats.common', 'sportStats.period', 'sportStats.live', 'sportStats.results', 'sportStats.result', 'sportStats.markets', 'sportStats.outcomes', 'sportStats.link', 'sportStats.champs.champion', 'sections'],
  [SPORT_STATS_PAGES.statistics]: ['sportStats.common', 'sportStats.period', 'sportStats.live', 'sportStats.statistics', 'sportStats.results.title', 'sportStats.results.cancelled', 'sections'],
  [SPORT_STATS_PAGES.champs]: ['sportStats.common', 'sportStats.period', 'sportStats.live', 'sportStats.champs', 'sportStats.statistics', 'sportStats.results.cancelled', 'sections'],
};

function entry(layout: LayoutName, name: string, path: string, options: Options = {}): RouteEntry {
  const { page: named, meta = {}, ...rest } = options;
  const page = named ?? sectionPage(path);
  const dictionaries = [...new Set([...(PAGE_PARTS[page] ?? []), ...(meta.dictionaries ?? [])])];
  return { name, path, layout, page, titleKey: rest.titleKey ?? (named ? undefined : name), meta: dictionaries.length > 0 ? { ...meta, dictionaries } : meta, ...rest };
}
const main = (name: string, path: string, options?: Options) => entry('default', name, path, options);
const redirectOnly = (name: string, path: string): RouteEntry => entry('default', name, path, { page: REDIRECT, redirectOnly: true });

/** Office pages (S0 §2.2 personal office, §2.5.4, §2.5.11): signed-in only, the account area. */
const OFFICE: RouteEntry['meta'] = { requiresAuth: true, accountArea: true };
const office = (name: string, path: string, meta: RouteEntry['meta'] = {}, options: Options = {}) =>
  main(name, path === '' ? 'office' : `office/${path}`, { ...options, meta: { ...OFFICE, ...meta } });

/** Information pages (S0 §2.2): open to everyone, banned players included (S0 §4.5). */
const INFO: RouteEntry['meta'] = { ban: { allowedWhenBanned: true } };
const INFORMATION_PAGES = [
  'contacts', 'about', 'howbet', 'payment', 'cookies', 'ussdInstruction', 'licenses', 'taxation', 'consent',
  'simpleidentification', 'amlkyc', 'smsbets', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming',
  'cash_terminals', 'betting-calculator', 'betting-awards',
] as const;
/** Their text is content in the database (the content module), rendered by these two pages. */
const INFORMATION_PAGE = 'sections/information/information-page.tsx';
const RULES_PAGE = 'sections/information/rules-page.tsx';

/** Casino game pages hide the footer and SEO block (S1 §2 "hidden per route metadata"). */
const GAME_PAGE: RouteEntry['meta'] = { hiddenLayoutParts: ['footer', 'seoBlock'] };
const CASINO: RouteEntry['meta'] = {};
const casino = (name: string, path: string, meta: RouteEntry['meta'] = CASINO, options: Options = {}) =>
  main(name, path, { titleKey: options.titleKey ?? name, ...options, meta });

/** Empty-layout pages open to everyone, banned players and users who must confirm terms included. */
const OPEN: RouteEntry['meta'] = { ban: { allowedWhenBanned: true }, identificationExempt: true };

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // ── Main layout (S0 §2.2) ──────────────────────────────────────────────────────────────────
  main('home', '', { page: 'sections/home/home-page.tsx' }),
  main('line', 'line', { page: SPORT_EVENTS }),
  main('live', 'live', { page: SPORT_EVENTS }),
  // Sport page types (S0 §2.2 {pageType}); cyber and esports only redirect.
  ...(['betsonyour', 'topgame', 'marble', 'team', 'ufc', 'politics'] as const).map((pageType) =>
    main(pageType, pageType, {}),
  ),
  main('top-events-fifacwc', 'top-events/fifacwc', {}),
  // S1 §2 MAIN_SECTION, MAIN_SECTION_CHAMP, MAIN_GAME: section is live or line (S0 §5).
  main('MAIN_SECTION', ':section/:menuSection/:sport?', { page: SPORT_EVENTS, constraints: { section: SECTION } }),
  main('MAIN_SECTION_CHAMP', ':section/:menuSection/:sport/:champ', { page: SPORT_EVENTS, constraints: { section: SECTION } }),
  main('MAIN_GAME', ':section/:menuSection/:sport/:champ/:game', {
    page: 'sections/sport/game-page.tsx',
    constraints: { section: SECTION },
  }),
  // Decision 020: recompute any Wager Studio round in the browser (public).
  main('provably-fair', 'provably-fair', { page: 'sections/studio/verify-page.tsx' }),
  main('multi', 'multi', { page: 'sections/sport/multi-page.tsx' }),
  // S0 §2.2 other named routes: coupon (the wide coupon page; user/coupon still redirects, below).
  main('coupon', 'coupon', { page: COUPON_PAGES.page }),
  main('champs', 'champs/:champId?', { page: SPORT_STATS_PAGES.champs, titleKey: 'champs' }),
  main('totoFrame', 'toto/:totoSection?', { titleKey: 'toto', constraints: { totoSection: ['draw', 'next', 'coupons', 'draws', 'nonimees'] } }),

  // Casino and third-party games (S0 §2.2, S1 §2).
  main('casino', 'casino', { page: CASINO_PAGES.lobby, titleKey: 'casino', meta: CASINO }),
  main('live-casino', 'live-casino', { page: CASINO_PAGES.category, titleKey: 'live-casino', meta: CASINO }),
  casino('live-casino-game', 'live-casino/game/:gameId/:gameName', GAME_PAGE, { titleKey: 'casinoGame', page: CASINO_PAGES.game }),
  casino('casino-category', 'casino/:subcategory', CASINO, { titleKey: 'casino', page: CASINO_PAGES.category }),
  casino('casino-game', 'casino/game/:gameId/:gameName', GAME_PAGE, { titleKey: 'casinoGame', page: CASINO_PAGES.game }),
  casino('casino-category-game', 'casino/:subcategory/game/:gameId/:gameName', GAME_PAGE, { titleKey: 'casinoGame', page: CASINO_PAGES.game }),
  casino('brands', 'casino/brand', CASINO, { page: CASINO_PAGES.providers }),
  casino('slots', 'slots/:subcategory?', CASINO, { page: CASINO_PAGES.category }),
  casino('slots-game', 'slots/game/:gameId/:gameName', GAME_PAGE, { titleKey: 'casinoGame', page: CASINO_PAGES.game }),
  casino('slots-category-game', 'slots/:subcategory/game/:gameId/:gameName', GAME_PAGE, { titleKey: 'casinoGame', page: CASINO_PAGES.game }),
  casino('slots-vulkan', 'slots/vulkan', CASINO, { page: CASINO_PAGES.category }),
  casino('bingo', 'bingo', CASINO, { page: CASINO_PAGES.category }),
  casino('bonus-casino', 'bonus/casino', CASINO, { page: CASINO_PAGES.bonusCasino }),
  casino('bonus-casino-promotion', 'bonus/casino/promotions/:id', CASINO, { titleKey: 'bonus-casino', page: CASINO_PAGES.promotion }),
  casino('bonus-casino-tournaments', 'bonus/casino/tournaments', CASINO, { page: CASINO_PAGES.tournaments }),
  casino('bonus-casino-tournament', 'bonus/casino/tournaments/:id', CASINO, { titleKey: 'bonus-casino-tournaments', page: CASINO_PAGES.tournament }),
  // S0 §2.2: bonus/casino/{id}, including the routed landing path bonus/casino/landing-*.
  casino('bonus-casino-item', 'bonus/casino/:id', CASINO, { titleKey: 'bonus-casino', page: CASINO_PAGES.promotion }),
  casino('fishinghunting', 'fishinghunting', CASINO, { page: CASINO_PAGES.category }),
  casino('poker', 'poker/:game?', CASINO, { page: CASINO_PAGES.category }),
  casino('tvgames', 'tvgames', CASINO, { page: CASINO_PAGES.category }),
  casino('scratchcards', 'scratchcards', CASINO, { page: CASINO_PAGES.category }),
  casino('keno', 'keno', CASINO, { page: CASINO_PAGES.category }),
  casino('virtualsports', 'virtualsports', CASINO, { page: CASINO_PAGES.category }),
  casino('fast-games', 'fast-games', CASINO, { page: CASINO_PAGES.category }),
  casino('fast-bet', 'fast-bet', CASINO, { page: CASINO_PAGES.category }),
  casino('asian-games', 'asian-games', CASINO, { page: CASINO_PAGES.category }),
  casino('card-games', 'card-games', CASINO, { page: CASINO_PAGES.category }),
  casino('crash-games', 'crash-games', CASINO, { page: CASINO_PAGES.category }),
  casino('skill-games', 'skill-games', CASINO, { page: CASINO_PAGES.category }),
  // S0 §2.5.11: "some casino personal pages" need a signed-in user.
  casino('my-casino', 'my-casino', { ...CASINO, requiresAuth: true }, { page: CASINO_PAGES.my }),
  casino('my-casino-favorites', 'my-casino/favorites', { ...CASINO, requiresAuth: true }, { page: CASINO_PAGES.my }),
  casino('casino-lobby', 'casino-lobby', CASINO, { page: CASINO_PAGES.lobby }),
  casino('providers', 'providers', CASINO, { page: CASINO_PAGES.providers }),
  casino('provider', 'providers/:provider', CASINO, { titleKey: 'providers', page: CASINO_PAGES.category }),
  casino('casino-search', 'casino-search', CASINO, { page: CASINO_PAGES.search }),
  casino('othergames', 'othergames', CASINO, { page: CASINO_PAGES.category }),
  main('thankyou', ':section/thankyou', { page: CASINO_PAGES.thankYou, titleKey: 'thankyou' }),

  // Games (S0 §2.2): the index, a game route, a games landing; legacy allgamesentrance only redirects.
  main('games.games_project_index', 'games', { titleKey: 'games', page: CASINO_PAGES.category }),
  main('games.games_project_view', 'games/:gameRoute', { titleKey: 'casinoGame', page: CASINO_PAGES.gameRoute, meta: GAME_PAGE }),
  main('games-landing', 'games-landing/:landingRoute', { titleKey: 'games', page: CASINO_PAGES.landing }),
  redirectOnly('allgamesentrance', 'allgamesentrance/*'),

  // Cyber sports (S0 §2.2): cyber and esports redirect to /real; disciplines to all.
  redirectOnly('cyber', 'cyber'),
  redirectOnly('esports', 'esports'),
  main('cyber-type', 'cyber/:type', { page: CYBER_PAGE, constraints: { type: CYBER_TYPE } }),
  redirectOnly('cyber-disciplines', 'cyber/:type/disciplines'),
  main('cyber-all', 'cyber/:type/all', { page: CYBER_PAGE, constraints: { type: CYBER_TYPE } }),
  main('cyber-discipline', 'cyber/:type/:discipline', { page: CYBER_PAGE, constraints: { type: CYBER_TYPE } }),
  main('cyber-discipline-champs', 'cyber/:type/:discipline/champs', { page: CYBER_PAGE, constraints: { type: CYBER_TYPE } }),
  main('cyber-champ', 'cyber/:type/:discipline/:champ', { page: CYBER_PAGE, constraints: { type: CYBER_TYPE } }),
  main('cyber-game', 'cyber/:type/:discipline/:champ/:game', { page: CYBER_PAGE, constraints: { type: CYBER_TYPE } }),

  // Information (S0 §2.2): rules need availableRoutes 47 (S0 §2.5.6); rules alone → rules/1.
  redirectOnly('rules-index', 'information/rules'),
  main('rules', 'information/rules/:ruleGroup/:chapter?', { page: RULES_PAGE, titleKey: 'rules', meta: { ...INFO, gatedBy: 'rulesSection' } }),
  ...INFORMATION_PAGES.map((page) => main(page, `information/${page}`, { page: INFORMATION_PAGE, titleKey: page, meta: INFO })),
  main('football-champions-rules', 'football-champions-rules', { page: INFORMATION_PAGE, titleKey: 'football-champions-rules', meta: INFO }),

  // Personal office (S0 §2.2): account is the default.
  office('office', '', {}, { page: REDIRECT, redirectOnly: true, titleKey: 'account' }),
  office('account', 'account', {}, { page: 'sections/wallet/account-page.tsx', titleKey: 'account' }),
  office('history', 'history', {}, { page: COUPON_PAGES.history, titleKey: 'history' }),
  office('historypay', 'historypay', {}, { page: 'sections/wallet/historypay-page.tsx', titleKey: 'historypay' }),
  office('recharge', 'recharge', { rechargeFamily: true }, { page: 'sections/wallet/recharge-page.tsx', titleKey: 'recharge' }),
  main('security', 'office/security', { page: 'sections/office/security-page.tsx', meta: OFFICE }),
  office('responsible', 'responsible', {}, { page: 'sections/responsible/responsible-page.tsx', titleKey: 'responsible' }),
  office('settings', 'settings'),
  office('bonuses-deposit', 'bonuses/deposit'),
  office('bonuses-wager', 'bonuses/wager'),
  office('vipcashback', 'casino/vipcashback'),
  office('premiumcashback', 'casino/premiumcashback'),
  // S0 §4.5, §9: deduce (withdrawal) stays open to banned players at the deduce ban level.
  office('deduce', 'deduce', { ban: { deduce: true } }, { page: 'sections/wallet/deduce-page.tsx', titleKey: 'deduce' }),
  office('promotion', 'promotion'),
  office('bringfriend', 'bringfriend'),
  office('support', 'support', { ban: { allowedWhenBanned: true } }),
  office('rewards', 'rewards'),
  office('verification', 'verification'),
  // S0 §2.5.2, §2.5.9: identification needs isShowIdentification; the blocker leaves it alone.
  office('identification', 'identification', { gatedBy: 'identification', identificationExempt: true }),
  office('share-idea', 'share-idea'),
  office('payment-requests', 'payment/requests', { rechargeFamily: true }),
  office('payment-create-request', 'payment/create-request'),
  office('payment-topic', 'payment/create-request/:topicId', {}, { titleKey: 'payment-create-request' }),
  office('payment-topic-transactions', 'payment/create-request/:topicId/transactions', {}, { titleKey: 'payment-create-request' }),
  office('payment-topic-transaction', 'payment/create-request/:topicId/transactions/:transactionId', {}, { titleKey: 'payment-create-request' }),
  office('payment-subtopic', 'payment/create-request/:topicId/:subTopicId', {}, { titleKey: 'payment-create-request' }),

  // Other (S0 §2.2).
  // S0 §2.2 registration/{type?}: without a type the default registration opens.
  main('registration', 'registration/:type?', {
    page: 'sections/auth/registration-page.tsx',
    meta: { guestOnly: true, gatedBy: 'registration', hiddenLayoutParts: ['bottomNavigation'] },
  }),
  main('login', 'user/login', { page: 'sections/auth/login-page.tsx', meta: { guestOnly: true } }),
  // S0 §2.4: switching results filters keeps the scroll position.
  main('results', 'results/:type?', { page: SPORT_STATS_PAGES.results, titleKey: 'results', constraints: { type: ['live', 'zone'] }, meta: { scrollToTopOptOut: true } }),
  main('statistic', 'statistic', { page: SPORT_STATS_PAGES.statistics, titleKey: 'statistic' }),
  // S0 §2.5.6: the statistics popup needs its flag; it owns the window (no header or footer).
  main('statisticpopup', 'statisticpopup', {
    page: SPORT_STATS_PAGES.statistics,
    titleKey: 'statisticpopup',
    meta: { gatedBy: 'statisticsPopup', hiddenLayoutParts: ['header', 'footer', 'seoBlock'] },
  }),
  main('lotto', 'lotto/:sectionName?/:lottoId?', { constraints: { sectionName: ['results', 'view'] }, page: CASINO_PAGES.lotto, titleKey: 'lotto' }),
  main('points', 'points'),
  main('promo', 'promo'),
  main('ourPartnersApp', 'ourpartners/:section?'),
  main('betting-alphabet', 'betting-alphabet/:block?/:category?/:slug?', { meta: { scrollToTopOptOut: true } }),
  main('blog', 'blog/*'),
  main('news', 'news/:slug?'),
  main('mobileExternalApps', 'mobile'),
  main('desktopExternalApps', 'desktop'),
  main('ios-app', 'ios-app'),
  main('cricket-app', 'cricket-app'),
  main('ipl_betting_app', 'ipl-betting-app'),
  main('promotions', 'promotions', { page: 'sections/pages/promotions-page.tsx' }),
  main('promotionsFullRoute', 'promotions/:promotionId', { titleKey: 'promotions' }),
  redirectOnly('old-landing', 'landing/:name'),
  redirectOnly('old-promo', 'promo/:name'),

  // User section (S0 §2.2): only these children; forgotpassword and coupon redirect.
  main('accountverify', 'user/accountverify', { meta: OPEN }),
  main('activatefast', 'user/activatefast/:type?', { titleKey: 'activate', meta: OPEN }),
  main('activate', 'user/activate/:type?', { meta: OPEN }),
  main('passwordreset', 'user/passwordreset', { meta: { guestOnly: true } }),
  main('stopnewsletter', 'user/stopnewsletter', { meta: OPEN }),
  main('forgotpassword', 'user/forgotpassword', { page: 'sections/auth/forgot-password-redirect.tsx', redirectOnly: true }),
  redirectOnly('user-coupon', 'user/coupon'),

  // Bonuses (S0 §2.2, S1 §2): bonus and the bonus-offer variant swap under promoBonusToOffer.
  main('bonuses', 'bonus'),
  main('bonus', 'bonus/:section', { constraints: { section: ['rules', 'games', 'partners'] } }),
  main('bonus-item', 'bonus/:section/:id', { titleKey: 'bonus', constraints: { section: ['rules', 'partners'] } }),
  main('bonuses-offers', 'specialoffer'),
  main('bonus-offer', 'specialoffer/:section', { constraints: { section: ['rules', 'games', 'partners'] } }),
  main('bonus-offer-item', 'specialoffer/:section/:id', { titleKey: 'bonus-offer', constraints: { section: ['rules', 'partners'] } }),

  // Non-production only (S0 §2.2, §6).
  main('debugger', 'debugger', { devOnly: true }),
  main('cricket', 'cricket', { devOnly: true }),
  ...(['all-champs', 'all-events', 'broadcasts', 'games'] as const).map((sub) => main(`cricket-${sub}`, `cricket/${sub}`, { titleKey: 'cricket', devOnly: true })),
  main('cricket-champ', 'cricket/champ/:champ', { titleKey: 'cricket', devOnly: true }),
  main('cricket-player', 'cricket/player-info/:id', { titleKey: 'cricket', devOnly: true }),

  // ── Headless (S0 §2.3) ─────────────────────────────────────────────────────────────────────
  // Wager Studio's game client (decision 020): the content of the casino game page's frame, no site chrome.
  entry('headless', 'studio-play', 'studio/play', { page: 'sections/studio/play-page.tsx', meta: { identificationExempt: true } }),
  entry('headless', 'landing-page', 'landing-page/:landingId', { page: 'sections/pages/landing-page.tsx' }),
  redirectOnly('lpage', 'lpage/:landingId'),
  // S0 §2.3 {promotionId} for landing-* slugs only.
  entry('headless', 'promotion-landing', ':promotionId', { page: 'sections/pages/landing-page.tsx', constraints: { promotionId: /^landing-[A-Za-z0-9_-]+$/ } }),

  // ── Empty (S0 §2.3) ────────────────────────────────────────────────────────────────────────
  entry('empty', 'block', 'block', { page: 'sections/pages/block-page.tsx', meta: OPEN }),
  ...(['block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'] as const).map((name) => entry('empty', name, name, { meta: OPEN })),
  entry('empty', 'onpay', 'onpay/:result', { page: 'sections/wallet/onpay-page.tsx', titleKey: 'onpay', constraints: { result: PAYMENT_RESULT } }),
  entry('empty', 'onpay-withdraw', 'onpay/withdraw/:result', { page: 'sections/wallet/onpay-page.tsx', titleKey: 'onpay', constraints: { result: PAYMENT_RESULT } }),
  entry('empty', 'print-coupon', 'print-coupon/:couponId', { page: COUPON_PAGES.print, titleKey: 'print-coupon', constraints: { couponId: NUMERIC } }),
  // S0 §2.5.11 "confirm page": signed-in only; the terms guard leaves it for the root when nothing changed.
  entry('empty', 'confirm-terms', 'confirm-terms', { page: 'sections/auth/confirm-terms-page.tsx', meta: { requiresAuth: true, ban: { allowedWhenBanned: true } } }),
  entry('empty', 'internal-vpn', 'internal-vpn', { meta: OPEN }),
  entry('empty', 'oldBrowser', 'oldbrowser', { meta: OPEN }),
  entry('empty', 'error-500', '500', { meta: OPEN }),

  // ── Maintenance and blocked (S0 §2.3) ─────────────────────────────────────────────────────────
  entry('maintenance', 'maintenance', 'maintenance', { page: 'sections/maintenance/maintenance-page.tsx', meta: OPEN }),
  entry('blocked', 'block-appeal-history', 'block-appeal-history', {
    page: 'sections/pages/block-appeal-history-page.tsx',
    // S0 §2.5.11: block-appeal history is flagged for authorisation.
    meta: { requiresAuth: true, ban: { allowedWhenBanned: true }, identificationExempt: true },
  }),

  // S0 §2.3, §5: anything else is the 404 page inside the default layout.
  entry('default', 'not-found', '*', { page: NOT_FOUND }),
];
