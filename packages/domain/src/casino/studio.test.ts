import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { crashAtMs, crashCashOut, crashMultiplierAt, cycleWaitMs, recompute, safeguardsFor } from './studio.ts';
import * as dice from './dice.ts';
import * as slots from './slots.ts';

const seeds = (nonce: number) => ({ serverSeed: '4f0c1a8ad2d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b', clientSeed: 'player-seed', nonce });

describe('studio rules (decision 020)', () => {
  it('decision 020: recompute is the engines’ own outcome (pinned dice vector: rolls 7422, 5031, 7143)', () => {
    const rolls = [0, 1, 2].map((n) => recompute(seeds(n), { engine: 'dice', params: { target: 5000, direction: 'under' } }));
    expect(rolls.map((r) => (r.engine === 'dice' ? r.roll : -1))).toEqual([7422, 5031, 7143]);
    expect(recompute(seeds(0), { engine: 'slots' })).toEqual({ engine: 'slots', ...slots.outcome(seeds(0)) });
    expect(recompute(seeds(1), { engine: 'dice', params: { target: 9000, direction: 'under' } })).toEqual({ engine: 'dice', ...dice.outcome(seeds(1), { target: 9000, direction: 'under' }) });
  });

  it.each([
    [0, 100],
    [-5, 100],
    [1000, 106],
    [11552, 199],
    [11553, 200],
    [38376, 999],
    [38377, 1000],
  ])('decision 020: the crash flight at %i ms shows %i hundredths (e^(0.00006 t))', (t, m) => {
    expect(crashMultiplierAt(t)).toBe(m);
  });

  it('decision 020: crashAtMs is the first ms the flight reaches the point; a cash-out then is refused, a ms before accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 1_000_000 }), (point) => {
        const t = crashAtMs(point);
        expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(point);
        expect(crashMultiplierAt(t - 1)).toBeLessThan(point);
        expect(crashCashOut(t, point).accepted).toBe(false);
        expect(crashCashOut(t - 1, point)).toEqual({ accepted: true, atHundredths: crashMultiplierAt(t - 1) });
      }),
    );
    expect(crashAtMs(100)).toBe(0);
    expect(crashCashOut(0, 100).accepted).toBe(false);
  });

  it.each([
    ['ukgc', 'slots', 2500, null, false],
    ['ukgc', 'dice', 0, null, false],
    ['mga', 'slots', 0, 100, true],
    ['default', 'slots', 0, 100, true],
    ['nowhere', 'slots', 0, 100, true],
  ] as const)('decision 020 (UKGC RTS 14): profile %s, %s: min cycle %i ms, autoplay %s, turbo %s', (id, engine, min, autoplay, turbo) => {
    const p = safeguardsFor(id);
    expect(p.minCycleMs[engine] ?? 0).toBe(min);
    expect(p.autoplayMaxRounds).toBe(autoplay);
    expect(p.turbo).toBe(turbo);
  });

  it.each([
    [null, 1000, 0],
    [0, 1000, 1500],
    [0, 2499, 1],
    [0, 2500, 0],
  ])('decision 020: ukgc slots, last start %s, now %i: wait %i ms', (last, now, wait) => {
    expect(cycleWaitMs(safeguardsFor('ukgc'), 'slots', last, now)).toBe(wait);
  });
});
