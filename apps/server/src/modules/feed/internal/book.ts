import type { FeedEvent, FeedMarket, FeedMarketResult, FeedMessage, FeedSport } from './feed-types.ts';

/** What the hot state holds of one event. */
export interface BookEvent {
  event: FeedEvent;
  /** By key, in the order the source first offered them. */
  markets: Map<string, FeedMarket>;
  result: { at: number; score: [number, number] | null; markets: FeedMarketResult[] } | null;
  finishedAt: number | null;
}

/** What a change touched, for the writer (decision 012: only what changed is written). */
export interface BookChanges {
  sports: Set<number>;
  events: Set<number>;
  /** eventId → market keys. */
  markets: Map<number, Set<string>>;
  results: Set<number>;
}

export function emptyChanges(): BookChanges {
  return { sports: new Set(), events: new Set(), markets: new Map(), results: new Set() };
}

export interface Selection {
  price: number;
  version: number;
  open: boolean;
}

/**
 * The hot state (decision 012): the whole current catalogue in process, so no request waits on a
 * query. It applies a source's messages: a market's version only moves forward (a message with an
 * older or equal version is ignored: feeds repeat and reorder), a result settles every market of the
 * event one version up.
 */
export function createBook() {
  const sports = new Map<number, FeedSport>();
  const events = new Map<number, BookEvent>();
  /** Goes up with every batch that changed something: answers built from the book are good while it stays. */
  let generation = 0;

  function apply(batch: readonly FeedMessage[], changes: BookChanges = emptyChanges()): BookChanges {
    generation++;
    for (const message of batch) {
      switch (message.type) {
        case 'sport':
          sports.set(message.sport.id, message.sport);
          changes.sports.add(message.sport.id);
          break;
        case 'event': {
          const existing = events.get(message.event.id);
          // A result is final: a later event message under its id (a restarted simulator reuses ids) must not rewrite it.
          if (existing?.result) break;
          if (existing) existing.event = message.event;
          else events.set(message.event.id, { event: message.event, markets: new Map(), result: null, finishedAt: null });
          changes.events.add(message.event.id);
          break;
        }
        case 'markets': {
          const entry = events.get(message.eventId);
          if (!entry || entry.result) break;
          for (const market of message.markets) {
            const before = entry.markets.get(market.key);
            if (before && before.version >= market.version) continue;
            entry.markets.set(market.key, market);
            let keys = changes.markets.get(message.eventId);
            if (!keys) changes.markets.set(message.eventId, (keys = new Set()));
            keys.add(market.key);
          }
          break;
        }
        case 'result': {
          const entry = events.get(message.eventId);
          if (!entry) break;
          if (entry.result) {
            // A corrected result (decision 015): the markets' results changed after the event ended.
            // The same result repeated (feeds repeat) changes nothing.
            if (JSON.stringify(entry.result.markets) === JSON.stringify(message.markets)) break;
            // Its time is the correction's: the version a settlement compares (decision 015), never older than the first.
            entry.result = { ...entry.result, at: Math.max(entry.result.at, message.at), markets: message.markets };
            changes.results.add(message.eventId);
            break;
          }
          entry.result = { at: message.at, score: message.score, markets: message.markets };
          entry.finishedAt = message.at;
          entry.event = { ...entry.event, status: message.status, ...(message.score && entry.event.live ? { live: { ...entry.event.live, score: message.score } } : {}) };
          let keys = changes.markets.get(message.eventId);
          if (!keys) changes.markets.set(message.eventId, (keys = new Set()));
          for (const market of entry.markets.values()) {
            entry.markets.set(market.key, { ...market, status: 'settled', version: market.version + 1 });
            keys.add(market.key);
          }
          changes.events.add(message.eventId);
          changes.results.add(message.eventId);
          break;
        }
      }
    }
    return changes;
  }

  return {
    apply,
    /** A number that changes whenever the book may have changed (every applied batch, every forget). */
    generation: () => generation,
    sports: () => [...sports.values()].sort((a, b) => a.sortOrder - b.sortOrder),
    sport: (id: number) => sports.get(id),
    events: () => events.values(),
    event: (id: number) => events.get(id),
    /** The current price of a selection, or null when the event, market or outcome is unknown. */
    getSelection(eventId: number, marketKey: string, outcomeKey: string): Selection | null {
      const entry = events.get(eventId);
      const market = entry?.markets.get(marketKey);
      const outcome = market?.outcomes.find((o) => o.key === outcomeKey);
      if (!entry || !market || !outcome) return null;
      const eventOpen = entry.event.status === 'not_started' || entry.event.status === 'live' || entry.event.status === 'paused';
      return { price: outcome.price, version: market.version, open: eventOpen && market.status === 'open' && outcome.open };
    },
    /** Drops finished events that ended before `before` (ms), so the process does not grow for ever. */
    forgetFinishedBefore(before: number): number {
      let n = 0;
      for (const [id, entry] of events) {
        if (entry.finishedAt !== null && entry.finishedAt < before) {
          events.delete(id);
          generation++;
          n++;
        }
      }
      return n;
    },
  };
}

export type Book = ReturnType<typeof createBook>;
