/**
 * The one vocabulary of the odds feed (decision 012): every adapter speaks it, the hot state reads
 * it, and a replay file is these messages, one per line (docs/feed-format.md).
 */

export type Localized = { en: string; ru: string };
export type FeedEventStatus = 'not_started' | 'live' | 'paused' | 'finished' | 'cancelled';
export type FeedMarketStatus = 'open' | 'suspended' | 'closed' | 'settled';
/** Asian quarter lines can be half won or half lost; a whole line met exactly is void (stake back). */
export type OutcomeResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

export interface FeedSport {
  id: number;
  slug: string;
  name: Localized;
  sortOrder: number;
}

export interface FeedRef {
  id: number;
  name: Localized;
}

export interface FeedLive {
  /** The headline score, home first. */
  score: [number, number];
  /** The period being played (h1, q3, set2, map1, …). */
  period: string;
  /** Scores of each period begun, home first. */
  periods: { period: string; score: [number, number] }[];
  /** Football/hockey: minutes played; other sports: null. */
  minute: number | null;
  /** Football/hockey: goals and cards in order (the game page's timeline); absent for other sports. */
  timeline?: FeedTimelineEntry[];
}

export interface FeedTimelineEntry {
  minute: number;
  kind: 'goal' | 'yellow' | 'red';
  side: 'home' | 'away';
}

export interface FeedEvent {
  id: number;
  sportId: number;
  category: FeedRef;
  championship: FeedRef;
  /** Two competitors, or for an outright (sportId 2999) none and a name. */
  home: FeedRef | null;
  away: FeedRef | null;
  name: Localized | null;
  /** ms since the epoch. */
  startsAt: number;
  status: FeedEventStatus;
  isTop: boolean;
  /** A live picture is offered (S0 §3.3 isOnlyWithVideos filters on it); absent means none. */
  hasVideo?: boolean;
  live: FeedLive | null;
  /** Names of outcomes whose key is no name: an outright's entrants (`p501` → Arsenal). */
  outcomeNames?: Record<string, Localized>;
}

export interface FeedOutcome {
  key: string;
  /** Decimal odds in thousandths. */
  price: number;
  open: boolean;
}

export interface FeedMarket {
  key: string;
  group: string;
  status: FeedMarketStatus;
  /** Bumped by the source whenever a price or the status changes; never goes back. */
  version: number;
  outcomes: FeedOutcome[];
}

export interface FeedMarketResult {
  key: string;
  outcomes: { key: string; result: OutcomeResult }[];
}

/** One line of a feed. `at` is ms since the epoch (replay files: ms since the recording began). */
export type FeedMessage =
  | { type: 'sport'; at: number; sport: FeedSport }
  | { type: 'event'; at: number; event: FeedEvent }
  /** Markets that changed (each with its new version); markets not named are left as they are. */
  | { type: 'markets'; at: number; eventId: number; markets: FeedMarket[] }
  /** The event ended: its status, and a result for every market it offered. */
  | { type: 'result'; at: number; eventId: number; status: 'finished' | 'cancelled'; score: [number, number] | null; markets: FeedMarketResult[] };

export type FeedListener = (batch: readonly FeedMessage[]) => void;

/** A finished match as the statistics show it; eventId is null for a match played before the feed began. */
export interface FeedStatsMatch {
  eventId: number | null;
  /** ms since the epoch. */
  at: number;
  championship: FeedRef;
  home: FeedRef;
  away: FeedRef;
  score: [number, number];
  winner: 'home' | 'away' | 'draw';
  decidedBy: 'regulation' | 'overtime' | 'shootout' | null;
}

export interface FeedStandingsRow {
  position: number;
  participant: FeedRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  overtimeLost: number;
  scored: number;
  conceded: number;
  points: number;
}

/** What a source knows of a game's sides (S0 §2.2 statistic pages). */
export interface FeedStatistics {
  /** Last meetings of the two sides, newest first. */
  headToHead: FeedStatsMatch[];
  /** Each side's last results, newest first: home, then away (none for an outright). */
  lastResults: { participant: FeedRef; matches: FeedStatsMatch[] }[];
  /** The championship's table, or null where it keeps none. */
  standings: { championship: FeedRef; rows: FeedStandingsRow[] } | null;
}

/**
 * Where prices come from (decision 012). The simulator and a recorded replay implement it; a
 * commercial feed (Sportradar UOF, OddsJam-style REST) would be a third adapter translating its
 * messages into FeedMessage. Timers a source starts are unref'd and end with `stop`.
 */
export interface FeedSource {
  readonly kind: string;
  /** Begin producing messages from `now` (ms). */
  /**
   * Starts publishing. `backfillResults`: the hot state holds no results (a fresh install), so a
   * source that knows games which ended before it started may publish them, results included.
   * `idFloor`: the highest event id the database already holds; a source that makes up its ids
   * (the simulator) starts above it, so an id never names two events (bets keep game ids).
   */
  start(now: number, options?: { backfillResults?: boolean; idFloor?: number }): void;
  stop(): void;
  /** Everything the source knows now, as messages: what a late subscriber needs to catch up. */
  snapshot(): FeedMessage[];
  /** Changes as they happen, in batches (one per tick); returns the unsubscribe. */
  subscribe(listener: FeedListener): () => void;
  /** Head to head, form and table of a game the source knows; null when it knows none. A source without statistics leaves it out. */
  statistics?(eventId: number): FeedStatistics | null;
}
