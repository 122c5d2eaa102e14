import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { feedEvents, feedMarkets, feedOutcomes, feedResults } from '@wager/db';
import type { DataSource, Tx } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';
import type { FeedEvent, FeedMarket, FeedMarketResult } from './feed-types.ts';

/** What one flush writes: only what changed since the last (decision 012). */
export interface FeedWrite {
  events: FeedEvent[];
  /** Finished-at of the events in `events` that ended (ms), by id. */
  finishedAt: Map<number, number>;
  markets: { eventId: number; market: FeedMarket }[];
  results: { eventId: number; at: number; markets: FeedMarketResult[] }[];
}

// Rows per statement: far below PostgreSQL's 65 535 parameters for the widest table (13 columns).
const CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export function createFeedRepository(data: DataSource) {
  /** Events with their markets, outcomes and results. */
  async function withMarkets(events: (typeof feedEvents.$inferSelect)[]) {
    const db = executor(data);
    const ids = events.map((e) => e.id);
    const [markets, outcomes, results] = ids.length
      ? await Promise.all([
          db.select().from(feedMarkets).where(inArray(feedMarkets.eventId, ids)),
          db.select().from(feedOutcomes).where(inArray(feedOutcomes.eventId, ids)),
          db.select().from(feedResults).where(inArray(feedResults.eventId, ids)),
        ])
      : [[], [], []];
    return { events, markets, outcomes, results };
  }

  return {
    /** Upserts a batch in the caller's transaction: a handful of multi-row statements, whatever its size. */
    async write(batch: FeedWrite, tx: Tx, now: Date): Promise<void> {
      const db = executor(data, tx);
      const eventRows = batch.events.map((e) => ({
        id: e.id,
        sportId: e.sportId,
        category: e.category,
        championship: e.championship,
        home: e.home,
        away: e.away,
        name: e.name,
        startsAt: new Date(e.startsAt),
        status: e.status,
        isTop: e.isTop,
        live: e.live,
        finishedAt: batch.finishedAt.has(e.id) ? new Date(batch.finishedAt.get(e.id)!) : null,
        updatedAt: now,
      }));
      for (const rows of chunks(eventRows)) {
        await db
          .insert(feedEvents)
          .values(rows)
          .onConflictDoUpdate({
            target: feedEvents.id,
            set: {
              startsAt: sql`excluded.starts_at`,
              status: sql`excluded.status`,
              isTop: sql`excluded.is_top`,
              live: sql`excluded.live`,
              finishedAt: sql`coalesce(excluded.finished_at, ${feedEvents.finishedAt})`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
      const marketRows = batch.markets.map(({ eventId, market }) => ({ eventId, key: market.key, group: market.group, status: market.status, version: market.version }));
      for (const rows of chunks(marketRows)) {
        await db
          .insert(feedMarkets)
          .values(rows)
          .onConflictDoUpdate({
            target: [feedMarkets.eventId, feedMarkets.key],
            set: { status: sql`excluded.status`, version: sql`excluded.version` },
            // A version never goes back, even if two writers raced.
            setWhere: sql`${feedMarkets.version} < excluded.version`,
          });
      }
      const outcomeRows = batch.markets.flatMap(({ eventId, market }) =>
        market.outcomes.map((o) => ({ eventId, marketKey: market.key, key: o.key, priceMilli: o.price, status: o.open ? 'open' : 'closed' })),
      );
      for (const rows of chunks(outcomeRows)) {
        await db
          .insert(feedOutcomes)
          .values(rows)
          .onConflictDoUpdate({
            target: [feedOutcomes.eventId, feedOutcomes.marketKey, feedOutcomes.key],
            set: { priceMilli: sql`excluded.price_milli`, status: sql`excluded.status` },
          });
      }
      const resultRows = batch.results.flatMap((r) => r.markets.map((m) => ({ eventId: r.eventId, marketKey: m.key, outcomes: m.outcomes, settledAt: new Date(r.at) })));
      for (const rows of chunks(resultRows)) {
        // A corrected result (decision 015) replaces the stored one.
        await db
          .insert(feedResults)
          .values(rows)
          .onConflictDoUpdate({ target: [feedResults.eventId, feedResults.marketKey], set: { outcomes: sql`excluded.outcomes` } });
      }
    },

    /** Events that finished in [from, to), newest first, with their results: the hot state's results after a restart. */
    async finishedBetween(from: Date, to: Date) {
      const db = executor(data);
      const events = await db
        .select()
        .from(feedEvents)
        .where(and(isNotNull(feedEvents.finishedAt), gte(feedEvents.finishedAt, from), lt(feedEvents.finishedAt, to)))
        .orderBy(desc(feedEvents.finishedAt));
      return withMarkets(events);
    },

    /** Events that never ended (the process that fed them stopped), with their markets. */
    async unfinished() {
      const db = executor(data);
      const events = await db.select().from(feedEvents).where(isNull(feedEvents.finishedAt));
      return withMarkets(events);
    },

    /** The highest event id stored, 0 when none: a source that makes up ids starts above it. */
    async maxEventId(): Promise<number> {
      const [row] = await executor(data).select({ n: sql<number | null>`max(${feedEvents.id})` }).from(feedEvents);
      return Number(row?.n ?? 0);
    },

    /** One event's status, final score and market results, for bets on an event the hot state no longer holds (decision 015). */
    async resultsOf(eventId: number) {
      const db = executor(data);
      const [event] = await db.select({ status: feedEvents.status, live: feedEvents.live, finishedAt: feedEvents.finishedAt }).from(feedEvents).where(eq(feedEvents.id, eventId));
      if (!event || !event.finishedAt) return null;
      const results = await db.select({ key: feedResults.marketKey, outcomes: feedResults.outcomes, settledAt: feedResults.settledAt }).from(feedResults).where(eq(feedResults.eventId, eventId));
      // The results' version (decision 015): the latest result message written, as the hot state keeps it.
      const version = results.reduce((max, r) => Math.max(max, r.settledAt.getTime()), event.finishedAt.getTime());
      return { status: event.status, score: event.live?.score ?? null, markets: results.map((r) => ({ key: r.key, outcomes: r.outcomes })), version };
    },

    /** Rows per table (tests, figures). */
    async counts() {
      const db = executor(data);
      const count = { n: sql<number>`count(*)::int` };
      const [[events], [markets], [outcomes], [results]] = await Promise.all([
        db.select(count).from(feedEvents),
        db.select(count).from(feedMarkets),
        db.select(count).from(feedOutcomes),
        db.select(count).from(feedResults),
      ]);
      return { events: events!.n, markets: markets!.n, outcomes: outcomes!.n, results: results!.n };
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
