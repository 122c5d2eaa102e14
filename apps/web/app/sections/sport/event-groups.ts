import type { FeedEventSummary, LineSport } from '@wager/contract';

/**
 * How a list page arranges its games (S0 §3.3 isGroupSportsByCategories / isChampsGroupedByCountry):
 * by sport (in the menu's order), then by country when grouped, then by championship, each in
 * kick-off order as the feed answers them. Pure, so the server render and the browser agree.
 */
export interface ChampGroup {
  champ: { id: number; name: string };
  category: { id: number; name: string };
  events: FeedEventSummary[];
}
export interface CategoryGroup {
  category: { id: number; name: string } | null;
  champs: ChampGroup[];
}
export interface SportGroup {
  sport: LineSport;
  categories: CategoryGroup[];
  /** Games of the sport left out by the page's limit. */
  more: number;
}

export interface ListFilters {
  /** S0 §3.2 disallow_line_sport / disallow_live_sport of the signed-in player. */
  disallowedSports: readonly number[];
  /** S0 §3.3 isOnlyWithVideos. */
  onlyWithVideo: boolean;
}

export function filterEvents(events: readonly FeedEventSummary[], filters: ListFilters): FeedEventSummary[] {
  return events.filter((e) => !filters.disallowedSports.includes(e.sportId) && (!filters.onlyWithVideo || e.hasVideo));
}

export function groupEvents(events: readonly FeedEventSummary[], sports: readonly LineSport[], byCountry: boolean, limitPerSport = Infinity): SportGroup[] {
  const groups: SportGroup[] = [];
  for (const sport of sports) {
    const ofSport = events.filter((e) => e.sportId === sport.sportId);
    if (ofSport.length === 0) continue;
    const shown = ofSport.slice(0, limitPerSport);
    const champs = new Map<number, ChampGroup>();
    for (const e of shown) {
      let group = champs.get(e.championship.id);
      if (!group) champs.set(e.championship.id, (group = { champ: e.championship, category: e.category, events: [] }));
      group.events.push(e);
    }
    let categories: CategoryGroup[];
    if (byCountry) {
      const byCategory = new Map<number, CategoryGroup>();
      for (const champ of champs.values()) {
        let group = byCategory.get(champ.category.id);
        if (!group) byCategory.set(champ.category.id, (group = { category: champ.category, champs: [] }));
        group.champs.push(champ);
      }
      categories = [...byCategory.values()].sort((a, b) => a.category!.name.localeCompare(b.category!.name));
    } else {
      categories = [{ category: null, champs: [...champs.values()] }];
    }
    groups.push({ sport, categories, more: ofSport.length - shown.length });
  }
  return groups;
}

/** The open sport's championships with their counts, for the menu. */
export function champsOf(events: readonly FeedEventSummary[], sportId: number | undefined): { id: number; name: string; count: number }[] {
  if (sportId === undefined) return [];
  const counts = new Map<number, { id: number; name: string; count: number }>();
  for (const e of events) {
    if (e.sportId !== sportId) continue;
    const entry = counts.get(e.championship.id) ?? { ...e.championship, count: 0 };
    entry.count++;
    counts.set(e.championship.id, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
