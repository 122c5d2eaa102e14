import { LONG_TERM_SPORT_ID, type LocalizedText, type SimSportId, type SportKind } from '../types.ts';

export interface SimSport {
  id: SimSportId | typeof LONG_TERM_SPORT_ID;
  slug: SportKind | 'long-term';
  name: LocalizedText;
  sortOrder: number;
}

/** The demo catalogue's sports (ids, slugs, order) plus S1 §3's long-term entry, sportId 2999. */
export const SIM_SPORTS: SimSport[] = [
  { id: 1, slug: 'football', name: { en: 'Football', ru: 'Футбол' }, sortOrder: 1 },
  { id: 2, slug: 'ice-hockey', name: { en: 'Ice hockey', ru: 'Хоккей' }, sortOrder: 2 },
  { id: 3, slug: 'basketball', name: { en: 'Basketball', ru: 'Баскетбол' }, sortOrder: 3 },
  { id: 4, slug: 'tennis', name: { en: 'Tennis', ru: 'Теннис' }, sortOrder: 4 },
  { id: 10, slug: 'table-tennis', name: { en: 'Table tennis', ru: 'Настольный теннис' }, sortOrder: 5 },
  { id: 40, slug: 'esports', name: { en: 'Esports', ru: 'Киберспорт' }, sortOrder: 6 },
  { id: 6, slug: 'volleyball', name: { en: 'Volleyball', ru: 'Волейбол' }, sortOrder: 7 },
  { id: 8, slug: 'mma', name: { en: 'MMA', ru: 'ММА' }, sortOrder: 8 },
  { id: LONG_TERM_SPORT_ID, slug: 'long-term', name: { en: 'Long-term bets', ru: 'Долгосрочные ставки' }, sortOrder: 9 },
];

/** S0 §2.2 cyber-sports disciplines. */
export const ESPORTS_DISCIPLINES = [
  { slug: 'cs2', name: { en: 'Counter-Strike 2', ru: 'Counter-Strike 2' } },
  { slug: 'dota2', name: { en: 'Dota 2', ru: 'Dota 2' } },
  { slug: 'lol', name: { en: 'League of Legends', ru: 'League of Legends' } },
] as const;
