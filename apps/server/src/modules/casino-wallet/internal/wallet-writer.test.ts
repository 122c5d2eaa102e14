import { describe, expect, it } from 'vitest';
import { takeCalls } from './wallet-writer.ts';

/** Decision 019 (batched writes): which waiting bets and wins share one unit of work. */
describe('takeCalls (decision 019)', () => {
  const call = (userId: number | null, roundId: string, transactionId: string) => ({
    provider: 'wager-studio',
    roundId,
    transactionId,
    session: userId === null ? null : ({ userId } as never),
  });

  it.each([
    ['distinct players, rounds and ids all go together', [call(1, 'a', 't1'), call(2, 'b', 't2'), call(3, 'c', 't3')], 64, [0, 1, 2]],
    ['a player once per batch; his later calls wait (order kept)', [call(1, 'a', 't1'), call(1, 'b', 't2'), call(2, 'c', 't3'), call(1, 'd', 't4')], 64, [0, 2]],
    ['a round once per batch', [call(1, 'a', 't1'), call(2, 'a', 't2')], 64, [0]],
    ['a transaction id once per batch (a retry goes after its first copy)', [call(1, 'a', 't1'), call(2, 'b', 't1')], 64, [0]],
    ['calls without a session are each their own', [call(null, 'a', 't1'), call(null, 'b', 't2')], 64, [0, 1]],
    ['at most maxBatch', [call(1, 'a', 't1'), call(2, 'b', 't2'), call(3, 'c', 't3')], 2, [0, 1]],
    ['nothing waiting', [], 64, []],
  ])('%s', (_name, waiting, max, expected) => {
    expect(takeCalls(waiting, max)).toEqual(expected);
  });
});
