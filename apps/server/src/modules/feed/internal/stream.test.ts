import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedStreamMessage } from '@wager/contract';
import { createBook, type Book } from './book.ts';
import { createReplaySource, type ReplaySource } from './replay.source.ts';
import { createStreamHub, type StreamHub, type StreamMessage, type StreamSink } from './stream.ts';

const SAMPLE = readFileSync(new URL('../testing/replay-sample.jsonl', import.meta.url), 'utf8');
const START = Date.UTC(2026, 10, 24, 12);

/** A subscriber's connection: what was written to it, as server-sent events. */
function sink(buffered = 0) {
  const chunks: Buffer[] = [];
  const messages: StreamMessage[] = [];
  let ended = false;
  const s: StreamSink & { chunks: typeof chunks; messages: typeof messages; ended: () => boolean; text: () => string; updates: () => FeedStreamMessage[]; buffered: () => number; setBuffered(n: number): void } = {
    chunks,
    messages,
    write: (message) => {
      messages.push(message);
      chunks.push(message.body);
    },
    buffered: () => buffered,
    setBuffered: (n) => void (buffered = n),
    end: () => void (ended = true),
    ended: () => ended,
    text: () => chunks.map(String).join(''),
    updates: () =>
      s
        .text()
        .split('\n\n')
        .filter((block) => block.startsWith('event: update\n'))
        .map((block) => FeedStreamMessage.parse(JSON.parse(block.split('\n')[1]!.slice('data: '.length)))),
  };
  return s;
}

describe('decision 012 "Live push": the stream hub sends each subscriber the changes of the games it follows', () => {
  let book: Book;
  let source: ReplaySource;
  let hub: StreamHub;
  let now = START;

  beforeEach(() => {
    now = START;
    book = createBook();
    hub = createStreamHub({ book, nowMs: () => now, heartbeatMs: 15_000 });
    source = createReplaySource({ text: SAMPLE, tickMs: 0 });
    source.subscribe((batch) => hub.dispatch(book.apply(batch), now));
    source.start(START);
  });
  afterEach(() => {
    hub.closeAll();
    vi.useRealTimers();
  });

  it('the first message is the current state of every known game asked for: status, live, every market not closed', () => {
    const s = sink();
    hub.subscribe([900001, 424242], s);
    expect(s.text().startsWith('retry: 5000\n\n')).toBe(true);
    const [first, ...rest] = s.updates();
    expect(rest).toEqual([]);
    expect(first!.at).toBe(START);
    expect(first!.updates).toHaveLength(1); // 424242 is unknown: never sent
    const game = first!.updates[0]!;
    expect(game).toMatchObject({ id: 900001, status: 'not_started', live: null, marketCount: 2 });
    expect(game.markets.map((m) => [m.key, m.version])).toEqual([
      ['ft.1x2', 1],
      ['ft.total:2.5', 1],
    ]);
  });

  it('after a batch: only the followed games that changed, and per game only the markets whose version or status moved', () => {
    const football = sink();
    const outright = sink();
    hub.subscribe([900001], football);
    hub.subscribe([900002], outright);
    now = START + 60_000;
    source.advanceTo(now); // kick-off: the event changes, no market does
    now = START + 120_000;
    source.advanceTo(now); // a goal: the score, and both markets suspended (version 2)
    const [, kickOff, goal] = football.updates();
    expect(kickOff!.updates).toEqual([expect.objectContaining({ id: 900001, status: 'live', markets: [], marketCount: 2 })]);
    expect(goal!.at).toBe(START + 120_000);
    expect(goal!.updates).toHaveLength(1);
    expect(goal!.updates[0]!.live!.score).toEqual([1, 0]);
    expect(goal!.updates[0]!.markets.map((m) => [m.key, m.status, m.version])).toEqual([
      ['ft.1x2', 'suspended', 2],
      ['ft.total:2.5', 'suspended', 2],
    ]);
    // Suspended: shown, not offered.
    expect(goal!.updates[0]!.markets.every((m) => m.outcomes.every((o) => !o.open))).toBe(true);
    expect(outright.updates()).toHaveLength(1); // the snapshot only: its game never changed
  });

  it('a repeated older version changes nothing and sends nothing; the result settles every market, one version up', () => {
    const s = sink();
    hub.subscribe([900001], s);
    now = START + 150_000;
    source.advanceTo(now);
    const before = s.updates().length;
    now = START + 160_000;
    source.advanceTo(now); // ft.1x2 version 2 again: ignored by the book
    expect(s.updates()).toHaveLength(before);
    now = START + 240_000;
    source.advanceTo(now);
    const last = s.updates().at(-1)!.updates[0]!;
    expect(last.status).toBe('finished');
    expect(last.markets.map((m) => [m.key, m.status, m.version])).toEqual([
      ['ft.1x2', 'settled', 4],
      ['ft.total:2.5', 'settled', 4],
    ]);
  });

  it('each changed game is serialised once per batch, and subscribers of the same games get the same bytes', () => {
    const a = sink();
    const b = sink();
    const c = sink();
    hub.subscribe([900001], a);
    hub.subscribe([900001], b);
    hub.subscribe([900002, 900001], c);
    expect(hub.stats()).toMatchObject({ subscribers: 3, groups: 2 });
    const stringify = vi.spyOn(JSON, 'stringify');
    now = START + 120_000;
    source.advanceTo(now); // two batches' worth (kick-off, goal) in one: one game changed
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    expect(a.messages.at(-1)).toBe(b.messages.at(-1)); // one message, built once, for the group
    expect(a.messages.at(-1)!.httpChunk().toString()).toBe(`${a.chunks.at(-1)!.length.toString(16)}\r\n${String(a.chunks.at(-1))}\r\n`);
    expect(c.updates().at(-1)!.updates.map((u) => u.id)).toEqual([900001]);
    expect(String(c.chunks.at(-1))).toBe(String(a.chunks.at(-1)));
  });

  it('a closed stream hears nothing more; a game that appears later is sent when it does', () => {
    const s = sink();
    const later = sink();
    const unsubscribe = hub.subscribe([900001], s);
    hub.subscribe([900003], later);
    unsubscribe();
    now = START + 120_000;
    source.advanceTo(now);
    expect(s.updates()).toHaveLength(1);
    book.apply([{ type: 'event', at: now, event: { ...book.event(900001)!.event, id: 900003 } }]);
    hub.dispatch(book.apply([{ type: 'markets', at: now, eventId: 900003, markets: [{ key: 'ft.1x2', group: 'main', status: 'open', version: 1, outcomes: [{ key: 'home', price: 1900, open: true }] }] }]), now);
    expect(later.updates().at(-1)!.updates[0]).toMatchObject({ id: 900003, markets: [{ key: 'ft.1x2', version: 1 }], marketCount: 1 });
    expect(hub.stats()).toMatchObject({ subscribers: 1, groups: 1 });
  });

  it('a subscriber that does not read is dropped rather than buffered without end', () => {
    const slow = sink();
    const fast = sink();
    hub.subscribe([900001], slow);
    hub.subscribe([900001], fast);
    slow.setBuffered(10 * 1024 * 1024);
    now = START + 120_000;
    source.advanceTo(now);
    expect(slow.ended()).toBe(true);
    expect(slow.updates()).toHaveLength(1);
    expect(fast.updates()).toHaveLength(2);
    expect(hub.stats()).toMatchObject({ subscribers: 1, dropped: 1 });
  });

  it('one shared heartbeat interval for every stream, gone when the last one leaves', () => {
    vi.useFakeTimers();
    const timersBefore = vi.getTimerCount();
    const subs = [sink(), sink(), sink()];
    const unsubscribes = subs.map((s, i) => hub.subscribe([900001 + i], s));
    expect(vi.getTimerCount()).toBe(timersBefore + 1);
    vi.advanceTimersByTime(15_000);
    for (const s of subs) expect(s.text().endsWith(': ping\n\n')).toBe(true);
    for (const unsubscribe of unsubscribes) unsubscribe();
    expect(vi.getTimerCount()).toBe(timersBefore);
  });
});
