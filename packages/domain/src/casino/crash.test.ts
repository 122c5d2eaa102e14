import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashPointOf, distribution, exactRtp, instantBustShare, outcome, play } from './crash.ts';
import { toNumber, varianceOf } from './rational.ts';
import { simulateRtp } from './simulate.ts';

const S = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';

describe('crash (decision 017)', () => {
  it('decision 017: pinned rounds (seed, client seed, nonce → crash point)', () => {
    expect([0, 1, 2].map((nonce) => outcome({ serverSeed: S, clientSeed: 'player-seed', nonce }, { cashOutAt: 150 }))).toEqual([
      { crashPoint: 133n, won: false, multiplierBp: 0n },
      { crashPoint: 196n, won: true, multiplierBp: 15_000n },
      { crashPoint: 138n, won: false, multiplierBp: 0n },
    ]);
  });

  it('decision 017: the published formula max(1, floor(2³² × 0.99 × 100 / (u + 1)) / 100)', () => {
    expect(crashPointOf(2 ** 32 - 1)).toBe(100n);
    expect(crashPointOf(0)).toBe(425_201_762_304n);
    expect(crashPointOf(2 ** 31 - 1)).toBe(198n);
  });

  it('decision 017: instant bust share is 1 − 0.99 / 1.01 ≈ 1.98 %', () => {
    expect(toNumber(instantBustShare())).toBeCloseTo(1 - 0.99 / 1.01, 9);
  });

  it('decision 017: exact RTP is 99 % (to 2³² resolution) for any cash-out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 1_000_000 }), (cashOutAt) => {
        const r = toNumber(exactRtp({ cashOutAt }));
        expect(r).toBeLessThanOrEqual(0.99);
        expect(r).toBeGreaterThan(0.99 - 1e-5);
      }),
    );
  });

  it('decision 017: deterministic, never negative, wins exactly when the point reaches the cash-out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), fc.nat(), (cashOutAt, nonce) => {
        const seeds = { serverSeed: S, clientSeed: 'c', nonce };
        const a = outcome(seeds, { cashOutAt });
        expect(outcome(seeds, { cashOutAt })).toEqual(a);
        expect(a.crashPoint >= 100n).toBe(true);
        expect(a.won).toBe(a.crashPoint >= BigInt(cashOutAt));
        expect(a.multiplierBp).toBe(a.won ? BigInt(cashOutAt) * 100n : 0n);
      }),
      { numRuns: 200 },
    );
  });

  it('decision 017: a million simulated rounds land within 4σ of the exact RTP', () => {
    const p = { cashOutAt: 200 };
    const sim = simulateRtp(1_000_000, 2, (s) => play(s, p).multiplierBp, exactRtp(p), varianceOf(distribution(p)));
    expect(sim.deviation).toBeLessThanOrEqual(sim.tolerance);
  }, 60_000); // a million rounds take seconds, more on a loaded machine
});
