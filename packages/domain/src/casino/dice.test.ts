import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceMultiplierBp, distribution, exactRtp, outcome, play } from './dice.ts';
import { toNumber, varianceOf } from './rational.ts';
import { simulateRtp } from './simulate.ts';

const S = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';
const params = fc.record({ target: fc.integer({ min: 200, max: 9700 }), direction: fc.constantFrom('under' as const, 'over' as const) });

describe('dice (decision 017)', () => {
  it('decision 017: pinned rounds (seed, client seed, nonce → roll)', () => {
    const p = { target: 5000, direction: 'under' } as const;
    expect([0, 1, 2].map((nonce) => outcome({ serverSeed: S, clientSeed: 'player-seed', nonce }, p).roll)).toEqual([7422, 5031, 7143]);
    expect(outcome({ serverSeed: S, clientSeed: 'player-seed', nonce: 0 }, { target: 7000, direction: 'over' })).toEqual({ roll: 7422, won: true, multiplierBp: 33_011n });
  });

  it('decision 017: payout = (100 − edge) / win chance, rounded down to the basis point', () => {
    expect(diceMultiplierBp({ target: 5000, direction: 'under' })).toBe(19_800n);
    expect(diceMultiplierBp({ target: 4999, direction: 'over' })).toBe(19_800n);
    expect(diceMultiplierBp({ target: 100, direction: 'under' })).toBe(990_000n);
    expect(diceMultiplierBp({ target: 3333, direction: 'under' })).toBe(29_702n);
    expect(() => diceMultiplierBp({ target: 50, direction: 'under' })).toThrow('BAD_TARGET');
  });

  it('decision 017: exact RTP over the 2³² draws is 99 % less the basis-point rounding', () => {
    const r = toNumber(exactRtp({ target: 5000, direction: 'under' }));
    expect(r).toBeGreaterThan(0.9899);
    expect(r).toBeLessThanOrEqual(0.99);
    fc.assert(fc.property(params, (p) => { expect(toNumber(exactRtp(p))).toBeGreaterThan(0.9895); }));
  });

  it('decision 017: deterministic, never negative, wins exactly on the right side of the target', () => {
    fc.assert(
      fc.property(params, fc.nat(), (p, nonce) => {
        const seeds = { serverSeed: S, clientSeed: 'c', nonce };
        const a = outcome(seeds, p);
        expect(outcome(seeds, p)).toEqual(a);
        expect(a.multiplierBp >= 0n).toBe(true);
        expect(a.won).toBe(p.direction === 'under' ? a.roll < p.target : a.roll > p.target);
      }),
      { numRuns: 200 },
    );
  });

  it('decision 017: a million simulated rounds land within 4σ of the exact RTP', () => {
    const p = { target: 4950, direction: 'under' } as const;
    const sim = simulateRtp(1_000_000, 1, (s) => play(s, p).multiplierBp, exactRtp(p), varianceOf(distribution(p)));
    expect(sim.deviation).toBeLessThanOrEqual(sim.tolerance);
  }, 60_000); // a million rounds take seconds, more on a loaded machine
});
