import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribution, exactRtp, minesMultiplierBp, outcome, play } from './mines.ts';
import { toNumber, varianceOf } from './rational.ts';
import { simulateRtp } from './simulate.ts';

const S = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';
const game = fc.integer({ min: 1, max: 24 }).chain((mines) =>
  fc.record({ mines: fc.constant(mines), picks: fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: 25 - mines }) }),
);

describe('mines (decision 017)', () => {
  it('decision 017: pinned rounds (seed, client seed, nonce → mines)', () => {
    const p = { mines: 3, picks: [0, 1, 2] };
    expect([0, 1, 2].map((nonce) => outcome({ serverSeed: S, clientSeed: 'player-seed', nonce }, p))).toEqual([
      { mineTiles: [18, 5, 21], safeReveals: 3, hitAt: null, multiplierBp: 14_785n },
      { mineTiles: [12, 17, 2], safeReveals: 2, hitAt: 2, multiplierBp: 0n },
      { mineTiles: [17, 13, 4], safeReveals: 3, hitAt: null, multiplierBp: 14_785n },
    ]);
  });

  it('decision 017: multiplier = 0.99 × C(25, k) / C(25 − mines, k)', () => {
    expect(minesMultiplierBp(1, 1)).toBe(10_312n); // 0.99 × 25/24
    expect(minesMultiplierBp(3, 3)).toBe(14_785n); // 0.99 × 2300/1540
    expect(minesMultiplierBp(24, 1)).toBe(247_500n); // 0.99 × 25
  });

  it('decision 017: exact RTP is 99 % less the basis-point rounding, for every mine count and reveal count', () => {
    for (let mines = 1; mines <= 24; mines++)
      for (let k = 1; k <= 25 - mines; k++) {
        const r = toNumber(exactRtp({ mines, picks: Array.from({ length: k }, (_, i) => i) }));
        expect(r).toBeLessThanOrEqual(0.99);
        expect(r).toBeGreaterThan(0.9899);
      }
  });

  it('decision 017: deterministic; n distinct mines; no mine is revealed before the one that ends the round', () => {
    fc.assert(
      fc.property(game, fc.nat(), (p, nonce) => {
        const seeds = { serverSeed: S, clientSeed: 'c', nonce };
        const a = outcome(seeds, p);
        expect(outcome(seeds, p)).toEqual(a);
        expect(new Set(a.mineTiles).size).toBe(p.mines);
        const mines = new Set(a.mineTiles);
        expect(p.picks.slice(0, a.safeReveals).some((t) => mines.has(t))).toBe(false);
        if (a.hitAt === null) expect(a.safeReveals).toBe(p.picks.length);
        else expect(mines.has(p.picks[a.safeReveals]!)).toBe(true);
        expect(a.multiplierBp >= 0n).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('decision 017: a million simulated rounds land within 4σ of the exact RTP', () => {
    const p = { mines: 5, picks: [0, 6, 12, 18, 24] };
    const sim = simulateRtp(1_000_000, 3, (s) => play(s, p).multiplierBp, exactRtp(p), varianceOf(distribution(p)));
    expect(sim.deviation).toBeLessThanOrEqual(sim.tolerance);
  }, 60_000); // a million rounds take seconds, more on a loaded machine
});
