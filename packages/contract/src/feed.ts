import { z } from 'zod';
import { LanguageCode } from './config.ts';

/** S1 §3 time filters of the line and live lists; what each means is decision 012's. */
export const TIME_FILTERS = [0, 1, 2, 3, 6] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Lang = LanguageCode.optional();

/** GET /bff-api/sports/list?lng=en&nameEng=true (S1 §3, §7). */
export const SportsListQuery = z.object({ lng: Lang, nameEng: z.enum(['true', 'false']).optional() });
/** S1 §3 sport list item; sportId 2999 is the long-term bets section. `name` is in `lng`. */
export const SportsListItem = z.object({ sportId: z.number().int(), nameEng: z.string(), name: z.string() });
export const SportsListResponse = z.array(SportsListItem);
export type SportsListResponse = z.infer<typeof SportsListResponse>;

/** GET /bff-api/line/sports?lang= */
export const LineSportsQuery = z.object({ lang: Lang });
/** A sport with its counts: `eventCount` not started (line), `liveCount` in play (the live menu). */
export const LineSport = z.object({ sportId: z.number().int(), slug: z.string(), name: z.string(), eventCount: z.number().int(), liveCount: z.number().int() });
export type LineSport = z.infer<typeof LineSport>;
export const LineSportsResponse = z.object({ sports: z.array(LineSport) });
export type LineSportsResponse = z.infer<typeof LineSportsResponse>;

/** GET /bff-api/line/events and /bff-api/live/events. */
export const FeedEventsQuery = z.object({
  sportId: Id.optional(),
  champId: Id.optional(),
  timeFilter: z.coerce
    .number()
    .int()
    .refine((v) => (TIME_FILTERS as readonly number[]).includes(v), 'one of 0, 1, 2, 3, 6')
    .optional(),
  lang: Lang,
});
export type FeedEventsQuery = z.infer<typeof FeedEventsQuery>;

export const FeedOutcome = z.object({
  key: z.string(),
  /** Decimal odds in thousandths (1.850 → 1850). */
  price: z.number().int(),
  /** Whether it may be bet on now: the event is open, the market open and the outcome offered. */
  open: z.boolean(),
});
export const FeedMarket = z.object({
  key: z.string(),
  group: z.string(),
  status: z.enum(['open', 'suspended', 'closed', 'settled']),
  version: z.number().int(),
  outcomes: z.array(FeedOutcome),
});
export type FeedMarket = z.infer<typeof FeedMarket>;

const NamedRef = z.object({ id: z.number().int(), name: z.string() });
export const FeedLive = z.object({
  score: z.tuple([z.number().int(), z.number().int()]),
  period: z.string(),
  periods: z.array(z.object({ period: z.string(), score: z.tuple([z.number().int(), z.number().int()]) })),
  minute: z.number().int().nullable(),
  /** Football and ice hockey: goals and cards in order, for the game page's timeline. */
  timeline: z.array(z.object({ minute: z.number().int(), kind: z.enum(['goal', 'yellow', 'red']), side: z.enum(['home', 'away']) })).optional(),
});

export const FeedEventSummary = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  category: NamedRef,
  championship: NamedRef,
  /** Competitors; null for an outright (sportId 2999), which has a name. */
  home: NamedRef.nullable(),
  away: NamedRef.nullable(),
  name: z.string().nullable(),
  startsAt: z.string(),
  status: z.enum(['not_started', 'live', 'paused', 'finished', 'cancelled']),
  isTop: z.boolean(),
  /** A live picture is offered (S0 §3.3 isOnlyWithVideos). */
  hasVideo: z.boolean(),
  live: FeedLive.nullable(),
  /** The headline market (ft.1x2, ft.winner or outright.winner) when offered. */
  mainMarket: FeedMarket.nullable(),
  /**
   * S0 §3.3 appViewType Asian: the main handicap and the main total (the lines priced closest to
   * even), when offered, handicap first.
   */
  asianMarkets: z.array(FeedMarket),
  marketCount: z.number().int(),
  /** Names of outcomes whose key is no name (an outright's entrants: `p501` → "Arsenal"), in `lang`. */
  outcomeNames: z.record(z.string(), z.string()).optional(),
});
export type FeedEventSummary = z.infer<typeof FeedEventSummary>;
export const FeedEventsResponse = z.object({ events: z.array(FeedEventSummary) });
export type FeedEventsResponse = z.infer<typeof FeedEventsResponse>;

/** GET /bff-api/events/:gameId?lang= */
export const FeedEventParams = z.object({ gameId: Id });
export const FeedEventQuery = z.object({ lang: Lang });
export const FeedMarketResult = z.object({ key: z.string(), outcomes: z.array(z.object({ key: z.string(), result: z.enum(['won', 'lost', 'void', 'half_won', 'half_lost']) })) });
export const FeedEventResult = z.object({
  finishedAt: z.string(),
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
  markets: z.array(FeedMarketResult),
});
export const FeedEventDetail = FeedEventSummary.extend({ markets: z.array(FeedMarket), result: FeedEventResult.nullable() });
export type FeedEventDetail = z.infer<typeof FeedEventDetail>;
export const FeedEventResponse = z.object({ event: FeedEventDetail });

/** S0 §3.3 timeZone: the player's offset from UTC in hours (may be fractional). */
const TimeZoneHours = z.coerce.number().min(-12).max(14);

/**
 * GET /bff-api/results?date=YYYY-MM-DD&sportId=&lang=&tzo=&markets= : events that ended on that day,
 * the UTC day or, with `tzo`, the day at that offset (the player's). `markets=none` leaves out each
 * market's result (a day's list stays light; the event's page has them all).
 */
export const FeedResultsQuery = z.object({
  date: z.iso.date().optional(),
  sportId: Id.optional(),
  lang: Lang,
  tzo: TimeZoneHours.optional(),
  markets: z.enum(['all', 'none']).optional(),
});
export type FeedResultsQuery = z.infer<typeof FeedResultsQuery>;
export const FeedResultEvent = FeedEventSummary.extend({ result: FeedEventResult });
export const FeedResultsResponse = z.object({ date: z.string(), events: z.array(FeedResultEvent) });
export type FeedResultsResponse = z.infer<typeof FeedResultsResponse>;

/** GET /bff-api/results/sports?date=&tzo=&lang= : the sports with results that day and how many (the results page's filter). */
export const FeedResultSportsQuery = FeedResultsQuery.pick({ date: true, lang: true, tzo: true });
export const FeedResultSportsResponse = z.object({ date: z.string(), sports: z.array(z.object({ sportId: z.number().int(), name: z.string(), count: z.number().int() })) });
export type FeedResultSportsResponse = z.infer<typeof FeedResultSportsResponse>;

/**
 * GET /bff-api/live/stream?ids=1,2,3 (server-sent events): price, status and score changes of the
 * games a page shows. Each `update` message carries one `FeedStreamMessage`; a market is sent whole
 * with its new version, so a client keeps the higher version of each market and never goes back.
 */
export const FEED_STREAM_MAX_IDS = 100;
export const FeedStreamQuery = z.object({
  ids: z
    .string()
    .regex(/^[0-9]{1,10}(,[0-9]{1,10})*$/, 'comma-separated game ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= FEED_STREAM_MAX_IDS, `at most ${FEED_STREAM_MAX_IDS} ids`),
});
export const FeedEventUpdate = z.object({
  id: z.number().int(),
  status: FeedEventSummary.shape.status,
  live: FeedLive.nullable(),
  /** The markets that changed since the last message (a new version or status), whole. */
  markets: z.array(FeedMarket),
  marketCount: z.number().int(),
});
export type FeedEventUpdate = z.infer<typeof FeedEventUpdate>;
export const FeedStreamMessage = z.object({
  /**
   * Server clock, ms since the epoch: when the feed source published these changes (the first
   * message: when its snapshot was taken). Lets a client see how far behind it is.
   */
  at: z.number().int(),
  updates: z.array(FeedEventUpdate),
});
export type FeedStreamMessage = z.infer<typeof FeedStreamMessage>;

/** GET /bff-api/statistics/:gameId?lang= (S0 §2.2 statistic, statisticpopup): what is known of a game's sides. */
export const FeedStatisticsParams = z.object({ gameId: Id });
export const FeedStatisticsQuery = z.object({ lang: Lang });
const Score = z.tuple([z.number().int(), z.number().int()]);
/** One finished meeting; `eventId` is null for a match played before the feed began. */
export const StatsMatch = z.object({
  eventId: z.number().int().nullable(),
  playedAt: z.string(),
  championship: NamedRef,
  home: NamedRef,
  away: NamedRef,
  score: Score,
  winner: z.enum(['home', 'away', 'draw']),
  decidedBy: z.enum(['regulation', 'overtime', 'shootout']).nullable(),
});
export type StatsMatch = z.infer<typeof StatsMatch>;
/** W, D or L for the participant whose form it is. */
export const StatsOutcome = z.enum(['W', 'D', 'L']);
export type StatsOutcome = z.infer<typeof StatsOutcome>;
export const StatsForm = z.object({ participant: NamedRef, matches: z.array(StatsMatch.extend({ outcome: StatsOutcome })) });
export const StandingsRow = z.object({
  position: z.number().int(),
  participant: NamedRef,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  /** Ice hockey: lost in overtime or a shootout (one point each). */
  overtimeLost: z.number().int(),
  /** Goals, points, sets or maps. */
  scored: z.number().int(),
  conceded: z.number().int(),
  points: z.number().int(),
});
export type StandingsRow = z.infer<typeof StandingsRow>;
export const FeedStatisticsResponse = z.object({
  gameId: z.number().int(),
  /** False when the feed has no statistics for the game (a recorded replay, a game it has let go of): the lists are empty. */
  available: z.boolean(),
  event: FeedEventSummary,
  /** Last meetings of the two sides, newest first. */
  headToHead: z.array(StatsMatch),
  /** Each side's last results, newest first: home, then away. */
  lastResults: z.array(StatsForm),
  /** The championship's table; null where it keeps none (tennis, MMA, cups). */
  standings: z.object({ championship: NamedRef, rows: z.array(StandingsRow) }).nullable(),
});
export type FeedStatisticsResponse = z.infer<typeof FeedStatisticsResponse>;
