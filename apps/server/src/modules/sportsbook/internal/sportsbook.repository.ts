import { asc, eq, sql } from 'drizzle-orm';
import { events, sports } from '@wager/db';
import { DEMO_EVENTS, DEMO_SPORTS } from './sportsbook.demo.ts';
import type { DataSource } from '../../../platform/unit-of-work.ts';
import { executor } from '../../../platform/data-source.ts';

export function createSportsbookRepository(data: DataSource) {
  const db = executor(data);
  const eventColumns = {
    id: events.id,
    sportSlug: sports.slug,
    sportName: sports.name,
    league: events.league,
    home: events.home,
    away: events.away,
    startsAt: events.startsAt,
    isLive: events.isLive,
    liveMinute: events.liveMinute,
    scoreHome: events.scoreHome,
    scoreAway: events.scoreAway,
    oddsHomeMilli: events.oddsHomeMilli,
    oddsDrawMilli: events.oddsDrawMilli,
    oddsAwayMilli: events.oddsAwayMilli,
  };

  return {
    async listSportsWithCounts() {
      return db
        .select({ slug: sports.slug, name: sports.name, eventCount: sql<number>`count(${events.id})::int` })
        .from(sports)
        .leftJoin(events, eq(events.sportId, sports.id))
        .groupBy(sports.id)
        .orderBy(asc(sports.sortOrder));
    },
    async listTopEvents(limit: number) {
      return db
        .select(eventColumns)
        .from(events)
        .innerJoin(sports, eq(sports.id, events.sportId))
        .where(eq(events.isTop, true))
        .orderBy(asc(events.startsAt))
        .limit(limit);
    },
    async listLiveEvents(limit: number) {
      return db
        .select(eventColumns)
        .from(events)
        .innerJoin(sports, eq(sports.id, events.sportId))
        .where(eq(events.isLive, true))
        .orderBy(asc(sports.sortOrder), asc(events.startsAt))
        .limit(limit);
    },
    /** Inserts the demo catalogue and moves its kick-off times relative to `now`, so it never goes stale. */
    async seedDemo(now: Date) {
      await db.insert(sports).values(DEMO_SPORTS).onConflictDoNothing();
      const rows = DEMO_EVENTS.map((e) => {
        const isLive = e.startOffsetMin < 0;
        return {
          id: e.id,
          sportId: e.sportId,
          league: e.league,
          home: e.home,
          away: e.away,
          startsAt: new Date(now.getTime() + e.startOffsetMin * 60_000),
          isLive,
          isTop: e.isTop,
          liveMinute: isLive ? -e.startOffsetMin : null,
          scoreHome: e.score?.[0] ?? null,
          scoreAway: e.score?.[1] ?? null,
          oddsHomeMilli: e.odds[0],
          oddsDrawMilli: e.odds[1],
          oddsAwayMilli: e.odds[2],
        };
      });
      await db
        .insert(events)
        .values(rows)
        .onConflictDoUpdate({ target: events.id, set: { startsAt: sql`excluded.starts_at`, liveMinute: sql`excluded.live_minute` } });
    },
  };
}
export type SportsbookRepository = ReturnType<typeof createSportsbookRepository>;
