import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNumber, varianceOf } from './rational.ts';
import { distribution, exactRtp, outcome, play, SCRATCH_SYMBOLS } from './scratchcard.ts';
import { simulateRtp } from './simulate.ts';

const S = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';

describe('scratchcard (decision 017)', () => {
  it('decision 017: pinned rounds (seed, client seed, nonce → card)', () => {
    expect(outcome({ serverSeed: S, clientSeed: 'player-seed', nonce: 0 })).toEqual({
      cells: ['bell', 'blank', 'clover', 'blank', 'coin', 'coin', 'blank', 'coin', 'blank'],
      matched: ['coin'],
      multiplierBp: 20_000n,
    });
    expect(outcome({ serverSeed: S, clientSeed: 'player-seed', nonce: 1 }).multiplierBp).toBe(0n);
  });

  it('decision 017: exact RTP 97.59 % (1906029688080391 / 1953125000000000), probabilities sum to 1', () => {
    expect(exactRtp()).toEqual({ num: 1906029688080391n, den: 1953125000000000n });
    const total = distribution().reduce((s, l) => s + toNumber(l.probability), 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('decision 017: deterministic; 9 cells; the pay is the sum of the prizes of symbols seen 3+ times', () => {
    fc.assert(
      fc.property(fc.nat(), (nonce) => {
        const seeds = { serverSeed: S, clientSeed: 'c', nonce };
        const a = outcome(seeds);
        expect(outcome(seeds)).toEqual(a);
        expect(a.cells.length).toBe(9);
        const expected = SCRATCH_SYMBOLS.filter((s) => s.prizeBp > 0 && a.cells.filter((c) => c === s.symbol).length >= 3).reduce((t, s) => t + BigInt(s.prizeBp), 0n);
        expect(a.multiplierBp).toBe(expected);
        expect(a.multiplierBp >= 0n).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('decision 017: a million simulated cards land within 4σ of the exact RTP', () => {
    const sim = simulateRtp(1_000_000, 6, (s) => play(s).multiplierBp, exactRtp(), varianceOf(distribution()));
    expect(sim.deviation).toBeLessThanOrEqual(sim.tolerance);
  }, 60_000); // a million rounds take seconds, more on a loaded machine
});
