import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskDestination } from './destination.ts';
import { asMinorUnits } from '../units/units.ts';
import { checkAmount, checkAmountLimits } from './limits.ts';
import { constantTimeEqual, formatSignatureHeader, isSignatureFresh, parseSignatureHeader, signedPayload } from './signature.ts';
import {
  DEPOSIT_STATES,
  OPEN_PAYMENT_STATES,
  WITHDRAWAL_STATES,
  canPaymentTransition,
  decidePaymentStatus,
  isFinalPaymentState,
  isWithdrawalCancellable,
  isWithdrawalHeld,
  type PaymentDirectionKind,
} from './status.ts';

describe('payment status machines (decision 008)', () => {
  it.each<[PaymentDirectionKind, string, string, boolean]>([
    ['deposit', 'created', 'pending', true],
    ['deposit', 'created', 'succeeded', true],
    ['deposit', 'created', 'failed', true],
    ['deposit', 'created', 'cancelled', true],
    ['deposit', 'pending', 'succeeded', true],
    ['deposit', 'pending', 'failed', true],
    ['deposit', 'pending', 'cancelled', true],
    ['deposit', 'pending', 'created', false],
    ['deposit', 'succeeded', 'failed', false],
    ['deposit', 'succeeded', 'pending', false],
    ['deposit', 'failed', 'succeeded', false],
    ['deposit', 'cancelled', 'succeeded', false],
    ['deposit', 'created', 'paid', false],
    ['withdrawal', 'requested', 'approved', true],
    ['withdrawal', 'requested', 'rejected', true],
    ['withdrawal', 'requested', 'cancelled', true],
    ['withdrawal', 'requested', 'paid', false],
    ['withdrawal', 'approved', 'paid', true],
    ['withdrawal', 'approved', 'rejected', true],
    ['withdrawal', 'approved', 'cancelled', false],
    ['withdrawal', 'paid', 'rejected', false],
    ['withdrawal', 'rejected', 'approved', false],
    ['withdrawal', 'cancelled', 'requested', false],
    ['withdrawal', 'requested', 'succeeded', false],
  ])('decision 008: %s %s → %s allowed: %s', (direction, from, to, expected) => {
    expect(canPaymentTransition(direction, from, to)).toBe(expected);
  });

  it.each<[PaymentDirectionKind, string, boolean]>([
    ['deposit', 'created', false],
    ['deposit', 'pending', false],
    ['deposit', 'succeeded', true],
    ['deposit', 'failed', true],
    ['deposit', 'cancelled', true],
    ['withdrawal', 'requested', false],
    ['withdrawal', 'approved', false],
    ['withdrawal', 'paid', true],
    ['withdrawal', 'rejected', true],
    ['withdrawal', 'cancelled', true],
    ['withdrawal', 'nonsense', false],
  ])('decision 008: %s %s is final: %s', (direction, state, expected) => {
    expect(isFinalPaymentState(direction, state)).toBe(expected);
  });

  it('decision 008: open payments (money still in flight) are exactly the states that are not final', () => {
    expect(OPEN_PAYMENT_STATES).toEqual(['created', 'pending', 'requested', 'approved']);
  });

  it('decision 008: the player may cancel a withdrawal only while it is requested; the hold lasts until paid, rejected or cancelled', () => {
    expect(WITHDRAWAL_STATES.filter(isWithdrawalCancellable)).toEqual(['requested']);
    expect(WITHDRAWAL_STATES.filter(isWithdrawalHeld)).toEqual(['requested', 'approved']);
  });

  it('decision 008: a repeated report is "same", a contradiction of a final state is "conflict"', () => {
    expect(decidePaymentStatus('deposit', 'succeeded', 'succeeded')).toEqual({ kind: 'same' });
    expect(decidePaymentStatus('deposit', 'succeeded', 'failed')).toEqual({ kind: 'conflict' });
    expect(decidePaymentStatus('deposit', 'pending', 'succeeded')).toEqual({ kind: 'move', to: 'succeeded' });
    expect(decidePaymentStatus('withdrawal', 'paid', 'rejected')).toEqual({ kind: 'conflict' });
  });

  it('decision 008 property: any sequence of reports ends in at most one final state and never leaves it', () => {
    for (const [direction, states] of [
      ['deposit', DEPOSIT_STATES],
      ['withdrawal', WITHDRAWAL_STATES],
    ] as const) {
      const start = states[0]!;
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...states), { maxLength: 20 }), (reports) => {
          let state: string = start;
          let finalSeen: string | null = null;
          for (const report of reports) {
            const decision = decidePaymentStatus(direction, state, report);
            if (decision.kind === 'move') state = decision.to;
            if (finalSeen !== null) expect(state).toBe(finalSeen);
            if (isFinalPaymentState(direction, state)) finalSeen = state;
          }
          // Every state reached is reachable from the start by allowed moves only.
          expect(states).toContain(state);
        }),
      );
    }
  });
});

describe('amount limits (decision 008)', () => {
  const limits = { minMinor: asMinorUnits(500n), maxMinor: asMinorUnits(100_000n) };
  it.each<[bigint, string | null]>([
    [499n, 'belowMin'],
    [500n, null],
    [50_000n, null],
    [100_000n, null],
    [100_001n, 'aboveMax'],
  ])('decision 008: %s minor units against 5.00..1000.00 → %s', (amount, expected) => {
    expect(checkAmountLimits(asMinorUnits(amount), limits)?.code ?? null).toBe(expected);
  });

  it('decision 008 property: an amount passes exactly when min ≤ amount ≤ max', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (a, b, amount) => {
        const minMinor = a < b ? a : b;
        const maxMinor = a < b ? b : a;
        expect(checkAmountLimits(asMinorUnits(amount), { minMinor: asMinorUnits(minMinor), maxMinor: asMinorUnits(maxMinor) }) === null).toBe(amount >= minMinor && amount <= maxMinor);
      }),
    );
  });
});

describe('the typed amount against a method (decision 008): one rule for browser and server', () => {
  // The web's deposit and withdrawal forms and the server's request check share these codes.
  const EUR = { minorUnits: 2, minMinor: asMinorUnits(1000n), maxMinor: asMinorUnits(500_000n) };
  it.each([
    ['decision 008: an empty amount asks for one', '', { ok: false, reason: 'empty' }],
    ['decision 008: letters are not an amount', 'ten', { ok: false, reason: 'invalid' }],
    ['decision 008: more decimals than the currency has are refused', '10.005', { ok: false, reason: 'invalid' }],
    ['decision 008: zero is not an amount', '0', { ok: false, reason: 'invalid' }],
    ['decision 008: below the method minimum', '9.99', { ok: false, reason: 'belowMin' }],
    ['decision 008: above the method maximum', '5000.01', { ok: false, reason: 'aboveMax' }],
    ['decision 008: the minimum itself is accepted', '10', { ok: true, minor: 1000n }],
    ['decision 008: a comma decimal separator is accepted', '50,5', { ok: true, minor: 5050n }],
    ['decision 008: a Russian grouped amount is accepted', '1\u00a0000,50', { ok: true, minor: 100050n }],
    ['decision 008: the maximum itself is accepted', '5000.00', { ok: true, minor: 500000n }],
  ])('%s', (_name, typed, expected) => {
    expect(checkAmount(typed, EUR)).toEqual(expected);
  });

  it('decision 008: a withdrawal may not exceed the balance', () => {
    expect(checkAmount('60', { ...EUR, balanceMinor: asMinorUnits(5000n) })).toEqual({ ok: false, reason: 'aboveBalance' });
    expect(checkAmount('50', { ...EUR, balanceMinor: asMinorUnits(5000n) })).toEqual({ ok: true, minor: 5000n });
  });

  it('decision 008 property: a typed amount passes exactly when checkAmountLimits (the server\'s check) passes and it is within the balance', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 13n }), (min, span, amount) => {
        const limits = { minorUnits: 2, minMinor: asMinorUnits(min), maxMinor: asMinorUnits(min + span) };
        const typed = `${amount / 100n}.${(amount % 100n).toString().padStart(2, '0')}`;
        const check = checkAmount(typed, limits);
        const serverProblem = checkAmountLimits(asMinorUnits(amount), limits);
        expect(check.ok).toBe(serverProblem === null);
        if (!check.ok) expect(check.reason).toBe(serverProblem?.code);
      }),
    );
  });
});

describe('callback signature format (decision 008)', () => {
  const mac = 'a'.repeat(64);
  it('decision 008: the header round-trips and signs "<t>.<raw body>"', () => {
    expect(parseSignatureHeader(formatSignatureHeader(1_700_000_000, mac))).toEqual({ timestamp: 1_700_000_000, macs: [mac] });
    expect(signedPayload(12, '{"a":1}')).toBe('12.{"a":1}');
  });

  it.each([[undefined], [''], ['t=1'], [`v1=${mac}`], [`t=abc,v1=${mac}`], ['t=1,v1=xyz'], [`t=1,t=2,v1=${mac}`], ['garbage']])(
    'decision 008: malformed header %j is refused',
    (header) => {
      expect(parseSignatureHeader(header)).toBeNull();
    },
  );

  it('decision 008: a signature older or newer than the tolerance is stale', () => {
    const now = 1_700_000_000_000;
    expect(isSignatureFresh(1_700_000_000, now)).toBe(true);
    expect(isSignatureFresh(1_700_000_000 - 300, now)).toBe(true);
    expect(isSignatureFresh(1_700_000_000 - 301, now)).toBe(false);
    expect(isSignatureFresh(1_700_000_000 + 301, now)).toBe(false);
  });

  it('decision 008 property: constant-time comparison agrees with ===', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(constantTimeEqual(a, b)).toBe(a === b);
        expect(constantTimeEqual(a, a)).toBe(true);
      }),
    );
  });
});

describe('destination masking (decision 008)', () => {
  it.each([
    ['4111 1111 1111 1111', '************1111'],
    ['4111-1111-1111-1234', '************1234'],
    ['wallet42', '****et42'],
    ['1234', '****'],
  ])('decision 008: %s is stored as %s', (typed, masked) => {
    expect(maskDestination(typed)).toBe(masked);
  });

  it('decision 008 property: at most the last four characters stay readable', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 64 }), (typed) => {
        const masked = maskDestination(typed);
        const compact = typed.replace(/[\s-]/g, '');
        expect(masked.replace(/^\*+/, '').length).toBeLessThanOrEqual(4);
        if (compact.length > 4) expect(masked.endsWith(compact.slice(-4))).toBe(true);
      }),
    );
  });
});
