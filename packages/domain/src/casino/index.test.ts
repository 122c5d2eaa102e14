import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { casino } from '../index.ts';

describe('casino public API (decision 017)', () => {
  it('decision 017: every game is reachable as casino.<game>.outcome / exactRtp from @wager/domain', () => {
    for (const g of [casino.dice, casino.crash, casino.mines, casino.plinko, casino.keno, casino.slots, casino.scratchcard]) {
      expect(typeof g.outcome).toBe('function');
      expect(typeof g.exactRtp).toBe('function');
    }
  });

  it('decision 017: payout = stake × multiplier bp / 10,000, rounded down to the minor unit, never negative', () => {
    expect(casino.payoutMinor(1_000n, 19_800n)).toBe(1_980n);
    expect(casino.payoutMinor(333n, 14_785n)).toBe(492n);
    expect(() => casino.payoutMinor(-1n, 1n)).toThrow();
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 8n }), (stake, bp) => {
        const p = casino.payoutMinor(stake, bp);
        expect(p >= 0n).toBe(true);
        expect(p * 10_000n <= stake * bp && stake * bp < (p + 1n) * 10_000n).toBe(true);
      }),
    );
  });
});
