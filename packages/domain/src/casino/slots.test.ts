import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulateRtp } from './simulate.ts';
import { evaluate, exactRtp, linePay, outcome, play, SLOT_CONFIG, type SlotConfig } from './slots.ts';
import { ratio, toNumber } from './rational.ts';

const S = '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';

describe('slots (decision 017)', () => {
  it('decision 017: pinned rounds (seed, client seed, nonce → stops and wins)', () => {
    const r = [0, 1, 2].map((nonce) => outcome({ serverSeed: S, clientSeed: 'player-seed', nonce }));
    expect(r.map((x) => x.stops)).toEqual([[23, 7, 27, 6, 22], [16, 22, 3, 20, 26], [22, 18, 6, 13, 31]]);
    expect(r[2]!.wins).toEqual([
      { line: 1, symbol: 'ORANGE', count: 3, pay: 14 },
      { line: 7, symbol: 'CHERRY', count: 3, pay: 7 },
    ]);
    expect(r[2]!.multiplierBp).toBe(21_000n); // 21 line bets over 10 lines: 2.1×
  });

  it('decision 017: wilds substitute, runs count from reel 1, leading wilds may pay on their own', () => {
    expect(linePay(SLOT_CONFIG, ['W', 'W', '7', '7', 'BAR'])).toEqual({ symbol: '7', count: 4, pay: 250 });
    expect(linePay(SLOT_CONFIG, ['W', 'W', 'W', 'CHERRY', 'BAR'])).toEqual({ symbol: 'W', count: 3, pay: 50 });
    expect(linePay(SLOT_CONFIG, ['W', 'W', 'W', 'W', 'W'])).toEqual({ symbol: 'W', count: 5, pay: 2500 });
    expect(linePay(SLOT_CONFIG, ['BAR', 'BAR', 'LEMON', 'BAR', 'BAR']).pay).toBe(0);
    expect(linePay(SLOT_CONFIG, ['LEMON', 'W', 'LEMON', 'PLUM', 'LEMON'])).toEqual({ symbol: 'LEMON', count: 3, pay: 10 });
  });

  it('decision 017: exact RTP 96.49 % (16189135 / 2²⁴) from the reel strips', () => {
    expect(exactRtp()).toEqual(ratio(16_189_135n, 16_777_216n));
    expect(SLOT_CONFIG.lines.length).toBe(10);
  });

  it('decision 017: the per-reel computation equals the mean over every stop combination (small strips)', () => {
    const small: SlotConfig = {
      ...SLOT_CONFIG,
      strips: [
        ['W', '7', 'CHERRY'],
        ['7', 'CHERRY', 'W', 'LEMON'],
        ['CHERRY', '7', 'W'],
        ['7', 'LEMON', 'CHERRY'],
        ['CHERRY', 'W', '7', 'LEMON'],
      ],
    };
    let sum = 0n;
    let n = 0n;
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 4; b++)
        for (let c = 0; c < 3; c++)
          for (let d = 0; d < 3; d++)
            for (let e = 0; e < 4; e++) {
              sum += evaluate(small, [a, b, c, d, e]).multiplierBp;
              n += 1n;
            }
    expect(exactRtp(small)).toEqual(ratio(sum, n * 10_000n));
  });

  it('decision 017: deterministic, never negative, the multiplier is the line pays over the line count', () => {
    fc.assert(
      fc.property(fc.nat(), (nonce) => {
        const seeds = { serverSeed: S, clientSeed: 'c', nonce };
        const a = outcome(seeds);
        expect(outcome(seeds)).toEqual(a);
        expect(a.multiplierBp >= 0n).toBe(true);
        expect(a.multiplierBp).toBe(BigInt(a.wins.reduce((s, w) => s + w.pay, 0)) * 1000n);
        expect(a.grid.length).toBe(3);
      }),
      { numRuns: 200 },
    );
  });

  it('decision 017: a million simulated spins land within 4σ (sample σ: lines are correlated) of the exact RTP', () => {
    const sim = simulateRtp(1_000_000, 7, (s) => play(s).multiplierBp, exactRtp());
    expect(sim.deviation).toBeLessThanOrEqual(sim.tolerance);
    expect(toNumber(exactRtp())).toBeCloseTo(0.9649, 4);
  }, 60_000); // a million rounds take seconds, more on a loaded machine
});
