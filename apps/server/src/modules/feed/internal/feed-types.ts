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
  live: FeedLive | null;
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

/**
 * Where prices come from (decision 012). The simulator and a recorded replay implement it; a
 * commercial feed (Sportradar UOF, OddsJam-style REST) would be a third adapter translating its
 * messages into FeedMessage. Timers a source starts are unref'd and end with `stop`.
 */
export interface FeedSource {
  readonly kind: string;
  /** Begin producing messages from `now` (ms). */
  start(now: number): void;
  stop(): void;
  /** Everything the source knows now, as messages: what a late subscriber needs to catch up. */
  snapshot(): FeedMessage[];
  /** Changes as they happen, in batches (one per tick); returns the unsubscribe. */
  subscribe(listener: FeedListener): () => void;
}
