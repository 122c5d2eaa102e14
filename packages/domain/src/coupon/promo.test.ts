import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boostAmount,
  COUPON_TYPE,
  normalisePromoCode,
  prepaidProblem,
  promoVerdict,
  settleCoupon,
  settlePrepaid,
  type CouponOutcome,
  type PromoCoupon,
  type PromoTerms,
} from './index.ts';

// Decision 016: promo codes and prepaid free bets (S0 §3.8 promoCode, manualPromoCode, promoCodes,
// availablePrepaidAmount, outgoing prepaidAmount).

const NOW = Date.UTC(2026, 10, 25, 12);
const terms: PromoTerms = {
  freebetMinor: 1000n,
  boost: null,
  currency: 'RUB',
  validFromMs: NOW - 1000,
  validUntilMs: NOW + 1000,
  minCoef: 1500,
  minLegs: 1,
  couponTypes: null,
  maxUses: 10,
  maxUsesPerPlayer: 1,
  revoked: false,
};
const coupon: PromoCoupon = { userId: 7, currency: 'RUB', isBonusAccount: false, typeId: COUPON_TYPE.single, legCount: 1, coefs: [2000] };

describe('what a promo code gives a coupon (decision 016, S0 §3.8 promoCode)', () => {
  it.each<[string, { terms?: Partial<PromoTerms> | null; coupon?: Partial<PromoCoupon>; usesTotal?: number; usesByPlayer?: number; nowMs?: number }, string]>([
    ['decision 016: a valid code gives its free bet', {}, 'ok'],
    ['decision 016: an unknown code is NOT_FOUND', { terms: null }, 'NOT_FOUND'],
    ['decision 016: a guest is asked to sign in', { coupon: { userId: null } }, 'SIGN_IN'],
    ['decision 016: a revoked code gives nothing', { terms: { revoked: true } }, 'REVOKED'],
    ['decision 016: before its window', { nowMs: NOW - 1001 }, 'NOT_STARTED'],
    ['decision 016: the window start counts', { nowMs: NOW - 1000 }, 'ok'],
    ['decision 016: the window end does not count', { nowMs: NOW + 1000 }, 'EXPIRED'],
    ['decision 016: no end date never expires', { terms: { validUntilMs: null }, nowMs: NOW + 1e12 }, 'ok'],
    ['decision 016: every use taken', { usesTotal: 10 }, 'USED_UP'],
    ['decision 016: the last use is still there', { usesTotal: 9 }, 'ok'],
    ['decision 016: unlimited total uses', { terms: { maxUses: null }, usesTotal: 1e6 }, 'ok'],
    ['decision 016: a player may use it once', { usesByPlayer: 1 }, 'ALREADY_USED'],
    ['decision 016: twice when the code says so', { terms: { maxUsesPerPlayer: 2 }, usesByPlayer: 1 }, 'ok'],
    ['S0 §5: not on a bonus account', { coupon: { isBonusAccount: true } }, 'BONUS_ACCOUNT'],
    ['decision 016: the code’s currency only', { coupon: { currency: 'USD' } }, 'CURRENCY'],
    ['decision 016: the coupon types it names', { terms: { couponTypes: [COUPON_TYPE.express] } }, 'COUPON_TYPE'],
    ['decision 016: a boost is never on several singles', { terms: { boost: { percentBp: 1000, capMinor: null } }, coupon: { typeId: COUPON_TYPE.severalSingles, legCount: 2, coefs: [2000, 2000] } }, 'COUPON_TYPE'],
    ['decision 016: a free bet alone may be on several singles', { coupon: { typeId: COUPON_TYPE.severalSingles, legCount: 2, coefs: [2000, 1600] } }, 'ok'],
    ['decision 016: min legs', { terms: { minLegs: 3 }, coupon: { typeId: COUPON_TYPE.express, legCount: 2, coefs: [4000] } }, 'MIN_LEGS'],
    ['decision 016: min coef (1.499 < 1.500)', { coupon: { coefs: [1499] } }, 'MIN_COEF'],
    ['decision 016: min coef reached exactly', { coupon: { coefs: [1500] } }, 'ok'],
    ['decision 016: several singles: each single reaches the min coef', { coupon: { typeId: COUPON_TYPE.severalSingles, legCount: 2, coefs: [2000, 1400] } }, 'MIN_COEF'],
  ])('%s', (_name, c, expected) => {
    const verdict = promoVerdict({
      terms: c.terms === null ? null : { ...terms, ...c.terms },
      nowMs: c.nowMs ?? NOW,
      usesTotal: c.usesTotal ?? 0,
      usesByPlayer: c.usesByPlayer ?? 0,
      coupon: { ...coupon, ...c.coupon },
    });
    expect(verdict.ok ? 'ok' : verdict.reason).toBe(expected);
  });

  it('decision 016: a valid code gives its free bet and its boost', () => {
    expect(promoVerdict({ terms: { ...terms, boost: { percentBp: 1500, capMinor: 50_000n } }, nowMs: NOW, usesTotal: 0, usesByPlayer: 0, coupon })).toEqual({
      ok: true,
      freebetMinor: 1000n,
      boost: { percentBp: 1500, capMinor: 50_000n },
    });
  });

  it.each([
    [' welcome10 ', 'WELCOME10'],
    ['Free-Bet_1', 'FREE-BET_1'],
    ['ab', null],
    ['a b c', null],
    ['x'.repeat(33), null],
  ])('decision 016: codes are case-insensitive: %j → %j', (text, expected) => {
    expect(normalisePromoCode(text)).toBe(expected);
  });
});

describe('the prepaid amount of a coupon (S0 §3.8 availablePrepaidAmount, outgoing prepaidAmount)', () => {
  it.each<[string, Parameters<typeof prepaidProblem>[0], string | null]>([
    ['nothing asked: always fine', { prepaidMinor: 0n, availableMinor: 0n, stakeMinor: 100n, typeId: COUPON_TYPE.severalSingles }, null],
    ['within the balance and the stake', { prepaidMinor: 100n, availableMinor: 100n, stakeMinor: 100n, typeId: COUPON_TYPE.single }, null],
    ['part of the stake', { prepaidMinor: 40n, availableMinor: 100n, stakeMinor: 100n, typeId: COUPON_TYPE.express }, null],
    ['above the balance', { prepaidMinor: 101n, availableMinor: 100n, stakeMinor: 500n, typeId: COUPON_TYPE.single }, 'ABOVE_AVAILABLE'],
    ['above the stake', { prepaidMinor: 101n, availableMinor: 500n, stakeMinor: 100n, typeId: COUPON_TYPE.system }, 'ABOVE_STAKE'],
    ['several singles take no free bet', { prepaidMinor: 1n, availableMinor: 500n, stakeMinor: 100n, typeId: COUPON_TYPE.severalSingles }, 'COUPON_TYPE'],
  ])('decision 016: %s', (_name, input, expected) => {
    expect(prepaidProblem(input)).toBe(expected);
  });
});

describe('boost and stake-not-returned settlement (decision 016)', () => {
  it.each<[string, Parameters<typeof boostAmount>[0], bigint]>([
    ['10 % of the winnings', { returnMinor: 3000n, stakeMinor: 1000n, boost: { percentBp: 1000, capMinor: null } }, 200n],
    ['rounded down', { returnMinor: 1999n, stakeMinor: 1000n, boost: { percentBp: 1000, capMinor: null } }, 99n],
    ['at most the cap', { returnMinor: 100_000n, stakeMinor: 1000n, boost: { percentBp: 2500, capMinor: 5000n } }, 5000n],
    ['nothing on no winnings', { returnMinor: 1000n, stakeMinor: 1000n, boost: { percentBp: 1000, capMinor: null } }, 0n],
    ['nothing without a boost', { returnMinor: 3000n, stakeMinor: 1000n, boost: null }, 0n],
  ])('decision 016: boost: %s', (_name, input, expected) => {
    expect(boostAmount(input)).toBe(expected);
  });

  it.each<[string, { outcome: CouponOutcome; returnMinor: bigint; stakeMinor: bigint; prepaidMinor: bigint }, [bigint, bigint, bigint]]>([
    // [payout, restored to the free-bet balance, kept by the book]
    ['a free bet of 10.00 at 3.00 wins 20.00 (stake not returned)', { outcome: 'won', returnMinor: 3000n, stakeMinor: 1000n, prepaidMinor: 1000n }, [2000n, 0n, 1000n]],
    ['a lost free bet pays nothing', { outcome: 'lost', returnMinor: 0n, stakeMinor: 1000n, prepaidMinor: 1000n }, [0n, 0n, 0n]],
    ['a void free bet goes back to the free-bet balance, not as money', { outcome: 'void', returnMinor: 1000n, stakeMinor: 1000n, prepaidMinor: 1000n }, [0n, 1000n, 0n]],
    ['half free, half cash at 3.00: R − P', { outcome: 'won', returnMinor: 3000n, stakeMinor: 1000n, prepaidMinor: 500n }, [2500n, 0n, 500n]],
    ['half free, void: the cash back as money, the free part as free bet', { outcome: 'void', returnMinor: 1000n, stakeMinor: 1000n, prepaidMinor: 500n }, [500n, 500n, 0n]],
    ['half free, half lost (return 50 %): the cash part’s share only', { outcome: 'partial', returnMinor: 500n, stakeMinor: 1000n, prepaidMinor: 500n }, [250n, 0n, 250n]],
    ['no prepaid: the whole return', { outcome: 'won', returnMinor: 3000n, stakeMinor: 1000n, prepaidMinor: 0n }, [3000n, 0n, 0n]],
    ['a third free: exact in minor units', { outcome: 'won', returnMinor: 2501n, stakeMinor: 999n, prepaidMinor: 333n }, [2168n, 0n, 333n]],
  ])('decision 016: %s', (_name, input, [payout, restored, kept]) => {
    const answer = settlePrepaid(input);
    expect([answer.payoutMinor, answer.restoredPrepaidMinor, answer.keptMinor]).toEqual([payout, restored, kept]);
  });

  it('decision 016: a boost on a won free bet is paid on top, within its cap', () => {
    expect(settlePrepaid({ outcome: 'won', returnMinor: 3000n, stakeMinor: 1000n, prepaidMinor: 1000n, boost: { percentBp: 1000, capMinor: 150n } })).toEqual({
      payoutMinor: 2150n,
      restoredPrepaidMinor: 0n,
      keptMinor: 1000n,
      boostMinor: 150n,
    });
    expect(settlePrepaid({ outcome: 'void', returnMinor: 1000n, stakeMinor: 1000n, prepaidMinor: 0n, boost: { percentBp: 1000, capMinor: null } }).boostMinor).toBe(0n);
  });

  const outcomes = fc.record({
    prices: fc.array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 1, maxLength: 5 }),
    results: fc.array(fc.constantFrom('win', 'lose', 'void', 'half_win', 'half_lose'), { minLength: 5, maxLength: 5 }),
    stake: fc.bigInt({ min: 1n, max: 10_000_000n }),
    share: fc.integer({ min: 0, max: 1000 }),
    percentBp: fc.integer({ min: 0, max: 10_000 }),
    cap: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n })),
  });
  const settled = (c: { prices: number[]; results: string[]; stake: bigint; share: number }) => {
    const typeId = c.prices.length === 1 ? COUPON_TYPE.single : COUPON_TYPE.express;
    const answer = settleCoupon({ typeId, stakeMinor: c.stake, legs: c.prices.map((price, i) => ({ price, result: c.results[i] as 'win' })) });
    const prepaid = (c.stake * BigInt(c.share)) / 1000n;
    return { answer, prepaid };
  };

  it('decision 016 property: the payout with a prepaid part is never more than without; the split is exact in minor units', () => {
    fc.assert(
      fc.property(outcomes, (c) => {
        const { answer, prepaid } = settled(c);
        const boost = { percentBp: c.percentBp, capMinor: c.cap };
        const withPrepaid = settlePrepaid({ outcome: answer.outcome, returnMinor: answer.returnMinor, stakeMinor: c.stake, prepaidMinor: prepaid, boost });
        const without = settlePrepaid({ outcome: answer.outcome, returnMinor: answer.returnMinor, stakeMinor: c.stake, prepaidMinor: 0n, boost });
        expect(withPrepaid.payoutMinor <= without.payoutMinor).toBe(true);
        expect(withPrepaid.payoutMinor + withPrepaid.restoredPrepaidMinor + withPrepaid.keptMinor).toBe(answer.returnMinor + withPrepaid.boostMinor);
        expect(withPrepaid.payoutMinor >= 0n && withPrepaid.restoredPrepaidMinor >= 0n && withPrepaid.keptMinor >= 0n).toBe(true);
        // The free-bet stake is never returned as money: what is restored or kept is at most the prepaid part.
        expect(withPrepaid.restoredPrepaidMinor + withPrepaid.keptMinor <= prepaid).toBe(true);
        if (answer.outcome === 'won') expect(withPrepaid.payoutMinor).toBe(answer.returnMinor - prepaid + withPrepaid.boostMinor);
        if (answer.outcome === 'void') expect(withPrepaid.restoredPrepaidMinor).toBe(prepaid);
      }),
    );
  });

  it('decision 016 property: a prepaid amount of 0 changes nothing', () => {
    fc.assert(
      fc.property(outcomes, (c) => {
        const { answer } = settled(c);
        const plain = settlePrepaid({ outcome: answer.outcome, returnMinor: answer.returnMinor, stakeMinor: c.stake, prepaidMinor: 0n });
        expect(plain).toEqual({ payoutMinor: answer.returnMinor, restoredPrepaidMinor: 0n, keptMinor: 0n, boostMinor: 0n });
      }),
    );
  });

  it('decision 016 property: the boost is within its cap and its percent of the winnings', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.integer({ min: 0, max: 100_000 }), fc.option(fc.bigInt({ min: 0n, max: 10n ** 9n })), (r, s, bp, cap) => {
        const b = boostAmount({ returnMinor: r, stakeMinor: s, boost: { percentBp: bp, capMinor: cap } });
        expect(b >= 0n).toBe(true);
        if (cap !== null) expect(b <= cap).toBe(true);
        expect(b * 10_000n <= (r > s ? r - s : 0n) * BigInt(bp)).toBe(true);
      }),
    );
  });
});
