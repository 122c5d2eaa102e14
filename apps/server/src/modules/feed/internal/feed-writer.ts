import type { DataSource } from '../../../platform/unit-of-work.ts';
import { emptyChanges, type Book, type BookChanges } from './book.ts';
import type { FeedRepository, FeedWrite } from './feed.repository.ts';

/**
 * Rows one flush writes at most: the first write of a whole book (~10,000 rows) is spread over
 * several seconds, so no single transaction holds the database (the embedded one above all) long
 * enough to slow page answers. What is left waits for the next flush.
 */
export const MAX_ROWS_PER_FLUSH = 1_500;

export interface FeedWriterStats {
  flushes: number;
  failures: number;
  /** Rows of the last flush (events + markets + results). */
  lastRows: number;
  lastMs: number;
}

/**
 * Writes the hot state behind (decision 012): changes are collected as keys (which events, which
 * markets, which results), and at most once per `intervalMs` one unit of work writes the current
 * state of exactly those, in a few multi-row statements. Never one transaction per price tick:
 * a market that moved ten times in between is written once, at its latest version. One flush at a
 * time; a failed flush puts its keys back for the next.
 */
export function createFeedWriter(deps: {
  data: DataSource;
  repository: FeedRepository;
  book: Book;
  intervalMs?: number;
  nowMs?: () => number;
  onError?: (err: unknown) => void;
}) {
  const intervalMs = deps.intervalMs ?? 1000;
  const nowMs = deps.nowMs ?? Date.now;
  let pending: BookChanges = emptyChanges();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const stats: FeedWriterStats = { flushes: 0, failures: 0, lastRows: 0, lastMs: 0 };

  function merge(into: BookChanges, from: BookChanges): void {
    for (const id of from.sports) into.sports.add(id);
    for (const id of from.events) into.events.add(id);
    for (const id of from.results) into.results.add(id);
    for (const [id, keys] of from.markets) {
      const target = into.markets.get(id);
      if (!target) into.markets.set(id, new Set(keys));
      else for (const key of keys) target.add(key);
    }
  }

  /** The rows of `changes`, up to `maxRows` (whole events); the events left over stay in `rest`. */
  function collect(changes: BookChanges, maxRows: number, rest: BookChanges): FeedWrite {
    const write: FeedWrite = { events: [], finishedAt: new Map(), markets: [], results: [] };
    // A market's row needs its event's row: every touched event is written with its markets.
    const eventIds = new Set([...changes.events, ...changes.markets.keys(), ...changes.results]);
    let rows = 0;
    for (const id of eventIds) {
      const entry = deps.book.event(id);
      if (!entry) continue;
      if (rows > 0 && rows + 2 + (changes.markets.get(id)?.size ?? 0) > maxRows) {
        if (changes.events.has(id)) rest.events.add(id);
        if (changes.results.has(id)) rest.results.add(id);
        const keys = changes.markets.get(id);
        if (keys) rest.markets.set(id, keys);
        continue;
      }
      rows += 1 + (changes.markets.get(id)?.size ?? 0) + (changes.results.has(id) ? 1 : 0);
      write.events.push(entry.event);
      if (entry.finishedAt !== null) write.finishedAt.set(id, entry.finishedAt);
      for (const key of changes.markets.get(id) ?? []) {
        const market = entry.markets.get(key);
        if (market) write.markets.push({ eventId: id, market });
      }
      if (changes.results.has(id) && entry.result) write.results.push({ eventId: id, at: entry.result.at, markets: entry.result.markets });
    }
    return write;
  }

  async function flushNow(): Promise<void> {
    const changes = pending;
    pending = emptyChanges();
    const write = collect(changes, MAX_ROWS_PER_FLUSH, pending);
    const rows = write.events.length + write.markets.length + write.results.length;
    if (rows === 0) return;
    const started = performance.now();
    try {
      await deps.data.transaction((tx) => deps.repository.write(write, tx, new Date(nowMs())));
      stats.flushes++;
      stats.lastRows = rows;
      stats.lastMs = performance.now() - started;
    } catch (err) {
      stats.failures++;
      merge(pending, changes);
      deps.onError?.(err);
    }
  }

  const writer = {
    stats,
    /** Rows waiting for a flush (events and markets changed since the last): a fresh book's first write is thousands. */
    backlog(): number {
      let rows = pending.events.size + pending.results.size;
      for (const keys of pending.markets.values()) rows += keys.size;
      return rows;
    },
    /** Notes what a batch changed; written by the next flush. */
    note(changes: BookChanges): void {
      merge(pending, changes);
    },
    /** Writes what is pending now (waits for a flush under way first). */
    async flush(): Promise<void> {
      while (running) await running;
      running = flushNow().finally(() => {
        running = null;
      });
      await running;
    },
    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        if (!running) void writer.flush();
      }, intervalMs);
      timer.unref();
    },
    /** Stops the timer and writes everything left, flush after flush (a failed flush ends it: its rows stay pending). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      let failures = stats.failures;
      while (writer.backlog() > 0) {
        await writer.flush();
        if (stats.failures !== failures) break;
        failures = stats.failures;
      }
    },
  };
  return writer;
}

export type FeedWriter = ReturnType<typeof createFeedWriter>;
