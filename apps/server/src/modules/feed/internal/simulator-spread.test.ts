import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedMessage } from './feed-types.ts';
import { createSimulatorSource } from './simulator.source.ts';

const NOW = Date.UTC(2026, 10, 24, 12);
const eventOf = (m: FeedMessage) => (m.type === 'sport' ? 0 : m.type === 'event' ? m.event.id : m.eventId);

afterEach(() => {
  vi.useRealTimers();
});

describe('decision 012 live push: the simulator spreads a tick over the second', () => {
  it('a tick on the timer goes out in slices by event within the tick; every message once, each event whole and in order', () => {
    vi.useFakeTimers();
    const source = createSimulatorSource({ seed: 'spread', tickMs: 1000, horizonMs: 6 * 3_600_000, publishSlices: 10 });
    const batches: (readonly FeedMessage[])[] = [];
    source.start(NOW);
    source.stop(); // the test drives the ticks
    source.subscribe((batch) => batches.push([...batch]));
    // A tick that moves several games (the first ones may move one).
    let all: FeedMessage[] = [];
    for (let s = 1; s <= 600 && new Set(all.map(eventOf)).size < 3; s++) {
      vi.advanceTimersByTime(1000);
      batches.length = 0;
      all = source.tick(NOW + s * 1000, { spread: true });
    }
    expect(new Set(all.map(eventOf)).size).toBeGreaterThanOrEqual(3);
    vi.advanceTimersByTime(999);
    // Several batches, all out before the next tick.
    expect(batches.length).toBeGreaterThan(1);
    const published = batches.flat();
    expect(published).toEqual(expect.arrayContaining(all));
    expect(published).toHaveLength(all.length);
    // An event's messages are in one batch, in the tick's order.
    const batchOf = new Map<number, number>();
    batches.forEach((batch, i) => {
      for (const m of batch) {
        const id = eventOf(m);
        if (batchOf.has(id)) expect(batchOf.get(id)).toBe(i);
        batchOf.set(id, i);
      }
      const order = batch.map((m) => all.indexOf(m));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    });
  });

  it('a tick called directly publishes at once (tests and replays stay synchronous)', () => {
    const source = createSimulatorSource({ seed: 'spread', tickMs: 0, horizonMs: 6 * 3_600_000 });
    const batches: (readonly FeedMessage[])[] = [];
    source.start(NOW);
    source.subscribe((batch) => batches.push(batch));
    let out: readonly FeedMessage[] = [];
    for (let s = 1; s <= 120 && out.length === 0; s++) out = source.tick(NOW + s * 1000);
    expect(out.length).toBeGreaterThan(0);
    expect(batches.at(-1)).toBe(out);
  });
});
