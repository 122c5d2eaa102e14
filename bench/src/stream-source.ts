import type { FeedEvent, FeedMarket, FeedMessage, FeedSource } from '@wager/server';

const MARKETS_PER_GAME = 30;

/**
 * The stream benchmark's feed: `games` football games in play, each with MARKETS_PER_GAME markets
 * (a 1X2 and totals, as the simulator's in-play football offers about as many). Once a second every
 * game's 1X2 and one of its totals move: a new price, one version up. With `slices` 1 (the
 * simulator's way) every game moves in one batch a second; with n, a batch every 1/n s moves every
 * n-th game (a commercial feed's messages arrive spread over the second). Its ids start at 800001.
 * Deterministic: no randomness, so every run sends the same bytes.
 */
export interface BenchSource extends FeedSource {
  /**
   * How long publishing each batch took since the last call (ms): the server applies it to the book
   * and its stream hub writes every message to the sockets within that call, so this is the
   * server's side of a batch's delivery.
   */
  takePublishTimes(): number[];
}

export function createBenchSource(options: { games: number; tickMs: number; slices?: number }): BenchSource {
  const slices = Math.max(1, options.slices ?? 1);
  let publishTimes: number[] = [];
  const listeners = new Set<(batch: readonly FeedMessage[]) => void>();
  const markets = new Map<number, FeedMarket[]>();
  const events: FeedEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let ticks = 0;

  function market(key: string, group: string, prices: number[]): FeedMarket {
    const keys = prices.length === 3 ? ['home', 'draw', 'away'] : ['over', 'under'];
    return { key, group, status: 'open', version: 1, outcomes: prices.map((price, i) => ({ key: keys[i]!, price, open: true })) };
  }

  function publish(batch: FeedMessage[]): void {
    for (const listener of listeners) listener(batch);
  }

  function tick(now: number): void {
    ticks++;
    const slice = ticks % slices;
    const batch: FeedMessage[] = [];
    for (const [index, event] of events.entries()) {
      if (index % slices !== slice) continue;
      const list = markets.get(event.id)!;
      const step = (Math.floor(ticks / slices) % 7) * 10;
      const changed = [0, 1 + (Math.floor(ticks / slices) % (list.length - 1))].map((index) => {
        const before = list[index]!;
        const next = { ...before, version: before.version + 1, outcomes: before.outcomes.map((o, i) => ({ ...o, price: 1500 + ((i * 700 + step + event.id + before.version) % 3000) })) };
        list[index] = next;
        return next;
      });
      batch.push({ type: 'markets', at: now, eventId: event.id, markets: changed });
    }
    const started = performance.now();
    publish(batch);
    publishTimes.push(performance.now() - started);
  }

  return {
    kind: 'bench',
    takePublishTimes() {
      const taken = publishTimes;
      publishTimes = [];
      return taken;
    },
    start(now) {
      if (events.length === 0) {
        const initial: FeedMessage[] = [{ type: 'sport', at: now, sport: { id: 1, slug: 'football', name: { en: 'Football', ru: 'Футбол' }, sortOrder: 1 } }];
        for (let i = 1; i <= options.games; i++) {
          const id = 800_000 + i;
          const event: FeedEvent = {
            id,
            sportId: 1,
            category: { id: 1, name: { en: 'Bench', ru: 'Бенч' } },
            championship: { id: 100, name: { en: 'Bench league', ru: 'Бенч-лига' } },
            home: { id: 2 * i, name: { en: `Home ${i}`, ru: `Хозяева ${i}` } },
            away: { id: 2 * i + 1, name: { en: `Away ${i}`, ru: `Гости ${i}` } },
            name: null,
            startsAt: now - 30 * 60_000,
            status: 'live',
            isTop: false,
            live: { score: [0, 0], period: 'h1', periods: [{ period: 'h1', score: [0, 0] }], minute: 30 },
          };
          const list = [market('ft.1x2', 'main', [2100, 3400, 3500])];
          for (let m = 1; m < MARKETS_PER_GAME; m++) list.push(market(`ft.total:${m - 0.5}`, 'totals', [1900, 1900]));
          events.push(event);
          markets.set(id, list);
          initial.push({ type: 'event', at: now, event }, { type: 'markets', at: now, eventId: id, markets: list });
        }
        publish(initial);
      }
      if (timer) return;
      timer = setInterval(() => tick(Date.now()), options.tickMs / slices);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    snapshot() {
      const out: FeedMessage[] = [];
      for (const event of events) out.push({ type: 'event', at: 0, event }, { type: 'markets', at: 0, eventId: event.id, markets: markets.get(event.id)! });
      return out;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
