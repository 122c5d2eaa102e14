import type { Book } from './book.ts';
import type { FeedRepository } from './feed.repository.ts';
import type { FeedEventStatus, FeedMarketStatus, OutcomeResult } from './feed-types.ts';

/** What a bet needs of one selection now (decision 015): price and version, and its game as the coupon shows it. */
export interface BetSelectionView {
  price: number;
  version: number;
  /** The game takes bets, the market is open and so is the outcome. */
  open: boolean;
  marketStatus: FeedMarketStatus;
  game: BetGameView;
}

export interface BetGameView {
  id: number;
  sportId: number;
  status: FeedEventStatus;
  /** ms since the epoch. */
  startsAt: number;
  champName: string;
  home: string | null;
  away: string | null;
  name: string | null;
  /** The headline score ("1:0") while live or once finished, else null. */
  score: string | null;
}

/** An ended game's results: each market's outcome results by key. */
export interface GameResults {
  gameId: number;
  status: 'finished' | 'cancelled';
  score: string | null;
  markets: Map<string, Map<string, OutcomeResult>>;
  /**
   * Which results these are (ms, the time of the result message, a correction's later): a settlement
   * never applies results older than those a coupon's leg already has (decision 015).
   */
  version: number;
}

const scoreText = (score: [number, number] | null | undefined) => (score ? `${score[0]}:${score[1]}` : null);

function resultsMap(markets: readonly { key: string; outcomes: readonly { key: string; result: OutcomeResult }[] }[]) {
  return new Map(markets.map((m) => [m.key, new Map(m.outcomes.map((o) => [o.key, o.result]))]));
}

/** The bets module's reads of the feed: the hot state for selections (never a query), results with a database fallback. */
export function createBetReads(book: Book, repository: FeedRepository) {
  return {
    selection(gameId: number, marketKey: string, outcomeKey: string): BetSelectionView | null {
      const entry = book.event(gameId);
      const market = entry?.markets.get(marketKey);
      const outcome = market?.outcomes.find((o) => o.key === outcomeKey);
      const selection = book.getSelection(gameId, marketKey, outcomeKey);
      if (!entry || !market || !outcome || !selection) return null;
      const e = entry.event;
      return {
        price: selection.price,
        version: selection.version,
        open: selection.open,
        marketStatus: market.status,
        game: {
          id: e.id,
          sportId: e.sportId,
          status: e.status,
          startsAt: e.startsAt,
          champName: e.championship.name.en,
          home: e.home?.name.en ?? null,
          away: e.away?.name.en ?? null,
          name: e.name?.en ?? null,
          score: e.status === 'not_started' ? null : scoreText(e.live?.score),
        },
      };
    },

    /** An ended game's results from the hot state, else (forgotten after RESULTS_KEPT_MS, another process's) from sportsbook.feed_*; null while it has none. */
    async results(gameId: number): Promise<GameResults | null> {
      const entry = book.event(gameId);
      if (entry?.result) {
        const status = entry.event.status === 'cancelled' ? 'cancelled' : 'finished';
        return { gameId, status, score: scoreText(entry.result.score ?? entry.event.live?.score), markets: resultsMap(entry.result.markets), version: entry.result.at };
      }
      const stored = await repository.resultsOf(gameId);
      if (!stored) return null;
      return { gameId, status: stored.status === 'cancelled' ? 'cancelled' : 'finished', score: scoreText(stored.score), markets: resultsMap(stored.markets), version: stored.version };
    },
  };
}

export type BetReads = ReturnType<typeof createBetReads>;
