import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationCount, systemOptions } from './index.ts';

describe('system options (S0 §3.8 system option, §5 size at least 2)', () => {
  it('S0 §3.8: 4 legs, no bankers: 2/4 and 3/4, then the Yankee and the Lucky 15', () => {
    expect(systemOptions({ legCount: 4, bankerCount: 0, minBetAmountMinor: 10n })).toEqual([
      { value: 2, offset: 0, minBetAmount: 60n, combo: 6, presetName: null },
      { value: 3, offset: 0, minBetAmount: 40n, combo: 4, presetName: null },
      { value: 4, offset: 0, minBetAmount: 110n, combo: 11, presetName: 'Yankee' },
      { value: 4, offset: 0, minBetAmount: 150n, combo: 15, presetName: 'Lucky 15' },
    ]);
  });

  it('decision 014: offset is the number of bankers in each combination; the size does not count them', () => {
    expect(systemOptions({ legCount: 5, bankerCount: 1, minBetAmountMinor: 50n })).toEqual([
      { value: 2, offset: 1, minBetAmount: 300n, combo: 6, presetName: null },
      { value: 3, offset: 1, minBetAmount: 200n, combo: 4, presetName: null },
    ]);
  });

  it('S0 §5: fewer than 3 free legs give no system', () => {
    expect(systemOptions({ legCount: 2, bankerCount: 0, minBetAmountMinor: 10n })).toEqual([]);
    expect(systemOptions({ legCount: 4, bankerCount: 2, minBetAmountMinor: 10n })).toEqual([]);
    expect(systemOptions({ legCount: 3, bankerCount: 4, minBetAmountMinor: 10n })).toEqual([]);
  });

  it('S0 §3.8: every size 2 ≤ k < legs − bankers, combo C(free, k), minimum = per-combination minimum × combo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5 }), fc.bigInt({ min: 0n, max: 100_000n }), (legCount, bankerCount, min) => {
        const plain = systemOptions({ legCount, bankerCount, minBetAmountMinor: min }).filter((o) => o.presetName === null);
        const free = legCount - bankerCount;
        expect(plain.map((o) => o.value)).toEqual(free >= 3 && bankerCount <= legCount ? Array.from({ length: free - 2 }, (_, i) => i + 2) : []);
        for (const o of plain) {
          expect(BigInt(o.combo)).toBe(combinationCount(free, o.value));
          expect(o.minBetAmount).toBe(min * BigInt(o.combo));
          expect(o.offset).toBe(bankerCount);
        }
      }),
    );
  });
});
