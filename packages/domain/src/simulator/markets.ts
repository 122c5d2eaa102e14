/**
 * The fair markets of the simulator's events: each event's model (and, in play, its live state) handed
 * to the pricing models. Pure; the odds feed prices them with its margins, and the web's tests read
 * them to name every market the demo book can offer.
 */
import {
  basketballMarkets,
  esportsMarkets,
  footballMarkets,
  iceHockeyMarkets,
  MMA_DEFAULT_METHOD_SHARES,
  mmaMarkets,
  outrightMarket,
  rallyMarkets,
  tennisMarkets,
} from '../pricing/index.ts';
import type { FairMarket } from '../pricing/index.ts';
import type { LiveState, OutrightEvent, SimEvent } from './types.ts';

const pair = (p: readonly [number, number] | number[]) => ({ home: p[0]!, away: p[1]! });

/** Finished periods (every one but the current), home first. */
function finishedPeriods(live: LiveState): { home: number; away: number }[] {
  return live.periods.slice(0, -1).map((p) => pair(p.score));
}

/** Ice hockey's regulation score: the three periods, without overtime and shootout. */
function regulationScore(live: LiveState): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const p of live.periods) {
    if (!/^p\d$/.test(p.period)) continue;
    home += p.score[0];
    away += p.score[1];
  }
  return { home, away };
}

/** Basketball: the points of the half being played (its quarters so far; overtime belongs to no half). */
function halfScore(live: LiveState): { home: number; away: number } {
  const n = live.periods.length;
  const first = n <= 2 ? 0 : 2;
  let home = 0;
  let away = 0;
  for (const p of live.periods.slice(first, Math.min(n, first + 2))) {
    home += p.score[0];
    away += p.score[1];
  }
  return { home, away };
}

/** The fair markets of a match from its model and, in play, its live state. Throws when a state cannot be priced (between sets). */
export function simEventMarkets(ev: SimEvent): FairMarket[] {
  const model = ev.model;
  const live = ev.live;
  switch (model.kind) {
    case 'football': {
      const m = { homeExpectedGoals: model.homeExpectedGoals, awayExpectedGoals: model.awayExpectedGoals };
      if (!live || live.kind !== 'football') return footballMarkets(m);
      const firstHalf = live.periods.find((p) => p.period === 'h1');
      return footballMarkets(m, {
        minute: Math.min(90, live.minute),
        score: pair(live.score),
        homeReds: live.reds[0],
        awayReds: live.reds[1],
        ...(firstHalf ? { halfTimeScore: pair(firstHalf.score) } : {}),
      });
    }
    case 'ice-hockey': {
      const m = { homeExpectedGoals: model.homeExpectedGoals, awayExpectedGoals: model.awayExpectedGoals };
      if (!live || live.kind !== 'ice-hockey') return iceHockeyMarkets(m);
      // The clock to the second: a period's markets start from its goals as soon as it is under way.
      const current = live.periods.at(-1);
      return iceHockeyMarkets(m, {
        minute: Math.min(60, live.elapsedSec / 60),
        score: regulationScore(live),
        ...(ev.status === 'live' && current && /^p\d$/.test(current.period) ? { periodScore: pair(current.score) } : {}),
      });
    }
    case 'basketball': {
      const m = { homeExpectedPoints: model.homeExpectedPoints, awayExpectedPoints: model.awayExpectedPoints };
      const regulationSeconds = model.quarterMinutes * 4 * 60;
      if (!live || live.kind !== 'basketball') return basketballMarkets(m, undefined, { regulationSeconds });
      const current = live.periods.at(-1);
      return basketballMarkets(
        m,
        {
          elapsedSeconds: Math.min(regulationSeconds, live.elapsedSec),
          score: pair(live.score),
          ...(current && current.period.startsWith('q') ? { quarterScore: pair(current.score), halfScore: halfScore(live) } : {}),
        },
        { regulationSeconds },
      );
    }
    case 'tennis': {
      const m = { pServeWinA: model.pServeWinA, pServeWinB: model.pServeWinB, bestOf: model.bestOf };
      if (!live || live.kind !== 'tennis') return tennisMarkets(m);
      const sets = finishedPeriods(live).map((s) => ({ a: s.home, b: s.away }));
      return tennisMarkets(m, {
        sets,
        games: { a: live.games[0], b: live.games[1] },
        points: { a: live.points[0], b: live.points[1] },
        server: live.tiebreak ? (live.tiebreakFirstServer === 'away' ? 'B' : 'A') : live.server === 'home' ? 'A' : 'B',
      });
    }
    case 'volleyball':
    case 'table-tennis': {
      const rules = { bestOf: model.bestOf, setPoints: model.pointsToWin, finalSetPoints: model.decidingPointsToWin };
      const m = { pointWinHome: model.pPointHome };
      if (!live || (live.kind !== 'volleyball' && live.kind !== 'table-tennis')) return rallyMarkets(m, rules);
      return rallyMarkets(m, rules, { sets: finishedPeriods(live), points: pair(live.points) });
    }
    case 'mma': {
      // The fight's prices do not move with the clock in this model: live it keeps them, suspended at incidents.
      // Finishes split into KO and submission as the pricing model's default shares do; the rest go the distance.
      const d = MMA_DEFAULT_METHOD_SHARES;
      const finish = model.finishProbability;
      const methods = { ko: (finish * d.ko) / (d.ko + d.submission), submission: (finish * d.submission) / (d.ko + d.submission), decision: 1 - finish };
      return mmaMarkets({ homeWinProbability: model.homeWinProbability, homeMethods: methods, awayMethods: methods });
    }
    case 'esports': {
      const m = { title: model.discipline, mapWinHome: model.pMapHome, bestOf: model.bestOf };
      if (!live || live.kind !== 'esports') return esportsMarkets(m);
      // Between maps (paused) the rounds are the last map's: the next map starts from none.
      return esportsMarkets(m, { maps: pair(live.score), ...(model.discipline === 'cs2' && ev.status === 'live' ? { rounds: pair(live.rounds) } : {}) });
    }
  }
}

/** An outright entrant's outcome key: `p` and its participant id. */
export const outrightEntrantKey = (participantId: number) => `p${participantId}`;

export function outrightEventMarkets(ev: OutrightEvent): FairMarket[] {
  return [outrightMarket(ev.model.entrants.map((e) => ({ key: outrightEntrantKey(e.participantId), strength: e.strength })))];
}

