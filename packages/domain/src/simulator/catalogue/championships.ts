import type { EsportsDiscipline, LocalizedText, NamedRef, Participant, SportKind } from '../types.ts';
import * as P from './participants.ts';

/** Local weekdays as Date.getUTCDay() numbers them. */
const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const EVERY_DAY = [SUN, MON, TUE, WED, THU, FRI, SAT];

/** Kick-offs at a local time on some weekdays; `main` marks a card's main event (MMA, five rounds). */
export interface FixtureSlot {
  days: number[];
  /** Local minutes after midnight, a multiple of 15. */
  minute: number;
  matches: number;
  main?: boolean;
}

export type ChampionshipSchedule =
  | { kind: 'fixtures'; slots: FixtureSlot[] }
  /** Round the clock leagues: `tables` matches start every `everyMinutes` between the local hours (from > to wraps past midnight). */
  | { kind: 'rolling'; fromHour: number; toHour: number; everyMinutes: number; offsetMinutes: number; tables: number }
  /** Matches start at once whenever fewer than liveTarget events are in play. */
  | { kind: 'on-demand' };

/** How a league table counts: 3-1-0, hockey's 2 points with 1 for an overtime loss, wins, volleyball's 3/2/1. */
export type StandingsRule = 'football' | 'hockey' | 'wins' | 'volleyball';

export interface ChampionshipDef {
  id: number;
  sport: SportKind;
  discipline: EsportsDiscipline | null;
  category: NamedRef;
  name: LocalizedText;
  participants: Participant[];
  /** The local time of the schedule (fixed offsets: the simulator ignores summer time). */
  utcOffset: number;
  /** Least time between two kick-offs of one participant; match hours for rolling leagues. */
  gapHours: number;
  schedule: ChampionshipSchedule;
  /** A match is top when both sides are rated at least this. */
  topRating: number | null;
  /** Share of matches with a video stream. */
  videoShare: number;
  /** Best-of choices, drawn per match (tennis, table tennis, volleyball, esports). */
  bestOf: number[];
  standings: StandingsRule | null;
  /** The long-term bet on the winner, under sportId 2999, settled on seasonEnds ('MM-DD', 20:00 UTC). */
  outright: { name: LocalizedText; seasonEnds: string } | null;
  /** Basketball: quarter length and the league's usual total. Tennis: the tour's serve-point share. */
  quarterMinutes?: 10 | 12;
  totalPoints?: number;
  serveBase?: number;
}

function hm(at: string): number {
  const [h, m] = at.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

function slots(rows: [days: number[], at: string, matches: number][]): ChampionshipSchedule {
  return { kind: 'fixtures', slots: rows.map(([days, at, matches]) => ({ days, minute: hm(at), matches })) };
}

/** Events share these: frozen like the participants. */
function cat(id: number, en: string, ru: string): NamedRef {
  return Object.freeze({ id, name: Object.freeze({ en, ru }) });
}

function byName(pool: Participant[], names: string[]): Participant[] {
  return names.map((n) => {
    const p = pool.find((x) => x.name.en === n);
    if (!p) throw new Error(`catalogue: no participant ${n}`);
    return p;
  });
}

const ENGLAND = cat(101, 'England', 'Англия');
const SPAIN = cat(102, 'Spain', 'Испания');
const GERMANY = cat(103, 'Germany', 'Германия');
const ITALY = cat(104, 'Italy', 'Италия');
const FRANCE = cat(105, 'France', 'Франция');
const RUSSIA_FB = cat(106, 'Russia', 'Россия');
const EUROPE_FB = cat(107, 'Europe', 'Европа');

const FOOTBALL_BASE = {
  sport: 'football' as const,
  discipline: null,
  gapHours: 48,
  videoShare: 0.35,
  bestOf: [1],
  standings: 'football' as const,
};

const UCL_TEAMS = [
  ...byName(P.ENGLAND, ['Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Newcastle', 'Tottenham']),
  ...byName(P.SPAIN, ['Real Madrid', 'Barcelona', 'Atlético Madrid', 'Athletic Club', 'Villarreal']),
  ...byName(P.GERMANY, ['Bayern Munich', 'Bayer Leverkusen', 'Borussia Dortmund', 'Eintracht Frankfurt']),
  ...byName(P.ITALY, ['Inter', 'Napoli', 'Atalanta', 'Juventus']),
  ...byName(P.FRANCE, ['Paris Saint-Germain', 'Marseille', 'Monaco']),
  ...P.EUROPE,
];

function winner(champ: LocalizedText, seasonEnds: string): { name: LocalizedText; seasonEnds: string } {
  return { name: { en: `${champ.en}. Winner`, ru: `${champ.ru}. Победитель` }, seasonEnds };
}

const EPL_NAME = { en: 'Premier League', ru: 'Премьер-лига' };
const LALIGA_NAME = { en: 'LaLiga', ru: 'Ла Лига' };
const BUNDESLIGA_NAME = { en: 'Bundesliga', ru: 'Бундеслига' };
const SERIE_A_NAME = { en: 'Serie A', ru: 'Серия А' };
const LIGUE_1_NAME = { en: 'Ligue 1', ru: 'Лига 1' };
const RPL_NAME = { en: 'Premier League', ru: 'Премьер-лига' };
const UCL_NAME = { en: 'UEFA Champions League', ru: 'Лига чемпионов УЕФА' };

export const CHAMPIONSHIPS: ChampionshipDef[] = [
  // ---- football ----
  {
    ...FOOTBALL_BASE,
    id: 1001,
    category: ENGLAND,
    name: EPL_NAME,
    participants: P.ENGLAND,
    utcOffset: 0,
    schedule: slots([
      [[SAT], '12:30', 1],
      [[SAT], '15:00', 4],
      [[SAT], '17:30', 1],
      [[SUN], '14:00', 2],
      [[SUN], '16:30', 1],
      [[MON], '20:00', 1],
    ]),
    topRating: 1880,
    videoShare: 0.5,
    outright: winner(EPL_NAME, '05-24'),
  },
  {
    ...FOOTBALL_BASE,
    id: 1002,
    category: SPAIN,
    name: LALIGA_NAME,
    participants: P.SPAIN,
    utcOffset: 1,
    schedule: slots([
      [[FRI], '21:00', 1],
      [[SAT, SUN], '14:00', 1],
      [[SAT, SUN], '16:15', 1],
      [[SAT, SUN], '18:30', 1],
      [[SAT, SUN], '21:00', 1],
      [[MON], '21:00', 1],
    ]),
    topRating: 1880,
    outright: winner(LALIGA_NAME, '05-24'),
  },
  {
    ...FOOTBALL_BASE,
    id: 1003,
    category: GERMANY,
    name: BUNDESLIGA_NAME,
    participants: P.GERMANY,
    utcOffset: 1,
    schedule: slots([
      [[FRI], '20:30', 1],
      [[SAT], '15:30', 5],
      [[SAT], '18:30', 1],
      [[SUN], '15:30', 1],
      [[SUN], '17:30', 1],
    ]),
    topRating: 1840,
    outright: winner(BUNDESLIGA_NAME, '05-16'),
  },
  {
    ...FOOTBALL_BASE,
    id: 1004,
    category: ITALY,
    name: SERIE_A_NAME,
    participants: P.ITALY,
    utcOffset: 1,
    schedule: slots([
      [[SAT], '15:00', 1],
      [[SAT], '18:00', 1],
      [[SAT], '20:45', 1],
      [[SUN], '12:30', 1],
      [[SUN], '15:00', 2],
      [[SUN], '18:00', 1],
      [[SUN], '20:45', 1],
      [[MON], '18:30', 1],
      [[MON], '20:45', 1],
    ]),
    topRating: 1850,
    outright: winner(SERIE_A_NAME, '05-24'),
  },
  {
    ...FOOTBALL_BASE,
    id: 1005,
    category: FRANCE,
    name: LIGUE_1_NAME,
    participants: P.FRANCE,
    utcOffset: 1,
    schedule: slots([
      [[FRI], '20:45', 1],
      [[SAT], '17:00', 1],
      [[SAT], '19:00', 1],
      [[SAT], '21:00', 1],
      [[SUN], '15:00', 3],
      [[SUN], '17:15', 1],
      [[SUN], '20:45', 1],
    ]),
    topRating: 1820,
    outright: winner(LIGUE_1_NAME, '05-16'),
  },
  {
    ...FOOTBALL_BASE,
    id: 1006,
    category: RUSSIA_FB,
    name: RPL_NAME,
    participants: P.RUSSIA,
    utcOffset: 3,
    schedule: slots([
      [[FRI], '19:30', 1],
      [[SAT, SUN], '14:00', 1],
      [[SAT, SUN], '16:30', 1],
      [[SAT, SUN], '19:00', 1],
      [[MON], '19:00', 1],
    ]),
    topRating: 1740,
    outright: winner(RPL_NAME, '05-30'),
  },
  {
    ...FOOTBALL_BASE,
    id: 1007,
    category: EUROPE_FB,
    name: UCL_NAME,
    participants: UCL_TEAMS,
    utcOffset: 1,
    schedule: slots([
      [[TUE, WED], '18:45', 2],
      [[TUE, WED], '21:00', 7],
    ]),
    topRating: 1850,
    videoShare: 0.6,
    outright: winner(UCL_NAME, '05-30'),
  },

  {
    ...FOOTBALL_BASE,
    id: 1008,
    category: cat(108, 'International', 'Международные'),
    name: { en: 'Club Friendlies', ru: 'Товарищеские матчи клубов' },
    participants: P.FRIENDLIES,
    utcOffset: 0,
    // Round the clock, so a fresh install always has live football (a match every 40 minutes).
    gapHours: 3,
    schedule: { kind: 'rolling', fromHour: 0, toHour: 24, everyMinutes: 40, offsetMinutes: 10, tables: 1 },
    topRating: null,
    videoShare: 0.5,
    standings: null,
    outright: null,
  },

  // ---- ice hockey ----
  {
    id: 2001,
    sport: 'ice-hockey',
    discipline: null,
    category: cat(201, 'USA and Canada', 'США и Канада'),
    name: { en: 'NHL', ru: 'НХЛ' },
    participants: P.NHL_TEAMS,
    utcOffset: -5,
    gapHours: 20,
    schedule: slots([
      [[MON, WED, FRI], '19:00', 3],
      [[TUE, THU, SAT], '19:00', 5],
      [[TUE, THU, SAT], '20:00', 2],
      [EVERY_DAY, '22:00', 2],
      [[SAT, SUN], '13:00', 2],
      [[SUN], '17:00', 3],
    ]),
    topRating: 1555,
    videoShare: 0.3,
    bestOf: [1],
    standings: 'hockey',
    outright: { name: { en: 'NHL. Stanley Cup winner', ru: 'НХЛ. Обладатель Кубка Стэнли' }, seasonEnds: '06-15' },
  },
  {
    id: 2002,
    sport: 'ice-hockey',
    discipline: null,
    category: cat(202, 'Russia', 'Россия'),
    name: { en: 'KHL', ru: 'КХЛ' },
    participants: P.KHL_TEAMS,
    utcOffset: 3,
    gapHours: 20,
    schedule: slots([
      [EVERY_DAY, '19:30', 3],
      [[SAT, SUN], '17:00', 2],
      [[TUE, THU], '12:30', 1],
    ]),
    topRating: 1540,
    videoShare: 0.4,
    bestOf: [1],
    standings: 'hockey',
    outright: { name: { en: 'KHL. Gagarin Cup winner', ru: 'КХЛ. Обладатель Кубка Гагарина' }, seasonEnds: '04-25' },
  },

  // ---- basketball ----
  {
    id: 3001,
    sport: 'basketball',
    discipline: null,
    category: cat(301, 'USA', 'США'),
    name: { en: 'NBA', ru: 'НБА' },
    participants: P.NBA_TEAMS,
    utcOffset: -5,
    gapHours: 20,
    schedule: slots([
      [EVERY_DAY, '19:00', 3],
      [EVERY_DAY, '19:30', 2],
      [EVERY_DAY, '22:00', 2],
      [[SUN], '15:30', 2],
    ]),
    topRating: 1570,
    videoShare: 0.3,
    bestOf: [1],
    standings: 'wins',
    outright: { name: { en: 'NBA. Champion', ru: 'НБА. Чемпион' }, seasonEnds: '06-20' },
    quarterMinutes: 12,
    totalPoints: 228,
  },
  {
    id: 3002,
    sport: 'basketball',
    discipline: null,
    category: cat(302, 'Europe', 'Европа'),
    name: { en: 'EuroLeague', ru: 'Евролига' },
    participants: P.EUROLEAGUE_TEAMS,
    utcOffset: 1,
    gapHours: 40,
    schedule: slots([
      [[TUE], '19:00', 2],
      [[TUE], '20:45', 3],
      [[THU], '19:00', 2],
      [[THU], '20:00', 2],
      [[THU], '20:45', 1],
      [[FRI], '20:00', 3],
      [[FRI], '20:30', 2],
    ]),
    topRating: 1550,
    videoShare: 0.4,
    bestOf: [1],
    standings: 'wins',
    outright: { name: { en: 'EuroLeague. Winner', ru: 'Евролига. Победитель' }, seasonEnds: '05-24' },
    quarterMinutes: 10,
    totalPoints: 162,
  },
  {
    id: 3003,
    sport: 'basketball',
    discipline: null,
    category: cat(303, 'Russia', 'Россия'),
    name: { en: 'VTB United League', ru: 'Единая лига ВТБ' },
    participants: P.VTB_TEAMS,
    utcOffset: 3,
    gapHours: 40,
    schedule: slots([
      [[WED], '19:30', 2],
      [[THU], '19:30', 1],
      [[SAT], '17:00', 2],
      [[SAT], '19:30', 1],
      [[SUN], '15:00', 1],
      [[SUN], '17:00', 2],
    ]),
    topRating: 1540,
    videoShare: 0.3,
    bestOf: [1],
    standings: 'wins',
    outright: { name: { en: 'VTB United League. Winner', ru: 'Единая лига ВТБ. Победитель' }, seasonEnds: '06-10' },
    quarterMinutes: 10,
    totalPoints: 168,
  },

  // ---- tennis ----
  {
    id: 4001,
    sport: 'tennis',
    discipline: null,
    category: cat(401, 'ATP', 'ATP'),
    name: { en: 'ATP. Paris', ru: 'ATP. Париж' },
    participants: P.ATP_PLAYERS.slice(0, 24),
    utcOffset: 1,
    gapHours: 20,
    schedule: slots([
      [EVERY_DAY, '11:00', 2],
      [EVERY_DAY, '13:00', 2],
      [EVERY_DAY, '15:00', 1],
      [EVERY_DAY, '19:00', 1],
    ]),
    topRating: 2000,
    videoShare: 0.4,
    bestOf: [3],
    standings: null,
    outright: null,
    serveBase: 0.64,
  },
  {
    id: 4002,
    sport: 'tennis',
    discipline: null,
    category: cat(401, 'ATP', 'ATP'),
    name: { en: 'ATP. Metz', ru: 'ATP. Мец' },
    participants: P.ATP_PLAYERS.slice(24),
    utcOffset: 1,
    gapHours: 20,
    schedule: slots([
      [EVERY_DAY, '12:00', 2],
      [EVERY_DAY, '14:00', 1],
      [EVERY_DAY, '17:00', 1],
      [EVERY_DAY, '19:30', 1],
    ]),
    topRating: null,
    videoShare: 0.3,
    bestOf: [3],
    standings: null,
    outright: null,
    serveBase: 0.64,
  },
  {
    id: 4003,
    sport: 'tennis',
    discipline: null,
    category: cat(402, 'WTA', 'WTA'),
    name: { en: 'WTA. Wuhan', ru: 'WTA. Ухань' },
    participants: P.WTA_PLAYERS.slice(0, 20),
    utcOffset: 8,
    gapHours: 20,
    schedule: slots([
      [EVERY_DAY, '12:00', 2],
      [EVERY_DAY, '14:00', 2],
      [EVERY_DAY, '16:00', 1],
      [EVERY_DAY, '19:00', 1],
    ]),
    topRating: 2050,
    videoShare: 0.4,
    bestOf: [3],
    standings: null,
    outright: null,
    serveBase: 0.56,
  },
  {
    id: 4004,
    sport: 'tennis',
    discipline: null,
    category: cat(402, 'WTA', 'WTA'),
    name: { en: 'WTA. Tokyo', ru: 'WTA. Токио' },
    participants: P.WTA_PLAYERS.slice(20),
    utcOffset: 9,
    gapHours: 20,
    schedule: slots([
      [EVERY_DAY, '11:00', 2],
      [EVERY_DAY, '13:00', 1],
      [EVERY_DAY, '15:00', 1],
      [EVERY_DAY, '17:00', 1],
    ]),
    topRating: null,
    videoShare: 0.3,
    bestOf: [3],
    standings: null,
    outright: null,
    serveBase: 0.56,
  },

  // ---- volleyball ----
  {
    id: 6001,
    sport: 'volleyball',
    discipline: null,
    category: cat(601, 'Italy', 'Италия'),
    name: { en: 'SuperLega', ru: 'Суперлига' },
    participants: P.ITALY_VOLLEY,
    utcOffset: 1,
    gapHours: 40,
    schedule: slots([
      [[SAT], '20:30', 1],
      [[SUN], '16:00', 2],
      [[SUN], '18:00', 3],
      [[WED], '20:30', 2],
    ]),
    topRating: 1580,
    videoShare: 0.3,
    bestOf: [5],
    standings: 'volleyball',
    outright: null,
  },
  {
    id: 6002,
    sport: 'volleyball',
    discipline: null,
    category: cat(602, 'Russia', 'Россия'),
    name: { en: 'Super League', ru: 'Суперлига' },
    participants: P.RUSSIA_VOLLEY,
    utcOffset: 3,
    gapHours: 40,
    schedule: slots([
      [[SAT], '15:00', 1],
      [[SAT], '17:00', 2],
      [[SUN], '14:00', 2],
      [[SUN], '16:00', 1],
      [[TUE], '19:00', 1],
    ]),
    topRating: 1580,
    videoShare: 0.3,
    bestOf: [5],
    standings: 'volleyball',
    outright: null,
  },

  // ---- MMA: one card a week, one fight every half hour, the last is the five-round main event ----
  {
    id: 8001,
    sport: 'mma',
    discipline: null,
    category: cat(801, 'UFC', 'UFC'),
    name: { en: 'UFC Fight Night', ru: 'UFC Fight Night' },
    participants: P.UFC_FIGHTERS,
    utcOffset: -5,
    gapHours: 144,
    schedule: {
      kind: 'fixtures',
      slots: [
        ...['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'].map((at) => ({
          days: [SAT],
          minute: hm(at),
          matches: 1,
        })),
        { days: [SAT], minute: hm('21:30'), matches: 1, main: true },
      ],
    },
    topRating: 1780,
    videoShare: 0.6,
    bestOf: [1],
    standings: null,
    outright: null,
  },

  // ---- table tennis: round the clock, several tables ----
  {
    id: 10001,
    sport: 'table-tennis',
    discipline: null,
    category: cat(1001, 'International', 'Международные'),
    name: { en: 'Setka Cup', ru: 'Кубок Сетка' },
    participants: P.SETKA_PLAYERS,
    utcOffset: 2,
    gapHours: 1.25,
    schedule: { kind: 'rolling', fromHour: 0, toHour: 24, everyMinutes: 30, offsetMinutes: 5, tables: 6 },
    topRating: null,
    videoShare: 0.7,
    bestOf: [5],
    standings: null,
    outright: null,
  },
  {
    id: 10002,
    sport: 'table-tennis',
    discipline: null,
    category: cat(1002, 'Czech Republic', 'Чехия'),
    name: { en: 'Liga Pro', ru: 'Лига Про' },
    participants: P.CZECH_TT_PLAYERS,
    utcOffset: 1,
    gapHours: 1.25,
    schedule: { kind: 'rolling', fromHour: 8, toHour: 22, everyMinutes: 30, offsetMinutes: 0, tables: 3 },
    topRating: null,
    videoShare: 0.5,
    bestOf: [5],
    standings: null,
    outright: null,
  },
  {
    id: 10003,
    sport: 'table-tennis',
    discipline: null,
    category: cat(1003, 'Russia', 'Россия'),
    name: { en: 'Liga Pro', ru: 'Лига Про' },
    participants: P.RUSSIA_TT_PLAYERS,
    utcOffset: 3,
    gapHours: 1.25,
    schedule: { kind: 'rolling', fromHour: 9, toHour: 23, everyMinutes: 30, offsetMinutes: 15, tables: 3 },
    topRating: null,
    videoShare: 0.5,
    bestOf: [5, 7],
    standings: null,
    outright: null,
  },

  {
    id: 10004,
    sport: 'table-tennis',
    discipline: null,
    category: cat(1001, 'International', 'Международные'),
    name: { en: 'Win Cup', ru: 'Win Cup' },
    participants: P.WIN_CUP_PLAYERS,
    utcOffset: 2,
    gapHours: 1.25,
    schedule: { kind: 'on-demand' },
    topRating: null,
    videoShare: 0.6,
    bestOf: [5],
    standings: null,
    outright: null,
  },

  // ---- esports ----
  {
    id: 40001,
    sport: 'esports',
    discipline: 'cs2',
    category: cat(4001, 'Counter-Strike 2', 'Counter-Strike 2'),
    name: { en: 'ESL Pro League', ru: 'ESL Pro League' },
    participants: P.CS2_TEAMS.slice(0, 24),
    utcOffset: 1,
    gapHours: 6,
    schedule: slots([
      [EVERY_DAY, '13:00', 1],
      [EVERY_DAY, '16:00', 2],
      [EVERY_DAY, '19:30', 1],
    ]),
    topRating: 1690,
    videoShare: 1,
    bestOf: [3],
    standings: 'wins',
    outright: null,
  },
  {
    id: 40002,
    sport: 'esports',
    discipline: 'cs2',
    category: cat(4001, 'Counter-Strike 2', 'Counter-Strike 2'),
    name: { en: 'CCT Europe', ru: 'CCT Europe' },
    participants: P.CS2_TEAMS.slice(20, 36),
    utcOffset: 1,
    gapHours: 2.5,
    schedule: { kind: 'rolling', fromHour: 0, toHour: 24, everyMinutes: 60, offsetMinutes: 0, tables: 3 },
    topRating: null,
    videoShare: 1,
    bestOf: [1],
    standings: 'wins',
    outright: null,
  },
  {
    id: 40006,
    sport: 'esports',
    discipline: 'cs2',
    category: cat(4001, 'Counter-Strike 2', 'Counter-Strike 2'),
    name: { en: 'CCT North America', ru: 'CCT North America' },
    participants: P.CS2_TEAMS.slice(36),
    utcOffset: -5,
    gapHours: 2.5,
    // The American evening: the hours after Europe's table tennis stops.
    schedule: { kind: 'rolling', fromHour: 15, toHour: 2, everyMinutes: 60, offsetMinutes: 30, tables: 3 },
    topRating: null,
    videoShare: 1,
    bestOf: [1],
    standings: 'wins',
    outright: null,
  },
  {
    id: 40003,
    sport: 'esports',
    discipline: 'dota2',
    category: cat(4002, 'Dota 2', 'Dota 2'),
    name: { en: 'DreamLeague', ru: 'DreamLeague' },
    participants: P.DOTA2_TEAMS,
    utcOffset: 1,
    gapHours: 8,
    schedule: slots([
      [EVERY_DAY, '12:00', 1],
      [EVERY_DAY, '15:00', 1],
      [EVERY_DAY, '18:00', 1],
      [[SAT, SUN], '21:00', 1],
    ]),
    topRating: 1690,
    videoShare: 1,
    bestOf: [3, 3, 3, 5],
    standings: 'wins',
    outright: null,
  },
  {
    id: 40004,
    sport: 'esports',
    discipline: 'lol',
    category: cat(4003, 'League of Legends', 'League of Legends'),
    name: { en: 'LCK', ru: 'LCK' },
    participants: P.LOL_TEAMS.slice(0, 10),
    utcOffset: 9,
    gapHours: 20,
    schedule: slots([
      [[WED, THU, FRI, SAT, SUN], '17:00', 1],
      [[WED, THU, FRI, SAT, SUN], '19:30', 1],
    ]),
    topRating: 1750,
    videoShare: 1,
    bestOf: [3],
    standings: 'wins',
    outright: null,
  },
  {
    id: 40005,
    sport: 'esports',
    discipline: 'lol',
    category: cat(4003, 'League of Legends', 'League of Legends'),
    name: { en: 'LEC', ru: 'LEC' },
    participants: P.LOL_TEAMS.slice(10),
    utcOffset: 1,
    gapHours: 3,
    schedule: slots([
      [[SAT, SUN, MON], '17:00', 1],
      [[SAT, SUN, MON], '18:00', 1],
      [[SAT, SUN, MON], '19:00', 1],
      [[SAT, SUN, MON], '20:00', 1],
    ]),
    topRating: 1680,
    videoShare: 1,
    bestOf: [1],
    standings: 'wins',
    outright: null,
  },
];
