import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  combinations,
  COUPON_TYPE,
  CouponMathsError,
  expressCoefficient,
  minPossibleWin,
  possibleWin,
  presetFor,
  settleCoupon,
  SYSTEM_PRESETS,
  SYSTEM_PRESET_NAMES,
  type LegResult,
  type SettlementInput,
  type SettlementLeg,
} from './index.ts';

const { single, express, system, severalSingles } = COUPON_TYPE;
const leg = (price: number, result: LegResult = 'win', banker = false): SettlementLeg => ({ price, result, ...(banker ? { banker } : {}) });

describe('settleCoupon: published bet-calculator cases (decision 014)', () => {
  // Stakes in pence; prices in thousandths. Each row is what a bet calculator (and a UK shop's
  // settler) returns for it, stake included.
  it.each<[string, SettlementInput, bigint, string]>([
    ['S0 §4.1 type 0: £10 single at 2.50 wins £25.00', { typeId: single, stakeMinor: 1000n, legs: [leg(2500)] }, 2500n, 'won'],
    ['S0 §4.1 type 0: a lost single returns nothing', { typeId: single, stakeMinor: 1000n, legs: [leg(2500, 'lose')] }, 0n, 'lost'],
    ['S0 §4.1 type 0: a void single returns the stake', { typeId: single, stakeMinor: 1000n, legs: [leg(2500, 'void')] }, 1000n, 'void'],
    ['S0 §4.1 type 1: £10 treble 2.0 × 3.0 × 1.5 returns £90.00', { typeId: express, stakeMinor: 1000n, legs: [leg(2000), leg(3000), leg(1500)] }, 9000n, 'won'],
    ['S0 §4.1 type 1: a void leg counts as 1.00 (£10 double 2.0, void 3.0 → £20.00)', { typeId: express, stakeMinor: 1000n, legs: [leg(2000), leg(3000, 'void')] }, 2000n, 'won'],
    ['S0 §4.1 type 1: a half-win leg pays half at the price, half back (£10 × 2.0 × (1.9 + 1) / 2 = £29.00)', { typeId: express, stakeMinor: 1000n, legs: [leg(2000), leg(1900, 'half_win')] }, 2900n, 'won'],
    ['S0 §4.1 type 1: a half-lose leg returns half (£10 × 3.0 × void × 0.5 = £15.00)', { typeId: express, stakeMinor: 1000n, legs: [leg(3000), leg(1800, 'void'), leg(1950, 'half_lose')] }, 1500n, 'won'],
    ['S0 §4.1 type 1: an express returning less than its stake is partial (1.5 × half-lose)', { typeId: express, stakeMinor: 1000n, legs: [leg(1500), leg(1950, 'half_lose')] }, 750n, 'partial'],
    ['S0 §4.1 type 1: one lost leg loses the express', { typeId: express, stakeMinor: 1000n, legs: [leg(2000), leg(3000, 'lose'), leg(1500, 'open')] }, 0n, 'lost'],
    ['S0 §4.1 type 1: all legs void returns the stake', { typeId: express, stakeMinor: 1000n, legs: [leg(2000, 'void'), leg(3000, 'void')] }, 1000n, 'void'],
    ['decision 014: rounded down once (£1 × 1.333 × 1.333 = £1.776889 → £1.77)', { typeId: express, stakeMinor: 100n, legs: [leg(1333), leg(1333)] }, 177n, 'won'],
    ['S0 §4.1 type 2: system 2/3, £30 (£10 a double) on 2.0, 3.0, 4.0 all winning returns £260.00', { typeId: system, systemValue: 2, stakeMinor: 3000n, legs: [leg(2000), leg(3000), leg(4000)] }, 26000n, 'won'],
    ['S0 §4.1 type 2: system 2/3 with the 4.0 lost returns the one double, £60.00', { typeId: system, systemValue: 2, stakeMinor: 3000n, legs: [leg(2000), leg(3000), leg(4000, 'lose')] }, 6000n, 'won'],
    ['S0 §4.1 type 2: system 2/3 with two lost legs loses', { typeId: system, systemValue: 2, stakeMinor: 3000n, legs: [leg(2000, 'lose'), leg(3000), leg(4000, 'lose')] }, 0n, 'lost'],
    ['S0 §4.1 type 2: system 2/3 with a half-win and a void: (2.9 + 2.0 + 1.45) × £10 = £63.50', { typeId: system, systemValue: 2, stakeMinor: 3000n, legs: [leg(2000), leg(1900, 'half_win'), leg(3000, 'void')] }, 6350n, 'won'],
    ['S0 §4.1 type 2: system 3/4, £40 on four 2.0 legs all winning: 4 trebles × £80 = £320.00', { typeId: system, systemValue: 3, stakeMinor: 4000n, legs: [leg(2000), leg(2000), leg(2000), leg(2000)] }, 32000n, 'won'],
    ['S0 §4.1 type 2: system 3/4 with one lost leg: one treble, £80.00', { typeId: system, systemValue: 3, stakeMinor: 4000n, legs: [leg(2000), leg(2000, 'lose'), leg(2000), leg(2000)] }, 8000n, 'won'],
    ['decision 014: a banker is in every combination (2/3 + banker 1.5: £260 × 1.5 = £390.00)', { typeId: system, systemValue: 2, stakeMinor: 3000n, legs: [leg(1500, 'win', true), leg(2000), leg(3000), leg(4000)] }, 39000n, 'won'],
    ['decision 014: a lost banker loses the system', { typeId: system, systemValue: 2, stakeMinor: 3000n, legs: [leg(1500, 'lose', true), leg(2000), leg(3000), leg(4000)] }, 0n, 'lost'],
    ['decision 014: a void banker counts as 1.00', { typeId: system, systemValue: 2, stakeMinor: 3000n, legs: [leg(1500, 'void', true), leg(2000), leg(3000), leg(4000)] }, 26000n, 'won'],
    ['decision 014: the stake is shared by the combinations, exactly (£1 on 2/3, one 1.55 double: 2.4025 / 3 → £0.80)', { typeId: system, systemValue: 2, stakeMinor: 100n, legs: [leg(1550), leg(1550), leg(1700, 'lose')] }, 80n, 'partial'],
    ['S0 §4.1 type 9: several singles, £10 each: 2.5 won, lost, void → £35.00 of £30', { typeId: severalSingles, stakeMinor: 1000n, legs: [leg(2500), leg(3000, 'lose'), leg(1500, 'void')] }, 3500n, 'won'],
    ['S0 §4.1 type 9: several singles, both lost', { typeId: severalSingles, stakeMinor: 1000n, legs: [leg(2500, 'lose'), leg(3000, 'lose')] }, 0n, 'lost'],
    ['decision 014: Yankee, £1 a line (£11) on 2/1, 3/1, 4/1, 5/1 all winning returns £821.00', { typeId: system, preset: 'Yankee', stakeMinor: 1100n, legs: [leg(3000), leg(4000), leg(5000), leg(6000)] }, 82100n, 'won'],
    ['decision 014: Trixie, £1 a line (£4) on three 2/1 winners returns £54.00', { typeId: system, preset: 'Trixie', stakeMinor: 400n, legs: [leg(3000), leg(3000), leg(3000)] }, 5400n, 'won'],
    ['decision 014: Patent, £1 a line (£7) on three evens winners returns £26.00', { typeId: system, preset: 'Patent', stakeMinor: 700n, legs: [leg(2000), leg(2000), leg(2000)] }, 2600n, 'won'],
    ['decision 014: Patent with one winner returns its single, £2.00', { typeId: system, preset: 'Patent', stakeMinor: 700n, legs: [leg(2000), leg(2000, 'lose'), leg(2000, 'lose')] }, 200n, 'partial'],
    ['decision 014: Lucky 15, £1 a line (£15) on four evens winners returns £80.00', { typeId: system, preset: 'Lucky 15', stakeMinor: 1500n, legs: [leg(2000), leg(2000), leg(2000), leg(2000)] }, 8000n, 'won'],
    ['decision 014: Heinz, £1 a line (£57) on six evens winners returns £716.00', { typeId: system, preset: 'Heinz', stakeMinor: 5700n, legs: Array.from({ length: 6 }, () => leg(2000)) }, 71600n, 'won'],
    ['decision 014: Goliath, £1 a line (£247) on eight evens winners returns £6,544.00', { typeId: system, preset: 'Goliath', stakeMinor: 24700n, legs: Array.from({ length: 8 }, () => leg(2000)) }, 654400n, 'won'],
    ['decision 014: a Yankee with two losers and one leg open is still open', { typeId: system, preset: 'Yankee', stakeMinor: 1100n, legs: [leg(3000), leg(4000, 'lose'), leg(5000, 'lose'), leg(6000, 'open')] }, 0n, 'open'],
  ])('%s', (_name, input, returnMinor, outcome) => {
    const answer = settleCoupon(input);
    expect(answer.returnMinor).toBe(returnMinor);
    expect(answer.outcome).toBe(outcome);
  });

  it('decision 014: a Yankee with three losers is lost, the fourth leg still open', () => {
    const answer = settleCoupon({ typeId: system, preset: 'Yankee', stakeMinor: 1100n, legs: [leg(3000, 'lose'), leg(4000, 'lose'), leg(5000, 'lose'), leg(6000, 'open')] });
    expect(answer).toEqual({ outcome: 'lost', returnMinor: 0n, stakedMinor: 1100n });
  });

  it('S0 §4.1: a coupon with an open leg that matters is open, returning nothing yet', () => {
    expect(settleCoupon({ typeId: express, stakeMinor: 1000n, legs: [leg(2000), leg(3000, 'open')] }).outcome).toBe('open');
    expect(settleCoupon({ typeId: system, systemValue: 2, stakeMinor: 3000n, legs: [leg(2000, 'lose'), leg(3000), leg(4000, 'open')] }).outcome).toBe('open');
    expect(settleCoupon({ typeId: severalSingles, stakeMinor: 1000n, legs: [leg(2000), leg(3000, 'open')] })).toEqual({ outcome: 'open', returnMinor: 0n, stakedMinor: 2000n });
  });

  it.each<[string, SettlementInput, string]>([
    ['no legs', { typeId: express, stakeMinor: 100n, legs: [] }, 'NO_LEGS'],
    ['a zero stake', { typeId: single, stakeMinor: 0n, legs: [leg(2000)] }, 'BAD_STAKE'],
    ['a stake that is not a bigint', { typeId: single, stakeMinor: 100 as unknown as bigint, legs: [leg(2000)] }, 'BAD_STAKE'],
    ['a price of 1.000', { typeId: single, stakeMinor: 100n, legs: [leg(1000)] }, 'BAD_PRICE'],
    ['a fractional price', { typeId: single, stakeMinor: 100n, legs: [leg(1500.5)] }, 'BAD_PRICE'],
    ['an unknown result', { typeId: single, stakeMinor: 100n, legs: [leg(2000, 'push' as LegResult)] }, 'BAD_RESULT'],
    ['an unknown type', { typeId: 3 as 0, stakeMinor: 100n, legs: [leg(2000)] }, 'BAD_TYPE'],
    ['a single of two legs', { typeId: single, stakeMinor: 100n, legs: [leg(2000), leg(2000)] }, 'BAD_TYPE'],
    ['an express of one leg', { typeId: express, stakeMinor: 100n, legs: [leg(2000)] }, 'BAD_TYPE'],
    ['S0 §5: a system of size 1', { typeId: system, systemValue: 1, stakeMinor: 100n, legs: [leg(2000), leg(2000), leg(2000)] }, 'BAD_SYSTEM'],
    ['decision 014: a system as large as its free legs (the express)', { typeId: system, systemValue: 3, stakeMinor: 100n, legs: [leg(2000), leg(2000), leg(2000), leg(2000, 'win', true)] }, 'BAD_SYSTEM'],
    ['a system without a size', { typeId: system, stakeMinor: 100n, legs: [leg(2000), leg(2000), leg(2000)] }, 'BAD_SYSTEM'],
    ['decision 014: a preset on the wrong number of legs', { typeId: system, preset: 'Yankee', stakeMinor: 100n, legs: [leg(2000), leg(2000), leg(2000)] }, 'BAD_SYSTEM'],
    ['decision 014: a preset with a banker', { typeId: system, preset: 'Trixie', stakeMinor: 100n, legs: [leg(2000), leg(2000), leg(2000, 'win', true)] }, 'BAD_SYSTEM'],
    ['decision 014: a preset on an express', { typeId: express, preset: 'Trixie', stakeMinor: 100n, legs: [leg(2000), leg(2000), leg(2000)] }, 'BAD_SYSTEM'],
  ])('refuses %s', (_name, input, code) => {
    expect(() => settleCoupon(input)).toThrow(CouponMathsError);
    try {
      settleCoupon(input);
    } catch (error) {
      expect((error as CouponMathsError).code).toBe(code);
    }
  });

  it('decision 014: a 30-leg system 15/30 settles without visiting its 155 million combinations', () => {
    const legs = Array.from({ length: 30 }, (_, i) => leg(1500 + i * 10));
    const started = Date.now();
    const answer = settleCoupon({ typeId: system, systemValue: 15, stakeMinor: 155_117_520n * 100n, legs });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(answer.outcome).toBe('won');
  });

  it('S0 §5: possible win and minimum possible win of a system (2/3 on 2.0, 3.0, 4.0 for £30)', () => {
    const input = { typeId: system, systemValue: 2, stakeMinor: 3000n, legs: [{ price: 4000 }, { price: 2000 }, { price: 3000 }] } as const;
    expect(possibleWin(input)).toBe(26000n);
    expect(minPossibleWin(input)).toBe(6000n); // the 2.0 × 3.0 double
    expect(minPossibleWin({ ...input, legs: [{ price: 1500, banker: true }, ...input.legs] })).toBe(9000n);
    expect(minPossibleWin({ typeId: system, preset: 'Lucky 15', stakeMinor: 1500n, legs: [{ price: 3000 }, { price: 2000 }, { price: 5000 }, { price: 4000 }] })).toBe(200n);
    expect(minPossibleWin({ typeId: express, stakeMinor: 1000n, legs: [{ price: 2000 }, { price: 3000 }] })).toBe(6000n);
  });

  it('S0 §9: the express coefficient is the product rounded half up to 3 decimals', () => {
    expect(expressCoefficient([1333, 1333])).toBe(1777); // 1.776889
    expect(expressCoefficient([1500, 1001])).toBe(1502); // 1.5015 → half up
    expect(expressCoefficient([2500])).toBe(2500);
    expect(expressCoefficient([])).toBe(1000);
  });
});

describe('settlement properties (decision 014)', () => {
  const price = fc.integer({ min: 1001, max: 50_000 });
  const result = fc.constantFrom<LegResult>('win', 'lose', 'void', 'half_win', 'half_lose');
  const stake = fc.bigInt({ min: 1n, max: 10_000_000n });
  /** A system: n free legs, size k, some bankers. */
  const systemCase = fc
    .record({ free: fc.integer({ min: 3, max: 8 }), bankers: fc.integer({ min: 0, max: 2 }) })
    .chain(({ free, bankers }) =>
      fc.record({
        k: fc.integer({ min: 2, max: free - 1 }),
        legs: fc.array(fc.record({ price, result }), { minLength: free + bankers, maxLength: free + bankers }).map((ls) => ls.map((l, i) => ({ ...l, banker: i < bankers }))),
        stakeMinor: stake,
      }),
    )
    .map(({ k, legs, stakeMinor }): SettlementInput => ({ typeId: system, systemValue: k, legs, stakeMinor }));
  const expressCase = fc
    .record({ legs: fc.array(fc.record({ price, result }), { minLength: 2, maxLength: 8 }), stakeMinor: stake })
    .map(({ legs, stakeMinor }): SettlementInput => ({ typeId: express, legs, stakeMinor }));
  const presetCase = fc
    .record({ name: fc.constantFrom(...SYSTEM_PRESET_NAMES.filter((n) => SYSTEM_PRESETS[n].legCount <= 6)), stakeMinor: stake })
    .chain(({ name, stakeMinor }) =>
      fc.array(fc.record({ price, result }), { minLength: SYSTEM_PRESETS[name].legCount, maxLength: SYSTEM_PRESETS[name].legCount }).map((legs): SettlementInput => ({ typeId: system, preset: name, legs, stakeMinor })),
    );
  const anyCase = fc.oneof(systemCase, expressCase, presetCase);
  const withoutResults = (input: SettlementInput) => ({ ...input, legs: input.legs.map(({ price: p, banker }) => ({ price: p, banker })) });

  it('combinationCount(n, k) is the number of combinations(n, k) and follows Pascal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: -1, max: 15 }), (n, k) => {
        expect(combinationCount(n, k)).toBe(BigInt([...combinations(n, k)].length));
        if (n >= 1 && k >= 1) expect(combinationCount(n, k)).toBe(combinationCount(n - 1, k - 1) + combinationCount(n - 1, k));
      }),
    );
    expect(combinationCount(30, 15)).toBe(155_117_520n);
  });

  it('every combination is a distinct sorted k-subset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const all = [...combinations(n, k)];
        expect(new Set(all.map((c) => c.join(','))).size).toBe(all.length);
        for (const c of all) expect(c.every((v, i) => v >= 0 && v < n && (i === 0 || v > (c[i - 1] as number)))).toBe(true);
      }),
    );
  });

  it('S0 §5: the possible win never falls as the stake grows', () => {
    fc.assert(
      fc.property(anyCase, stake, (input, more) => {
        const plain = withoutResults(input);
        expect(possibleWin({ ...plain, stakeMinor: input.stakeMinor + more }) >= possibleWin(plain)).toBe(true);
      }),
    );
  });

  it("S0 §5: a system's minimum possible win is at most its possible win, and positive for a large enough stake", () => {
    fc.assert(
      fc.property(fc.oneof(systemCase, presetCase), (input) => {
        const plain = withoutResults(input);
        expect(minPossibleWin(plain) <= possibleWin(plain)).toBe(true);
        const big = { ...plain, stakeMinor: 1_000_000_000n };
        expect(minPossibleWin(big) > 0n).toBe(true);
      }),
    );
  });

  it('decision 014: an all-void coupon returns the stake exactly', () => {
    fc.assert(
      fc.property(anyCase, (input) => {
        const answer = settleCoupon({ ...input, legs: input.legs.map((l) => ({ ...l, result: 'void' as const })) });
        expect(answer).toEqual({ outcome: 'void', returnMinor: input.stakeMinor, stakedMinor: input.stakeMinor });
      }),
    );
  });

  it('decision 014: a settled return never exceeds the possible win', () => {
    fc.assert(
      fc.property(anyCase, (input) => {
        expect(settleCoupon(input).returnMinor <= possibleWin(withoutResults(input))).toBe(true);
      }),
    );
  });

  it('decision 014: a system pays what its combinations pay as separate bets, rounded once (never less)', () => {
    fc.assert(
      fc.property(fc.oneof(systemCase, presetCase), fc.bigInt({ min: 1n, max: 100_000n }), (input, unit) => {
        const bankers = input.legs.filter((l) => l.banker);
        const free = input.legs.filter((l) => !l.banker);
        const sizes = input.preset ? SYSTEM_PRESETS[input.preset].sizes : [input.systemValue as number];
        let separately = 0n;
        let bets = 0n;
        for (const k of sizes) {
          for (const combo of combinations(free.length, k)) {
            const legs = [...bankers, ...combo.map((i) => free[i] as SettlementLeg)].map((l) => ({ price: l.price, result: l.result }));
            bets += 1n;
            separately += settleCoupon({ typeId: legs.length === 1 ? single : express, legs, stakeMinor: unit }).returnMinor;
          }
        }
        const together = settleCoupon({ ...input, stakeMinor: unit * bets }).returnMinor;
        expect(together >= separately).toBe(true);
        expect(together - separately < bets).toBe(true);
      }),
    );
  });

  it('S0 §4.1 type 9: several singles pay the sum of their singles', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ price, result }), { minLength: 1, maxLength: 6 }), stake, (legs, stakeMinor) => {
        const answer = settleCoupon({ typeId: severalSingles, legs, stakeMinor });
        const sum = legs.reduce((s, l) => s + settleCoupon({ typeId: single, legs: [l], stakeMinor }).returnMinor, 0n);
        expect(answer.returnMinor).toBe(sum);
        expect(answer.stakedMinor).toBe(stakeMinor * BigInt(legs.length));
      }),
    );
  });

  it('decision 014: presetFor finds each preset by its legs and singles', () => {
    for (const name of SYSTEM_PRESET_NAMES) {
      const p = SYSTEM_PRESETS[name];
      expect(presetFor(p.legCount, p.sizes[0] === 1)?.name).toBe(name);
      expect(p.betCount).toBe(p.sizes.reduce((s, k) => s + Number(combinationCount(p.legCount, k)), 0));
    }
  });
});

describe('S0 §4.1 bonus bet in settlement (decision 014)', () => {
  it('S0 §4.1: the bonus multiplier multiplies an express that won every leg, rounded once', () => {
    const legs = [1500, 1800, 2100].map((price) => ({ price, result: 'win' as const }));
    // 1000 × 1.5 × 1.8 × 2.1 = 5670.00; × 1.03 = 5840.1 → 5840
    expect(settleCoupon({ typeId: 1, legs, stakeMinor: 1000n, bonusMultiplier: 1030 }).returnMinor).toBe(5840n);
    expect(possibleWin({ typeId: 1, legs, stakeMinor: 1000n, bonusMultiplier: 1030 })).toBe(5840n);
  });
  it('decision 014: a void leg leaves the bonus out', () => {
    const legs = [
      { price: 1500, result: 'win' as const },
      { price: 1800, result: 'void' as const },
      { price: 2100, result: 'win' as const },
    ];
    expect(settleCoupon({ typeId: 1, legs, stakeMinor: 1000n, bonusMultiplier: 1030 }).returnMinor).toBe(3150n);
  });
  it('decision 014: a bonus multiplier on anything but an express is refused', () => {
    expect(() => settleCoupon({ typeId: 0, legs: [{ price: 1500, result: 'win' }], stakeMinor: 1000n, bonusMultiplier: 1030 })).toThrow(CouponMathsError);
  });
});
