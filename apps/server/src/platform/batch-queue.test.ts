import { describe, expect, it } from 'vitest';
import { createBatchQueue, type Settled } from './batch-queue.ts';

/** A run whose batches finish only when the test says so. */
function controlledRun() {
  const batches: { items: number[]; finish: (results?: Settled<string>[]) => void; fail: (error: unknown) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<Settled<string>[]>((resolve, reject) => {
      batches.push({ items, finish: (results) => resolve(results ?? items.map((i) => ({ value: `done ${i}` }))), fail: reject });
    });
  return { batches, run };
}
const takeAll = (waiting: readonly number[]) => waiting.map((_, i) => i);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('batch queue (decisions 006, 008 and 015)', () => {
  it('an item that finds a free lane starts at once, alone', async () => {
    const { batches, run } = controlledRun();
    const queue = createBatchQueue<number, string>({ lanes: 2, take: takeAll, run });
    const first = queue.submit(1);
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.finish();
    expect(await first).toBe('done 1');
  });

  it('while every lane is busy items wait, and the next free lane takes them as one batch', async () => {
    const { batches, run } = controlledRun();
    const queue = createBatchQueue<number, string>({ lanes: 2, take: takeAll, run });
    const done = [1, 2, 3, 4, 5].map((i) => queue.submit(i));
    expect(batches.map((b) => b.items)).toEqual([[1], [2]]);
    expect(queue.stats()).toEqual({ waiting: 3, running: 2 });
    batches[1]!.finish();
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5]]);
    batches[0]!.finish();
    batches[2]!.finish();
    expect(await Promise.all(done)).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5']);
    expect(queue.stats()).toEqual({ waiting: 0, running: 0 });
  });

  it('takes only what the rule picks; the rest keep their order for the next batch', async () => {
    const { batches, run } = controlledRun();
    const evenFirst = (waiting: readonly number[]) => waiting.flatMap((item, i) => (i === 0 || item % 2 === 0 ? [i] : []));
    const queue = createBatchQueue<number, string>({ lanes: 1, take: evenFirst, run });
    const done = [1, 2, 3, 4, 5, 6].map((i) => queue.submit(i));
    batches[0]!.finish();
    await tick();
    expect(batches[1]!.items).toEqual([2, 4, 6]);
    batches[1]!.finish();
    await tick();
    expect(batches[2]!.items).toEqual([3]);
    batches[2]!.finish();
    await tick();
    expect(batches[3]!.items).toEqual([5]);
    batches[3]!.finish();
    await Promise.all(done);
  });

  it('take is shown only the oldest `scan` waiting items, so a long queue costs no more per batch', async () => {
    const { batches, run } = controlledRun();
    const shown: number[][] = [];
    const queue = createBatchQueue<number, string>({ lanes: 1, scan: 3, take: (waiting) => (shown.push([...waiting]), takeAll(waiting)), run });
    const done = [1, 2, 3, 4, 5, 6].map((i) => queue.submit(i));
    batches[0]!.finish();
    await tick();
    expect(shown.at(-1)).toEqual([2, 3, 4]);
    expect(batches[1]!.items).toEqual([2, 3, 4]);
    batches[1]!.finish();
    await tick();
    expect(batches[2]!.items).toEqual([5, 6]);
    batches[2]!.finish();
    await Promise.all(done);
  });

  it('each item settles on its own: one error does not fail the others of its batch', async () => {
    const { batches, run } = controlledRun();
    const queue = createBatchQueue<number, string>({ lanes: 1, take: takeAll, run });
    const first = queue.submit(1);
    const second = queue.submit(2);
    const third = queue.submit(3);
    batches[0]!.finish();
    await first;
    await tick();
    batches[1]!.finish([{ error: new Error('no money') }, { value: 'fine' }]);
    await expect(second).rejects.toThrow('no money');
    expect(await third).toBe('fine');
  });

  it('a run that throws fails every item of its batch and frees the lane for the next', async () => {
    const { batches, run } = controlledRun();
    const queue = createBatchQueue<number, string>({ lanes: 1, take: takeAll, run });
    const a = queue.submit(1);
    const b = queue.submit(2);
    batches[0]!.fail(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    await tick();
    expect(batches[1]!.items).toEqual([2]);
    batches[1]!.finish();
    expect(await b).toBe('done 2');
  });
});
