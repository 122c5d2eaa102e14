import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutValue, partialCashOut, possibleWin, type CashOutInput, type CashOutLeg } from './index.ts';

const open = (acceptedPrice: number, currentPrice: number | null): CashOutLeg => ({ acceptedPrice, currentPrice, result: 'open' });
const settled = (acceptedPrice: number, result: CashOutLeg['result']): CashOutLeg => ({ acceptedPrice, currentPrice: null, result });

describe('cash-out value (decision 014)', () => {
  it.each<[string, CashOutInput, bigint | null]>([
    ['decision 014: a single at 3.0 now at 1.5, no margin: £10 × 3.0 / 1.5 = £20.00', { stakeMinor: 1000n, legs: [open(3000, 1500)], marginBasisPoints: 0 }, 2000n],
    ['decision 014: the margin comes off: £20 × 0.95 = £19.00', { stakeMinor: 1000n, legs: [open(3000, 1500)], marginBasisPoints: 500 }, 1900n],
    ['decision 014: a won leg counts its accepted price: £10 × 2.0 × 2.5 / 1.25 × 0.95 = £38.00', { stakeMinor: 1000n, legs: [settled(2000, 'win'), open(2500, 1250)], marginBasisPoints: 500 }, 3800n],
    ['decision 014: a void leg counts 1, a half-win (p + 1) / 2: £10 × 1 × 1.45 × 2.0 / 2.0 = £14.50', { stakeMinor: 1000n, legs: [settled(1800, 'void'), settled(1900, 'half_win'), open(2000, 2000)], marginBasisPoints: 0 }, 1450n],
    ['decision 014: a half-lose counts 1/2', { stakeMinor: 1000n, legs: [settled(1900, 'half_lose'), open(2000, 2000)], marginBasisPoints: 0 }, 500n],
    ['decision 014: rounded down (£1 × 1.85 / 1.9 = £0.97368 → £0.97)', { stakeMinor: 100n, legs: [open(1850, 1900)], marginBasisPoints: 0 }, 97n],
    ['decision 014: a lost leg makes it worth nothing', { stakeMinor: 1000n, legs: [settled(2000, 'lose'), open(2000, null)], marginBasisPoints: 0 }, 0n],
    ['decision 014: no offer while an open leg is suspended', { stakeMinor: 1000n, legs: [settled(2000, 'win'), open(2000, null)], marginBasisPoints: 0 }, null],
    ['decision 014: no offer once nothing is open (settlement pays)', { stakeMinor: 1000n, legs: [settled(2000, 'win')], marginBasisPoints: 0 }, null],
    ['decision 014: no offer with a margin of 100 %', { stakeMinor: 1000n, legs: [open(2000, 2000)], marginBasisPoints: 10_000 }, null],
  ])('%s', (_name, input, expected) => {
    expect(cashOutValue(input)).toBe(expected);
  });

  const priced = fc.array(
    fc.oneof(
      fc.record({ acceptedPrice: fc.integer({ min: 1001, max: 20_000 }), currentPrice: fc.integer({ min: 1001, max: 20_000 }), result: fc.constant('open' as const) }),
      fc.record({ acceptedPrice: fc.integer({ min: 1001, max: 20_000 }), currentPrice: fc.constant(null), result: fc.constantFrom('win' as const, 'void' as const, 'half_win' as const, 'half_lose' as const) }),
    ),
    { minLength: 1, maxLength: 6 },
  );

  it('decision 014: a cash-out never pays more than the possible win, and falls as the margin rises', () => {
    fc.assert(
      fc.property(priced, fc.bigInt({ min: 1n, max: 10n ** 7n }), fc.integer({ min: 0, max: 2000 }), (legs, stakeMinor, margin) => {
        const value = cashOutValue({ stakeMinor, legs, marginBasisPoints: margin });
        if (value === null) return;
        const max = possibleWin({ typeId: legs.length === 1 ? 0 : 1, stakeMinor, legs: legs.map((l) => ({ price: l.acceptedPrice })) });
        expect(value <= max).toBe(true);
        expect((cashOutValue({ stakeMinor, legs, marginBasisPoints: margin + 1 }) as bigint) <= value).toBe(true);
      }),
    );
  });

  it('decision 014: partial cash-out: the payment plus what the remaining stake is worth never exceeds the whole value', () => {
    fc.assert(
      fc.property(priced, fc.bigInt({ min: 1n, max: 10n ** 7n }), fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1, noNaN: true }), (legs, stakeMinor, margin, share) => {
        const value = cashOutValue({ stakeMinor, legs, marginBasisPoints: margin });
        if (value === null || value === 0n) return;
        const requested = BigInt(Math.max(1, Math.floor(Number(value) * share)));
        const split = partialCashOut({ stakeMinor, valueMinor: value, requestedMinor: requested > value ? value : requested });
        if (split === null) throw new Error('a request within the value is split');
        expect(split.cashedStakeMinor + split.remainingStakeMinor).toBe(stakeMinor);
        const rest = split.remainingStakeMinor === 0n ? 0n : (cashOutValue({ stakeMinor: split.remainingStakeMinor, legs, marginBasisPoints: margin }) as bigint);
        expect(split.paidMinor + rest <= value).toBe(true);
      }),
    );
  });

  it('decision 014: partial cash-out refuses nothing, too much, or a worthless bet', () => {
    expect(partialCashOut({ stakeMinor: 1000n, valueMinor: 2000n, requestedMinor: 500n })).toEqual({ paidMinor: 500n, cashedStakeMinor: 250n, remainingStakeMinor: 750n });
    expect(partialCashOut({ stakeMinor: 1000n, valueMinor: 2000n, requestedMinor: 2000n })).toEqual({ paidMinor: 2000n, cashedStakeMinor: 1000n, remainingStakeMinor: 0n });
    expect(partialCashOut({ stakeMinor: 1000n, valueMinor: 2000n, requestedMinor: 0n })).toBeNull();
    expect(partialCashOut({ stakeMinor: 1000n, valueMinor: 2000n, requestedMinor: 2001n })).toBeNull();
    expect(partialCashOut({ stakeMinor: 1000n, valueMinor: 0n, requestedMinor: 1n })).toBeNull();
  });
});
