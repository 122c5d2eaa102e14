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
export const LineSport = z.object({ sportId: z.number().int(), slug: z.string(), name: z.string(), eventCount: z.number().int() });
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
  live: FeedLive.nullable(),
  /** The headline market (ft.1x2, ft.winner or outright.winner) when offered. */
  mainMarket: FeedMarket.nullable(),
  marketCount: z.number().int(),
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

/** GET /bff-api/results?date=YYYY-MM-DD&sportId=&lang= : events that ended on that UTC day. */
export const FeedResultsQuery = z.object({
  date: z.iso.date().optional(),
  sportId: Id.optional(),
  lang: Lang,
});
export const FeedResultEvent = FeedEventSummary.extend({ result: FeedEventResult });
export const FeedResultsResponse = z.object({ date: z.string(), events: z.array(FeedResultEvent) });
export type FeedResultsResponse = z.infer<typeof FeedResultsResponse>;
