import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_PROBLEMS, checkAmount, parseMajorToMinor } from '@wager/domain';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import {
  ADD_CURRENCY_RETRY,
  LOAD_BALANCES_RETRY,
  announcesActiveAccount,
  amountLimitsOf,
  displayMoney,
  displayMoneyOf,
  fractionDigitsOf,
  newIdempotencyKey,
  paymentResultOf,
  quickAmounts,
  reminderStorageKey,
  retryUntil,
  shouldRemind,
  statusTone,
  typedAmount,
} from './wallet-rules.ts';

const EUR = { minMinor: '1000', maxMinor: '500000' };

describe('wallet screen rules', () => {
  // The amount rule itself is the domain's (packages/domain payments.test.ts has its table); here:
  // the wire limits of a method reach it as the same amounts.
  it('decision 008: a method\'s wire limits reach the one amount rule as minor units', () => {
    expect(checkAmount('9.99', amountLimitsOf(EUR, 2))).toEqual({ ok: false, reason: 'belowMin' });
    expect(checkAmount('5000.00', amountLimitsOf(EUR, 2))).toEqual({ ok: true, minor: 500000n });
    expect(checkAmount('5000.01', amountLimitsOf(EUR, 2))).toEqual({ ok: false, reason: 'aboveMax' });
  });

  it('decision 008: a withdrawal may not exceed the balance', () => {
    expect(checkAmount('60', amountLimitsOf(EUR, 2, '5000'))).toEqual({ ok: false, reason: 'aboveBalance' });
    expect(checkAmount('50', amountLimitsOf(EUR, 2, '5000'))).toEqual({ ok: true, minor: 5000n });
  });

  it('S0 §1, decision 008: every reason of the one amount rule has its text in English and Russian', () => {
    for (const dictionary of [en, ru]) {
      const texts = dictionary.wallet.amount as Record<string, string>;
      for (const reason of AMOUNT_PROBLEMS) {
        const key = reason === 'empty' ? 'required' : reason;
        expect(texts[key] ?? texts[`${key}_other`], `${key}`).toEqual(expect.any(String));
      }
    }
  });

  it('S0 §9, decision 008: quick amounts start at the initial amount, are multiples of the step and stay in range', () => {
    // USD and EUR: step 2.5, initial 5 (S0 §9).
    expect(quickAmounts({ initialMinor: '500', stepMinor: '250', minMinor: '1000', maxMinor: '500000' })).toEqual([1000n, 2000n, 4000n, 10000n, 20000n]);
    expect(quickAmounts({ initialMinor: '500', stepMinor: '250', minMinor: '100', maxMinor: '500000' })).toEqual([500n, 1000n, 2000n, 5000n, 10000n]);
    // Without the currency's defaults the chips start at the method's minimum.
    expect(quickAmounts({ initialMinor: null, stepMinor: null, minMinor: '1000', maxMinor: '3000' })).toEqual([1000n, 2000n]);
  });

  it('decision 008: every quick amount is inside the range and a multiple of the step (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000n }),
        fc.bigInt({ min: 1n, max: 1_000n }),
        fc.bigInt({ min: 1n, max: 100_000n }),
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        (initial, step, min, span) => {
          const max = min + span;
          const chips = quickAmounts({ initialMinor: initial.toString(), stepMinor: step.toString(), minMinor: min.toString(), maxMinor: max.toString() });
          for (const chip of chips) {
            expect(chip >= min && chip <= max).toBe(true);
            expect(chip % step).toBe(0n);
          }
          expect(new Set(chips).size).toBe(chips.length);
        },
      ),
    );
  });

  it('decision 008: a chip typed back parses to the same minor units (no float anywhere)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }), fc.integer({ min: 0, max: 3 }), (minor, units) => {
        expect(parseMajorToMinor(typedAmount(minor, units), units)).toBe(minor);
      }),
    );
  });

  it('S0 §1, UI.md: amounts are grouped and separated as the player\'s language writes them, without touching a digit', () => {
    expect(displayMoney('123456789', 2, 'en')).toBe('1,234,567.89');
    expect(displayMoney('123456789', 2, 'ru')).toBe('1\u00a0234\u00a0567,89');
    expect(displayMoney('5000', 2, 'en')).toBe('50.00');
    expect(displayMoney('5000', 2, 'ru')).toBe('50,00');
    expect(displayMoney('100000', 0, 'kk')).toBe('100\u00a0000');
    expect(displayMoneyOf('1500', 'JPY', 'en')).toBe('1,500');
    expect(displayMoneyOf('2000', 'EUR', 'uk')).toBe('20,00');
    expect(displayMoney('2500', fractionDigitsOf('25.00'), 'ru')).toBe('25,00');
    expect(fractionDigitsOf('1500')).toBe(0);
  });

  it('S0 §7, §9: add currency re-fetches 5 times at 1 s, load balances 5 times at 2.5 s', () => {
    expect(ADD_CURRENCY_RETRY).toEqual({ tries: 5, intervalMs: 1_000 });
    expect(LOAD_BALANCES_RETRY).toEqual({ tries: 5, intervalMs: 2_500 });
  });

  it('S0 §7: load balances repeats until an active account exists, at most 5 times', async () => {
    const waits: number[] = [];
    let calls = 0;
    const answer = await retryUntil(
      async () => ({ activeAccountId: ++calls >= 3 ? 7 : 0 }),
      (result) => result.activeAccountId > 0,
      { ...LOAD_BALANCES_RETRY, sleep: async (ms) => void waits.push(ms) },
    );
    expect(answer.activeAccountId).toBe(7);
    expect(calls).toBe(3);
    expect(waits).toEqual([2_500, 2_500]);

    calls = 0;
    const never = await retryUntil(
      async () => ({ activeAccountId: (calls++, 0) }),
      (result) => result.activeAccountId > 0,
      { ...LOAD_BALANCES_RETRY, sleep: async () => undefined },
    );
    expect(never.activeAccountId).toBe(0);
    expect(calls).toBe(5);
  });

  it('S0 §7: a failing try counts; the last failure is thrown when every try failed', async () => {
    let calls = 0;
    await expect(
      retryUntil(
        async () => Promise.reject(new Error(`boom ${++calls}`)),
        () => true,
        { tries: 5, intervalMs: 1_000, sleep: async () => undefined },
      ),
    ).rejects.toThrow('boom 5');
    calls = 0;
    const value = await retryUntil(
      async () => {
        if (++calls < 2) throw new Error('flaky');
        return 'ok';
      },
      () => true,
      { ...ADD_CURRENCY_RETRY, sleep: async () => undefined },
    );
    expect(value).toBe('ok');
  });

  it('decision 008: an idempotency key fits the contract and differs per submission', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it.each([
    ['succeeded', 'success'],
    ['paid', 'success'],
    ['pending', 'pending'],
    ['requested', 'pending'],
    ['approved', 'pending'],
    ['failed', 'failed'],
    ['rejected', 'failed'],
    ['cancelled', 'neutral'],
  ])('decision 008: state %s is shown as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('S0 §3.1, §4.4: the conversion reminder shows for status 1 and 2, once per user and session', () => {
    expect(shouldRemind(0, false)).toBe(false);
    expect(shouldRemind(1, false)).toBe(true);
    expect(shouldRemind(2, false)).toBe(true);
    expect(shouldRemind(2, true)).toBe(false);
    expect(reminderStorageKey(42)).not.toBe(reminderStorageKey(43));
  });

  it('S0 §7: setting the active account is announced except on the bingo route', () => {
    expect(announcesActiveAccount('account')).toBe(true);
    expect(announcesActiveAccount('bingo')).toBe(false);
  });

  it('S0 §2.3: the onpay results; anything else reads as a failure', () => {
    expect(['success', 'fail', 'pending', 'cancel'].map(paymentResultOf)).toEqual(['success', 'fail', 'pending', 'cancel']);
    expect(paymentResultOf(undefined)).toBe('fail');
  });
});
