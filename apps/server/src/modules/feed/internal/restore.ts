import type { FeedRepository } from './feed.repository.ts';
import type { FeedEvent, FeedEventStatus, FeedMarketStatus, FeedMessage } from './feed-types.ts';

type Stored = Awaited<ReturnType<FeedRepository['finishedBetween']>>;
type Unfinished = Awaited<ReturnType<FeedRepository['unfinished']>>;
type StoredEvent = Stored['events'][number];

/** A stored event row as the feed's event. */
function feedEventOf(e: StoredEvent): FeedEvent {
  return {
    id: e.id,
    sportId: e.sportId,
    category: e.category,
    championship: e.championship,
    home: e.home,
    away: e.away,
    name: e.name,
    startsAt: e.startsAt.getTime(),
    status: e.status as FeedEventStatus,
    isTop: e.isTop,
    live: e.live,
  };
}

/** Finished events read back from the database as feed messages, so the hot state has their results after a restart. */
export function restoreMessages(stored: Stored): FeedMessage[] {
  const out: FeedMessage[] = [];
  const outcomes = new Map<string, { key: string; price: number; open: boolean }[]>();
  for (const o of stored.outcomes) {
    const key = `${o.eventId}\u0000${o.marketKey}`;
    let list = outcomes.get(key);
    if (!list) outcomes.set(key, (list = []));
    list.push({ key: o.key, price: o.priceMilli, open: o.status === 'open' });
  }
  for (const e of stored.events) {
    const at = e.finishedAt!.getTime();
    out.push({
      type: 'event',
      at,
      event: feedEventOf(e),
    });
    // Stored at their settled version: one below, so applying the result brings them back to it.
    const markets = stored.markets
      .filter((m) => m.eventId === e.id)
      .map((m) => ({ key: m.key, group: m.group, status: 'open' as FeedMarketStatus, version: m.status === 'settled' ? m.version - 1 : m.version, outcomes: outcomes.get(`${e.id}\u0000${m.key}`) ?? [] }));
    out.push({ type: 'markets', at, eventId: e.id, markets });
    const results = stored.results.filter((r) => r.eventId === e.id).map((r) => ({ key: r.marketKey, outcomes: r.outcomes }));
    const status = e.status === 'cancelled' ? 'cancelled' : 'finished';
    out.push({ type: 'result', at, eventId: e.id, status, score: e.live?.score ?? null, markets: results });
  }
  return out;
}

/**
 * Events stored unfinished whose source no longer offers them (the process that fed them stopped:
 * a simulator does not resume its old games), read back and cancelled at `now` with every outcome
 * void, as a real book abandons a match: the cancellation is written like any result and bets on
 * those games settle void instead of staying open for ever.
 */
export function abandonMessages(stored: Unfinished, keep: (eventId: number) => boolean, now: number): FeedMessage[] {
  const events = stored.events.filter((e) => !keep(e.id));
  if (events.length === 0) return [];
  const ids = new Set(events.map((e) => e.id));
  const out: FeedMessage[] = [];
  const marketsOf = new Map<number, { key: string; group: string; version: number; outcomes: { key: string; price: number; open: boolean }[] }[]>();
  const outcomes = new Map<string, { key: string; price: number; open: boolean }[]>();
  for (const o of stored.outcomes) {
    if (!ids.has(o.eventId)) continue;
    const key = `${o.eventId}\u0000${o.marketKey}`;
    let list = outcomes.get(key);
    if (!list) outcomes.set(key, (list = []));
    list.push({ key: o.key, price: o.priceMilli, open: false });
  }
  for (const m of stored.markets) {
    if (!ids.has(m.eventId)) continue;
    let list = marketsOf.get(m.eventId);
    if (!list) marketsOf.set(m.eventId, (list = []));
    list.push({ key: m.key, group: m.group, version: m.version, outcomes: outcomes.get(`${m.eventId}\u0000${m.key}`) ?? [] });
  }
  for (const e of events) {
    const markets = marketsOf.get(e.id) ?? [];
    out.push({
      type: 'event',
      at: now,
      event: feedEventOf(e),
    });
    out.push({ type: 'markets', at: now, eventId: e.id, markets: markets.map((m) => ({ ...m, status: 'suspended' as FeedMarketStatus })) });
    out.push({
      type: 'result',
      at: now,
      eventId: e.id,
      status: 'cancelled',
      score: null,
      markets: markets.map((m) => ({ key: m.key, outcomes: m.outcomes.map((o) => ({ key: o.key, result: 'void' as const })) })),
    });
  }
  return out;
}
