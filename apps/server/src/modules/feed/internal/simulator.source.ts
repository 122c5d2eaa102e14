import {
  advance,
  simEventMarkets,
  outrightEntrantKey,
  createRng,
  createWorld,
  isSuspended,
  listOutrights,
  SIM_SPORTS,
  type OutrightEvent,
  type Rng,
  type SimConfig,
  type SimEvent,
  type SimWorld,
  simIdBase,
} from '@wager/domain';
import type { FeedEvent, FeedListener, FeedMarket, FeedMarketResult, FeedMessage, FeedSource, FeedSport, FeedTimelineEntry } from './feed-types.ts';
import { fairMarketsOf, matchResults, nextMarkets, outrightFairMarkets, outrightResults } from './sim-markets.ts';
import { simStatistics } from './sim-statistics.ts';

export const DEFAULT_FEED_SEED = 'wager';
/** A tick's messages go out in ten slices over the second (`publishSlices`). */
const DEFAULT_PUBLISH_SLICES = 10;
/** The past the world plays at start: enough for a fresh install to show yesterday's results. */
const BACKFILL_HOURS = 30;
const HOUR = 3_600_000;

export interface SimulatorSourceOptions {
  seed?: string;
  /** How often the world advances (ms); about once a second. */
  tickMs?: number;
  /** Events starting within this window are offered before they start (ms); default 48 h. */
  horizonMs?: number;
  /** The clock of the timer's ticks (tests pass a fixed one and call `tick` themselves). */
  nowMs?: () => number;
  world?: Partial<SimConfig>;
  /** Called when a tick throws; the timer goes on. */
  onError?: (err: unknown) => void;
  /**
   * On the timer, a tick's messages go out in this many slices spread over the tick (by event), as
   * a commercial feed's messages arrive: the push channel then writes to its subscribers a slice at
   * a time instead of all at once (bench/README.md, stream). `tick` called directly publishes at once.
   */
  publishSlices?: number;
}

export interface SimulatorSource extends FeedSource {
  /** Advance the world to `now` and publish what changed (the timer calls this). */
  tick(now: number, options?: { spread?: boolean }): FeedMessage[];
  /** Test view: the underlying world. */
  readonly world: SimWorld | null;
}

function feedSports(): FeedSport[] {
  return SIM_SPORTS.map((s) => ({ id: s.id, slug: s.slug, name: s.name, sortOrder: s.sortOrder }));
}

/** Goals and cards of the games in play that have a clock (football, ice hockey), by event id. */
type Timelines = Map<number, FeedTimelineEntry[]>;
const TIMELINE_SPORTS = new Set(['football', 'ice-hockey']);

function matchEvent(ev: SimEvent, timelines?: Timelines): FeedEvent {
  const live = ev.live;
  return {
    id: ev.id,
    sportId: ev.sportId,
    category: ev.category,
    championship: ev.championship,
    home: { id: ev.home.id, name: ev.home.name },
    away: { id: ev.away.id, name: ev.away.name },
    name: null,
    startsAt: ev.startsAt,
    status: ev.status,
    isTop: ev.isTop,
    hasVideo: ev.hasVideo,
    live: live
      ? {
          score: [live.score[0], live.score[1]],
          period: live.period,
          periods: live.periods.map((p) => ({ period: p.period, score: [p.score[0], p.score[1]] })),
          minute: live.kind === 'football' || live.kind === 'ice-hockey' ? Math.floor(live.minute) : null,
          ...(TIMELINE_SPORTS.has(live.kind) ? { timeline: [...(timelines?.get(ev.id) ?? [])] } : {}),
        }
      : null,
  };
}

function outrightEvent(ev: OutrightEvent): FeedEvent {
  return {
    id: ev.id,
    sportId: ev.sportId,
    category: ev.category,
    championship: ev.championship,
    home: null,
    away: null,
    name: ev.name,
    startsAt: ev.startsAt,
    status: ev.status,
    isTop: ev.isTop,
    live: null,
    outcomeNames: Object.fromEntries(ev.model.entrants.map((e) => [outrightEntrantKey(e.participantId), e.name])),
  };
}

interface Offered {
  event: FeedEvent;
  key: string;
  markets: Map<string, FeedMarket>;
  result?: FeedMessage & { type: 'result' };
}

const eventKey = (e: FeedEvent) => JSON.stringify([e.status, e.live]);

/**
 * The simulator adapter (decision 012): a seeded world (packages/domain/src/simulator) advanced on a
 * timer, each offered event priced from its model and live state by the pricing models with the
 * book's margins. Offered: outrights, events in play, and events starting within `horizonMs`.
 */
export function createSimulatorSource(options: SimulatorSourceOptions = {}): SimulatorSource {
  const seed = options.seed ?? DEFAULT_FEED_SEED;
  const tickMs = options.tickMs ?? 1000;
  const horizonMs = options.horizonMs ?? 48 * HOUR;
  const nowMs = options.nowMs ?? Date.now;
  const listeners = new Set<FeedListener>();
  let world: SimWorld | null = null;
  let rng: Rng | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lastSweep = 0;
  /** What we published, per event: the event (to see changes) and its markets by key. */
  const offered = new Map<number, Offered>();
  const timelines: Timelines = new Map();

  function publish(batch: FeedMessage[]): void {
    if (batch.length === 0) return;
    for (const listener of listeners) listener(batch);
  }

  const slices = Math.max(1, Math.floor(options.publishSlices ?? DEFAULT_PUBLISH_SLICES));
  const pendingSlices = new Set<NodeJS.Timeout>();
  /** A tick's messages in slices by event (an event's messages stay together and in order), spread over the tick. */
  function publishSpread(batch: FeedMessage[]): void {
    if (slices === 1 || batch.length === 0) return publish(batch);
    const parts: FeedMessage[][] = Array.from({ length: slices }, () => []);
    for (const message of batch) parts[message.type === 'sport' ? 0 : (message.type === 'event' ? message.event.id : message.eventId) % slices]!.push(message);
    publish(parts[0]!);
    for (let i = 1; i < slices; i++) {
      const part = parts[i]!;
      if (part.length === 0) continue;
      const timer = setTimeout(() => {
        pendingSlices.delete(timer);
        publish(part);
      }, Math.floor((i * tickMs) / slices));
      timer.unref();
      pendingSlices.add(timer);
    }
  }

  /** A goal or card of a game with a clock goes on its timeline (kept while the world keeps the game). */
  function noteTimeline(e: ReturnType<typeof advance>[number]): void {
    if ((e.type !== 'score' || e.unit !== 'goal') && e.type !== 'card') return;
    const ev = world?.events.get(e.eventId);
    if (!ev?.live || !TIMELINE_SPORTS.has(ev.live.kind)) return;
    const minute = 'minute' in ev.live ? Math.max(1, Math.ceil(ev.live.minute)) : 0;
    const entry: FeedTimelineEntry = { minute, kind: e.type === 'card' ? e.card : 'goal', side: e.side };
    const list = timelines.get(e.eventId);
    if (list) list.push(entry);
    else timelines.set(e.eventId, [entry]);
  }

  function priceMatch(ev: SimEvent, now: number, out: FeedMessage[]): void {
    let entry = offered.get(ev.id);
    const event = matchEvent(ev, timelines);
    const key = eventKey(event);
    if (!entry) {
      entry = { event, key, markets: new Map() };
      offered.set(ev.id, entry);
      out.push({ type: 'event', at: now, event });
    } else if (entry.key !== key) {
      entry.event = event;
      entry.key = key;
      out.push({ type: 'event', at: now, event });
    }
    if (ev.status === 'finished' || ev.status === 'cancelled') {
      finish(ev.id, ev.status, ev.live ? [ev.live.score[0], ev.live.score[1]] : null, matchResults(ev, entry.markets.values()), now, out);
      return;
    }
    let fair = null;
    try {
      fair = fairMarketsOf(ev);
    } catch {
      fair = null; // a state the models cannot price: keep the last prices, suspended
    }
    const changed = nextMarkets(entry.markets, fair, fair === null || isSuspended(ev, now));
    for (const market of changed) entry.markets.set(market.key, market);
    if (changed.length > 0) out.push({ type: 'markets', at: now, eventId: ev.id, markets: changed });
  }

  function priceOutright(ev: OutrightEvent, now: number, out: FeedMessage[]): void {
    let entry = offered.get(ev.id);
    if (!entry) {
      const event = outrightEvent(ev);
      entry = { event, key: eventKey(event), markets: new Map() };
      offered.set(ev.id, entry);
      out.push({ type: 'event', at: now, event });
      const changed = nextMarkets(entry.markets, outrightFairMarkets(ev), false);
      for (const market of changed) entry.markets.set(market.key, market);
      out.push({ type: 'markets', at: now, eventId: ev.id, markets: changed });
    }
    if (ev.status === 'finished' && entry.event.status !== 'finished') {
      entry.event = outrightEvent(ev);
      out.push({ type: 'event', at: now, event: entry.event });
      finish(ev.id, 'finished', null, outrightResults(ev, entry.markets.values()), now, out);
    }
  }

  function finish(id: number, status: 'finished' | 'cancelled', score: [number, number] | null, results: FeedMarketResult[], now: number, out: FeedMessage[]) {
    const entry = offered.get(id)!;
    if (entry.result) return;
    // The hot state marks the markets settled (one version up) when it applies the result.
    entry.result = { type: 'result', at: now, eventId: id, status, score, markets: results };
    out.push(entry.result);
  }

  /**
   * A fresh install's results (S0 §2.2 results: yesterday's games): the games the warm-up played to
   * their end are published with the markets they would have offered before kick-off, each settled
   * from the result. Only when the hot state has no results, so a restart never publishes a second,
   * different account of games it already has.
   */
  function backfill(now: number, out: FeedMessage[]): void {
    if (!world) return;
    for (const ev of world.events.values()) {
      if ((ev.status !== 'finished' && ev.status !== 'cancelled') || offered.has(ev.id)) continue;
      const event = matchEvent(ev, timelines);
      const entry: Offered = { event, key: eventKey(event), markets: new Map() };
      offered.set(ev.id, entry);
      out.push({ type: 'event', at: now, event });
      const markets = nextMarkets(entry.markets, simEventMarkets({ ...ev, live: null, status: 'not_started' }), false);
      for (const market of markets) entry.markets.set(market.key, market);
      if (markets.length > 0) out.push({ type: 'markets', at: now, eventId: ev.id, markets });
      // Stamped with when the game ended, so the results page files it under its own day.
      finish(ev.id, ev.status, ev.live ? [ev.live.score[0], ev.live.score[1]] : null, matchResults(ev, entry.markets.values()), ev.finishedAt ?? now, out);
    }
  }

  function sweep(now: number, out: FeedMessage[]): void {
    if (!world) return;
    for (const ev of world.events.values()) {
      if (offered.has(ev.id)) continue;
      if (ev.status === 'not_started' && ev.startsAt <= now + horizonMs) priceMatch(ev, now, out);
    }
    for (const ev of listOutrights(world)) priceOutright(ev, now, out);
    // Finished events the world has let go of are dropped from our view too (the hot state keeps its own results).
    for (const id of offered.keys()) {
      if (world.events.has(id) || world.outrights.has(id)) continue;
      offered.delete(id);
      timelines.delete(id);
    }
    lastSweep = now;
  }

  const source: SimulatorSource = {
    kind: 'simulator',
    get world() {
      return world;
    },
    start(now, startOptions) {
      if (!world) {
        const floor = startOptions?.idFloor ?? 0;
        world = createWorld(seed, now, { warmupHours: BACKFILL_HOURS, ...options.world, ...(floor > 0 ? { idBase: Math.max(floor + 1, simIdBase(seed)) } : {}) });
        rng = createRng(`${seed}/live`);
        const initial: FeedMessage[] = feedSports().map((sport) => ({ type: 'sport', at: now, sport }));
        if (startOptions?.backfillResults) backfill(now, initial);
        for (const ev of world.inPlay) priceMatch(ev, now, initial);
        sweep(now, initial);
        publish(initial);
      }
      if (timer || tickMs <= 0) return;
      timer = setInterval(() => {
        try {
          source.tick(nowMs(), { spread: true });
        } catch (err) {
          options.onError?.(err);
        }
      }, tickMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      for (const pending of pendingSlices) clearTimeout(pending);
      pendingSlices.clear();
      timer = null;
    },
    tick(now, tickOptions) {
      if (!world || !rng) throw new Error('the simulator source has not started');
      const out: FeedMessage[] = [];
      const emitted = advance(world, now, rng);
      const touched = new Set<number>();
      for (const e of emitted) {
        touched.add(e.eventId);
        noteTimeline(e);
      }
      // In play: prices move with the clock, so every live event is repriced each tick.
      for (const ev of world.inPlay) {
        touched.delete(ev.id);
        priceMatch(ev, now, out);
      }
      // Started-and-finished within the tick, finished, cancelled, settled outrights.
      for (const id of touched) {
        const ev = world.events.get(id);
        if (ev && (offered.has(id) || ev.status !== 'not_started')) priceMatch(ev, now, out);
        const outright = world.outrights.get(id);
        if (outright) priceOutright(outright, now, out);
      }
      if (now - lastSweep >= 60_000) sweep(now, out);
      if (tickOptions?.spread) publishSpread(out);
      else publish(out);
      return out;
    },
    snapshot() {
      const out: FeedMessage[] = feedSports().map((sport) => ({ type: 'sport', at: world?.now ?? 0, sport }));
      for (const [id, entry] of offered) {
        out.push({ type: 'event', at: 0, event: entry.event });
        if (entry.markets.size > 0) out.push({ type: 'markets', at: 0, eventId: id, markets: [...entry.markets.values()] });
        if (entry.result) out.push(entry.result);
      }
      return out;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    statistics: (eventId) => (world ? simStatistics(world, eventId) : null),
  };
  return source;
}
