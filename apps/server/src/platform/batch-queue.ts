/** What happened to one item of a batch: its own value or its own error. */
export type Settled<R> = { value: R } | { error: unknown };

/**
 * A queue that runs waiting items in batches, at most `lanes` batches at a time (decisions
 * 006 and 008). An item that arrives while a lane is free starts at once, alone: no timer, so a
 * quiet system adds no latency. While every lane is busy, items wait, and the next free lane takes
 * as many as `take` allows in one batch: the busier the database, the larger the batches.
 */
export function createBatchQueue<T, R>(options: {
  lanes: number;
  /** How many of the oldest waiting items `take` is shown (bounds the work per batch on a long queue). */
  scan?: number;
  /** The positions (ascending, always including 0) of the shown waiting items that form the next batch. */
  take: (waiting: readonly T[]) => number[];
  /** Runs one batch; settles each item on its own. A throw fails every item of the batch. */
  run: (batch: T[]) => Promise<Settled<R>[]>;
}) {
  interface Waiting {
    item: T;
    resolve: (value: R) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let busy = 0;

  function pump(): void {
    while (busy < options.lanes && waiting.length > 0) {
      const positions = options.take(waiting.slice(0, options.scan ?? waiting.length).map((w) => w.item));
      const chosen = new Set(positions.length > 0 ? positions : [0]);
      const batch = waiting.filter((_, i) => chosen.has(i));
      waiting = waiting.filter((_, i) => !chosen.has(i));
      busy++;
      void settle(batch);
    }
  }

  async function settle(batch: Waiting[]): Promise<void> {
    try {
      const results = await options.run(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        const result = results[i];
        if (!result) w.reject(new Error('batch queue: no result for an item'));
        else if ('value' in result) w.resolve(result.value);
        else w.reject(result.error);
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      busy--;
      pump();
    }
  }

  return {
    submit(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        pump();
      });
    },
    /** Items waiting for a lane, and batches running: for tests and metrics. */
    stats: () => ({ waiting: waiting.length, running: busy }),
  };
}
