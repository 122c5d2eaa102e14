import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_MONEY_LIMIT, type LimitType } from './catalogue.ts';
import type { StoredLimit } from './changes.ts';
import {
  addSessionTime,
  exclusionVerdict,
  lossSoFar,
  moneyLimitFreesAt,
  moneyLimitVerdict,
  nextRealityCheckDue,
  nextSessionDayStart,
  sessionDay,
  sessionSecondsLeft,
  windowStart,
  type GuardedAction,
} from './guard.ts';

const DAY = 86_400;
const NOW = 1_800_000_000;

function limit(type: LimitType, extra: Partial<StoredLimit> = {}): StoredLimit {
  return { type, state: 'active', value: 30, startedAt: NOW - DAY, endsAt: NOW + DAY, approvableAt: null, reason: null, source: 'player', ...extra };
}

describe('moneyLimitVerdict (S1 §3; decision 021)', () => {
  it.each<[number, number, bigint, bigint, boolean, bigint]>([
    [100, 2, 0n, 10_000n, true, 10_000n],
    [100, 2, 0n, 10_001n, false, 10_000n],
    [100, 2, 9_000n, 1_000n, true, 1_000n],
    [100, 2, 9_000n, 1_001n, false, 1_000n],
    [100, 2, 12_000n, 1n, false, 0n],
    [100, 2, 12_000n, 0n, false, 0n],
    [1000, 0, 999n, 1n, true, 1n],
    [10, 3, 0n, 10_000n, true, 10_000n],
  ])('S1 §3: limit %i (minor units %i), used %i, amount %i: allowed %s, left %i', (limitMajor, minorUnits, usedMinor, amountMinor, allowed, leftMinor) => {
    expect(moneyLimitVerdict({ limitMajor, minorUnits, usedMinor, amountMinor })).toEqual({ allowed, leftMinor });
  });

  it('S1 §3: 999999999 (no limit) never refuses', () => {
    expect(moneyLimitVerdict({ limitMajor: NO_MONEY_LIMIT, minorUnits: 2, usedMinor: 10n ** 15n, amountMinor: 10n ** 15n }).allowed).toBe(true);
  });

  it('decision 021 property: allowed exactly when used + amount ≤ limit, exact in bigint, left never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 3 }), fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.bigInt({ min: 0n, max: 10n ** 14n }), (limitMajor, minorUnits, usedMinor, amountMinor) => {
        const v = moneyLimitVerdict({ limitMajor, minorUnits, usedMinor, amountMinor });
        const limitMinor = BigInt(limitMajor) * 10n ** BigInt(minorUnits);
        expect(v.allowed).toBe(usedMinor + amountMinor <= limitMinor);
        expect(v.leftMinor >= 0n).toBe(true);
        // What is left is exactly the largest amount still allowed.
        if (v.leftMinor > 0n || usedMinor <= limitMinor) expect(moneyLimitVerdict({ limitMajor, minorUnits, usedMinor, amountMinor: v.leftMinor }).allowed).toBe(true);
        expect(moneyLimitVerdict({ limitMajor, minorUnits, usedMinor, amountMinor: v.leftMinor + 1n }).allowed).toBe(false);
      }),
    );
  });
});

describe('lossSoFar (S1 §3 loss limits; decision 021)', () => {
  it.each<[bigint, bigint, bigint]>([
    [1_000n, 0n, 1_000n],
    [1_000n, 400n, 600n],
    [1_000n, 1_000n, 0n],
    [1_000n, 5_000n, 0n],
  ])('S1 §3: staked %i, returned %i: loss %i (a win never counts below 0)', (stakedMinor, returnedMinor, loss) => {
    expect(lossSoFar({ stakedMinor, returnedMinor })).toBe(loss);
  });

  it('decision 021: open bets count as staked, so a second open bet cannot pass a loss limit', () => {
    // Limit 10.00; one open bet of 8.00 (no return yet): a new 3.00 bet is refused.
    const used = lossSoFar({ stakedMinor: 800n, returnedMinor: 0n });
    expect(moneyLimitVerdict({ limitMajor: 10, minorUnits: 2, usedMinor: used, amountMinor: 300n }).allowed).toBe(false);
  });

  it('decision 021 property: the loss is never negative and never above the stakes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 10n ** 15n }), (stakedMinor, returnedMinor) => {
        const loss = lossSoFar({ stakedMinor, returnedMinor });
        expect(loss >= 0n && loss <= stakedMinor).toBe(true);
      }),
    );
  });
});

describe('exclusionVerdict (S1 §3, §4; decision 021)', () => {
  const actions: GuardedAction[] = ['deposit', 'bet', 'casino', 'withdraw', 'history', 'signin'];

  it.each<[string, StoredLimit[], GuardedAction, string | null]>([
    ['self-exclusion, deposit', [limit(30)], 'deposit', 'SELF_EXCLUDED'],
    ['self-exclusion, bet', [limit(30)], 'bet', 'SELF_EXCLUDED'],
    ['self-exclusion, casino', [limit(30)], 'casino', 'SELF_EXCLUDED'],
    ['self-exclusion, withdraw', [limit(30)], 'withdraw', null],
    ['self-exclusion, history', [limit(30)], 'history', null],
    ['self-exclusion, sign-in', [limit(30)], 'signin', null],
    ['external exclusion 37, bet', [limit(37, { endsAt: null, source: 'register' })], 'bet', 'SELF_EXCLUDED'],
    ['time-out, deposit', [limit(33)], 'deposit', 'TIMED_OUT'],
    ['time-out, casino', [limit(33)], 'casino', 'TIMED_OUT'],
    ['time-out, withdraw', [limit(33)], 'withdraw', null],
    ['an ended time-out', [limit(33, { endsAt: NOW })], 'bet', null],
    ['a self-exclusion not yet started', [limit(30, { startedAt: NOW + 1 })], 'bet', null],
    ['a deposit limit only', [limit(20, { endsAt: null })], 'deposit', null],
    ['time-out and self-exclusion', [limit(33, { endsAt: NOW + 9 * DAY }), limit(30)], 'bet', 'SELF_EXCLUDED'],
  ])('S1 §4 / decision 021: %s → %s', (_name, limits, action, code) => {
    expect(exclusionVerdict(limits, action, NOW)?.code ?? null).toBe(code);
  });

  it('decision 021: the verdict says which limit and until when; of two exclusions the one ending last', () => {
    expect(exclusionVerdict([limit(30, { endsAt: NOW + 5 * DAY }), limit(37, { endsAt: NOW + 9 * DAY })], 'bet', NOW)).toEqual({ code: 'SELF_EXCLUDED', limitType: 37, endsAt: NOW + 9 * DAY });
    expect(exclusionVerdict([limit(30, { endsAt: NOW + 5 * DAY }), limit(37, { endsAt: null })], 'bet', NOW)).toEqual({ code: 'SELF_EXCLUDED', limitType: 37, endsAt: null });
    expect(exclusionVerdict([limit(33, { endsAt: NOW + 7 })], 'deposit', NOW)).toEqual({ code: 'TIMED_OUT', limitType: 33, endsAt: NOW + 7 });
  });

  it('decision 021 property: withdrawals, history and sign-in are never stopped; money in is stopped exactly while an exclusion is in force', () => {
    const stored = fc.record({
      type: fc.constantFrom<LimitType>(20, 30, 33, 37),
      startOffset: fc.integer({ min: -1000, max: 1000 }),
      length: fc.option(fc.integer({ min: 1, max: 2000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(stored, { maxLength: 4 }), fc.constantFrom(...actions), (rows, action) => {
        const limits = rows.map((r) => limit(r.type, { startedAt: NOW + r.startOffset, endsAt: r.length === null ? null : NOW + r.startOffset + r.length }));
        const v = exclusionVerdict(limits, action, NOW);
        const inForce = limits.some((l) => l.type !== 20 && l.startedAt <= NOW && (l.endsAt === null || NOW < l.endsAt));
        if (action === 'withdraw' || action === 'history' || action === 'signin') expect(v).toBeNull();
        else expect(v !== null).toBe(inForce);
      }),
    );
  });
});

describe('session time (S1 §4 session limit, §9 ping 30 s)', () => {
  it.each<[number, number, string]>([
    [0, 0, '1970-01-01'],
    [NOW, 0, '2027-01-15'],
    [Date.UTC(2026, 10, 24, 23, 30) / 1000, 0, '2026-11-24'],
    [Date.UTC(2026, 10, 24, 23, 30) / 1000, 60, '2026-11-25'],
    [Date.UTC(2026, 10, 24, 0, 30) / 1000, -60, '2026-11-23'],
  ])('S1 §4: the session day of %i at offset %i min is %s', (nowS, offset, day) => {
    expect(sessionDay(nowS, offset)).toBe(day);
  });

  it('S1 §8 "visit tomorrow": the next session day starts at the next local midnight', () => {
    expect(nextSessionDayStart(Date.UTC(2026, 10, 24, 23, 30) / 1000)).toBe(Date.UTC(2026, 10, 25) / 1000);
    expect(nextSessionDayStart(Date.UTC(2026, 10, 24, 23, 30) / 1000, 60)).toBe(Date.UTC(2026, 10, 25, 23) / 1000);
  });

  it('S1 §4 property: the next session day starts after now, within a day, on a new session day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: -720, max: 840 }), (nowS, offset) => {
        const next = nextSessionDayStart(nowS, offset);
        expect(next > nowS && next - nowS <= DAY).toBe(true);
        expect(sessionDay(next, offset)).not.toBe(sessionDay(nowS, offset));
        expect(sessionDay(next - 1, offset)).toBe(sessionDay(nowS, offset));
      }),
    );
  });

  it.each<[number, number, number | null]>([
    [-1, 0, null],
    [1, 0, 3600],
    [1, 3599, 1],
    [1, 3600, 0],
    [1, 9999, 0],
    [24, 3600, 23 * 3600],
  ])('S1 §3: session hours %i with %i s used leaves %s s', (hours, used, left) => {
    expect(sessionSecondsLeft(hours, used)).toBe(left);
  });

  it.each<[number | null, number, number]>([
    [null, NOW, 0],
    [NOW - 30, NOW, 30],
    [NOW - 90, NOW, 90],
    [NOW - 600, NOW, 90],
    [NOW + 5, NOW, 0],
    [NOW, NOW, 0],
  ])('S1 §4, §9: last seen %s, now %i: adds %i s (a gap over 90 s counts 90)', (last, nowS, added) => {
    expect(addSessionTime(last, nowS)).toBe(added);
  });

  it('S1 §4 property: pings every 30 s count the time exactly; the sum never exceeds the wall time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 1, maxLength: 50 }), (gaps) => {
        let last = NOW;
        let counted = 0;
        for (const gap of gaps) {
          counted += addSessionTime(last, last + gap);
          last += gap;
        }
        expect(counted).toBeLessThanOrEqual(last - NOW);
        expect(counted).toBe(gaps.reduce((s, g) => s + Math.min(g, 90), 0));
      }),
    );
  });
});

describe('reality check and windows (S1 §3, §4)', () => {
  it.each<[number, number | null]>([
    [0, null],
    [5, NOW + 300],
    [60, NOW + 3600],
  ])('S1 §4: reality-check minutes %i → next due %s', (minutes, due) => {
    expect(nextRealityCheckDue(NOW, minutes)).toBe(due);
  });

  it.each<[LimitType, number | null]>([
    [1, NOW - DAY],
    [11, NOW - 7 * DAY],
    [22, NOW - 30 * DAY],
    [30, null],
    [31, null],
  ])('S1 §3: the window of type %i starts at %s', (type, start) => {
    expect(windowStart(type, NOW)).toBe(start);
  });

  it('decision 021: a refused deposit frees up when enough of the window has rolled off', () => {
    const counted = [
      { atS: NOW - 20 * 3600, amountMinor: 6_000n },
      { atS: NOW - 2 * 3600, amountMinor: 3_000n },
    ];
    // Limit 100.00 in 24 h, 90.00 used: 20.00 fits once the first 60.00 rolls off, 4 h from now.
    expect(moneyLimitFreesAt(20, counted, 10_000n, 2_000n, NOW)).toBe(NOW - 20 * 3600 + DAY);
    expect(moneyLimitFreesAt(20, counted, 10_000n, 1_000n, NOW)).toBeNull();
    expect(moneyLimitFreesAt(20, counted, 10_000n, 10_001n, NOW)).toBeNull();
  });

  it('decision 021 property: at the time it frees up the amount fits, and a second earlier it does not', () => {
    const movement = fc.record({ atS: fc.integer({ min: NOW - 2 * DAY, max: NOW }), amountMinor: fc.bigInt({ min: 1n, max: 5_000n }) });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 8 }), fc.bigInt({ min: 1n, max: 20_000n }), fc.bigInt({ min: 1n, max: 20_000n }), (counted, limitMinor, amountMinor) => {
        const used = (t: number) => counted.filter((m) => m.atS > windowStart(20, t)! && m.atS <= NOW).reduce((s, m) => s + m.amountMinor, 0n);
        const at = moneyLimitFreesAt(20, counted, limitMinor, amountMinor, NOW);
        if (at === null) {
          expect(amountMinor > limitMinor || used(NOW) + amountMinor <= limitMinor).toBe(true);
        } else {
          expect(at > NOW).toBe(true);
          expect(used(at) + amountMinor <= limitMinor).toBe(true);
          expect(used(at - 1) + amountMinor > limitMinor).toBe(true);
        }
      }),
    );
  });
});
