import type { DataSource } from '../../platform/index.ts';
import type { ShowcaseEvent, ShowcaseSport } from '@wager/contract';
import { dictionaryLanguage } from '@wager/domain';
import { createSportsbookRepository } from './internal/sportsbook.repository.ts';

export interface SportsbookService {
  listSports(lang: string): Promise<ShowcaseSport[]>;
  listTopEvents(lang: string, limit: number): Promise<ShowcaseEvent[]>;
  listLiveEvents(lang: string, limit: number): Promise<ShowcaseEvent[]>;
  seedDemo(now: Date): Promise<void>;
}

type EventRow = Awaited<ReturnType<ReturnType<typeof createSportsbookRepository>['listTopEvents']>>[number];

function toShowcaseEvent(row: EventRow, lang: 'en' | 'ru'): ShowcaseEvent {
  return {
    id: row.id,
    sport: { slug: row.sportSlug, name: row.sportName[lang] },
    league: row.league[lang],
    home: row.home,
    away: row.away,
    startsAt: row.startsAt.toISOString(),
    isLive: row.isLive,
    liveMinute: row.liveMinute,
    score: row.scoreHome !== null && row.scoreAway !== null ? { home: row.scoreHome, away: row.scoreAway } : null,
    odds: { home: row.oddsHomeMilli, draw: row.oddsDrawMilli, away: row.oddsAwayMilli },
  };
}

/** The sportsbook module: for now the catalogue the home page shows. */
export function createSportsbookModule(deps: { data: DataSource }) {
  const repository = createSportsbookRepository(deps.data);
  const service: SportsbookService = {
    async listSports(lang) {
      const dict = dictionaryLanguage(lang);
      return (await repository.listSportsWithCounts()).map((s) => ({ slug: s.slug, name: s.name[dict], eventCount: s.eventCount }));
    },
    async listTopEvents(lang, limit) {
      const dict = dictionaryLanguage(lang);
      return (await repository.listTopEvents(limit)).map((row) => toShowcaseEvent(row, dict));
    },
    async listLiveEvents(lang, limit) {
      const dict = dictionaryLanguage(lang);
      return (await repository.listLiveEvents(limit)).map((row) => toShowcaseEvent(row, dict));
    },
    seedDemo: (now) => repository.seedDemo(now),
  };
  return { service };
}
