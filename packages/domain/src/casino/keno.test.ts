import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribution, exactRtp, KENO_PAYTABLE_BP, outcome, play } from './keno.ts';
import { toNumber, varianceOf } from './rational.ts';
import { simulateRtp } from './simulate.ts';

const S = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';
const picks = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 });

describe('keno (decision 017)', () => {
  it('decision 017: pinned rounds (seed, client seed, nonce → drawn numbers)', () => {
    const p = { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };
    expect([0, 1, 2].map((nonce) => outcome({ serverSeed: S, clientSeed: 'player-seed', nonce }, p))).toEqual([
      { drawn: [30, 10, 35, 8, 27, 28, 20, 29, 6, 39], hits: 3, multiplierBp: 0n },
      { drawn: [21, 29, 5, 26, 34, 39, 22, 20, 24, 33], hits: 1, multiplierBp: 0n },
      { drawn: [29, 23, 8, 17, 40, 24, 13, 31, 27, 15], hits: 1, multiplierBp: 0n },
    ]);
  });

  it('decision 017: the exact RTP of every pick count lies in 96.8–97 %', () => {
    for (let p = 1; p <= 10; p++) {
      expect(KENO_PAYTABLE_BP[p]!.length).toBe(p + 1);
      const r = toNumber(exactRtp({ picks: Array.from({ length: p }, (_, i) => i + 1) }));
      expect(r).toBeGreaterThan(0.968);
      expect(r).toBeLessThanOrEqual(0.97);
    }
  });

  it('decision 017: deterministic; 10 distinct numbers from 1–40; hits counted; never negative', () => {
    fc.assert(
      fc.property(picks, fc.nat(), (pk, nonce) => {
        const seeds = { serverSeed: S, clientSeed: 'c', nonce };
        const a = outcome(seeds, { picks: pk });
        expect(outcome(seeds, { picks: pk })).toEqual(a);
        expect(new Set(a.drawn).size).toBe(10);
        expect(a.drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
        expect(a.hits).toBe(pk.filter((n) => a.drawn.includes(n)).length);
        expect(a.multiplierBp >= 0n).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('decision 017: a million simulated rounds (5 picks) land within 4σ of the exact RTP', () => {
    const p = { picks: [3, 9, 17, 28, 40] };
    const sim = simulateRtp(1_000_000, 5, (s) => play(s, p).multiplierBp, exactRtp(p), varianceOf(distribution(p)));
    expect(sim.deviation).toBeLessThanOrEqual(sim.tolerance);
  }, 60_000); // a million rounds take seconds, more on a loaded machine
});
