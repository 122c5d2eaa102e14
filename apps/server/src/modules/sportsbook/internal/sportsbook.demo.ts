/** A name in both seeded languages (the shape of the sportsbook's jsonb columns; decision 009 keeps @wager/db to repositories). */
type LocalizedText = { en: string; ru: string };

/** Demo catalogue so a fresh install shows a living home page; a real odds feed replaces it later. */
export const DEMO_SPORTS: { id: number; slug: string; name: LocalizedText; sortOrder: number }[] = [
  { id: 1, slug: 'football', name: { en: 'Football', ru: 'Футбол' }, sortOrder: 1 },
  { id: 2, slug: 'ice-hockey', name: { en: 'Ice hockey', ru: 'Хоккей' }, sortOrder: 2 },
  { id: 3, slug: 'basketball', name: { en: 'Basketball', ru: 'Баскетбол' }, sortOrder: 3 },
  { id: 4, slug: 'tennis', name: { en: 'Tennis', ru: 'Теннис' }, sortOrder: 4 },
  { id: 10, slug: 'table-tennis', name: { en: 'Table tennis', ru: 'Настольный теннис' }, sortOrder: 5 },
  { id: 40, slug: 'esports', name: { en: 'Esports', ru: 'Киберспорт' }, sortOrder: 6 },
  { id: 6, slug: 'volleyball', name: { en: 'Volleyball', ru: 'Волейбол' }, sortOrder: 7 },
  { id: 8, slug: 'mma', name: { en: 'MMA', ru: 'ММА' }, sortOrder: 8 },
];

type DemoEvent = {
  id: number;
  sportId: number;
  league: LocalizedText;
  home: string;
  away: string;
  /** Minutes from seeding time; negative means the game is under way. */
  startOffsetMin: number;
  isTop: boolean;
  odds: [number, number | null, number];
  score?: [number, number];
};

const EPL: LocalizedText = { en: 'England. Premier League', ru: 'Англия. Премьер-лига' };
const LALIGA: LocalizedText = { en: 'Spain. LaLiga', ru: 'Испания. Ла Лига' };
const UCL: LocalizedText = { en: 'UEFA Champions League', ru: 'Лига чемпионов УЕФА' };
const NHL: LocalizedText = { en: 'NHL', ru: 'НХЛ' };
const NBA: LocalizedText = { en: 'NBA', ru: 'НБА' };
const ATP: LocalizedText = { en: 'ATP Finals', ru: 'ATP Финал' };
const CS: LocalizedText = { en: 'Counter-Strike 2. Major', ru: 'Counter-Strike 2. Мейджор' };
const TT: LocalizedText = { en: 'Setka Cup', ru: 'Кубок Сетка' };
const VNL: LocalizedText = { en: 'Italy. SuperLega', ru: 'Италия. Суперлига' };
const UFC: LocalizedText = { en: 'UFC Fight Night', ru: 'UFC Fight Night' };

export const DEMO_EVENTS: DemoEvent[] = [
  { id: 1001, sportId: 1, league: EPL, home: 'Arsenal', away: 'Chelsea', startOffsetMin: 95, isTop: true, odds: [1850, 3600, 4200] },
  { id: 1002, sportId: 1, league: EPL, home: 'Liverpool', away: 'Manchester City', startOffsetMin: 185, isTop: true, odds: [2550, 3450, 2700] },
  { id: 1003, sportId: 1, league: LALIGA, home: 'Real Madrid', away: 'Barcelona', startOffsetMin: 300, isTop: true, odds: [2300, 3700, 2950] },
  { id: 1004, sportId: 1, league: UCL, home: 'Bayern Munich', away: 'Inter', startOffsetMin: 1500, isTop: true, odds: [1720, 3950, 4600] },
  { id: 1005, sportId: 2, league: NHL, home: 'Edmonton Oilers', away: 'Colorado Avalanche', startOffsetMin: 420, isTop: true, odds: [2200, 4100, 2750] },
  { id: 1006, sportId: 3, league: NBA, home: 'Boston Celtics', away: 'Denver Nuggets', startOffsetMin: 540, isTop: true, odds: [1650, null, 2300] },
  { id: 1007, sportId: 4, league: ATP, home: 'J. Sinner', away: 'C. Alcaraz', startOffsetMin: 240, isTop: true, odds: [1950, null, 1870] },
  { id: 1008, sportId: 40, league: CS, home: 'Vitality', away: 'NAVI', startOffsetMin: 150, isTop: true, odds: [1600, null, 2350] },
  { id: 1009, sportId: 8, league: UFC, home: 'M. Dvalishvili', away: 'S. O\u2019Malley', startOffsetMin: 2000, isTop: false, odds: [1450, null, 2800] },
  { id: 2001, sportId: 1, league: EPL, home: 'Tottenham', away: 'Newcastle', startOffsetMin: -63, isTop: false, odds: [2900, 3300, 2450], score: [1, 1] },
  { id: 2002, sportId: 1, league: LALIGA, home: 'Atlético Madrid', away: 'Sevilla', startOffsetMin: -28, isTop: false, odds: [1480, 4200, 7400], score: [1, 0] },
  { id: 2003, sportId: 2, league: NHL, home: 'Toronto Maple Leafs', away: 'Boston Bruins', startOffsetMin: -40, isTop: false, odds: [1900, 4000, 3300], score: [2, 1] },
  { id: 2004, sportId: 3, league: NBA, home: 'LA Lakers', away: 'Golden State', startOffsetMin: -75, isTop: false, odds: [1720, null, 2100], score: [88, 84] },
  { id: 2005, sportId: 10, league: TT, home: 'A. Kovalenko', away: 'D. Petrov', startOffsetMin: -12, isTop: false, odds: [1530, null, 2420], score: [2, 1] },
  { id: 2006, sportId: 6, league: VNL, home: 'Perugia', away: 'Trentino', startOffsetMin: -50, isTop: false, odds: [1400, null, 2850], score: [1, 1] },
  { id: 2007, sportId: 40, league: CS, home: 'FaZe', away: 'G2', startOffsetMin: -20, isTop: false, odds: [2050, null, 1750], score: [9, 7] },
];
