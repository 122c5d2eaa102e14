import { describe, expect, it } from 'vitest';
import { bonusBetDeletionKey } from '@wager/domain';
import { DEFAULT_COUPON_SETTINGS, EMPTY_STORED_COUPON, type StoredCoupon } from '../../../shell/coupon-store.ts';
import { amountText, buildCoupon, localSystemOptions, localWins, parseExactCoef, readAmount } from './coupon-maths.ts';
import type { CouponDraftState } from './draft-store.ts';

const state: CouponDraftState = { tab: 1, amountText: null, amountTextByBetId: {}, accountId: null, availablePrepaidAmount: '0', promoCode: '', manualPromoCode: '', usePrepaid: false, antiExpress: false, loadCouponInputValue: '', loadedFromCode: null, savedCode: null, successCoupons: [] };
const bet = (gameId: number, price: number) => ({ gameId, marketKey: 'ft.1x2', outcomeKey: 'home', price, version: 3, sportId: 1, champName: '', home: 'A', away: 'B', eventName: null, isLive: false, startsAt: '' });
const coupon = (prices: number[], extra: Partial<StoredCoupon> = {}): StoredCoupon => ({ ...EMPTY_STORED_COUPON, bets: prices.map((p, i) => bet(i + 1, p)), addedAtByBetId: {}, ...extra });

describe('the coupon as sent and shown (S0 §3.8 outgoing coupon, §5, §9; decision 014)', () => {
  it('S0 §9: the stake starts at the currency\'s initial amount (EUR 5.00) and the default odds-change action is 2', () => {
    const built = buildCoupon(coupon([2000]), DEFAULT_COUPON_SETTINGS, state, 'EUR');
    expect(built.draft).toMatchObject({ typeId: 0, amountMinor: '500', changeCoefAction: 2, legs: [{ gameId: 1, price: 2000, version: 3 }] });
    expect(localWins(built, null).possibleWinMinor).toBe(1000n);
  });

  it('S0 §5: possible win is the stake times the exact coefficient when one is set', () => {
    const built = buildCoupon(coupon([2000, 1500]), { ...DEFAULT_COUPON_SETTINGS, exactCoef: 3100 }, { ...state, amountText: '10' }, 'EUR');
    expect(built.draft).toMatchObject({ typeId: 1, exactCoef: 3100, amountMinor: '1000' });
    expect(localWins(built, 3100).possibleWinMinor).toBe(3100n);
  });

  it('S0 §1: the stake field shows the language\'s decimal separator (Russian 5,00, English 5.00) and reads either back', () => {
    expect(amountText(500n, 2, 'en')).toBe('5.00');
    expect(amountText(500n, 2, 'ru')).toBe('5,00');
    expect(amountText(123456n, 2, 'ru')).toBe('1234,56');
    expect(amountText(5n, 0, 'ru')).toBe('5');
    expect(readAmount('5,00', 0n, 2)).toBe(500n);
    expect(readAmount('5.00', 0n, 2)).toBe(500n);
  });

  it('S0 §3.8 antiExpressCoef, decision 014: an express sent as its anti-express shows K / (K − 1) and its win; a single never is one', () => {
    const built = buildCoupon(coupon([2000, 2000]), DEFAULT_COUPON_SETTINGS, { ...state, amountText: '10', antiExpress: true }, 'EUR');
    expect(built.draft).toMatchObject({ typeId: 1, antiExpress: true });
    expect(localWins(built, null).possibleWinMinor).toBe(1333n);
    const single = buildCoupon(coupon([2000]), DEFAULT_COUPON_SETTINGS, { ...state, antiExpress: true }, 'EUR');
    expect(single.draft?.antiExpress).toBeUndefined();
  });

  it('decision 014: a system with a banker sends the banker and offers C(n − bankers, k) combinations, with a minimum win', () => {
    const stored = coupon([2000, 2000, 2000, 2000], { typeId: 2, systemValue: 2, bankers: ['1:ft.1x2:home'] });
    const built = buildCoupon(stored, DEFAULT_COUPON_SETTINGS, { ...state, amountText: '30' }, 'EUR');
    expect(built.draft?.systemValue).toBe(2);
    expect(built.legs.filter((l) => l.banker)).toHaveLength(1);
    expect(localSystemOptions(4, 1).map((o) => [o.value, o.combo])).toEqual([[2, 3]]);
    const wins = localWins(built, null);
    // 3 combinations of 10.00 each, every one 2 × 2 × 2 = 8: 240.00; the minimum is one combination: 80.00.
    expect(wins.possibleWinMinor).toBe(24000n);
    expect(wins.minPossibleWinMinor).toBe(8000n);
  });

  it('S0 §3.8 amountByBetId: several singles send each single\'s own stake, the coupon\'s for the rest', () => {
    const built = buildCoupon(coupon([2000, 3000], { typeId: 9 }), DEFAULT_COUPON_SETTINGS, { ...state, amountText: '5', amountTextByBetId: { '2:ft.1x2:home': '7' } }, 'EUR');
    expect(built.draft?.amountByBetId).toEqual({ '1:ft.1x2:home': '500', '2:ft.1x2:home': '700' });
    expect(localWins(built, null).possibleWinMinor).toBe(1000n + 2100n);
  });

  it('S0 §3.8 exactCoef: typed odds read as thousandths', () => {
    expect(parseExactCoef('2.35')).toBe(2350);
    expect(parseExactCoef('2,5')).toBe(2500);
    expect(parseExactCoef('')).toBeNull();
    expect(parseExactCoef('1')).toBe('invalid');
    expect(parseExactCoef('abc')).toBe('invalid');
  });

  it('decision 014: a full cover (Yankee on four legs) is sent by name, its possible win over its 11 bets; with a banker it falls back to a size', () => {
    const stored = coupon([2000, 2000, 2000, 2000], { typeId: 2, preset: 'Yankee' });
    const built = buildCoupon(stored, DEFAULT_COUPON_SETTINGS, { ...state, amountText: '11' }, 'EUR');
    expect(built.draft).toMatchObject({ typeId: 2, preset: 'Yankee' });
    expect(built.draft?.systemValue).toBeUndefined();
    // 1.00 on 6 doubles (×4), 4 trebles (×8), 1 fourfold (×16): 24 + 32 + 16 = 72.00
    expect(localWins(built, null).possibleWinMinor).toBe(7200n);
    expect(localSystemOptions(4, 0).filter((o) => o.presetName).map((o) => [o.presetName, o.combo])).toEqual([
      ['Yankee', 11],
      ['Lucky 15', 15],
    ]);
    const banked = buildCoupon({ ...stored, bankers: ['1:ft.1x2:home'] }, DEFAULT_COUPON_SETTINGS, state, 'EUR');
    expect(banked.draft?.preset).toBeUndefined();
    expect(banked.draft?.systemValue).toBe(2);
  });

  it('S0 §4.1 manuallyDeletedBonusBet: a deleted bonus bet is sent as deleted while the coupon holds the same bets; a line pick says it is not live', () => {
    const stored = coupon([1500, 1500, 1500], { typeId: 1, bonusBetDeletedKey: bonusBetDeletionKey(['1:ft.1x2:home', '2:ft.1x2:home', '3:ft.1x2:home']) });
    const built = buildCoupon(stored, DEFAULT_COUPON_SETTINGS, state, 'EUR');
    expect(built.draft).toMatchObject({ bonusBetDeleted: true, legs: [{ live: false }, { live: false }, { live: false }] });
    const changed = buildCoupon({ ...stored, bets: stored.bets.slice(0, 2) }, DEFAULT_COUPON_SETTINGS, state, 'EUR');
    expect(changed.draft?.bonusBetDeleted).toBeUndefined();
  });

  it('S0 §3.8 outgoing prepaidAmount (decision 016): with the free bet on, the stake comes from it up to what is available; several singles send none', () => {
    const on = { ...state, usePrepaid: true, availablePrepaidAmount: '300', promoCode: 'FREE10' };
    expect(buildCoupon(coupon([2000]), DEFAULT_COUPON_SETTINGS, { ...on, amountText: '10' }, 'EUR').draft).toMatchObject({ amountMinor: '1000', prepaidAmountMinor: '300', promoCode: 'FREE10' });
    expect(buildCoupon(coupon([2000]), DEFAULT_COUPON_SETTINGS, { ...on, amountText: '2' }, 'EUR').draft).toMatchObject({ amountMinor: '200', prepaidAmountMinor: '200' });
    expect(buildCoupon(coupon([2000, 1500], { typeId: 9 }), DEFAULT_COUPON_SETTINGS, on, 'EUR').draft?.prepaidAmountMinor).toBeUndefined();
    // S0 §4.4: the account chosen, the available amount is 0 until the next quote: no prepaid amount is sent.
    expect(buildCoupon(coupon([2000]), DEFAULT_COUPON_SETTINGS, { ...on, availablePrepaidAmount: '0' }, 'EUR').draft?.prepaidAmountMinor).toBeUndefined();
    expect(buildCoupon(coupon([2000]), DEFAULT_COUPON_SETTINGS, { ...on, usePrepaid: false }, 'EUR').draft?.prepaidAmountMinor).toBeUndefined();
  });
});
