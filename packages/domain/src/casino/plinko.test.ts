import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribution, exactRtp, outcome, play, PLINKO_RISKS, PLINKO_TABLES_BP } from './plinko.ts';
import { toNumber, varianceOf } from './rational.ts';
import { simulateRtp } from './simulate.ts';

const S = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';
const params = fc.record({ rows: fc.integer({ min: 8, max: 16 }), risk: fc.constantFrom(...PLINKO_RISKS) });

describe('plinko (decision 017)', () => {
  it('decision 017: pinned rounds (seed, client seed, nonce → bucket), 16 rows high risk', () => {
    const r = [0, 1, 2].map((nonce) => outcome({ serverSeed: S, clientSeed: 'player-seed', nonce }, { rows: 16, risk: 'high' }));
    expect(r.map((x) => [x.bucket, x.multiplierBp])).toEqual([[10, 4800n], [11, 14_000n], [9, 1700n]]);
    expect(r[0]!.path).toEqual([1, 0, 1, 0, 1, 1, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1]);
  });

  it('decision 017: every table is symmetric and its exact RTP lies in 98.6–99 %', () => {
    for (let rows = 8; rows <= 16; rows++)
      for (const risk of PLINKO_RISKS) {
        const t = PLINKO_TABLES_BP[rows as keyof typeof PLINKO_TABLES_BP][risk];
        expect(t.length).toBe(rows + 1);
        expect([...t].reverse()).toEqual([...t]);
        const r = toNumber(exactRtp({ rows, risk }));
        expect(r).toBeGreaterThan(0.986);
        expect(r).toBeLessThanOrEqual(0.99);
      }
  });

  it('decision 017: deterministic, never negative, the bucket is the number of rights', () => {
    fc.assert(
      fc.property(params, fc.nat(), (p, nonce) => {
        const seeds = { serverSeed: S, clientSeed: 'c', nonce };
        const a = outcome(seeds, p);
        expect(outcome(seeds, p)).toEqual(a);
        expect(a.path.length).toBe(p.rows);
        expect(a.bucket).toBe(a.path.filter((b) => b === 1).length);
        expect(a.multiplierBp > 0n).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('decision 017: a million simulated rounds (16 rows, medium) land within 4σ of the exact RTP', () => {
    const p = { rows: 16, risk: 'medium' } as const;
    const sim = simulateRtp(1_000_000, 4, (s) => play(s, p).multiplierBp, exactRtp(p), varianceOf(distribution(p)));
    expect(sim.deviation).toBeLessThanOrEqual(sim.tolerance);
  }, 60_000); // a million rounds take seconds, more on a loaded machine
});
