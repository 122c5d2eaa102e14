import {
  basketballMarkets,
  esportsMarkets,
  footballMarkets,
  iceHockeyMarkets,
  mmaMarkets,
  outrightMarket,
  priceMarket,
  rallyMarkets,
  tennisMarkets,
  type FairMarket,
  type LiveState,
  type OutrightEvent,
  type SimEvent,
} from '@wager/domain';
import type { FeedMarket, FeedMarketResult, FeedMarketStatus, OutcomeResult } from './feed-types.ts';
import { settleMarket } from './settlement.ts';

/**
 * The book's margin by market group, in basis points (decision 012): 5% on the main lines, 6% on
 * totals, handicaps and part-of-match markets, 7% on correct score, props and outrights, where
 * the model is least sure and the players' choice widest.
 */
export const MARGIN_BASIS_POINTS: Record<string, number> = {
  main: 500,
  totals: 600,
  handicaps: 600,
  halves: 600,
  periods: 600,
  score: 700,
  props: 700,
  outright: 700,
};

export function marginOf(market: FairMarket): number {
  return MARGIN_BASIS_POINTS[market.group] ?? 600;
}

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

/** The fair markets of a match from its model and, in play, its live state. Throws when a state cannot be priced (between sets). */
export function fairMarketsOf(ev: SimEvent): FairMarket[] {
  const model = ev.model;
  const live = ev.live;
  switch (model.kind) {
    case 'football': {
      const m = { homeExpectedGoals: model.homeExpectedGoals, awayExpectedGoals: model.awayExpectedGoals };
      if (!live || live.kind !== 'football') return footballMarkets(m);
      return footballMarkets(m, { minute: Math.min(90, live.minute), score: pair(live.score), homeReds: live.reds[0], awayReds: live.reds[1] });
    }
    case 'ice-hockey': {
      const m = { homeExpectedGoals: model.homeExpectedGoals, awayExpectedGoals: model.awayExpectedGoals };
      if (!live || live.kind !== 'ice-hockey') return iceHockeyMarkets(m);
      return iceHockeyMarkets(m, { minute: Math.min(60, live.minute), score: regulationScore(live) });
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
          ...(current && current.period.startsWith('q') ? { quarterScore: pair(current.score) } : {}),
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
    case 'mma':
      // The fight's prices do not move with the clock in this model: live it keeps them, suspended at incidents.
      return mmaMarkets({ homeWinProbability: model.homeWinProbability });
    case 'esports': {
      const m = { title: model.discipline, mapWinHome: model.pMapHome, bestOf: model.bestOf };
      if (!live || live.kind !== 'esports') return esportsMarkets(m);
      return esportsMarkets(m, { maps: pair(live.score), ...(model.discipline === 'cs2' ? { rounds: pair(live.rounds) } : {}) });
    }
  }
}

export const entrantKey = (participantId: number) => `p${participantId}`;

export function outrightFairMarkets(ev: OutrightEvent): FairMarket[] {
  return [outrightMarket(ev.model.entrants.map((e) => ({ key: entrantKey(e.participantId), strength: e.strength })))];
}

/**
 * Prices `fair` against what the event offered before (`previous`, by key) and returns the markets
 * that changed, each with its next version: a market whose prices or status moved is bumped; a
 * market offered before and absent now is closed (bumped once); an unchanged one is not returned.
 * `suspended` suspends every market (the sim's suspension, or a state the models cannot price).
 */
export function nextMarkets(previous: ReadonlyMap<string, FeedMarket>, fair: readonly FairMarket[] | null, suspended: boolean): FeedMarket[] {
  const changed: FeedMarket[] = [];
  const seen = new Set<string>();
  if (fair) {
    for (const market of fair) {
      seen.add(market.key);
      const priced = priceMarket(market, marginOf(market));
      const before = previous.get(market.key);
      const status: FeedMarketStatus = suspended ? 'suspended' : 'open';
      const outcomes = priced.outcomes.map((o) => ({ key: o.key, price: o.price as number, open: o.open }));
      if (before && before.status === status && sameOutcomes(before.outcomes, outcomes)) continue;
      changed.push({ key: market.key, group: market.group, status, version: (before?.version ?? 0) + 1, outcomes });
    }
  }
  for (const [key, before] of previous) {
    if (seen.has(key)) continue;
    // No fresh prices: suspended keeps the last ones (a state the models could not price), otherwise the market is gone.
    const status: FeedMarketStatus = fair === null ? 'suspended' : 'closed';
    if (before.status === status || before.status === 'closed' || before.status === 'settled') continue;
    changed.push({ ...before, status, version: before.version + 1 });
  }
  return changed;
}

function sameOutcomes(a: readonly { key: string; price: number; open: boolean }[], b: readonly { key: string; price: number; open: boolean }[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.key !== y.key || x.price !== y.price || x.open !== y.open) return false;
  }
  return true;
}

/**
 * Results for every market the event offered (decision 012): read from the match's result by
 * `settleMarket` (scope and market of the key). A market it cannot read (a game within a set, a
 * period never played) and every market of a cancelled match is `void`.
 */
export function matchResults(ev: SimEvent, offered: Iterable<FeedMarket>): FeedMarketResult[] {
  const results: FeedMarketResult[] = [];
  for (const market of offered) {
    const keys = market.outcomes.map((o) => o.key);
    const settled = ev.status === 'finished' && ev.result ? settleMarket(market.key, keys, ev.result) : null;
    results.push({ key: market.key, outcomes: keys.map((key) => ({ key, result: settled?.get(key) ?? 'void' })) });
  }
  return results;
}

export function outrightResults(ev: OutrightEvent, offered: Iterable<FeedMarket>): FeedMarketResult[] {
  const winner = ev.result ? entrantKey(ev.result.winnerId) : null;
  return [...offered].map((market) => ({
    key: market.key,
    outcomes: market.outcomes.map((o) => ({ key: o.key, result: (winner === null ? 'void' : o.key === winner ? 'won' : 'lost') as OutcomeResult })),
  }));
}
