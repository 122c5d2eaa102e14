import { outrightEventMarkets, outrightEntrantKey, priceMarket, simEventMarkets, type FairMarket, type OutrightEvent, type SimEvent } from '@wager/domain';
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

/**
 * The fair markets of a match from its model and, in play, its live state. Throws when a state cannot
 * be priced (between sets). Memoised per event on what pricing reads (status and live state): the
 * source reprices every event in play every second, while their states move every few seconds to a
 * minute (a football minute, a tennis point), so most ticks reuse the last markets, and `nextMarkets`
 * their prices.
 */
export function fairMarketsOf(ev: SimEvent): FairMarket[] {
  const key = pricingKey(ev);
  const memo = fairMemo.get(ev);
  if (memo && memo.key === key) return memo.markets;
  const markets = simEventMarkets(ev);
  fairMemo.set(ev, { key, markets });
  return markets;
}

const fairMemo = new WeakMap<SimEvent, { key: string; markets: FairMarket[] }>();

/** Everything the models read of a match, as text (the suspension is not theirs: `nextMarkets` applies it). */
function pricingKey(ev: SimEvent): string {
  return `${ev.status}|${JSON.stringify(ev.live, (name, value: unknown) => (name === 'suspendedUntil' ? undefined : value))}`;
}

/** An outright's one market, `outright.winner` (the domain's `outrightEventMarkets`). */
export const outrightFairMarkets = outrightEventMarkets;

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
      const before = previous.get(market.key);
      const status: FeedMarketStatus = suspended ? 'suspended' : 'open';
      const outcomes = pricedOutcomes(market);
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

const pricedMemo = new WeakMap<FairMarket, FeedMarket['outcomes']>();

/** A fair market's outcomes priced with its group's margin; the same market object (a memoised one) is priced once. */
function pricedOutcomes(market: FairMarket): FeedMarket['outcomes'] {
  let outcomes = pricedMemo.get(market);
  if (!outcomes) {
    outcomes = priceMarket(market, marginOf(market)).outcomes.map((o) => ({ key: o.key, price: o.price as number, open: o.open }));
    pricedMemo.set(market, outcomes);
  }
  return outcomes;
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
  const winner = ev.result ? outrightEntrantKey(ev.result.winnerId) : null;
  return [...offered].map((market) => ({
    key: market.key,
    outcomes: market.outcomes.map((o) => ({ key: o.key, result: (winner === null ? 'void' : o.key === winner ? 'won' : 'lost') as OutcomeResult })),
  }));
}
