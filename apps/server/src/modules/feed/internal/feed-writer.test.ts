import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DataSource, Tx } from '../../../platform/index.ts';
import { createBook } from './book.ts';
import type { FeedRepository, FeedWrite } from './feed.repository.ts';
import { createFeedWriter, MAX_ROWS_PER_FLUSH } from './feed-writer.ts';
import { createSimulatorSource } from './simulator.source.ts';
import { createReplaySource } from './replay.source.ts';

const SAMPLE = readFileSync(new URL('../testing/replay-sample.jsonl', import.meta.url), 'utf8');
const START = Date.UTC(2026, 10, 24, 12);

/** A stand-in unit of work that counts transactions (the integration test runs the real one). */
function fakes(fail = () => false) {
  const writes: FeedWrite[] = [];
  let transactions = 0;
  const data = {
    async transaction<T>(work: (tx: Tx) => Promise<T>) {
      transactions++;
      return work({ afterCommit() {} } as unknown as Tx);
    },
  } as unknown as DataSource;
  const repository = {
    async write(batch: FeedWrite) {
      if (fail()) throw new Error('database down');
      writes.push(batch);
    },
  } as unknown as FeedRepository;
  return { data, repository, writes, transactions: () => transactions };
}

describe('decision 012: the writer writes behind, in batches', () => {
  it('decision 012: many ticks between flushes are one transaction with each changed market once, at its latest version', async () => {
    const { data, repository, writes, transactions } = fakes();
    const book = createBook();
    const writer = createFeedWriter({ data, repository, book, intervalMs: 0 });
    const source = createReplaySource({ text: SAMPLE, tickMs: 0 });
    source.subscribe((batch) => writer.note(book.apply(batch)));
    source.start(START);
    await writer.flush();
    expect(transactions()).toBe(1);
    expect(writes[0]!.events).toHaveLength(2);
    expect(writes[0]!.markets).toHaveLength(3);

    // Four batches (live, suspended, re-priced, a stale repeat) between two flushes.
    for (const at of [60_000, 120_000, 150_000, 160_000]) source.advanceTo(START + at);
    await writer.flush();
    expect(transactions()).toBe(2);
    expect(writes[1]!.events.map((e) => e.id)).toEqual([900001]);
    expect(writes[1]!.markets.map((m) => [m.market.key, m.market.version])).toEqual([
      ['ft.1x2', 3],
      ['ft.total:2.5', 3],
    ]);

    await writer.flush();
    expect(transactions()).toBe(2); // nothing changed: no transaction at all
  });

  it('decision 012: a whole book is written over several flushes, none above the row limit, nothing lost', async () => {
    const { data, repository, writes } = fakes();
    const book = createBook();
    const writer = createFeedWriter({ data, repository, book, intervalMs: 0 });
    const source = createSimulatorSource({ seed: 'writer-chunks', tickMs: 0, horizonMs: 24 * 3_600_000 });
    source.subscribe((batch) => writer.note(book.apply(batch)));
    source.start(START);
    source.stop();
    for (let i = 0; i < 50; i++) await writer.flush();
    const rows = writes.map((w) => w.events.length + w.markets.length + w.results.length);
    expect(writes.length).toBeGreaterThan(1);
    expect(Math.max(...rows)).toBeLessThanOrEqual(MAX_ROWS_PER_FLUSH);
    const written = new Set(writes.flatMap((w) => w.markets.map((m) => `${m.eventId}|${m.market.key}`)));
    const offered = [...book.events()].flatMap((entry) => [...entry.markets.keys()].map((key) => `${entry.event.id}|${key}`));
    expect(offered.filter((key) => !written.has(key))).toEqual([]);
    expect(written.size).toBe(offered.length);
  });

  it('decision 012: a failed flush keeps its changes for the next one', async () => {
    let down = true;
    const { data, repository, writes } = fakes(() => down);
    const book = createBook();
    const errors: unknown[] = [];
    const writer = createFeedWriter({ data, repository, book, intervalMs: 0, onError: (err) => errors.push(err) });
    const source = createReplaySource({ text: SAMPLE, tickMs: 0 });
    source.subscribe((batch) => writer.note(book.apply(batch)));
    source.start(START);
    await writer.flush();
    expect(errors).toHaveLength(1);
    expect(writer.stats.failures).toBe(1);
    down = false;
    source.advanceTo(START + 240_000);
    await writer.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.events).toHaveLength(2);
    expect(writes[0]!.markets).toHaveLength(3);
    expect(writes[0]!.results.map((r) => r.eventId)).toEqual([900001]);
    expect(writes[0]!.finishedAt.get(900001)).toBe(START + 240_000);
  });
});
